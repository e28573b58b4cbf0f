// What a handler may store of a request body: only the properties the operation's request
// schema lists (the schemas are open, so a body may carry anything), never the fields the
// server owns, and never `__proto__` (JSON.parse makes it an own property, which Object.assign
// would turn into a prototype).
import type { MockRequest } from './context.js';
import type { Schema } from './validator-input.js';

/** Set by the server alone, whatever a request body says. */
const SERVER_OWNED = new Set(['_id', 'created', 'updated', '__proto__', 'constructor', 'prototype']);
const fieldsOf = new WeakMap<object, string[]>();

/** The properties the operation's request body lists (its schemas' and their `allOf` parts'), less the server's. */
function requestFields(operation: MockRequest['operation']): string[] {
  const known = fieldsOf.get(operation);
  if (known) return known;
  const fields = new Set<string>();
  const collect = (schema: Schema | undefined): void => {
    for (const name of Object.keys(schema?.properties ?? {})) fields.add(name);
    for (const part of schema?.allOf ?? []) collect(part);
  };
  for (const media of Object.values(operation.requestBody?.content ?? {})) collect(media.schema);
  const listed = [...fields].filter((name) => !SERVER_OWNED.has(name));
  fieldsOf.set(operation, listed);
  return listed;
}

/**
 * The fields of the request body its contract lists, less `except` (fields the handler treats
 * apart, such as a password), and less those left undefined: what an update may copy.
 */
export function writable<B, E extends keyof NonNullable<B> = never>(
  request: Pick<MockRequest, 'operation'> & { body: B },
  except: readonly E[] = [],
): Omit<NonNullable<B>, E> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of requestFields(request.operation)) {
    if (!(except as readonly unknown[]).includes(name) && Object.hasOwn(body, name) && body[name] !== undefined)
      out[name] = body[name];
  }
  // The body's own fields, as validated against the schema its type comes from.
  return out as Omit<NonNullable<B>, E>;
}

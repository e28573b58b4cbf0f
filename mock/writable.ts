// What a handler may store of a request body: only the properties the operation's request
// schema lists (the schemas are open, so a body may carry anything), never the fields the
// server owns, and never `__proto__` (JSON.parse makes it an own property, which Object.assign
// would turn into a prototype).
import type { MockRequest, Platform } from './context.js';
import { resolveRef } from './resolve-ref.js';
import { operationOf } from './surfaces.js';

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Operation = {
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> };
};

/** Set by the server alone, whatever a request body says. */
const SERVER_OWNED = new Set(['_id', 'created', 'updated', '__proto__', 'constructor', 'prototype']);
const fieldsOf = new WeakMap<object, string[]>();

/** The properties the operation's request body lists (its schemas' and their `allOf` parts'), less the server's. */
function requestFields(platform: Platform, request: Pick<MockRequest, 'surface' | 'operationId'>): string[] {
  const doc = platform.docs[request.surface];
  const operation = operationOf(doc, request.operationId) as Operation;
  const known = fieldsOf.get(operation);
  if (known) return known;
  const components = doc.components as {
    schemas?: Record<string, Schema>;
    requestBodies?: Record<string, Operation['requestBody']>;
  };
  const fields = new Set<string>();
  const collect = (schema: Schema | undefined): void => {
    const resolved = resolveRef(schema, components.schemas);
    for (const name of Object.keys(resolved?.properties ?? {})) fields.add(name);
    for (const part of resolved?.allOf ?? []) collect(part);
  };
  const body = resolveRef(operation.requestBody, components.requestBodies);
  for (const media of Object.values(body?.content ?? {})) collect(media.schema);
  const listed = [...fields].filter((name) => !SERVER_OWNED.has(name));
  fieldsOf.set(operation, listed);
  return listed;
}

/**
 * The fields of the request body its contract lists, less `except` (fields the handler treats
 * apart, such as a password), and less those left undefined: what an update may copy.
 */
export function writable<B, E extends keyof NonNullable<B> = never>(
  request: Pick<MockRequest, 'surface' | 'operationId'> & { body: B },
  platform: Platform,
  except: readonly E[] = [],
): Omit<NonNullable<B>, E> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of requestFields(platform, request)) {
    if (!(except as readonly unknown[]).includes(name) && Object.hasOwn(body, name) && body[name] !== undefined)
      out[name] = body[name];
  }
  // The body's own fields, as validated against the schema its type comes from.
  return out as Omit<NonNullable<B>, E>;
}

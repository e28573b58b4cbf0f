// What the request validator (Ajv) is given and what its errors say: an operation's request as
// the two schemas openapi-backend 5.21 built for it (a body's; the parameters' by location), so
// that a 422 says what it said before the mock validated with Ajv directly (docs/design.md,
// decision 21); the field a 422 names.
import type { OperationPermission } from './permissions.js';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema of the contract, any shape
export type Schema = Record<string, any>;
export type Param = Schema & { name: string; in: string; required?: boolean; style?: string; explode?: boolean };
type Content = Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> }>;

/** An operation of a contract with its `$ref`s resolved, its path's parameters after its own. */
export interface Operation {
  operationId: string;
  path: string;
  parameters: Param[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Content };
  responses?: Record<string, { content?: Content }>;
  'x-permission'?: OperationPermission;
}

export type Ajv422 = {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
};

/** `/requestBody/title` or `/query/page` (+ a missing property) as the field a person would name. */
export function fieldOf(error: Ajv422): string {
  const parts = (error.instancePath ?? '').split('/').filter(Boolean);
  const [where, ...rest] = parts;
  const extra = error.params?.missingProperty ?? error.params?.additionalProperty;
  if (extra) rest.push(extra);
  if (rest.length === 0) return where === 'requestBody' ? 'body' : (where ?? 'request');
  return rest.join('.');
}

/** A query parameter whose names are data (`f.<field>`, `s.<field>`, `o.<field>`): a form-style exploded object. */
const fieldNamed = (p: Param) =>
  p.in === 'query' &&
  (p.style ?? 'form') === 'form' &&
  p.explode !== false &&
  p.schema?.type === 'object' &&
  !('content' in p);

/**
 * An operation's parameters: its own, those whose names are data last and accepting any value,
 * then its path's. The query is judged by the last parameter's `additionalProperties`, so one such
 * rule would judge the others' keys (`f.rooms=2` failing the sort's asc/desc); the domain that
 * reads them checks their values instead (./domains/cms/published.ts).
 */
export const orderedParams = (own: Param[], shared: Param[]): Param[] => [
  ...own.filter((p) => !fieldNamed(p)),
  ...own.filter(fieldNamed).map((p) => ({ ...p, schema: { type: 'object', additionalProperties: true } })),
  ...shared,
];

/** A binary property cannot be sent in JSON: it is not required of the body (in place, as openapi-backend did). */
function withoutBinaryRequired(schema: Schema | undefined): void {
  if (typeof schema !== 'object' || !schema?.required) return;
  const binary = (p: Schema | undefined) => p?.type === 'string' && p.format === 'binary';
  if (schema.properties && Array.isArray(schema.required))
    schema.required = schema.required.filter((name: string) => !binary(schema.properties[name]));
  for (const property of Object.values(schema.properties ?? {})) withoutBinaryRequired(property as Schema);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[key])) for (const sub of schema[key]) withoutBinaryRequired(sub);
}

/** The schemas of `{ requestBody }` (when the operation takes a JSON or multipart body) and of `{ path, query }`. */
export function requestSchemas(operation: Operation): { body?: Schema; params: Schema } {
  const { requestBody } = operation;
  const body = (requestBody?.content['application/json'] ?? requestBody?.content['multipart/form-data'])?.schema;
  const request = (properties: Schema, required: string[] = []) => ({
    title: 'Request',
    type: 'object',
    additionalProperties: true,
    properties,
    required,
  });
  const bodySchema = body && request({ requestBody: body }, requestBody?.required === true ? ['requestBody'] : []);
  withoutBinaryRequired(bodySchema);
  const at = (additionalProperties: boolean) => ({
    type: 'object',
    additionalProperties,
    properties: {},
    required: [],
  });
  // The contracts declare path and query parameters only.
  const params: Schema = request({ path: at(false), query: at(false) });
  for (const p of operation.parameters) {
    const target = params.properties[p.in];
    if (p.required && !target.required.includes(p.name)) target.required.push(p.name);
    if (p.required && !params.required.includes(p.in)) params.required.push(p.in);
    if (p.schema?.additionalProperties !== undefined) target.additionalProperties = p.schema.additionalProperties;
    target.properties[p.name] = p.content?.['application/json'] ? p.content['application/json'].schema : p.schema;
  }
  return { ...(bodySchema ? { body: bodySchema } : {}), params };
}

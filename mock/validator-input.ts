// What the request validator (Ajv) is given: an operation's request as two schemas, a body's and
// the parameters' by location (docs/design.md, decision 21).
import type { OperationPermission } from './permissions.js';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema of the contract, any shape
export type Schema = Record<string, any>;
type Param = Schema & { name: string; in: string; required?: boolean; style?: string; explode?: boolean };
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

/** A query parameter whose names are data (`f.<field>`, `s.<field>`, `o.<field>`): a form-style exploded object. */
const fieldNamed = (p: Param) =>
  p.in === 'query' &&
  (p.style ?? 'form') === 'form' &&
  p.explode !== false &&
  p.schema?.type === 'object' &&
  !('content' in p);

const object = (properties: Schema, required: string[] = [], additionalProperties = true) => ({
  type: 'object',
  properties,
  required,
  additionalProperties,
});

/**
 * The schemas of `{ requestBody }` (when the operation takes a JSON or multipart body) and of
 * `{ path, query }`. A query with a parameter whose names are data takes any name (the domain that
 * reads them checks them: ./domains/cms/published.ts); any other refuses a name it does not declare.
 */
export function requestSchemas({ requestBody, parameters }: Operation): { body?: Schema; params: Schema } {
  const body = (requestBody?.content['application/json'] ?? requestBody?.content['multipart/form-data'])?.schema;
  const at = { path: object({}, [], false), query: object({}, [], parameters.some(fieldNamed)) } as Schema;
  const params = object(at);
  for (const p of parameters) {
    if (p.required && !at[p.in].required.includes(p.name)) at[p.in].required.push(p.name);
    if (p.required && !params.required.includes(p.in)) params.required.push(p.in);
    at[p.in].properties[p.name] = fieldNamed(p) ? { type: 'object' } : (p.content?.['application/json'] ?? p).schema;
  }
  return {
    ...(body ? { body: object({ requestBody: body }, requestBody?.required ? ['requestBody'] : []) } : {}),
    params,
  };
}

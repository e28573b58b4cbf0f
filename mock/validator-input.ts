// What the request validator (openapi-backend) is given and what its errors say: the contract
// as the validator can judge it, multipart text parts typed as the form schema says, and the
// field a 422 names.
import type { OpenApiDocument } from './contracts.js';
import { resolveRef } from './resolve-ref.js';

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

type Param = { $ref?: string; in?: string; style?: string; explode?: boolean; schema?: { type?: string } };

/**
 * A copy of the contract for the validator in which the query parameters whose names are data
 * (`f.<field>`, `s.<field>`, `o.<field>`: form-style exploded objects) accept any value and come
 * last. openapi-backend judges the whole query by the last parameter's `additionalProperties`,
 * so one such rule would judge the others' keys (`f.rooms=2` failing the sort's asc/desc); the
 * domain that reads them checks their values instead (./domains/cms-published.ts).
 */
export function withFieldNamedParamsLast(doc: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(doc);
  const shared = (copy.components as { parameters?: Record<string, Param> }).parameters ?? {};
  const resolve = (p: Param): Param => resolveRef(p, shared) ?? p;
  const fieldNamed = (p: Param) => {
    const r = resolve(p);
    return (
      r.in === 'query' &&
      (r.style ?? 'form') === 'form' &&
      r.explode !== false &&
      r.schema?.type === 'object' &&
      !('content' in r)
    );
  };
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item) as Array<{ parameters?: Param[] }>) {
      if (!Array.isArray(operation?.parameters) || !operation.parameters.some(fieldNamed)) continue;
      const named = operation.parameters
        .filter(fieldNamed)
        .map((p) => ({ ...resolve(p), schema: { type: 'object', additionalProperties: true } }));
      operation.parameters = [...operation.parameters.filter((p) => !fieldNamed(p)), ...named];
    }
  }
  return copy;
}

/**
 * Multipart text parts are strings on the wire; the contract types some as booleans or numbers.
 * They are read as the contract's form schema says before validation, as a server's form parser
 * would.
 */
export function coerceFormFields(
  body: Record<string, unknown>,
  operation: { requestBody?: unknown },
): Record<string, unknown> {
  const content = (
    operation.requestBody as {
      content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }>;
    }
  )?.content;
  const properties = content?.['multipart/form-data']?.schema?.properties ?? {};
  const out = { ...body };
  for (const [name, value] of Object.entries(body)) {
    const type = properties[name]?.type;
    const types = Array.isArray(type) ? type : [type];
    if (typeof value !== 'string') continue;
    if (types.includes('boolean') && (value === 'true' || value === 'false')) out[name] = value === 'true';
    else if (
      (types.includes('integer') || types.includes('number')) &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      out[name] = Number(value);
  }
  return out;
}

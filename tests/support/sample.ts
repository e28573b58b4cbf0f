// Request values built from a contract: the examples its authors wrote, else a value made from
// the schema. Never random, so a failure repeats.
import { deref, type OpenApiDocument } from './prism.js';

export function sample(doc: OpenApiDocument, raw: any): unknown {
  const schema = deref(doc, raw) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (!schema[key]) continue;
    if (key !== 'allOf') return sample(doc, schema[key][0]);
    return Object.assign({}, ...schema.allOf.map((s: any) => sample(doc, s)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return '2026-03-14T09:26:53.589Z';
      if (schema.format === 'date') return '2026-03-14';
      if (schema.format === 'email') return 'nino@example.ge';
      if (schema.format === 'uri') return 'https://example.ge/';
      if (schema.pattern === '^[0-9a-f]{24}$') return '65f1c0a2e4b0a1b2c3d4e5f6';
      return 'sample';
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(doc, schema.items)];
    default: {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(doc, schema.properties?.[name]);
      return out;
    }
  }
}

/** The example of a media type, else one made from its schema. */
export function mediaExample(doc: OpenApiDocument, media: any): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first) return deref(doc, first).value;
  return sample(doc, media.schema);
}

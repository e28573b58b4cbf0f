// openapi-typescript, with the types the transport really returns (docs/design.md, decision 10):
// Date for a `format: date-time` field, which the transport revives; `format: date` stays a
// string (no transform); free-form data `unknown` or `Record<string, unknown>` (never
// `Record<string, never>`); Blob for binary bodies.
import fs from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { header } from '../surfaces.mjs';
import { jsonParamsAsSchemas } from './json-params.mjs';

const DATE = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Date'));
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

function typeFor(schema) {
  if (schema.format === 'date-time') return DATE;
  if (schema.format === 'binary') return BLOB;
  return undefined;
}

export function transform(schema) {
  const type = schema.type;
  const base = typeFor(schema);
  if (!base) return undefined;
  // OpenAPI 3.1 writes nullable as `type: [string, "null"]`.
  if (Array.isArray(type) && type.includes('null')) return ts.factory.createUnionTypeNode([base, NULL]);
  return base;
}

export async function writeTypes(doc, file) {
  const ast = await openapiTS(jsonParamsAsSchemas(doc), {
    transform,
    enumValues: true,
    // `type: object` without properties is free-form data, not an object that holds nothing.
    emptyObjectsUnknown: true,
    alphabetize: false,
    silent: true,
  });
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `// ${header}\n\n${astToString(ast)}`);
}

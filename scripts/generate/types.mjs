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

const f = ts.factory;
const literal = (text) => f.createLiteralTypeNode(f.createStringLiteral(text));

/** The type of a local `$ref` (`components["schemas"]["X"]`), or of a plain string/number schema. */
function valueType(schema) {
  const ref = /^#\/components\/(\w+)\/(.+)$/.exec(schema?.$ref ?? '');
  if (ref) return f.createIndexedAccessTypeNode(f.createIndexedAccessTypeNode(f.createTypeReferenceNode('components'), literal(ref[1])), literal(ref[2]));
  if (schema?.type === 'number' || schema?.type === 'integer') return f.createKeywordTypeNode(ts.SyntaxKind.NumberKeyword);
  return f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword);
}

/**
 * An object whose property names carry a wire prefix (`propertyNames: { pattern: '^f\\.…' }`, the
 * v2/v3 content filters, sorts and orders) as `{ [key: `f.${string}`]: V }`: a key without its
 * prefix is a compile error.
 */
function prefixedKeys(schema) {
  const prefix = /^\^(\w+)\\\./.exec(schema.propertyNames?.pattern ?? '')?.[1];
  if (schema.type !== 'object' || !prefix || schema.properties) return undefined;
  const key = f.createTemplateLiteralType(f.createTemplateHead(`${prefix}.`), [
    f.createTemplateLiteralTypeSpan(f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword), f.createTemplateTail('')),
  ]);
  const parameter = f.createParameterDeclaration(undefined, undefined, 'key', undefined, key);
  return f.createTypeLiteralNode([f.createIndexSignature(undefined, [parameter], valueType(schema.additionalProperties))]);
}

/**
 * An object keyed by an enum (`propertyNames: { $ref: HolidayType }`) as
 * `Partial<Record<HolidayType, V>>`: each key is one of the enum's, and any may be left out.
 */
function enumKeys(schema) {
  const names = schema.propertyNames;
  if (schema.type !== 'object' || schema.properties || !names?.$ref) return undefined;
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && !extra.$ref && !['number', 'integer', 'string'].includes(extra.type)) return undefined;
  const value = extra && typeof extra === 'object' ? valueType(extra) : f.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword);
  return f.createTypeReferenceNode('Partial', [f.createTypeReferenceNode('Record', [valueType(names), value])]);
}

export function transform(schema) {
  const prefixed = prefixedKeys(schema) ?? enumKeys(schema);
  if (prefixed) return prefixed;
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
    // `required` alone decides whether a property is optional, in requests and answers: a `default`
    // says what the platform assumes when it is absent, not that it is present (issue 24).
    defaultNonNullable: false,
    alphabetize: false,
    silent: true,
  });
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `// ${header}\n\n${astToString(ast)}`);
}

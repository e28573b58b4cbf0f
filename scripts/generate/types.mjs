// openapi-typescript, with the types the transport really returns (docs/design.md, decision 10):
// Date for a `format: date-time` field, which the transport revives; `format: date` stays a
// string (no transform); free-form data `unknown` or `Record<string, unknown>` (never
// `Record<string, never>`); Blob for binary bodies.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { header } from '../surfaces.mjs';
import { parameterObjects } from './model.mjs';

const f = ts.factory;
const literal = (text) => f.createLiteralTypeNode(f.createStringLiteral(text));
/** @param {'StringKeyword' | 'NumberKeyword' | 'UnknownKeyword'} kind */
const keyword = (kind) => f.createKeywordTypeNode(ts.SyntaxKind[kind]);
const FORMATS = new Map([
  ['date-time', f.createTypeReferenceNode('Date')],
  ['binary', f.createTypeReferenceNode('Blob')],
]);

/** The type of a local `$ref` (`components["schemas"]["X"]`), or of a plain string/number schema. */
function valueType(schema) {
  const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(schema?.$ref ?? '') ?? [];
  if (kind && name) {
    const components = f.createTypeReferenceNode('components');
    return f.createIndexedAccessTypeNode(f.createIndexedAccessTypeNode(components, literal(kind)), literal(name));
  }
  return keyword(schema?.type === 'number' || schema?.type === 'integer' ? 'NumberKeyword' : 'StringKeyword');
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
    f.createTemplateLiteralTypeSpan(keyword('StringKeyword'), f.createTemplateTail('')),
  ]);
  const parameter = f.createParameterDeclaration(undefined, undefined, 'key', undefined, key);
  return f.createTypeLiteralNode([
    f.createIndexSignature(undefined, [parameter], valueType(schema.additionalProperties)),
  ]);
}

/**
 * An object keyed by an enum (`propertyNames: { $ref: HolidayType }`) as
 * `Partial<Record<HolidayType, V>>`: each key is one of the enum's, and any may be left out.
 */
function enumKeys(schema) {
  const names = schema.propertyNames;
  if (schema.type !== 'object' || schema.properties || !names?.$ref) return undefined;
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && !extra.$ref && !['number', 'integer', 'string'].includes(extra.type))
    return undefined;
  const value = extra && typeof extra === 'object' ? valueType(extra) : keyword('UnknownKeyword');
  return f.createTypeReferenceNode('Partial', [f.createTypeReferenceNode('Record', [valueType(names), value])]);
}

function transform(schema) {
  const keyed = prefixedKeys(schema) ?? enumKeys(schema);
  const base = keyed ?? FORMATS.get(schema.format);
  // OpenAPI 3.1 writes nullable as `type: [string, "null"]`.
  if (keyed || !base || !Array.isArray(schema.type) || !schema.type.includes('null')) return base;
  return f.createUnionTypeNode([base, f.createLiteralTypeNode(f.createNull())]);
}

/**
 * Query parameters the contract sends JSON-encoded (`content: application/json`, the v3 `s2` and
 * `f2` groups) typed as the value the caller gives, not as the string on the wire (the transport
 * encodes them): openapi-typescript types `content` parameters as plain strings, so it reads a copy
 * of the contract with each one's schema in place of its content.
 */
function jsonParamsAsSchemas(doc) {
  const copy = structuredClone(doc);
  for (const param of parameterObjects(copy)) {
    if (!param || param.$ref || !param.content) continue;
    param.schema = (param.content['application/json'] ?? Object.values(param.content)[0]).schema;
    delete param.content;
  }
  return copy;
}

/**
 * The JSDoc of a `paths` member: each operation's method, path, operationId, summary and
 * description. TypeScript (5.9) has no hover or go-to-definition on a string literal passed as an
 * argument, but "Find All References" on `admin.GET('/x')`'s literal lands on this member
 * (tests/unit/path-literal-docs.test.ts), so the contract's words are one keystroke away.
 */
function pathItemDoc(operations) {
  const blocks = operations.map((op) => {
    const head = `\`${op.key}\`${op.id ? ` (\`${op.id}\`)` : ''}${op.summary?.trim() ? `: ${op.summary.trim()}` : ''}`;
    return [head, ...(op.description?.trim() ? ['', op.description.trim()] : [])].join('\n');
  });
  if (!blocks.length) return undefined;
  // `*/` would end the comment early.
  const text = blocks.join('\n\n').replaceAll('*/', '*\\/');
  return `*\n * ${text.split('\n').join('\n * ').replaceAll(' * \n', ' *\n')}\n `;
}

/**
 * Puts `pathItemDoc` above each member of the `paths` interface openapi-typescript made, in place
 * of the summary and description it wrote above each method of the member (the same words again).
 */
function documentPaths(ast, operations) {
  const byPath = new Map();
  for (const op of operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  const paths = ast.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'paths');
  for (const member of paths?.members ?? []) {
    if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name)) continue;
    const item = member.type && ts.isTypeLiteralNode(member.type) ? member.type.members : [];
    for (const method of item) ts.setSyntheticLeadingComments(method, undefined);
    const comment = pathItemDoc(byPath.get(member.name.text) ?? []);
    if (comment) ts.addSyntheticLeadingComment(member, ts.SyntaxKind.MultiLineCommentTrivia, comment, true);
  }
}

/** The text of generated/types/<surface>.ts. @param {import('./model.mjs').Model} model */
export async function typesFile({ doc, operations }) {
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
  documentPaths(ast, operations);
  return `// ${header}\n\n${astToString(ast)}`;
}

// openapi-typescript, with the types the transport really returns (docs/design.md, decision 10):
// Date for a `format: date-time` field, which the transport revives; `format: date` stays a
// string (no transform); free-form data `unknown` or `Record<string, unknown>` (never
// `Record<string, never>`); Blob for binary bodies.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { header } from '../surfaces.mjs';
import { fill } from './format.mjs';
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
  const span = f.createTemplateLiteralTypeSpan(keyword('StringKeyword'), f.createTemplateTail(''));
  const key = f.createTemplateLiteralType(f.createTemplateHead(`${prefix}.`), [span]);
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

/** `paras` as a JSDoc's text closed on its last line, each `fill`ed (marks stand for the `/**` and `*\/` it shares). */
function jsdoc(paras, width) {
  const marked = paras.map((p, i) => `${i ? '' : '\x01'}${p}${i < paras.length - 1 ? '' : '\x01\x01\x01'}`);
  const text = marked.flatMap((p) => fill(p, width)).join('\n * ');
  return `* ${text.replaceAll('\x01', '').replaceAll('\0', ' ').replaceAll('*/', '*\\/')} `.replaceAll(' * \n', ' *\n');
}

/** A JSON example on one line where it fits `width`, else broken at the outer levels it must be. */
function dense(value, width, head = '', tail = '') {
  const line = head + JSON.stringify(value, null, 1).replace(/(\[?)\n *(]?)/g, (_, open, close) => open + close || ' ');
  if ((line + tail).length <= width || !value || typeof value !== 'object') return [line + tail];
  const [pad, list, entries] = [/^ */.exec(head)?.[0], Array.isArray(value), Object.entries(value)];
  const inner = entries.flatMap(([k, v], i) =>
    dense(v, width, `${pad}  ${list ? '' : `${JSON.stringify(k)}: `}`, i < entries.length - 1 ? ',' : ''),
  );
  return [`${head}${list ? '[' : '{'}`, ...inner, `${pad}${list ? ']' : '}'}${tail}`];
}

/**
 * An openapi-typescript JSDoc (title, `@description`, `@example`…, an item a line) in the fewest lines, the same
 * words: the description as the text, an object example `dense`, each item joined to the line before (a one-word
 * value kept with its tag by a NUL, a value of words only where it fits whole).
 */
function compactDoc(text, width) {
  const items = text.replace(/^\*\s*(\* )?(@description )?|\s+$/g, '').split(/\n \* (?! {4})/);
  const paras = [];
  for (const [i, item] of items.map((it) => it.replaceAll('\n *     ', '\n')).entries()) {
    const value = /^@example [[{]\n/.test(item) && JSON.parse(item.slice(9));
    const [first = '', ...rest] = value ? dense(value, width - 4, '@example ') : item.split('\n');
    const fits = i && `${fill(paras.at(-1), width).at(-1)} ${first}`.length <= width - 4;
    const join = i && (fits || !/^@(example|default) .*\s/.test(first));
    paras.push(join ? `${paras.pop()} ${first.replace(/^(@\w+) (?=\S+$)/, '$1\0')}` : first, ...rest);
  }
  return jsdoc(paras, width);
}

/** Every comment openapi-typescript put on `node` and under it compacted, for the width its depth leaves. */
function compactDocs(node, width = 117) {
  const docs = ts.getSyntheticLeadingComments(node)?.map((c) => ({ ...c, text: compactDoc(c.text, width) }));
  if (docs) ts.setSyntheticLeadingComments(node, docs);
  const inner = ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node) ? width - 2 : width;
  ts.forEachChild(node, (child) => compactDocs(child, inner));
}

/**
 * Above each `paths` member, its operations' method, path, operationId, summary and description, in place of the
 * same words above each method: TypeScript has no hover on a string literal argument, but Find All References on
 * `admin.GET('/x')`'s literal lands on this member (tests/unit/path-literal-docs.test.ts).
 */
function documentPaths(ast, operations) {
  const paths = ast.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'paths');
  for (const member of paths?.members ?? []) {
    if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name) || !member.type) continue;
    ts.forEachChild(member.type, (method) => void ts.setSyntheticLeadingComments(method, undefined));
    const paras = operations
      .filter((op) => op.path === member.name.text)
      .flatMap((op, i) => {
        const head = `\`${op.key}\`${op.id ? ` (\`${op.id}\`)` : ''}${op.summary?.trim() ? `: ${op.summary.trim()}` : ''}`;
        return [...(i ? [''] : []), head, ...(op.description?.trim() ? `\n${op.description.trim()}`.split('\n') : [])];
      });
    const comment = paras.length && jsdoc(paras, 115);
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
  for (const node of ast) compactDocs(node);
  documentPaths(ast, operations);
  return `// ${header}\n\n${astToString(ast)}`;
}

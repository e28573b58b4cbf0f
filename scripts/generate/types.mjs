// openapi-typescript, with the types the transport really returns: dates and free-form data as docs/design.md,
// decision 10 types them (a date-time a Date, a date its string, free-form data never `never`); Blob for binary bodies.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { header } from '../surfaces.mjs';
import { fill } from './format.mjs';
import { parameterObjects } from './model.mjs';

const f = ts.factory;
/** @param {'StringKeyword' | 'NumberKeyword' | 'UnknownKeyword'} kind */
const keyword = (kind) => f.createKeywordTypeNode(ts.SyntaxKind[kind]);
const indexed = (type, key) => f.createIndexedAccessTypeNode(type, f.createLiteralTypeNode(f.createStringLiteral(key)));
const FORMATS = new Map(Object.entries({ 'date-time': 'Date', binary: 'Blob' }));

/** The type of a local `$ref` (`components["schemas"]["X"]`), or of a plain string/number schema. */
function valueType(schema) {
  const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(schema?.$ref ?? '') ?? [];
  if (kind && name) return indexed(indexed(f.createTypeReferenceNode('components'), kind), name);
  return keyword(schema?.type === 'number' || schema?.type === 'integer' ? 'NumberKeyword' : 'StringKeyword');
}

/**
 * An object whose property names carry a wire prefix (`propertyNames: { pattern: '^f\\.…' }`, the v2/v3 content
 * filters, sorts and orders) as `{ [key: `f.${string}`]: V }`: a key without its prefix is a compile error.
 */
function prefixedKeys(schema) {
  const prefix = /^\^(\w+)\\\./.exec(schema.propertyNames?.pattern ?? '')?.[1];
  if (schema.type !== 'object' || !prefix || schema.properties) return undefined;
  const span = f.createTemplateLiteralTypeSpan(keyword('StringKeyword'), f.createTemplateTail(''));
  const key = f.createTemplateLiteralType(f.createTemplateHead(`${prefix}.`), [span]);
  const parameter = f.createParameterDeclaration(undefined, undefined, 'key', undefined, key);
  const signature = f.createIndexSignature(undefined, [parameter], valueType(schema.additionalProperties));
  return f.createTypeLiteralNode([signature]);
}

/**
 * An object keyed by an enum (`propertyNames: { $ref: HolidayType }`) as
 * `Partial<Record<HolidayType, V>>`: each key is one of the enum's, and any may be left out.
 */
function enumKeys(schema) {
  const [names, extra] = [schema.propertyNames, schema.additionalProperties];
  if (schema.type !== 'object' || schema.properties || !names?.$ref) return undefined;
  if (extra && typeof extra === 'object' && !extra.$ref && !['number', 'integer', 'string'].includes(extra.type))
    return undefined;
  const value = extra && typeof extra === 'object' ? valueType(extra) : keyword('UnknownKeyword');
  return f.createTypeReferenceNode('Partial', [f.createTypeReferenceNode('Record', [valueType(names), value])]);
}

function transform(schema) {
  const keyed = prefixedKeys(schema) ?? enumKeys(schema);
  const format = FORMATS.get(schema.format);
  const base = keyed ?? (format ? f.createTypeReferenceNode(format) : undefined);
  // OpenAPI 3.1 writes nullable as `type: [string, "null"]`.
  if (keyed || !base || !Array.isArray(schema.type) || !schema.type.includes('null')) return base;
  return f.createUnionTypeNode([base, f.createLiteralTypeNode(f.createNull())]);
}

/**
 * Query parameters the contract sends JSON-encoded (`content: application/json`, the v3 `s2` and `f2` groups) typed
 * as the value the caller gives, not as the string on the wire (the transport encodes them): openapi-typescript
 * types `content` parameters as plain strings, so it reads a copy with each one's schema in place of its content.
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

/** A JSON example on one line where it fits `width`, else broken at the outer levels it must be. */
function dense(value, width, head = '', tail = '') {
  const line = head + JSON.stringify(value, null, 1).replace(/(\[?)\n *(]?)/g, (_, open, close) => open + close || ' ');
  if ((line + tail).length <= width || !value || typeof value !== 'object') return [line + tail];
  const [pad, list] = [/^ */.exec(head)?.[0], Array.isArray(value)];
  const key = (k) => `${pad}  ${list ? '' : `${JSON.stringify(k)}: `}`;
  const inner = Object.entries(value).flatMap(([k, v], i, all) => dense(v, width, key(k), all[i + 1] ? ',' : ''));
  return [`${head}${list ? '[' : '{'}`, ...inner, `${pad}${list ? ']' : '}'}${tail}`];
}

/**
 * An openapi-typescript JSDoc (title, `@description`, `@example`…, an item a line) in fewer lines, the same words:
 * the description as the text, an object example `dense`, items joined (a one-word value kept with its tag by a NUL,
 * many words where they fit whole), closed on the last line; `fill` wraps (marks stand for the `/**` and `*\/`).
 */
function compactDoc(text, width) {
  const items = text.replace(/^\*\s*(\* )?(@description )?|\s+$/g, '').split(/\n \* (?! {4})/);
  const paras = [];
  for (const [i, item] of items.map((it) => it.replaceAll('\n *     ', '\n')).entries()) {
    const value = /^@example [[{]\n/.test(item) && JSON.parse(item.slice(9));
    const [first = '', ...rest] = value ? dense(value, width - 4, '@example ') : item.split('\n');
    const fits = i && `${fill(paras.at(-1), width).at(-1)} ${first}`.length < width - 3;
    const join = i && (fits || !/^@(example|default) .*\s/.test(first));
    paras.push(join ? `${paras.pop()} ${first.replace(/^(@\w+) (?=\S+$)/, '$1\0')}` : first, ...rest);
  }
  const marked = paras.map((p, i) => `${i ? '' : '\x01'}${p}${i < paras.length - 1 ? '' : '\x01\x01\x01'}`);
  const lines = marked.flatMap((p) => fill(p, width)).join('\n * ');
  const body = lines.replaceAll(' * \n', ' *\n').replaceAll('\x01', '').replaceAll('\0', ' ');
  return `* ${body.replaceAll('*/', '*\\/')} `;
}

/** Every comment openapi-typescript put on `node` and under it compacted, for the width its depth leaves. */
function compactDocs(node, width = 117) {
  const docs = ts.getSyntheticLeadingComments(node)?.map((c) => ({ ...c, text: compactDoc(c.text, width) }));
  if (docs) ts.setSyntheticLeadingComments(node, docs);
  const inner = ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node) ? width - 2 : width;
  ts.forEachChild(node, (child) => compactDocs(child, inner));
}

/**
 * Above each `paths` member (in openapi-typescript's form, for `compactDocs`), its operations' method, path,
 * operationId, summary and description, in place of the same words above each method: TypeScript has no hover on
 * a string literal argument, but Find All References on `admin.GET('/x')`'s literal lands on this member.
 */
function documentPaths(ast, operations) {
  const docs = new Map();
  for (const op of operations) {
    const head = `\`${op.key}\`${op.id ? ` (\`${op.id}\`)` : ''}${op.summary?.trim() ? `: ${op.summary.trim()}` : ''}`;
    docs.set(op.path, [docs.get(op.path), head, op.description?.trim()].filter(Boolean).join('\n\n'));
  }
  const paths = ast.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'paths');
  for (const member of paths?.members ?? []) {
    if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name) || !member.type) continue;
    ts.forEachChild(member.type, (method) => void ts.setSyntheticLeadingComments(method, undefined));
    const doc = docs.get(member.name.text)?.replaceAll('\n', '\n *     ');
    if (doc) ts.addSyntheticLeadingComment(member, ts.SyntaxKind.MultiLineCommentTrivia, `*${doc}`, true);
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
    silent: true,
  });
  documentPaths(ast, operations);
  for (const node of ast) compactDocs(node);
  return `// ${header}\n\n${astToString(ast)}`;
}

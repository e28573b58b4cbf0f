// The operation table of a surface: what the transport must know of an operation at run time
// and cannot read from a type (which query parameters have which wire form, whether it takes
// projectId, whether it is safe to repeat, how its success body is read). Keyed by
// `METHOD /path`; no operationIds, which no client needs at run time (they cost bundle bytes).
import fs from 'node:fs/promises';
import path from 'node:path';
import { header } from '../surfaces.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const SAFE_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

function resolve(doc, obj) {
  while (obj && obj.$ref) {
    obj = obj.$ref
      .slice(2)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((o, k) => o[k], doc);
  }
  return obj;
}

/** How a query parameter goes on the wire; only the forms the contracts use. */
function queryStyle(doc, param) {
  if (param.content) return 'json';
  const schema = resolve(doc, param.schema) ?? {};
  const style = param.style ?? 'form';
  const explode = param.explode ?? style === 'form';
  if (style === 'deepObject') return 'deepObject';
  if (schema.format === 'date') return 'date';
  if (schema.type === 'object' && explode) return 'formObject';
  if (schema.type === 'array' && !explode) return 'csv';
  if (schema.type === 'array') return 'repeat';
  return 'plain';
}

function responseKind(doc, op) {
  const ok = Object.entries(op.responses ?? {}).find(([code]) => /^2/.test(code));
  const response = ok && resolve(doc, ok[1]);
  const types = Object.keys(response?.content ?? {});
  if (!types.length) return 'empty';
  if (types.some((t) => t.includes('json'))) return 'json';
  if (types.some((t) => t.startsWith('text/') && !t.includes('csv'))) return 'text';
  return 'blob';
}

export function operationsOf(doc) {
  const table = {};
  for (const [p, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolve(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => resolve(doc, x));
      const query = {};
      for (const param of params.filter((x) => x.in === 'query')) {
        const style = queryStyle(doc, param);
        if (style !== 'plain') query[param.name] = style;
      }
      const entry = {};
      if (params.some((x) => x.in === 'query' && x.name === 'projectId')) entry.projectId = true;
      if (op['x-idempotent'] ?? SAFE_METHODS.has(method)) entry.idempotent = true;
      if (Object.keys(query).length) entry.query = query;
      if (resolve(doc, op.requestBody)?.content?.['multipart/form-data']) entry.multipart = true;
      const kind = responseKind(doc, op);
      if (kind !== 'json') entry.parseAs = kind;
      table[`${method.toUpperCase()} ${p}`] = entry;
    }
  }
  return table;
}

export async function writeOperations(doc, file) {
  const table = operationsOf(doc);
  const body = `// ${header}

import type { OperationTable } from '../../src/core/operation-table.js';

export const operations = ${JSON.stringify(table, null, 2)} as const satisfies OperationTable;
`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
}

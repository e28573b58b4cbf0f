// The operation table of a surface: what the transport must know of an operation at run time
// and cannot read from a type (which query parameters have which wire form, whether it takes
// projectId, whether it is safe to repeat, how its success body is read, where its answer holds
// dates: the revival plan, docs/design.md, decision 10). Keyed by `METHOD /path`; no operationIds, which no client
// needs at run time (they cost bundle bytes).
import fs from 'node:fs/promises';
import path from 'node:path';
import { header } from '../surfaces.mjs';
import { compactPlans, revivalCode, revivalPlanner } from './revival-plan.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const SAFE_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

function resolve(doc, obj) {
  while (obj?.$ref) {
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

function successResponse(doc, op) {
  const ok = Object.entries(op.responses ?? {}).find(([code]) => /^2/.test(code));
  return ok && resolve(doc, ok[1]);
}

function responseKind(doc, op) {
  const types = Object.keys(successResponse(doc, op)?.content ?? {});
  if (!types.length) return 'empty';
  if (types.some((t) => t.includes('json'))) return 'json';
  if (types.some((t) => t.startsWith('text/') && !t.includes('csv'))) return 'text';
  return 'blob';
}

/** The JSON schema of an operation's success answer, when it has one. */
function successSchema(doc, op) {
  const content = successResponse(doc, op)?.content ?? {};
  const type = Object.keys(content).find((t) => t.includes('json'));
  return type ? (content[type].schema ?? true) : undefined;
}

export function operationsOf(doc, planner = revivalPlanner(doc)) {
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
      else {
        const plan = planner.plan(successSchema(doc, op), `${method.toUpperCase()} ${p}`);
        if (plan !== undefined) entry.revive = plan;
      }
      table[`${method.toUpperCase()} ${p}`] = entry;
    }
  }
  return table;
}

export async function writeOperations(doc, file) {
  const planner = revivalPlanner(doc);
  const compact = compactPlans(operationsOf(doc, planner), planner.named());
  const { code, table, helpers } = revivalCode(compact.table, compact.plans);
  // The table is JSON but for `revive`, the name of a reviver declared above it.
  const marked = Object.fromEntries(
    Object.entries(table).map(([k, e]) => [k, e.revive ? { ...e, revive: `@@${e.revive}@@` } : e]),
  );
  const body = `// ${header}

import type { OperationTable } from '../../src/core/operation-table.js';
import { ${helpers.join(', ')} } from '../../src/core/revive-plan.js';

/*
 * The revivers of the operations' answers (docs/design.md, decision 10), one per plan shared by
 * every schema revived the same way:
${Object.entries(compact.served)
  .map(([id, names]) => ` *   r${id}: ${names.join(', ')}`)
  .join('\n')}
 */
${code}

export const operations = ${JSON.stringify(marked, null, 2).replace(/"@@(\w+)@@"/g, '$1')} as const satisfies OperationTable;
`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
}

/** A plan with its named parts written out (for a schema without cycles). */
function inline(plan, named, seen = new Set()) {
  if (typeof plan === 'string') {
    if (seen.has(plan)) throw new Error(`revival plan: ${plan} is recursive; it cannot be inlined`);
    return inline(named[plan], named, new Set(seen).add(plan));
  }
  if (Array.isArray(plan)) return [inline(plan[0], named, seen)];
  if (plan && typeof plan === 'object')
    return Object.fromEntries(Object.entries(plan).map(([k, v]) => [k, inline(v, named, seen)]));
  return plan;
}

/** The chat client's plan: the enduser contract's Message (the `chat` and `history` events). */
export async function writeChatReviver(doc, file) {
  const planner = revivalPlanner(doc);
  const plan = inline(planner.plan({ $ref: '#/components/schemas/Message' }, 'Message'), planner.named());
  // The chat client revives top-level date-time fields only (a message is a flat record).
  if (!plan || typeof plan !== 'object' || Array.isArray(plan) || Object.values(plan).some((p) => p !== 1)) {
    throw new Error(
      `the chat client revives top-level date-time fields only; Message's plan is ${JSON.stringify(plan)}`,
    );
  }
  const fields = Object.keys(plan)
    .map((k) => `  dateField(m, ${JSON.stringify(k)});\n`)
    .join('');
  const body = `// ${header}

import { dateField, type Holder } from '../../src/core/revive-plan.js';

/** Revives a chat message (the contract's Message) in place: its date-time fields. */
export const reviveMessage = (m: Holder): void => {
${fields}};
`;
  await fs.writeFile(file, body);
}

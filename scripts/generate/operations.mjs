// The operation table of a surface: what the transport must know of an operation at run time and
// cannot read from a type (query parameters' wire forms, projectId, whether it is safe to repeat,
// how its success body is read, where its answer holds dates: docs/design.md, decision 10). Keyed
// by `METHOD /path`: operationIds cost bundle bytes and no client needs them at run time.
import { header } from '../surfaces.mjs';
import { prop } from './model.mjs';
import { compactPlans, revivalCode, revivalPlanner } from './revival-plan.mjs';

/** The core's exports the generated tables use (package.json `imports`; src/core/runtime.ts). */
const RUNTIME_CORE = '#runtime/core';

/** How a query parameter goes on the wire; only the forms the contracts use. */
function queryStyle(resolve, param) {
  if (param.content) return 'json';
  const schema = resolve(param.schema) ?? {};
  const style = param.style ?? 'form';
  const explode = param.explode ?? style === 'form';
  if (style === 'deepObject') return 'deepObject';
  if (schema.format === 'date') return 'date';
  if (schema.type === 'object' && explode) return 'formObject';
  if (schema.type === 'array' && !explode) return 'csv';
  if (schema.type === 'array') return 'repeat';
  return 'plain';
}

/** The run-time table of a contract's operations, keyed by `METHOD /path`. */
function operationTable({ resolve, operations }, planner) {
  const table = {};
  for (const op of operations) {
    const styles = op.query.map((param) => [param.name, queryStyle(resolve, param)]);
    const query = Object.fromEntries(styles.filter(([, style]) => style !== 'plain'));
    const entry = {};
    if (op.query.some((x) => x.name === 'projectId')) entry.projectId = true;
    if (op.idempotent) entry.idempotent = true;
    if (Object.keys(query).length) entry.query = query;
    if (op.body?.content.some(([type]) => type === 'multipart/form-data')) entry.multipart = true;
    const kind = op.success?.kind ?? 'empty';
    if (kind !== 'json') entry.parseAs = kind;
    else {
      const plan = planner.plan(op.success.json.schema, op.key);
      if (plan !== undefined) entry.revive = plan;
    }
    table[op.key] = entry;
  }
  return table;
}

/** A value as code on one line; an `entry`'s `revive` names a reviver declared above the table. */
function asCode(value, entry = false) {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${prop(k)}: ${entry && k === 'revive' ? v : asCode(v)}`)
    .join(', ')} }`;
}

/** The text of generated/operations/<surface>.ts. @type {import('./generator.js').Emitter} */
export function operationsFile(model) {
  const planner = revivalPlanner(model.doc);
  const compact = compactPlans(operationTable(model, planner), planner.named());
  const { code, table, helpers } = revivalCode(compact.table, compact.plans);
  // Values, then types: every helper's name sorts before `type`.
  return `// ${header}

import { ${[...helpers, 'type OperationTable'].sort().join(', ')} } from '${RUNTIME_CORE}';

/*
 * The revivers of the operations' answers (docs/design.md, decision 10), one per plan shared by
 * every schema revived the same way:
${Object.entries(compact.served)
  .map(([id, names]) => ` *   r${id}: ${names.join(', ')}`)
  .join('\n')}
 */
${code}

export const operations = {
${Object.entries(table)
  .map(([key, entry]) => `  ${JSON.stringify(key)}: ${asCode(entry, true)},`)
  .join('\n')}
} as const satisfies OperationTable;
`;
}

/**
 * The chat client's plan: the enduser contract's Message (the `chat` and `history` events), as
 * the text of generated/operations/chat.ts.
 * @param {import('./model.mjs').Model} model the enduser surface's
 */
export function chatReviverFile({ doc }) {
  const planner = revivalPlanner(doc);
  const named = planner.plan({ $ref: '#/components/schemas/Message' }, 'Message');
  const plan = typeof named === 'string' ? planner.named()[named] : named;
  // The chat client revives top-level date-time fields only (a message is a flat record).
  if (!plan || typeof plan !== 'object' || Array.isArray(plan) || Object.values(plan).some((p) => p !== 1))
    throw new Error(
      `the chat client revives top-level date-time fields only; Message's plan is ${JSON.stringify(plan)}`,
    );
  const fields = Object.keys(plan).map((k) => `  dateField(m, ${JSON.stringify(k)});\n`);
  return `// ${header}

import { dateField, type Holder } from '${RUNTIME_CORE}';

/** Revives a chat message (the contract's Message) in place: its date-time fields. */
export const reviveMessage = (m: Holder): void => {
${fields.join('')}};
`;
}

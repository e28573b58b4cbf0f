// What the persisted cache (src/persist/) needs of each operation, as plain data: per GET, a hash of its
// answer's schema and whether the answer holds a secret; per mutation, whether its variables do
// (docs/design.md, decision 27: "A buster per operation", "Nothing secret").
import { createHash } from 'node:crypto';
import { header } from '../surfaces.mjs';
import { SECRET_FIELD } from '../../src/core/secret-names.js';
import { MUTATING } from './model.mjs';

/** Words that change no answer's shape: left out of the hash, as extensions (`x-`) are. */
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', '$comment', 'deprecated']);

/** The schema, each local `$ref` expanded (a cycle written as its `$ref`), keys sorted, those `skip` names left out. */
function expanded(resolve, schema, skip, stack = []) {
  if (Array.isArray(schema)) return schema.map((x) => expanded(resolve, x, skip, stack));
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.$ref && stack.includes(schema.$ref)) return { $cycle: schema.$ref };
  if (schema.$ref) return expanded(resolve, resolve(schema), skip, [...stack, schema.$ref]);
  const keys = Object.keys(schema).filter((key) => !skip(key));
  return Object.fromEntries(keys.sort().map((key) => [key, expanded(resolve, schema[key], skip, stack)]));
}
const canonical = (resolve, schema) => expanded(resolve, schema, (k) => ANNOTATIONS.has(k) || k.startsWith('x-'));

/** Whether an expanded schema holds, at any depth, a field named as a credential, `writeOnly` or `format: password`. */
function secretIn(s) {
  if (!s || typeof s !== 'object') return false;
  const named = Object.keys(s.properties ?? {}).some((name) => SECRET_FIELD.test(name));
  return s.writeOnly === true || s.format === 'password' || named || Object.values(s).some(secretIn);
}
const holdsSecret = (resolve, schema) =>
  secretIn(expanded(resolve, schema, (k) => k === 'example' || k === 'examples'));

const hashOf = (value) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 12);

/**
 * The persist table of a contract's model: GETs keyed by path template, mutations by operationId.
 * @type {(model: import('./generator.js').Model) => import('./generator.js').PersistTable}
 */
export function persistTable({ resolve, operations }) {
  /** @type {import('./generator.js').PersistTable} */
  const table = { queries: {}, mutations: {} };
  for (const op of operations) {
    if (op.method === 'get') {
      const { status, kind, json } = op.success ?? {};
      const hash = hashOf(canonical(resolve, op.success && { status, kind, json }));
      table.queries[op.path] = json && holdsSecret(resolve, json.schema) ? { hash, secret: true } : { hash };
    } else if (MUTATING.has(op.method) && op.id) {
      const secret =
        op.parameters.some((p) => SECRET_FIELD.test(p.name) || holdsSecret(resolve, p.schema)) ||
        (op.body?.content ?? []).some(([, media]) => holdsSecret(resolve, media.schema));
      table.mutations[op.id] = secret ? { secret: true } : {};
    }
  }
  return table;
}

/** generated/persist/<surface>.ts. @type {import('./generator.js').Emitter} */
export function persistFile(model) {
  return `// ${header}

/**
 * What the persisted cache (\`platform-client/persist\`) knows of each operation: per GET (by path
 * template), the hash of its answer's schema and whether the answer holds a secret (never
 * persisted); per mutation (by operationId), whether its variables hold one.
 */
export const persistTable = ${JSON.stringify(persistTable(model), null, 2)} as const;
`;
}

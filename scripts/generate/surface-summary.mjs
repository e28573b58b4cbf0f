// What the SDK exports for each surface, from a run's models (never read back from generated/):
// operationIds, the `use*` hooks the React layer writes, component schemas. `npm run generate` and
// the watch loop print what a regeneration added and removed; the contract diff reads it.
import { hookSurfaces, surfaces } from '../surfaces.mjs';
import { readModels } from './model.mjs';
import { hookNames, hookOperations } from './react.mjs';

/** @typedef {import('./generator.js').ApiSurface} ApiSurface */

/**
 * The four surfaces' models, each read once (what a run writes from, what the watch loop keeps),
 * and their API summary, from the bundled contracts by surface; a ContractError names an operation
 * the generator cannot express. @type {import('./generator.js').ContractModels}
 */
export function contractModels(docs) {
  const models = readModels(docs);
  /** @type {ApiSurface} */
  const summary = {};
  for (const [s, model] of Object.entries(models)) {
    const hooks = hookSurfaces.includes(s) ? hookOperations(s, model).flatMap((op) => hookNames(op, s).hooks) : [];
    summary[s] = {
      operations: new Set(model.operations.map((op) => op.id).filter((id) => id !== undefined)),
      hooks: new Set(hooks),
      schemas: new Set(Object.keys(model.doc.components?.schemas ?? {})),
    };
  }
  return { models, summary };
}

const listed = (names) => names.slice(0, 6).join(', ') + (names.length > 6 ? `, and ${names.length - 6} more` : '');

/**
 * Lines saying what each surface gained and lost; none when nothing changed or nothing existed before.
 * @type {(before: ApiSurface | undefined, after: ApiSurface) => string[]}
 */
export function surfaceDelta(before, after) {
  const lines = [];
  for (const s of surfaces) {
    const was = before?.[s];
    const is = after[s];
    if (!was || !is || !was.operations.size) continue;
    const parts = [];
    for (const kind of /** @type {const} */ (['operations', 'hooks', 'schemas'])) {
      const gained = [...is[kind]].filter((n) => !was[kind].has(n)).sort();
      const lost = [...was[kind]].filter((n) => !is[kind].has(n)).sort();
      if (gained.length) parts.push(`+${gained.length} ${kind} (${listed(gained)})`);
      if (lost.length) parts.push(`-${lost.length} ${kind} (${listed(lost)})`);
    }
    if (parts.length) lines.push(`  ${s}: ${parts.join('; ')}`);
  }
  if (!lines.length) return [];
  return [
    'API surface changed by this regeneration:',
    ...lines,
    'Run `npm run contract:diff` for what it breaks and what the release needs.',
  ];
}

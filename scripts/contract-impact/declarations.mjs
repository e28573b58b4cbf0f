// The SDK's generated code for other contracts than generated/'s, in memory: the generator's own
// files (scripts/generate/), printed from its models, for the surfaces whose bundle differs from
// the one generated/ holds. The checker reads them in place of generated/'s (app-checker.mjs), so
// nothing is written and an unchanged surface is not printed at all.
import { surfaceFiles } from '../generate/run.mjs';
import { contractModels } from '../generate/surface-summary.mjs';
import { changedSurfaces } from './changes.mjs';

const bare = (docs) =>
  Object.fromEntries(Object.entries(docs).map(([s, { 'x-generated': _header, ...doc }]) => [s, doc]));

/**
 * @param {Record<string, object>} docs bundled contracts per surface
 * @param {Record<string, object>} onDisk the bundles generated/ was generated from
 * @returns {Promise<Record<string, string>>} the text of each file, by path under generated/
 */
export async function declarationFiles(docs, onDisk) {
  const changed = changedSurfaces(docs, onDisk);
  if (!changed.length) return {};
  const { models } = contractModels(bare(docs));
  return Object.assign({}, ...(await Promise.all(changed.map((s) => surfaceFiles(s, models[s])))));
}

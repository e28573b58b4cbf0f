// The contract diff between two sets of bundles, as `npm run contract:diff` words it, for the
// surfaces that differ only (a surface compared with itself has nothing to say, and comparing
// costs about a second per surface).
import { diffSurfaces } from '../contract-diff/diff-all.mjs';
import { changedSurfaces } from './declarations.mjs';

/** @returns {Array<import('../contract-diff/compare.mjs').Change & { surface: string }>} */
export function contractChanges(beforeDocs, afterDocs) {
  const changed = changedSurfaces(beforeDocs, afterDocs);
  return changed.length ? diffSurfaces(beforeDocs, afterDocs, changed) : [];
}

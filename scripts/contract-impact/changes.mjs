// The contract diff between two sets of bundles, as `npm run contract:diff` words it, for the
// surfaces that differ only (a surface compared with itself has nothing to say, and comparing
// costs about a second per surface).
import { surfaces } from '../surfaces.mjs';
import { diffSurfaces } from '../contract-diff/diff-all.mjs';

const bare = (doc) => {
  const { 'x-generated': _header, ...rest } = doc ?? {};
  return rest;
};

/** The surfaces whose bundles differ between two sets of bundles (a bundle's header aside). */
export function changedSurfaces(a, b) {
  return surfaces.filter((s) => JSON.stringify(bare(a[s])) !== JSON.stringify(bare(b[s])));
}

/** @returns {Array<import('../contract-diff/compare.mjs').Change & { surface: string }>} */
export function contractChanges(beforeDocs, afterDocs) {
  const changed = changedSurfaces(beforeDocs, afterDocs);
  return changed.length ? diffSurfaces(beforeDocs, afterDocs, changed) : [];
}

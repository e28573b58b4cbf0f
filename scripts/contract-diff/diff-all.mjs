// The four surfaces diffed against the baseline, with what the release rule needs to judge them.
import { surfaces } from '../surfaces.mjs';
import { readBaseline, readChangelog, readCurrent, readPackageVersion } from './baseline.mjs';
import { compareContracts } from './compare.mjs';

/**
 * The changes from the baseline's bundles to the current ones, for the surfaces listed.
 * @returns {Array<import('./compare.mjs').Change & { surface: string }>}
 */
export function diffSurfaces(baselineDocs, currentDocs, list = surfaces) {
  return list.flatMap((surface) =>
    compareContracts(baselineDocs[surface], currentDocs[surface]).map((c) => ({ surface, ...c })),
  );
}

/** @returns {{ baselineVersion: string, version: string, changelog: string, changes: Array<import('./compare.mjs').Change & { surface: string }> }} */
export function diffAgainstBaseline(root) {
  const baseline = readBaseline(root);
  const current = readCurrent(root);
  const changes = diffSurfaces(baseline.docs, current);
  return {
    baselineVersion: baseline.version,
    version: readPackageVersion(root),
    changelog: readChangelog(root),
    changes,
  };
}

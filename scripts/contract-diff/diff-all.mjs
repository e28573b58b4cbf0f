// The four surfaces diffed against the baseline, with what the release rule needs to judge them.
import { surfaces } from '../surfaces.mjs';
import { readBaseline, readChangelog, readCurrent, readPackageVersion } from './baseline.mjs';
import { compareContracts } from './compare.mjs';

/** @returns {{ baselineVersion: string, version: string, changelog: string, changes: Array<import('./compare.mjs').Change & { surface: string }> }} */
export function diffAgainstBaseline(root) {
  const baseline = readBaseline(root);
  const current = readCurrent(root);
  const changes = surfaces.flatMap((surface) =>
    compareContracts(baseline.docs[surface], current[surface]).map((c) => ({ surface, ...c })),
  );
  return {
    baselineVersion: baseline.version,
    version: readPackageVersion(root),
    changelog: readChangelog(root),
    changes,
  };
}

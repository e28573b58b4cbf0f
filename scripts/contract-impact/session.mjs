// One app watched across many comparisons: its two checkers (old declarations, new ones) and the
// files they parsed live as long as the session, so a second comparison (the next save under
// `npm start`, the next edit of the test corpus) parses only the declarations whose bytes changed.
import { createAppChecker, createSourceCache, readAppProject } from './app-checker.mjs';
import { findImpact } from './impact.mjs';
import { createOrigins } from './origins.mjs';

const operationIdsOf = (docs) => {
  const ids = {};
  for (const [surface, doc] of Object.entries(docs ?? {})) {
    const set = (ids[surface] ??= new Set());
    for (const item of Object.values(doc?.paths ?? {}))
      for (const op of Object.values(item ?? {})) if (typeof op?.operationId === 'string') set.add(op.operationId);
  }
  return ids;
};

/**
 * @param {typeof import('typescript')} ts
 * @param {{ app: string, sdkDir: string }} options `app`: the app's directory or tsconfig;
 *   `sdkDir`: the SDK directory whose files the comparisons swap (generated/, or an installed package)
 */
export function openImpactSession(ts, { app, sdkDir }) {
  const project = readAppProject(ts, app);
  const sources = createSourceCache(ts);
  const before = createAppChecker(ts, { project, sdkDir, sources });
  const after = createAppChecker(ts, { project, sdkDir, sources });
  return {
    appDir: project.dir,
    /**
     * @param {{
     *   beforeDir?: string, afterDir?: string,
     *   beforeDocs: Record<string, object>, afterDocs: Record<string, object>,
     *   changes: Array<import('../contract-diff/compare.mjs').Change & { surface: string }>,
     * }} sides where each side's SDK files are read from (none: sdkDir as it is), the contracts
     *   they were generated from, and the contract diff between them
     */
    compare({ beforeDir, afterDir, beforeDocs, afterDocs, changes }) {
      before.swapTo(beforeDir);
      after.swapTo(afterDir);
      const ids = operationIdsOf(beforeDocs);
      for (const [surface, set] of Object.entries(operationIdsOf(afterDocs)))
        for (const id of set) (ids[surface] ??= new Set()).add(id);
      const origins = createOrigins(ts, { sdkDir, operationIds: ids });
      const now = after.check();
      // The old side is asked only about the files that have errors now: nothing else can break.
      const then = before.check(new Set(now.errors.map((d) => d.file?.fileName)));
      return findImpact(ts, { before: then, after: now, changes, origins, appDir: project.dir });
    },
  };
}

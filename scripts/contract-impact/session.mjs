// One app watched across many comparisons: its two checkers (old declarations, new ones) and the
// files they parsed live as long as the session, so a second comparison (the next save under
// `npm start`, the next edit of the test corpus) parses only the declarations whose bytes changed.
import { createAppChecker, createSourceCache, readAppProject } from './app-checker.mjs';
import { findImpact } from './impact.mjs';
import { createOrigins } from './origins.mjs';

/** @typedef {Array<import('../contract-diff/compare.mjs').Change & { surface: string }>} Changes */

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
 * @param {{ app: string, sdkDir: string, sources?: ReturnType<typeof createSourceCache> }} options `app`: the app's
 *   directory or tsconfig; `sdkDir`: the SDK directory whose files the comparisons swap (generated/, or an
 *   installed package); `sources`: parsed files to share with other sessions (@default this session's own)
 */
export function openImpactSession(ts, { app, sdkDir, sources = createSourceCache(ts) }) {
  const project = readAppProject(ts, app);
  const before = createAppChecker(ts, { project, sdkDir, sources });
  const after = createAppChecker(ts, { project, sdkDir, sources });
  return {
    appDir: project.dir,
    /**
     * @param {{
     *   before?: string | Record<string, string>, after?: string | Record<string, string>,
     *   beforeDocs: Record<string, object>, afterDocs: Record<string, object>,
     *   changes: Changes | Promise<Changes>,
     * }} sides what each side's SDK files are read from (app-checker.mjs's `swapTo`), the contracts
     *   they were generated from, and the contract diff between them (awaited once the app is checked)
     * @returns {Promise<ReturnType<typeof findImpact>>}
     */
    async compare({ before: beforeSwap, after: afterSwap, beforeDocs, afterDocs, changes }) {
      before.swapTo(beforeSwap);
      after.swapTo(afterSwap);
      const ids = operationIdsOf(beforeDocs);
      for (const [surface, set] of Object.entries(operationIdsOf(afterDocs)))
        for (const id of set) (ids[surface] ??= new Set()).add(id);
      const origins = createOrigins(ts, { sdkDir, operationIds: ids });
      const now = after.check();
      // The old side is asked only about the files that have errors now: nothing else can break.
      const then = before.check(new Set(now.errors.map((d) => d.file?.fileName)), now.program);
      return findImpact(ts, { before: then, after: now, changes: await changes, origins, appDir: project.dir });
    },
  };
}

// What structural sharing costs per refetch of a 25-row page of request actions (Dates revived as
// the transport revives them), identical to the cached one: the hooks' default `shareWithDates`
// (src/query/share-dates.ts: keeps equal Dates, so the page is the cached object) against
// TanStack Query's default `replaceEqualDeep` (keeps no row: each holds Dates). Interleaved;
// per-refetch microseconds are medians of batches, the ratio the median of per-round ratios.
import { loadModule } from './lib.mjs';
import { requestAction } from './payloads.mjs';
import { interleave, median, pairedRatio, round } from './stats.mjs';

const ROWS = 25;
const BATCH = 500;

const loadSharing = () =>
  loadModule(
    'sharing',
    `export { shareWithDates } from './src/query/share-dates.ts';
export { replaceEqualDeep } from '@tanstack/query-core';
export { parseJson } from './src/core/revive-plan.ts';
export { operations } from './generated/operations/admin.ts';`,
  );

export async function benchSharing({ rounds = 21 } = {}) {
  const { shareWithDates, replaceEqualDeep, parseJson, operations } = await loadSharing();
  const text = JSON.stringify({
    data: Array.from({ length: ROWS }, (_, i) => requestAction(i + 1, 2)),
    total: 100,
    page: 1,
    limit: ROWS,
  });
  const revive = operations['GET /request-action'].revive;
  const cached = parseJson(text, revive);
  // A fresh answer per batch, as a refetch gives: same content, new objects and Dates.
  const answers = Array.from({ length: BATCH }, () => parseJson(text, revive));
  if (shareWithDates(cached, answers[0]) !== cached) throw new Error('shareWithDates kept a new page');
  if (replaceEqualDeep(cached, answers[0]).data[0] === cached.data[0]) throw new Error('replaceEqualDeep kept a row');
  const batch = (share) => async () => {
    for (const answer of answers) share(cached, answer);
  };
  const contenders = [
    { name: 'shareWithDates', run: batch(shareWithDates) },
    { name: 'replaceEqualDeep', run: batch(replaceEqualDeep) },
    { name: 'JSON.parse + revival', run: async () => void parseJson(text, revive) },
  ];
  for (const c of contenders) for (let i = 0; i < 3; i++) await c.run();
  const samples = await interleave(contenders, rounds);
  const perRefetchUs = (name, per) => round((median(samples[name]) / per) * 1000, 2);
  return {
    rows: ROWS,
    bytes: Buffer.byteLength(text),
    shareWithDatesUs: perRefetchUs('shareWithDates', BATCH),
    replaceEqualDeepUs: perRefetchUs('replaceEqualDeep', BATCH),
    parseAndReviveUs: perRefetchUs('JSON.parse + revival', 1),
    vsReplaceEqualDeep: round(pairedRatio(samples, 'shareWithDates', 'replaceEqualDeep'), 3),
  };
}

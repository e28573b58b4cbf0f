// Restoring the persisted cache (platform-client/persist, docs/design.md, "The persisted query cache"): one
// account's stored entry holding the ~5 MB answer of `GET /request-action` (5,000 request actions,
// 50,000 timestamps), read from a synchronous storage by the persister's `restoreClient` (parse,
// the schema-hash and age checks, revival by the operation's own reviver), against `JSON.parse`
// of the same stored text. Interleaved, a full GC before each run; the ratio is the median of
// per-round ratios.
import { loadModule } from './lib.mjs';
import { hugeJson } from './payloads.mjs';
import { collectGarbage, interleave, median, pairedRatio, round } from './stats.mjs';

const PREFIX = 'platform-client.cache';
const ACCOUNT = 'bench-account';

export async function benchPersist({ rounds = 15 } = {}) {
  const { createPlatformCache, QueryClient, persistTable } = await loadModule(
    'persist',
    `export { createPlatformCache } from './src/persist/index.ts';
export { persistTable } from './generated/persist/admin.ts';
export { QueryClient } from '@tanstack/query-core';`,
  );
  const queryKey = [
    'admin',
    '/request-action',
    { baseUrl: 'https://api.example.ge', projectId: 'p1', account: ACCOUNT, path: {} },
  ];
  const state = `{"dataUpdatedAt":${Date.now()},"dataUpdateCount":1,"error":null,"errorUpdateCount":0,"errorUpdatedAt":0,"fetchFailureCount":0,"fetchFailureReason":null,"fetchMeta":null,"isInvalidated":false,"status":"success","fetchStatus":"idle","data":${hugeJson()}}`;
  const text = `{"queries":[{"hash":"${persistTable.queries['/request-action'].hash}","queryKey":${JSON.stringify(queryKey)},"queryHash":${JSON.stringify(JSON.stringify(queryKey))},"state":${state}}],"mutations":[]}`;
  const items = new Map([
    [PREFIX, JSON.stringify([ACCOUNT])],
    [`${PREFIX}:${ACCOUNT}`, text],
  ]);
  const storage = { getItem: (k) => items.get(k) ?? null, setItem: () => {}, removeItem: () => {} };
  const cache = createPlatformCache(new QueryClient(), { storage });
  const restore = () => cache.persistOptions.persister.restoreClient();
  const restored = await restore();
  const first = restored.clientState.queries[0].state.data.data[0];
  if (!(first.created instanceof Date) || !(first.comments[0].created instanceof Date))
    throw new Error('the restore revived no Dates');
  await cache.close();
  const samples = await interleave(
    [
      { name: 'JSON.parse', run: async () => void JSON.parse(text) },
      { name: 'restore', run: async () => void (await restore()) },
    ],
    rounds,
    { between: collectGarbage },
  );
  return {
    bytes: Buffer.byteLength(text),
    restoreMs: round(median(samples.restore), 2),
    jsonParseMs: round(median(samples['JSON.parse']), 2),
    vsJsonParse: round(pairedRatio(samples, 'restore', 'JSON.parse'), 3),
  };
}

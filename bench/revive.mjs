// Date revival on the ~5 MB answer of the list operation (`GET /request-action`, 5,000 request
// actions, 50,000 timestamps, free-form `data` included), held as a string in memory:
// - `platform-client`: the transport's reader, `JSON.parse` then revival by the operation's
//   generated reviver (docs/design.md, decision 10): the date-time fields and the free-form
//   subtrees, nothing else;
// - `reviveDates (generic)`: `reviveDates(JSON.parse(text))`, the spec's rule on every string
//   (what the transport did before the plans, and what the export does for data from elsewhere);
// - `JSON.parse` alone, and the naive `JSON.parse(text, reviver)` with a regular expression.
// Interleaved, a full GC before each run; median per contender, ratios as medians of per-round
// ratios.
import { loadModule } from './lib.mjs';
import { countTimestamps, hugeJson } from './payloads.mjs';
import { collectGarbage, interleave, median, pairedRatio, round } from './stats.mjs';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const naiveReviver = (_key, value) => (typeof value === 'string' && ISO.test(value) ? new Date(value) : value);

/** The transport's JSON reader and the admin operation table, bundled from src/ and generated/. */
const loadReader = () =>
  loadModule(
    'reader',
    `export { parseJson } from './src/core/revive-plan.ts';
export { operations } from './generated/operations/admin.ts';`,
  );

export async function benchRevive(sdk, { rounds = 15 } = {}) {
  const text = hugeJson();
  const { parseJson, operations } = await loadReader();
  const revive = operations['GET /request-action'].revive;
  const contenders = [
    { name: 'JSON.parse', run: () => JSON.parse(text) },
    { name: 'platform-client', run: () => parseJson(text, revive) },
    { name: 'reviveDates (generic)', run: () => sdk.reviveDates(JSON.parse(text)) },
    { name: 'naive reviver', run: () => JSON.parse(text, naiveReviver) },
  ];
  // Same answer from every reviver: every timestamp a Date (the payload's are all the spec's shape).
  const answers = contenders.slice(1).map((c) => c.run().data[0]);
  for (const a of answers) {
    if (
      !(a.created instanceof Date) ||
      !(a.comments[0].created instanceof Date) ||
      !(a.seenAt instanceof Date) ||
      a.data.approved.getTime() !== answers[0].data.approved.getTime()
    ) {
      throw new Error('revivers disagree');
    }
  }
  for (const c of contenders) for (let i = 0; i < 3; i++) c.run();
  const samples = await interleave(
    contenders.map((c) => ({ name: c.name, run: async () => void c.run() })),
    rounds,
    { between: collectGarbage },
  );
  return {
    bytes: Buffer.byteLength(text),
    timestamps: countTimestamps(text),
    operation: 'GET /request-action',
    results: Object.fromEntries(
      Object.entries(samples).map(([name, s]) => [
        name,
        { medianMs: round(median(s), 2), vsJsonParse: round(pairedRatio(samples, name, 'JSON.parse'), 3) },
      ]),
    ),
  };
}

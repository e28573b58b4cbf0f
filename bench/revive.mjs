// Date revival on a ~5 MB answer with 50,000 timestamps, held as a string in memory: our
// transport's path (`reviveDates(JSON.parse(text))`), JSON.parse alone, and the naive
// `JSON.parse(text, reviver)` with a regular expression. Interleaved, a full GC before each run;
// median per contender, ratios as medians of per-round ratios.
import { countTimestamps, hugeJson } from './payloads.mjs';
import { collectGarbage, interleave, median, pairedRatio, round } from './stats.mjs';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const naiveReviver = (_key, value) => (typeof value === 'string' && ISO.test(value) ? new Date(value) : value);

export async function benchRevive(sdk, { rounds = 15 } = {}) {
  const text = hugeJson();
  const contenders = [
    { name: 'JSON.parse', run: () => JSON.parse(text) },
    { name: 'platform-client', run: () => sdk.reviveDates(JSON.parse(text)) },
    { name: 'naive reviver', run: () => JSON.parse(text, naiveReviver) },
  ];
  // Same answer from both revivers: every timestamp a Date.
  const ours = contenders[1].run().data[0];
  const naive = contenders[2].run().data[0];
  if (!(ours.created instanceof Date) || !(naive.comments[0].created instanceof Date) || ours.data.approved.getTime() !== naive.data.approved.getTime()) {
    throw new Error('revivers disagree');
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
    results: Object.fromEntries(
      Object.entries(samples).map(([name, s]) => [
        name,
        { medianMs: round(median(s), 2), vsJsonParse: round(pairedRatio(samples, name, 'JSON.parse'), 3) },
      ]),
    ),
  };
}

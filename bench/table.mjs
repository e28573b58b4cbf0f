// The printed report: headline figures beside their goals, then the peers' figures.
import { GOALS, verdict } from './goals.mjs';

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const left = (i) => i === 0 || (i === rows[0].length - 1 && rows[0][i] === 'what');
  const line = (r) =>
    r
      .map((cell, i) => (left(i) ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const fmt = (value, unit) => {
  if (value === null || value === undefined) return 'n/a';
  if (unit === 'x') return `${value.toFixed(2)}x`;
  if (unit === 'B') return `${value} B`;
  if (unit === 'ms') return `${value.toFixed(2)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  return String(value);
};
const unitOf = (key) => GOALS[key].unit ?? (key.endsWith('Bytes') ? 'B' : key.endsWith('Ms') ? 'ms' : 'x');

export function render(results) {
  const out = [];
  out.push(
    table([
      ['figure', 'value', 'goal', '', 'what'],
      ...Object.keys(GOALS).map((key) => {
        const unit = unitOf(key);
        const goal = GOALS[key].max === undefined ? '' : `<= ${fmt(GOALS[key].max, unit)}`;
        return [key, fmt(results[key], unit), goal, verdict(key, results[key]), GOALS[key].what];
      }),
    ]),
  );

  // A partial run (`--skip=`) prints the sections of the parts that ran.
  const { overhead1k, revive, sizes, chat, typecheck, mockStart } = results.peers;
  for (const [label, key] of overhead1k
    ? [
        ['per call, 1 kB answer', 'overhead1k'],
        ['per call, 100 kB answer', 'overhead100k'],
      ]
    : []) {
    const rows = Object.entries(results.peers[key]).map(([name, r]) => [
      name,
      `${r.medianUs.toFixed(1)} µs`,
      `${r.vsFetch.toFixed(2)}x`,
    ]);
    out.push('', table([[label, 'median', 'vs fetch'], ...rows]));
  }
  if (results.byteCounting1k) {
    const cost = (c) => `${c.us >= 0 ? '+' : ''}${c.us.toFixed(1)} µs (${c.ratio.toFixed(2)}x)`;
    out.push(
      '',
      `byte counting (counted read vs res.text()): 1 kB ${cost(results.byteCounting1k)}, 100 kB ${cost(results.byteCounting100k)}`,
    );
  }
  if (overhead1k)
    out.push(
      'fetch, platform-client, openapi-fetch and ky: global fetch (undici, keep-alive pool); axios: node:http, global agent',
      '(keep-alive). fetch+revive (not a peer): bare fetch + text + JSON.parse + our reviveDates, the body work ours does.',
      'fetch+floor: bare fetch doing what every call of ours must (timer and signal, auth headers, counted read, revival);',
      "ours-unrevived: our transport with the operation's reviver left out (bench/README.md, per-call overhead).",
      '"vs" columns: median of the per-round ratios (same round, so passing load cancels out).',
    );
  if (revive)
    out.push(
      '',
      table([
        [`${(revive.bytes / 1e6).toFixed(1)} MB, ${revive.timestamps} timestamps`, 'median', 'vs JSON.parse'],
        ...Object.entries(revive.results).map(([name, r]) => [
          name,
          `${r.medianMs.toFixed(1)} ms`,
          `${r.vsJsonParse.toFixed(2)}x`,
        ]),
      ]),
    );
  if (sizes)
    out.push(
      '',
      table([
        ['bundle (esbuild, minified, browser, ESM)', 'min', 'gzip -9'],
        ...Object.values(sizes).map((s) => [s.label, `${s.minBytes} B`, `${s.gzipBytes} B`]),
      ]),
    );
  if (chat)
    out.push(
      '',
      table([
        [`chat connect, median of ${chat.connects}`, 'ms'],
        ['platform-client connect()', chat.oursMs.toFixed(2)],
        ["socket.io-client io(url, { transports: ['websocket'] })", chat.rawMs.toFixed(2)],
      ]),
    );
  if (mockStart)
    out.push(
      '',
      table([
        [
          `mock start + first answer (GET /public/box), median of ${mockStart.rounds.prism.length} fresh processes`,
          'ms',
          'CPU ms',
        ],
        ['startMockPlatform()', mockStart.startMockPlatformMs, mockStart.cpuMs.startMockPlatform],
        ['createMockHandlers() under setupServer', mockStart.createMockHandlersMs, mockStart.cpuMs.createMockHandlers],
        ['prism on the public contract', mockStart.prismMs, mockStart.cpuMs.prism],
      ]),
    );
  if (typecheck)
    out.push(
      '',
      table([
        ['type-check, 20 admin operations (tsc)', 'Instantiations', 'check time'],
        ...Object.entries(typecheck).map(([name, t]) => [name, t.instantiations, `${t.checkSeconds} s`]),
      ]),
    );
  const m = results.machine;
  out.push(
    '',
    `${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ${m.loadavg.map((l) => l.toFixed(2)).join(' ')} at start, ${results.date}`,
  );
  return out.join('\n');
}

/** The biggest inputs (esbuild metafile, minified bytes) of each bundle over its budget. */
export function renderOverBudget(sizes, budgets) {
  const out = [];
  for (const [name, budget] of Object.entries(budgets)) {
    const s = sizes[name];
    if (s.gzipBytes <= budget) continue;
    out.push(
      '',
      `${s.label}: ${s.gzipBytes} B gzip, ${s.gzipBytes - budget} B over ${budget}; biggest inputs (minified bytes):`,
    );
    for (const i of s.inputs) out.push(`  ${String(i.bytes).padStart(6)}  ${i.file}`);
  }
  return out.join('\n');
}

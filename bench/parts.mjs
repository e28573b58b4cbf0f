#!/usr/bin/env node
// `node bench/parts.mjs [--large]`: where a call's time goes, piece by piece, against bare
// `fetch(url)` + `res.json()` on the bench server. Each contender adds one thing every call of
// ours must do (the fetch options, the timer, the counted read, revival), then all of them
// (`floor`), then our admin client and the same transport without revival. Interleaved rounds;
// wall time and this process's CPU time (the server runs in a child), both as the median of the
// per-round ratios to bare fetch. Not part of `npm run bench`: a diagnostic (bench/README.md).
import { loadSdk } from './lib.mjs';
import { fakeJwt, PROJECT_ID } from './overhead.mjs';
import { LARGE_ID, SMALL_ID } from './payloads.mjs';
import { startServers } from './server.mjs';
import { median, pairedRatio } from './stats.mjs';

const large = process.argv.includes('--large');
const id = large ? LARGE_ID : SMALL_ID;
const { sdk } = await loadSdk();
const { createTransport, parseJson, operations } = sdk.internals;
const key = 'GET /request-action/{id}';
const servers = await startServers();
const baseUrl = servers.httpUrl;
const url = `${baseUrl}/request-action/${id}?projectId=${PROJECT_ID}`;
const headers = { authorization: `Bearer ${fakeJwt()}`, 'x-session-id': 'bench-session' };
const admin = await sdk.createAdminClient({
  baseUrl,
  sessionId: 'bench-session',
  accessToken: fakeJwt(),
  projectId: PROJECT_ID,
});
const unrevived = createTransport({
  baseUrl,
  projectId: PROJECT_ID,
  operations: { ...operations, [key]: { ...operations[key], revive: undefined } },
  auth: () => ({ ...headers }),
});
const tooLarge = () => new Error('too large');
const read = (response) => sdk.readBody.readText(response, 100 * 1024 * 1024, tooLarge);

/** fetch with a fresh AbortController and a 60 s timer, as each attempt of ours has. */
async function timed(init, body) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await body(await fetch(url, { ...init, signal: controller.signal }));
  } finally {
    clearTimeout(timer);
  }
}

const all = { method: 'GET', headers, redirect: 'manual' };
const contenders = {
  fetch: async () => (await fetch(url)).json(),
  "+redirect: 'manual'": async () => (await fetch(url, { redirect: 'manual' })).json(),
  '+auth headers': async () => (await fetch(url, { headers })).json(),
  '+timer and signal': () => timed({}, (r) => r.json()),
  '+counted read, JSON.parse': async () => JSON.parse(await read(await fetch(url))),
  '+revival': async () => parseJson(await read(await fetch(url)), operations[key].revive),
  'floor (all of the above)': () => timed(all, async (r) => parseJson(await read(r), operations[key].revive)),
  'ours without revival': async () => (await unrevived.GET('/request-action/{id}', { params: { path: { id } } })).data,
  ours: async () => (await admin.GET('/request-action/{id}', { params: { path: { id } } })).data,
};

const names = Object.keys(contenders);
const [warmup, batch, rounds] = large ? [60, 8, 60] : [400, 40, 100];
const wall = Object.fromEntries(names.map((n) => [n, []]));
const cpu = Object.fromEntries(names.map((n) => [n, []]));
try {
  for (const n of names) for (let i = 0; i < warmup; i++) await contenders[n]();
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const n = names[(round + i) % names.length];
      const cpu0 = process.cpuUsage();
      const started = performance.now();
      for (let k = 0; k < batch; k++) await contenders[n]();
      wall[n].push(performance.now() - started);
      const used = process.cpuUsage(cpu0);
      cpu[n].push((used.user + used.system) / 1000);
    }
  }
} finally {
  await servers.close();
}
const us = (ms) => ((median(ms) * 1000) / batch).toFixed(1);
console.log(
  `${large ? '100 kB' : '1 kB'} answer, ${rounds} rounds of ${batch} calls; load average ${
    process.platform === 'win32'
      ? 'n/a'
      : (await import('node:os'))
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')
  }`,
);
console.log(`${'contender'.padEnd(28)}  wall µs  vs fetch  cpu µs  vs fetch`);
for (const n of names) {
  console.log(
    `${n.padEnd(28)}  ${us(wall[n]).padStart(7)}  ${pairedRatio(wall, n, 'fetch').toFixed(3).padStart(8)}  ${us(cpu[n]).padStart(6)}  ${pairedRatio(cpu, n, 'fetch').toFixed(3).padStart(8)}`,
  );
}

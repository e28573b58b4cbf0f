#!/usr/bin/env node
// `npm run bench`: per-call overhead, date revival, structural sharing per refetch, bundle sizes, chat connect, generate time and
// a user's type-check cost, printed as a table. Not part of `npm test`. It needs nothing but
// `npm ci`: the SDK is bundled from src/ by esbuild (bench/lib.mjs) and the type-check part
// builds the package's declarations itself (bench/typecheck.mjs), so no `npm run build`.
// bench/results.json is committed, so it is written only when asked: `--save`, on a full run.
// `--skip=generate,revive,...` leaves parts out.
//
// A new measure is one entry in STEPS (its result lands in `results.peers[name]`) and, for a
// headline figure, one line in HEADLINE plus a goal in goals.mjs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchChat } from './chat.mjs';
import { benchGenerate } from './generate.mjs';
import { benchImpact } from './impact.mjs';
import { benchMockStart } from './mock-start.mjs';
import { loadSdk, root } from './lib.mjs';
import { benchOverhead, byteCountingCost } from './overhead.mjs';
import { benchRevive } from './revive.mjs';
import { benchPersist } from './persist.mjs';
import { startServers } from './server.mjs';
import { BUDGETS, measureSizes } from './size.mjs';
import { benchSharing } from './sharing.mjs';
import { render, renderOverBudget } from './table.mjs';
import { benchTypecheck } from './typecheck.mjs';

/**
 * The parts, in the order they run. `servers: true` parts share one loopback server process
 * (started only if one of them runs); `ctx` holds `sdk`, `chat` and, for those, `servers`.
 * `peers` names where the result goes in `results.peers` (given null when the part is skipped);
 * by default under the part's own name.
 */
const STEPS = [
  {
    name: 'overhead',
    servers: true,
    run: (ctx) => benchOverhead(ctx.servers.httpUrl, ctx.sdk),
    peers: (r) => ({ overhead1k: r?.small ?? null, overhead100k: r?.large ?? null }),
  },
  { name: 'chat', servers: true, run: (ctx) => benchChat(ctx.chat, ctx.servers.chatUrl) },
  { name: 'mockStart', run: () => benchMockStart() },
  { name: 'revive', run: (ctx) => benchRevive(ctx.sdk) },
  { name: 'sharing', run: () => benchSharing() },
  { name: 'persist', run: () => benchPersist() },
  { name: 'size', run: () => measureSizes(), peers: (r) => ({ sizes: r ?? null }) },
  // Its two figures are headline ones only (results.json has no `peers.generate`).
  { name: 'generate', run: () => benchGenerate(root), peers: () => ({}) },
  { name: 'typecheck', run: () => benchTypecheck(root) },
  { name: 'impact', run: () => benchImpact(root) },
];

/** The headline figures (results.json top-level keys, the table's rows) from the parts' results. */
const HEADLINE = {
  overheadVsFetch: (p) => p.overhead?.small['platform-client'].vsFetch,
  overheadVsFetch100k: (p) => p.overhead?.large['platform-client'].vsFetch,
  overheadVsOpenapiFetch: (p) => p.overhead?.vsOpenapiFetch.small,
  overheadVsOpenapiFetchSameRequest: (p) => p.overhead?.vsOpenapiFetch.smallAuth,
  overheadVsOpenapiFetch100k: (p) => p.overhead?.vsOpenapiFetch.large,
  overheadVsOpenapiFetchSameRequest100k: (p) => p.overhead?.vsOpenapiFetch.largeAuth,
  byteCounting1k: (p) => p.overhead && byteCountingCost(p.overhead.small),
  byteCounting100k: (p) => p.overhead && byteCountingCost(p.overhead.large),
  sharingVsReplaceEqualDeep: (p) => p.sharing?.vsReplaceEqualDeep,
  reviveVsJsonParse: (p) => p.revive?.results['platform-client'].vsJsonParse,
  reviveDatesGenericVsJsonParse: (p) => p.revive?.results['reviveDates (generic)'].vsJsonParse,
  naiveReviverVsJsonParse: (p) => p.revive?.results['naive reviver'].vsJsonParse,
  persistRestoreVsJsonParse: (p) => p.persist?.vsJsonParse,
  publicClientGzipBytes: (p) => p.size?.publicClient.gzipBytes,
  adminClientGzipBytes: (p) => p.size?.adminClient.gzipBytes,
  hookGzipBytes: (p) => p.size?.hook.gzipBytes,
  chatClientGzipBytes: (p) => p.size?.chatClient.gzipBytes,
  chatClientSocketIoExternalGzipBytes: (p) => p.size?.chatClientSocketIoExternal.gzipBytes,
  persistGzipBytes: (p) => p.size?.persist.gzipBytes,
  chatConnectOverheadMs: (p) => p.chat?.overheadMs,
  mockStartMs: (p) => p.mockStart?.startMockPlatformMs,
  mswMockStartMs: (p) => p.mockStart?.createMockHandlersMs,
  generateSeconds: (p) => p.generate?.seconds,
  generateChangedGenerated: (p) => p.generate?.generatedChanged,
  watchSaveOneSurfaceSeconds: (p) => p.generate?.watchSaveSeconds,
  generatorLines: (p) => p.generate?.generatorLines,
  generatedTypeScriptLines: (p) => p.generate?.generatedLines,
  typecheckInstantiations: (p) => p.typecheck?.['fetchers-and-hooks'].instantiations,
  impactSeconds: (p) => p.impact?.seconds,
  impactCpuSeconds: (p) => p.impact?.cpuSeconds,
  impactCriticalCpuSeconds: (p) => p.impact?.criticalCpuSeconds,
};

const USAGE = `usage: npm run bench [-- [--save] [--skip=${STEPS.map((s) => s.name).join(',')}]]
  --save   write bench/results.json (committed; a full run only)
  --skip=  leave these parts out`;

function parseArgs(argv) {
  const names = new Set(STEPS.map((s) => s.name));
  const options = { save: false, skip: new Set() };
  for (const arg of argv) {
    if (arg === '--save') options.save = true;
    else if (arg.startsWith('--skip=')) {
      for (const name of arg.slice(7).split(',').filter(Boolean)) {
        if (!names.has(name)) throw new Error(`bench: no part named "${name}"\n${USAGE}`);
        options.skip.add(name);
      }
    } else throw new Error(`bench: unknown argument "${arg}"\n${USAGE}`);
  }
  // A partial results.json would hide the skipped figures' last values behind nulls.
  if (options.save && options.skip.size > 0) throw new Error(`bench: --save needs a full run (no --skip)\n${USAGE}`);
  return options;
}

/** Keys sorted at every depth, so that results.json diffs only where a figure moved. */
const sorted = (value) =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted(value[k])]),
        )
      : value;

async function runSteps(steps, ctx) {
  const parts = {};
  for (const step of steps) {
    const started = performance.now();
    process.stderr.write(`bench: ${step.name}...`);
    parts[step.name] = await step.run(ctx);
    process.stderr.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  return parts;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.versions.node,
    platform: `${process.platform}-${process.arch}`,
    loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const started = performance.now();
  const steps = STEPS.filter((s) => !options.skip.has(s.name));
  const ctx = await loadSdk();

  const withServers = steps.filter((s) => s.servers);
  let parts = {};
  if (withServers.length > 0) {
    ctx.servers = await startServers();
    try {
      parts = await runSteps(withServers, ctx);
    } finally {
      await ctx.servers.close();
    }
  }
  Object.assign(
    parts,
    await runSteps(
      steps.filter((s) => !s.servers),
      ctx,
    ),
  );

  const peers = Object.assign(
    {},
    ...STEPS.map(({ name, peers }) => (peers ? peers(parts[name]) : { [name]: parts[name] ?? null })),
  );
  const results = {
    ...Object.fromEntries(Object.entries(HEADLINE).map(([key, figure]) => [key, figure(parts) ?? null])),
    peers,
    machine,
    date: new Date().toISOString(),
  };

  console.log(render(results));
  if (parts.size) console.log(renderOverBudget(parts.size, BUDGETS));
  console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const file = path.join(root, 'bench', 'results.json');
  if (options.save) {
    await fs.writeFile(file, `${JSON.stringify(sorted(results), null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  } else {
    console.log(`${path.relative(process.cwd(), file)} left as it was (\`npm run bench -- --save\` writes it)`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

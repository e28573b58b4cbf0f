#!/usr/bin/env node
// `npm run bench`: per-call overhead, date revival, structural sharing per refetch, bundle sizes, chat connect, generate
// time and a user's type-check cost (after `npm run build`), printed as a table and written to bench/results.json (stable key order, meant to be
// committed). Not part of `npm test`. The SDK is bundled from src/ by esbuild (bench/lib.mjs),
// so no `npm run build` is needed. `--skip=generate,revive,...` leaves parts out (and then
// writes no results.json).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchChat } from './chat.mjs';
import { benchGenerate } from './generate.mjs';
import { loadSdk, root } from './lib.mjs';
import { benchOverhead, byteCountingCost } from './overhead.mjs';
import { benchRevive } from './revive.mjs';
import { startServers } from './server.mjs';
import { BUDGETS, measureSizes } from './size.mjs';
import { benchSharing } from './sharing.mjs';
import { render, renderOverBudget } from './table.mjs';
import { benchTypecheck } from './typecheck.mjs';

const skip = new Set((process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '').split(',').filter(Boolean));
const step = async (name, fn) => {
  if (skip.has(name)) return undefined;
  const started = performance.now();
  process.stderr.write(`bench: ${name}...`);
  const result = await fn();
  process.stderr.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
};

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
  node: process.versions.node,
  platform: `${process.platform}-${process.arch}`,
  loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
};
const started = performance.now();
const { sdk, chat } = await loadSdk();

const servers = await startServers();
let overhead, chatResult;
try {
  overhead = await step('overhead', () => benchOverhead(servers.httpUrl, sdk));
  chatResult = await step('chat', () => benchChat(chat, servers.chatUrl));
} finally {
  await servers.close();
}
const revive = await step('revive', () => benchRevive(sdk));
const sharing = await step('sharing', () => benchSharing());
const sizes = await step('size', () => measureSizes());
const generate = await step('generate', () => benchGenerate(root));
// Reads dist/ (`npm run build`), as a user's tsc reads the package's declarations.
const typecheck = await step('typecheck', () => benchTypecheck(root));

const results = {
  overheadVsFetch: overhead?.small['platform-client'].vsFetch ?? null,
  overheadVsFetch100k: overhead?.large['platform-client'].vsFetch ?? null,
  overheadVsOpenapiFetch: overhead?.vsOpenapiFetch.small ?? null,
  overheadVsOpenapiFetchSameRequest: overhead?.vsOpenapiFetch.smallAuth ?? null,
  overheadVsOpenapiFetch100k: overhead?.vsOpenapiFetch.large ?? null,
  overheadVsOpenapiFetchSameRequest100k: overhead?.vsOpenapiFetch.largeAuth ?? null,
  byteCounting1k: overhead ? byteCountingCost(overhead.small) : null,
  byteCounting100k: overhead ? byteCountingCost(overhead.large) : null,
  reviveVsJsonParse: revive?.results['platform-client'].vsJsonParse ?? null,
  reviveDatesGenericVsJsonParse: revive?.results['reviveDates (generic)'].vsJsonParse ?? null,
  naiveReviverVsJsonParse: revive?.results['naive reviver'].vsJsonParse ?? null,
  sharingVsReplaceEqualDeep: sharing?.vsReplaceEqualDeep ?? null,
  publicClientGzipBytes: sizes?.publicClient.gzipBytes ?? null,
  adminClientGzipBytes: sizes?.adminClient.gzipBytes ?? null,
  hookGzipBytes: sizes?.hook.gzipBytes ?? null,
  chatClientGzipBytes: sizes?.chatClient.gzipBytes ?? null,
  chatClientSocketIoExternalGzipBytes: sizes?.chatClientSocketIoExternal.gzipBytes ?? null,
  chatConnectOverheadMs: chatResult?.overheadMs ?? null,
  generateSeconds: generate?.seconds ?? null,
  generateChangedGenerated: generate?.generatedChanged ?? null,
  typecheckInstantiations: typecheck?.['fetchers-and-hooks'].instantiations ?? null,
  peers: {
    overhead1k: overhead?.small ?? null,
    overhead100k: overhead?.large ?? null,
    revive: revive ?? null,
    sharing: sharing ?? null,
    sizes: sizes ?? null,
    chat: chatResult ?? null,
    typecheck: typecheck ?? null,
  },
  machine,
  date: new Date().toISOString(),
};

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

if (overhead && revive && sizes && chatResult && generate) console.log(render(results));
if (typecheck)
  console.log(
    `\ntype-check, 20 admin operations (tsc Instantiations): ${Object.entries(typecheck)
      .map(([k, v]) => `${k} ${v.instantiations}`)
      .join(', ')}`,
  );
else console.log(JSON.stringify(sorted(results), null, 2));
if (sizes) console.log(renderOverBudget(sizes, BUDGETS));
console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);

if (skip.size === 0) {
  const file = path.join(root, 'bench', 'results.json');
  await fs.writeFile(file, JSON.stringify(sorted(results), null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

#!/usr/bin/env node
// `npm start`: the stateful mock platform and the example console's Vite dev server, in this one
// process, the console pointed at the mock. Prints the URLs and accounts; Ctrl-C stops both.
// It follows the contracts: a save under openapi/ regenerates generated/, the mock serves the new
// contracts over the same state, Vite reloads the console, and the contract diff against the
// baseline is printed (and, with `--app <dir>`, what it breaks in that app: scripts/contract-impact/).
// A contract with an error changes nothing: the mock keeps the last good ones.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { readBaseline } from './contract-diff/baseline.mjs';
import { diffSurfaces } from './contract-diff/diff-all.mjs';
import { changeLines } from './contract-diff/report.mjs';
import { impactApps, watchImpact } from './contract-impact/on-save.mjs';
import { contractDirs } from './generate/run.mjs';
import { readGenerated, watchContracts } from './generate/watch.mjs';
import { loadMockPlatform, startOrExplain } from './load-mock.mjs';
import { printPlatform } from './print-platform.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.PLATFORM_MOCK_HOST ?? '127.0.0.1';
const port = Number(process.env.PLATFORM_MOCK_PORT ?? 4010);
const consolePort = Number(process.env.CONSOLE_PORT ?? 5173);

const dirs = contractDirs();
const { startMockPlatform } = await loadMockPlatform();
const platform = await startOrExplain(startMockPlatform, { port, host });
// The bundle in .tmp/ reads generated/openapi; PLATFORM_GENERATED_DIR names other contracts.
if (dirs.outDir !== path.join(root, 'generated')) await platform.reloadContracts(readGenerated(dirs.outDir));

// The console reads the platform from VITE_ variables; keep any the caller set.
process.env.VITE_ADMIN_URL ??= platform.urls.admin;
process.env.VITE_PUBLIC_URL ??= platform.urls.public;
process.env.VITE_ENDUSER_URL ??= platform.urls.enduser;
process.env.VITE_CHAT_URL ??= platform.urls.chat;
process.env.VITE_PUBLIC_API_KEY ??= platform.credentials.apiKey;
process.env.VITE_PROJECT_ID ??= platform.projectId;
// The mock's demo accounts, offered on the sign-in page.
process.env.VITE_MOCK_ACCOUNTS ??= JSON.stringify([
  { label: 'Full admin', surface: 'admin', ...platform.credentials.admin },
  { label: 'Read-only admin', surface: 'admin', ...platform.credentials.readOnlyAdmin },
  { label: 'End user', surface: 'enduser', ...platform.credentials.endUser },
]);

let server;
let watcher;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  watcher?.close();
  await server?.close().catch(() => {});
  await platform.close().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  server = await createServer({
    configFile: path.join(root, 'examples/console/vite.config.ts'),
    server: { host, port: consolePort, strictPort: true },
    logLevel: 'warn',
  });
  await server.listen();
} catch (error) {
  console.error(
    `the console could not start: ${error.message}${/in use/i.test(error.message) ? '. Set CONSOLE_PORT to a free port.' : ''}`,
  );
  await stop(1);
}
printPlatform(
  platform,
  [['console', server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://${host}:${consolePort}`]],
  'platform console and mock platform (stateful, requests validated against the contracts):',
);
console.log('\nSign in on the console with one of the accounts. Ctrl-C stops everything.');

/** The diff of the surfaces a save changed against the baseline, as `npm run contract:diff` words it. */
function printDiff(docs, changed) {
  const baseline = readBaseline(root, path.join(dirs.openapiDir, 'baseline'));
  const changes = diffSurfaces(baseline.docs, docs, changed);
  const count = (kind) => changes.filter((c) => c.kind === kind).length;
  const verdict = count('breaking') ? 'breaking' : count('non-breaking') ? 'non-breaking' : 'no change';
  console.log(
    `contract diff against the ${baseline.version} baseline (${changed.join(', ')}): ${verdict}: ` +
      `${count('breaking')} breaking, ${count('non-breaking')} non-breaking`,
  );
  for (const line of changeLines(changes, { surfaces: changed, kinds: ['breaking', 'non-breaking'] }))
    console.log(`  ${line}`);
}

// `--app <dir>` or package.json's config.impactApps: those apps' broken call sites beside the diff.
const apps = impactApps(process.argv.slice(2), root);
const impactOf =
  apps.length &&
  watchImpact({
    ts: (await import('typescript')).default,
    apps,
    baselineDir: path.join(dirs.openapiDir, 'baseline'),
    sdkDir: dirs.outDir,
  });

watcher = await watchContracts({
  ...dirs,
  initial: false,
  kept: 'the mock keeps',
  log: console.log,
  onGenerated: async ({ docs, changed }) => {
    try {
      await platform.reloadContracts(docs);
      console.log('mock: serving the new contracts (records, sessions and tokens kept)');
    } catch (error) {
      console.log(`mock: cannot serve the new contracts (${error.message}); it keeps serving the last good ones`);
    }
    try {
      printDiff(docs, changed);
    } catch (error) {
      console.log(`contract diff: not available (${error.message})`);
    }
    if (impactOf)
      for (const line of await impactOf(docs).catch((e) => [`contract impact: ${e.message}`])) console.log(`  ${line}`);
  },
});

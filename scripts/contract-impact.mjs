#!/usr/bin/env node
// `npm run contract:impact -- --app <dir>`: what the contract changes since the last release's
// baseline break in an app, call site by call site. The app's TypeScript project is checked
// against the SDK's code generated from the baseline (openapi/baseline/; printed in memory, never
// written) and against generated/ as it is (`npm run generate` writes it from the working
// contracts); every error the change adds is printed as file:line:column with its operation and
// the contract diff's words. Exit 1 when something in the app breaks, 2 on bad input. `--json`
// for CI; `--contracts <dir>` compares with the bundles in <dir> (admin.json, ...) instead of
// generated/'s; `--root <dir>` reads another checkout's baseline.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBaseline, readCurrent } from './contract-diff/baseline.mjs';
import { contractWork } from './contract-impact/contracts-worker.mjs';
import { impactJson, impactLines } from './contract-impact/report.mjs';
import { openImpactSession } from './contract-impact/session.mjs';
import { surfaces } from './surfaces.mjs';

const args = process.argv.slice(2);
const option = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(option('--root') ?? repo);
const app = option('--app');
const contracts = option('--contracts');
if (!app) {
  console.error('usage: npm run contract:impact -- --app <app dir or tsconfig> [--contracts <dir>] [--json]');
  process.exit(2);
}

try {
  const started = performance.now();
  const baseline = readBaseline(root);
  const onDisk = readCurrent(repo);
  const working = contracts
    ? Object.fromEntries(
        surfaces.map((s) => [s, JSON.parse(fs.readFileSync(path.join(path.resolve(contracts), `${s}.json`), 'utf8'))]),
      )
    : onDisk;
  const work = contractWork({ beforeDocs: baseline.docs, afterDocs: working, onDisk });
  // TypeScript loads while the worker prints the declarations.
  const { default: ts } = await import('typescript');
  const session = openImpactSession(ts, { app: path.resolve(app), sdkDir: path.join(repo, 'generated') });
  const { before, after } = await work.files;
  const impact = await session.compare({
    before,
    after,
    beforeDocs: baseline.docs,
    afterDocs: working,
    changes: work.changes,
  });
  const label = {
    app: path.relative(process.cwd(), session.appDir) || '.',
    from: `the ${baseline.version} baseline`,
    to: contracts ? path.relative(process.cwd(), path.resolve(contracts)) || '.' : 'the working contracts',
  };
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  // Every thread's, the worker's too (the process's resource usage).
  const { user, system } = process.cpuUsage();
  const cpuSeconds = Number(((user + system) / 1e6).toFixed(2));
  // Each thread's own (Node 23.9 and later): the two run side by side, so the longer of them
  // bounds the run on an idle machine.
  const main = process.threadCpuUsage?.();
  const mainThreadCpuSeconds = main ? Number(((main.user + main.system) / 1e6).toFixed(2)) : undefined;
  const workerCpuSeconds = work.cpu.seconds === undefined ? undefined : Number(work.cpu.seconds.toFixed(2));
  if (args.includes('--json'))
    console.log(
      JSON.stringify(
        { ...impactJson(impact, label), seconds, cpuSeconds, mainThreadCpuSeconds, workerCpuSeconds },
        null,
        2,
      ),
    );
  else for (const line of impactLines(impact, label)) console.log(line);
  process.exitCode = impact.broken.length ? 1 : 0;
} catch (error) {
  console.error(`contract:impact: ${error.message}`);
  process.exitCode = 2;
}

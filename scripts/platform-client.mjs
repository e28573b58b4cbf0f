#!/usr/bin/env node
// `npx platform-client impact --to <newer> [--app <dir>] [--json]`, the package's command: what
// upgrading the SDK would break in an app, call site by call site, before upgrading. The app's
// TypeScript project (its tsconfig.json, its own TypeScript) is checked against the installed
// platform-client and against the newer one (a directory holding its package.json and dist/, or the
// tarball `npm pack` made of it), swapped in without installing it; each error the upgrade adds is
// printed as file:line:column with its operation and the contract change that caused it, in the
// words of the contract diff, which compares the two versions' bundled contracts
// (dist/generated/openapi/, shipped for this; docs/design.md, decision 28). Exit 1 when something
// in the app breaks, 2 on bad input.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { surfaces } from './surfaces.mjs';

const USAGE = `usage: npx platform-client impact --to <newer platform-client: a directory or a .tgz> [--app <dir>] [--json]
  --app   the app's directory (its tsconfig.json) or its tsconfig file (default: the current directory)
  --to    the newer version: an unpacked package (its package.json and dist/) or \`npm pack\`'s tarball
  --json  print the result as JSON (for CI)`;

const [command, ...args] = process.argv.slice(2);
const option = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);

class InputError extends Error {}

const readBundles = (pkg) => {
  const dir = path.join(pkg, 'dist', 'generated', 'openapi');
  if (!fs.existsSync(dir))
    throw new InputError(
      `${pkg} has no dist/generated/openapi/: not a platform-client package with its bundled contracts`,
    );
  return Object.fromEntries(surfaces.map((s) => [s, JSON.parse(fs.readFileSync(path.join(dir, `${s}.json`), 'utf8'))]));
};
const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).version;

/** The platform-client the app resolves: the nearest node_modules/platform-client up from it (real path). */
function installedPackage(appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'node_modules', 'platform-client');
    if (fs.existsSync(path.join(pkg, 'package.json'))) return fs.realpathSync(pkg);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The newer package as a directory: itself, or the tarball unpacked into `scratch` (npm pack puts it under package/). */
function unpacked(to, scratch) {
  const target = path.resolve(to);
  if (!fs.existsSync(target)) throw new InputError(`--to ${to}: no such file or directory`);
  if (fs.statSync(target).isDirectory()) return target;
  execFileSync('tar', ['-xzf', target, '-C', scratch]);
  return path.join(scratch, 'package');
}

async function impact() {
  const to = option('--to');
  if (!to) throw new InputError(USAGE);
  const app = path.resolve(option('--app') ?? '.');
  const appDir = fs.statSync(app).isDirectory() ? app : path.dirname(app);
  // The app's own modules: the platform-client it has installed and the TypeScript it compiles with.
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const installed = installedPackage(appDir);
  if (!installed) throw new InputError(`platform-client is not installed where ${appDir} resolves its modules`);
  let ts;
  try {
    ts = requireFromApp('typescript');
  } catch {
    throw new InputError(
      `TypeScript is not installed where ${appDir} resolves its modules: the check uses the app's own`,
    );
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-client-impact-'));
  try {
    const newer = unpacked(to, scratch);
    const beforeDocs = readBundles(installed);
    const afterDocs = readBundles(newer);
    let contractChanges;
    try {
      ({ contractChanges } = await import('./contract-impact/changes.mjs'));
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      throw new InputError('the contract diff needs api-smart-diff: npm install --save-dev api-smart-diff@1.0.6');
    }
    const { openImpactSession } = await import('./contract-impact/session.mjs');
    const { impactJson, impactLines } = await import('./contract-impact/report.mjs');
    const session = openImpactSession(ts, { app, sdkDir: installed });
    const result = await session.compare({
      after: newer,
      beforeDocs,
      afterDocs,
      changes: contractChanges(beforeDocs, afterDocs),
    });
    const label = {
      app: path.relative(process.cwd(), session.appDir) || '.',
      from: `platform-client ${versionOf(installed)}`,
      to: `platform-client ${versionOf(newer)}`,
    };
    if (args.includes('--json')) console.log(JSON.stringify(impactJson(result, label), null, 2));
    else for (const line of impactLines(result, label)) console.log(line);
    return result.broken.length ? 1 : 0;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (command !== 'impact') {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    process.exitCode = await impact();
  } catch (error) {
    console.error(error instanceof InputError ? error.message : `platform-client impact: ${error?.message ?? error}`);
    process.exitCode = 2;
  }
}

#!/usr/bin/env node
// `npm run contract:impact -- --app <dir>`: what the contract changes since the last release's
// baseline break in an app, call site by call site. The app's TypeScript project is checked
// against the SDK's code generated from the baseline (openapi/baseline/, into a temporary
// directory) and against generated/ as it is (`npm run generate` writes it from the working
// contracts); every error the change adds is printed as file:line:column with its operation and
// the contract diff's words. Exit 1 when something in the app breaks. `--json` for CI; `--root
// <dir>` reads another checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readBaseline, readCurrent } from './contract-diff/baseline.mjs';
import { diffSurfaces } from './contract-diff/diff-all.mjs';
import { generateDeclarations } from './contract-impact/declarations.mjs';
import { impactJson, impactLines } from './contract-impact/report.mjs';
import { openImpactSession } from './contract-impact/session.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const root = path.resolve(valueOf('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const app = valueOf('--app');
if (!app) {
  console.error('usage: npm run contract:impact -- --app <app dir or tsconfig> [--json]');
  process.exit(2);
}

const baseline = readBaseline(root);
const current = readCurrent(root);
const changes = diffSurfaces(baseline.docs, current);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-impact-'));
try {
  await generateDeclarations(baseline.docs, scratch);
  const session = openImpactSession(ts, { app: path.resolve(app), sdkDir: path.join(root, 'generated') });
  const impact = session.compare({ beforeDir: scratch, beforeDocs: baseline.docs, afterDocs: current, changes });
  const label = {
    app: path.relative(process.cwd(), session.appDir) || '.',
    from: `the ${baseline.version} baseline`,
    to: 'the working contracts',
  };
  if (args.includes('--json')) console.log(JSON.stringify(impactJson(impact, label), null, 2));
  else for (const line of impactLines(impact, label)) console.log(line);
  process.exitCode = impact.broken.length ? 1 : 0;
} catch (error) {
  console.error(`contract:impact: ${error.message}`);
  process.exitCode = 2;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

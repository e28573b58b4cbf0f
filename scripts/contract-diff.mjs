#!/usr/bin/env node
// `npm run contract:diff`: what changed in the four bundled contracts (generated/openapi/) since
// the last release's baseline (openapi/baseline/), per surface, as breaking / non-breaking /
// annotation, each with its operationId and a one-line reason; then whether the version and
// CHANGELOG.md cover it. `--check` (in `npm test`) prints only what needs a release note and
// exits 1 when the rule is not met; `--json` prints the changes for tools. `--root <dir>` reads
// another checkout (tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { surfaces } from './surfaces.mjs';
import { diffAgainstBaseline } from './contract-diff/diff-all.mjs';
import { checkPolicy, explain } from './contract-diff/policy.mjs';
import { changeLines } from './contract-diff/report.mjs';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root =
  rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = args.includes('--check');

const { baselineVersion, version, changelog, changes } = diffAgainstBaseline(root);

if (args.includes('--json')) {
  console.log(JSON.stringify({ baselineVersion, version, changes }, null, 2));
  process.exit(0);
}

const shown = check ? ['breaking', 'non-breaking'] : ['breaking', 'non-breaking', 'annotation'];
console.log(`contract changes since ${baselineVersion} (openapi/baseline/ -> generated/openapi/)`);
for (const line of changeLines(changes, { surfaces, kinds: shown }))
  console.log(line.startsWith(' ') ? line : `\n${line}`);

const result = checkPolicy({ changes, baselineVersion, version, changelog });
console.log('');
for (const line of explain(result)) (result.ok ? console.log : console.error)(line);
if (check && !result.ok) process.exit(1);

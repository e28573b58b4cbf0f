#!/usr/bin/env node
// `npm test`: every check CI runs, in order. Each step runs even if an earlier one failed, so
// one run shows everything that is wrong; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['generated code is fresh', 'node', ['scripts/generate.mjs', '--check']],
  ['contracts lint clean (redocly recommended)', 'node', ['scripts/lint-contracts.mjs']],
  ['contract coverage of calls.tsv', 'node', ['scripts/check-coverage.mjs']],
  ['contract changes since the last release are versioned and in CHANGELOG.md', 'node', ['scripts/contract-diff.mjs', '--check']],
  ['type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']],
  ['type check of the example console', bin('tsc'), ['--noEmit', '-p', 'examples/console']],
  ['tests (vitest: unit, wire, contract, hooks, chat, reliability, sizes)', bin('vitest'), ['run', '--exclude', 'tests/e2e/**', '--exclude', 'tests/docs/**']],
  // Chromium is heavy on two cores: the browser suites run one file at a time.
  ['browser tests (console end to end, docs; Chromium)', bin('vitest'), ['run', '--no-file-parallelism', 'tests/e2e', 'tests/docs']],
  ['package builds (npm run build)', 'npm', ['run', '--silent', 'build']],
  ['every subpath export imports', 'node', ['scripts/check-exports.mjs']],
  ['publint', bin('publint'), ['--strict']],
  ['arethetypeswrong (ESM only)', bin('attw'), ['--pack', '.', '--profile', 'esm-only']],
  ['tarball smoke test (npm pack, fresh consumer, type-check, run on the mock)', 'node', ['scripts/smoke-tarball.mjs']],
];

const failed = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (status !== 0) failed.push(name);
}
console.log(`\n${steps.length - failed.length} passed, ${failed.length} failed`);
for (const name of failed) console.log(`  failed: ${name}`);
process.exit(failed.length ? 1 : 0);

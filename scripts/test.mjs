#!/usr/bin/env node
// `npm test`: every check CI runs, in order. Each step runs even if an earlier one failed, so
// one run shows everything that is wrong; the exit code is non-zero if any step failed.
// A step's output is kept: a step that passes prints one line of result (its summary), a step
// that fails prints all it said. So a green run is a page long, and a red one shows the failure
// without generator banners or arethetypeswrong's rows for resolutions we ignore on purpose.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Summaries: what a passing step prints. Lines of its own output, or a fixed sentence.
const lastLine = (output) =>
  output
    .trim()
    .split('\n')
    .filter((l) => l.trim())
    .slice(-1);
const matching = (re) => (output) =>
  output
    .split('\n')
    .filter((l) => re.test(l))
    .map((l) => l.trim());
const vitest = matching(/^\s*(Test Files|Tests)\s/);
const fixed = (sentence) => () => [sentence];

const steps = [
  // Biome (format and lint, biome.jsonc) and knip (unused files, exports, dependencies; knip.jsonc).
  [
    'lint (npm run lint: Biome format and lint, knip)',
    'npm',
    ['run', '--silent', 'lint'],
    fixed('formatted, lint clean, nothing unused'),
  ],
  ['generated code is fresh', 'node', ['scripts/generate.mjs', '--check'], lastLine],
  [
    'contracts lint clean (redocly recommended), every component used',
    'node',
    ['scripts/lint-contracts.mjs'],
    matching(/descriptions are valid|every component file/),
  ],
  ['contract coverage of openapi/calls.tsv', 'node', ['scripts/check-coverage.mjs'], lastLine],
  [
    'contract changes since the last release are versioned and in CHANGELOG.md',
    'node',
    ['scripts/contract-diff.mjs', '--check'],
    lastLine,
  ],
  // docs/architecture.md's arrows: an import a folder may not make fails here (.dependency-cruiser.cjs).
  [
    'import rules (dependency-cruiser)',
    path.join(root, 'node_modules', '.bin', 'node'),
    [
      'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs',
      'src',
      'generated',
      'mock',
      '--config',
      '.dependency-cruiser.cjs',
    ],
    lastLine,
  ],
  ['type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.'], fixed('no type error')],
  // The generator's JSDoc types (its model's Operation and Model) checked in its .mjs files.
  [
    'type check of the generator (tsconfig.generate.json)',
    bin('tsc'),
    ['--noEmit', '-p', 'tsconfig.generate.json'],
    fixed('no type error'),
  ],
  // The generated type tests again as a strict consumer compiles them: zod and fetcher types agree there too.
  [
    'type check of the generated type tests with exactOptionalPropertyTypes',
    bin('tsc'),
    ['--noEmit', '-p', 'tests/types/tsconfig.exact-optional.json'],
    fixed('no type error'),
  ],
  ['type check of the example console', bin('tsc'), ['--noEmit', '-p', 'examples/console'], fixed('no type error')],
  [
    'tests (vitest: unit, wire, contract, hooks, chat, reliability, sizes)',
    bin('vitest'),
    [
      'run',
      '--exclude',
      'tests/e2e/**',
      '--exclude',
      'tests/docs/**',
      '--exclude',
      'tests/**/*.browser.test.ts',
      '--exclude',
      'tests/**/*-browser.test.ts',
    ],
    vitest,
  ],
  // Chromium is heavy on two cores: the browser suites run one file at a time.
  [
    'browser tests (console end to end, its static demo on MSW, docs, redirects; Chromium)',
    bin('vitest'),
    ['run', '--no-file-parallelism', 'tests/e2e', 'tests/docs', 'browser.test.ts'],
    vitest,
  ],
  ['package builds (npm run build)', 'npm', ['run', '--silent', 'build'], fixed('dist/ written')],
  [
    'docs snippets compile against the build and run on the mock',
    'node',
    ['scripts/check-snippets.mjs'],
    matching(/snippets/),
  ],
  [
    'every subpath export imports',
    'node',
    ['scripts/check-exports.mjs'],
    (output) => {
      const rows = output.split('\n').filter((l) => /^\s+\.\S*\s+\d+ exports$/.test(l));
      return [
        `${rows.length} subpath exports import, ${rows.reduce((n, l) => n + Number(/(\d+) exports/.exec(l)[1]), 0)} names in all`,
      ];
    },
  ],
  ['publint', bin('publint'), ['--strict'], lastLine],
  // esm-only ignores the node10 and node16-from-CJS resolutions: this package is ESM only.
  // Its `npm pack` skips `prepack`: the build step above has just written dist/.
  [
    'arethetypeswrong (ESM only)',
    bin('attw'),
    ['--pack', '.', '--profile', 'esm-only'],
    (output) => [
      `${(output.match(/^"platform-client[^"]*"$/gm) ?? []).length} entry points, no problem for ESM consumers (node16 from ESM, bundler)`,
    ],
    { npm_config_ignore_scripts: 'true' },
  ],
  [
    'tarball smoke test (npm pack, fresh consumer, strict type-check on TypeScript 5.4/5.9/7.0, run on the mock)',
    'node',
    ['scripts/smoke-tarball.mjs'],
    matching(/^consumer type-checks|^smoke:/),
  ],
  // Two Turbopack builds (about a minute each on two busy cores): the fixture and the leak that must fail.
  [
    'Next.js fixture (packed tarball, Turbopack builds, server-rendered HTML on the mock)',
    'node',
    ['scripts/next-fixture.mjs'],
    matching(/first-load|^\s+\/|the Next\.js fixture passes/),
  ],
];

// `npm test -- snippets lint` runs only the steps whose name holds one of the words given.
const only = process.argv.slice(2);
const chosen = only.length ? steps.filter(([name]) => only.some((word) => name.includes(word))) : steps;

const failed = [];
for (const [name, cmd, args, summary, env = {}] of chosen) {
  const started = performance.now();
  process.stdout.write(`\n=== ${name}\n`);
  const { status, stdout, stderr, error } = spawnSync(cmd, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const output = `${stdout ?? ''}${stderr ? `\n${stderr}` : ''}`;
  if (status === 0) {
    for (const line of summary(output)) console.log(`  ${line}`);
    console.log(`ok (${seconds} s)`);
  } else {
    failed.push(name);
    console.log(output.trimEnd());
    if (error) console.log(String(error));
    console.log(`FAILED (${seconds} s, exit ${status})`);
  }
}
console.log(`\n${chosen.length - failed.length} passed, ${failed.length} failed`);
for (const name of failed) console.log(`  failed: ${name}`);
process.exit(failed.length ? 1 : 0);

#!/usr/bin/env node
// The package as users get it: `npm pack`, install the tarball into a fresh consumer (a Node ESM
// script and TypeScript + React files), type-check the consumer with the strictest settings on the
// oldest and the newest TypeScript we support, and run the script against the package's own mock
// platform (platform-client/mock). Expects `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { smokeStorybook } from './smoke-storybook.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The TypeScript versions a consumer may compile the declarations with (README: "TypeScript 5.4
 * or newer"): 5.4 is the oldest, as @tanstack/react-query's declarations use `NoInfer` (5.4);
 * 7.0 is the newest release; 5.9 is the one this repository builds with. The consumer installs
 * the others under aliases: as the repository's own devDependencies they would take over
 * `node_modules/.bin/tsc` (npm links every alias's `tsc` there).
 */
const typescripts = {
  'typescript-oldest': '5.4.5',
  'typescript-newest': '7.0.2',
};
/** Which compiler runs in which module mode: the oldest and the newest in both. */
const checks = [
  ['5.4.5', 'node_modules/typescript-oldest/bin/tsc', 'nodenext'],
  ['5.4.5', 'node_modules/typescript-oldest/bin/tsc', 'bundler'],
  ['5.9.3', path.join(root, 'node_modules/typescript/bin/tsc'), 'nodenext'],
  ['7.0.2', 'node_modules/typescript-newest/bin/tsc', 'nodenext'],
  ['7.0.2', 'node_modules/typescript-newest/bin/tsc', 'bundler'],
];
const moduleFlags = {
  nodenext: ['--module', 'nodenext', '--moduleResolution', 'nodenext'],
  bundler: ['--module', 'esnext', '--moduleResolution', 'bundler'],
};

/** One type check; resolves with its seconds, rejects with the compiler's output. */
function typeCheck(consumer, [version, tsc, mode]) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/node'),
      [path.resolve(consumer, tsc), '-p', consumer, ...moduleFlags[mode]],
      { cwd: consumer },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(`TypeScript ${version} ${mode} ${seconds} s`);
      else reject(new Error(`TypeScript ${version} (${mode}) fails on the consumer:\n${output}`));
    });
  });
}

/** Runs the checks two at a time (the tsc processes are single-threaded). */
async function typeCheckAll(consumer) {
  const queue = [...checks];
  const done = [];
  const worker = async () => {
    while (queue.length) done.push(await typeCheck(consumer, queue.shift()));
  };
  await Promise.all([worker(), worker()]);
  return done;
}
/** The msw the consumer installs: the newest 2.x, which runs on Node 20 (msw 3 needs 22.12). */
const MSW_ON_NODE_20 = '2.15.0';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-client-smoke-'));
const run = (cmd, args, cwd, env = {}) => {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
};

try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root))[0];
  const tarball = path.join(work, packed.filename);
  console.log(`packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} kB`);

  const consumer = path.join(work, 'consumer');
  fs.mkdirSync(consumer);
  fs.cpSync(path.join(root, 'tests/package/consumer'), consumer, { recursive: true });
  const versions = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies;
  const pkg = {
    name: 'platform-client-consumer',
    private: true,
    type: 'module',
    dependencies: {
      'platform-client': `file:${tarball}`,
      react: versions.react,
      '@tanstack/react-query': versions['@tanstack/react-query'],
      zod: versions.zod,
      '@types/react': versions['@types/react'],
      // platform-client/mock's optional peers, as its users install them.
      ajv: versions.ajv,
      qs: versions.qs,
      'socket.io': versions['socket.io'],
      '@faker-js/faker': versions['@faker-js/faker'],
      // platform-client/mock/msw's optional peer at the lowest major the range admits: msw 3 (the
      // repository's own) needs Node 22.12, and the script runs on Node 20 as the package promises.
      msw: MSW_ON_NODE_20,
      // The guide's Storybook recipe (scripts/smoke-storybook.mjs), at the versions it was checked with.
      'react-dom': versions['react-dom'],
      vite: versions.vite,
      storybook: versions.storybook,
      '@storybook/react-vite': versions['@storybook/react-vite'],
      'msw-storybook-addon': versions['msw-storybook-addon'],
    },
    devDependencies: Object.fromEntries(
      Object.entries(typescripts).map(([alias, version]) => [alias, `npm:typescript@${version}`]),
    ),
  };
  fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify(pkg, null, 2));
  const installStarted = performance.now();
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], consumer);
  console.log(
    `installed the tarball into a fresh consumer (${((performance.now() - installStarted) / 1000).toFixed(1)} s)`,
  );

  // platform-client/mock/msw bundled for a browser (Storybook, a browser test): package.json's
  // `browser` field swaps the mock's Node-only modules for their twins, so nothing reads a disk.
  const forBrowser = await build({
    absWorkingDir: consumer,
    stdin: {
      contents:
        "import { createMockHandlers } from 'platform-client/mock/msw'; console.log(createMockHandlers().urls);",
      resolveDir: consumer,
    },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
  }).catch((error) => {
    console.error(`platform-client/mock/msw does not bundle for a browser:\n${error.message}`);
    process.exit(1);
  });
  const twins = Object.keys(forBrowser.metafile.inputs)
    .filter((file) => /platform-client\/dist\/mock\/(contracts|peers)/.test(file))
    .map((file) => path.basename(file))
    .sort();
  if (twins.join() !== 'contracts.browser.js,peers.browser.js') {
    console.error(`platform-client/mock/msw bundled for a browser took ${twins.join(', ')}, not the browser twins`);
    process.exit(1);
  }
  console.log('platform-client/mock/msw bundles for a browser with its browser twins (no disk, no node:)');

  const started = performance.now();
  try {
    const times = await typeCheckAll(consumer);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `consumer type-checks with strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck off, every entry imported: ${times.join(', ')} (${seconds} s in all)`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  const mock = spawnSync(
    path.join(root, 'node_modules/.bin/node'),
    [path.join(root, 'scripts/smoke-run.mjs'), consumer],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: 'inherit',
    },
  );
  if (mock.status !== 0) process.exit(1);

  const storybookStarted = performance.now();
  try {
    const lines = await smokeStorybook({ root, consumer, node: path.join(root, 'node_modules/.bin/node') });
    const seconds = ((performance.now() - storybookStarted) / 1000).toFixed(1);
    for (const line of lines) console.log(`${line} (${seconds} s in all)`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

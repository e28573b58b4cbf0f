#!/usr/bin/env node
// The package as users get it: `npm pack`, install the tarball into a fresh consumer (a Node ESM
// script and a TypeScript + React file), type-check the consumer, and run the script against the
// package's own mock platform (platform-client/mock). Expects `npm run build` first.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root))[0];
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
      'openapi-backend': versions['openapi-backend'],
      'socket.io': versions['socket.io'],
      '@faker-js/faker': versions['@faker-js/faker'],
    },
  };
  fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify(pkg, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], consumer);
  console.log('installed the tarball into a fresh consumer');

  run(path.join(root, 'node_modules/.bin/tsc'), ['-p', consumer], consumer);
  console.log('consumer type-checks (Node ESM script and a TypeScript + React file, NodeNext)');

  const mock = spawnSync(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'scripts/smoke-run.mjs'), consumer], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'inherit',
  });
  if (mock.status !== 0) process.exit(1);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

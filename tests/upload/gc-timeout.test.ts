// A counted-stream upload ends at its timeout even when the garbage collector runs mid-upload:
// Node's Request follows its source's signal only while it lives, so the sender holds the
// Request it was given until the send settles (a CI run saw a timed-out upload succeed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('a counted-stream upload through middleware times out at its `timeout` while garbage is collected', async () => {
  const outfile = path.join(root, 'node_modules/.cache/platform-client-tests/gc-timeout.mjs');
  await build({
    entryPoints: [path.join(root, 'tests/upload/child/gc-timeout.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  const child = spawnSync(process.execPath, ['--expose-gc', outfile], { encoding: 'utf8', timeout: 30_000 });
  expect(child.stderr).toBe('');
  expect(child.stdout.trim()).toBe('TimeoutError');
}, 60_000);

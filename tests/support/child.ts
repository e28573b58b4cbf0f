// Runs a few lines of code in a child Node process of their own, with the SDK's sources bundled
// in by esbuild (imports resolve from the repository root: `./src/index.ts`). For what only a
// process of its own shows: what its heap holds, whether it can exit.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles `code` (TypeScript, top-level await allowed) and runs it with `env` as its whole
 * environment (and PATH), in a fresh temporary folder, `dir` (its env `DIR`), which `inspect`
 * may read before it is removed. Rejects when the child fails or runs past `timeout` ms.
 */
export async function runInChild<T>(
  code: string,
  env: Record<string, string>,
  inspect: (result: { stdout: string; dir: string }) => Promise<T> | T,
  timeout = 60_000,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'child-'));
  try {
    const bundle = await build({
      stdin: { contents: code, resolveDir: root, sourcefile: 'child.ts', loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
    });
    const script = path.join(dir, 'child.mjs');
    await writeFile(script, bundle.outputFiles[0]!.contents);
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DIR: dir, ...env },
      timeout,
    });
    return await inspect({ stdout, dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

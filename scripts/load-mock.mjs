// Loads the mock platform from the TypeScript source for `npm run mock` and `npm start`, which run
// without a build: esbuild bundles src/mock into .tmp/mock/ (two levels below the root, as
// dist/src/mock is below dist, so the bundled contracts resolve the same way) and it is imported.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<typeof import('../src/mock/index.ts')>} */
export async function loadMockPlatform() {
  const outfile = path.join(root, '.tmp/mock/platform.mjs');
  await build({
    entryPoints: [path.join(root, 'src/mock/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

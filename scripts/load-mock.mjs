// Loads the mock from the TypeScript source for `npm run mock`, `npm start` and the generator's
// examples check, which run without a build: esbuild bundles mock/ into .tmp/ (one level below the
// root, as dist/mock is one below dist, so the bundled contracts resolve the same way) and imports it.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<typeof import('../mock/index.ts')>} */
export const loadMockPlatform = () => loadMock('index');

/** @type {Promise<typeof import('../mock/examples-agree.ts')> | undefined} */
let examplesCheck;
/**
 * The mock's check of the bundled contracts' examples (mock/examples-agree.ts), for the generator:
 * two that describe one seeded record and disagree, as one problem naming both; else none.
 * @param {Record<string, object>} docs
 * @returns {Promise<string[]>}
 */
export async function examplesDisagree(docs) {
  examplesCheck ??= loadMock('examples-agree');
  const problem = await (await examplesCheck).examplesDisagreement(docs);
  return problem ? [problem] : [];
}

let loads = 0;
/** mock/<entry>.ts, bundled into .tmp/ and imported. */
async function loadMock(entry) {
  // One file per load, removed once imported: two at once (a test's `npm start` beside another's
  // `npm run mock`) would otherwise import each other's half-written bundle.
  const outfile = path.join(root, `.tmp/mock-${entry}-${process.pid}-${(loads += 1)}.mjs`);
  await build({
    entryPoints: [path.join(root, `mock/${entry}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(outfile, { force: true });
  }
}

/**
 * Starts the mock on `port`, or exits with a sentence a person can act on when the port is taken
 * (another `npm start` or `npm run mock`, say) instead of Node's stack trace.
 */
export async function startOrExplain(startMockPlatform, { port, host }) {
  try {
    return await startMockPlatform({ port, host });
  } catch (error) {
    const code = /** @type {{ code?: unknown } | undefined} */ (error)?.code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    const why =
      code === 'EADDRINUSE' ? 'is in use (another `npm start` or `npm run mock`?)' : 'may not be opened by this user';
    console.error(
      `the mock platform could not start: port ${port} on ${host} ${why}. Set PLATFORM_MOCK_PORT to a free port.`,
    );
    process.exit(1);
  }
}

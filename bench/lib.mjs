// The SDK under test, bundled by esbuild straight from src/ (no `npm run build` needed): the
// package entry and the chat entry, ESM for Node, not minified (like the tsc build), with
// packages (openapi-fetch, socket.io-client) left as imports so every contender shares the
// copies in node_modules. Written under node_modules/.cache so those imports resolve.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'node_modules', '.cache', 'platform-client-bench');

/**
 * Bundles and imports the SDK; resolves with `{ sdk, chat, readBody }` (src/index.ts,
 * src/chat/index.ts, and the transport's counted body reader for the overhead diagnostics);
 * `sdk.internals` is bench/internals.ts, the transport's parts the other diagnostics use.
 */
export async function loadSdk() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      sdk: 'src/index.ts',
      chat: 'src/chat/index.ts',
      readBody: 'src/core/read-body.ts',
      internals: 'bench/internals.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // One copy of the transport for every entry: the diagnostics run the same code as the SDK.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    packages: 'external',
    logLevel: 'warning',
  });
  const stamp = `?t=${Date.now()}`;
  const [sdk, chat, readBody, internals] = await Promise.all([
    import(pathToFileURL(path.join(outdir, 'sdk.mjs')).href + stamp),
    import(pathToFileURL(path.join(outdir, 'chat.mjs')).href + stamp),
    import(pathToFileURL(path.join(outdir, 'readBody.mjs')).href + stamp),
    import(pathToFileURL(path.join(outdir, 'internals.mjs')).href + stamp),
  ]);
  return { sdk: { ...sdk, readBody, internals }, chat, readBody };
}

/**
 * Bundles `contents` (ES module source, imports relative to the repository root) for Node and
 * imports it: the benchmarks that time one part of src/ (the reader, structural sharing) load it so.
 */
export async function loadModule(name, contents) {
  const outfile = path.join(outdir, `${name}.mjs`);
  await build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

// Bundle sizes: small entry files that import (and use, so nothing is tree-shaken away) one
// thing each, bundled by esbuild (minified, ESM, platform browser, no legal comments), gzipped
// at level 9. Everything is in memory and deterministic for a given tree and esbuild version:
// tests/size/budgets.test.ts asserts the budgets with the same function.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/react-query'];

/** The entries: what a browser app would write, importing from src/ (the package's entries). */
export const ENTRIES = {
  publicClient: {
    label: 'createPublicClient',
    contents: `import { createPublicClient } from './src/index.ts';
export const client = createPublicClient({ baseUrl: 'https://api.example.ge', apiKey: 'pk_test' });`,
  },
  adminClient: {
    label: 'createAdminClient',
    contents: `import { createAdminClient } from './src/index.ts';
export const client = createAdminClient({ baseUrl: 'https://api.example.ge', sessionId: 's', accessToken: 't' });`,
  },
  hook: {
    label: 'useGetRequestAction (react, react-dom, react-query external)',
    contents: `import { useGetRequestAction } from './src/react/admin.ts';
export const useIt = (id) => useGetRequestAction(id);`,
    external: REACT,
  },
  infiniteHook: {
    label: 'useListRequestActionsInfinite (react, react-dom, react-query external)',
    contents: `import { useListRequestActionsInfinite } from './src/react/admin.ts';
export const useIt = (params) => useListRequestActionsInfinite(params);`,
    external: REACT,
  },
  queryOptions: {
    label: 'getRequestActionQueryOptions, no React (react-query external)',
    contents: `import { getRequestActionQueryOptions } from './src/query/admin.ts';
export const options = (client, id) => getRequestActionQueryOptions(client, id);`,
    external: REACT,
  },
  queryEntries: {
    label: 'platform-client/query/admin, /public, /enduser whole (react, react-query external)',
    contents: `export * as admin from './src/query/admin.ts';
export * as publicSurface from './src/query/public.ts';
export * as enduser from './src/query/enduser.ts';`,
    external: REACT,
  },
  persist: {
    label:
      'persistPlatformCache (react-query, query-persist-client-core external; the query modules a restored mutation loads on demand left out)',
    contents: `import { persistPlatformCache } from './src/persist/index.ts';
export const persist = persistPlatformCache;`,
    // The generated mutations are imported by import() (src/persist/mutation-defaults.ts): an app's
    // bundler splits them off, and they are platform-client/query/<surface>'s own modules.
    external: [...REACT, '@tanstack/query-persist-client-core', '../../generated/query/*'],
  },
  chatClient: {
    label: 'createChatClient (socket.io-client bundled)',
    contents: `import { createChatClient } from './src/chat/index.ts';
export const chat = createChatClient({ url: 'https://chat.example.ge', token: 't' });`,
  },
  chatClientSocketIoExternal: {
    label: 'createChatClient (socket.io-client external)',
    contents: `import { createChatClient } from './src/chat/index.ts';
export const chat = createChatClient({ url: 'https://chat.example.ge', token: 't' });`,
    external: ['socket.io-client'],
  },
  openapiFetch: {
    label: 'openapi-fetch alone',
    contents: `import createClient from 'openapi-fetch';
export const client = createClient({ baseUrl: 'https://api.example.ge' });`,
  },
  ky: {
    label: 'ky alone',
    contents: `import ky from 'ky';
export const client = ky.create({ prefixUrl: 'https://api.example.ge' });`,
  },
  axios: {
    label: 'axios alone',
    contents: `import axios from 'axios';
export const client = axios.create({ baseURL: 'https://api.example.ge' });`,
  },
};

/** The entries the budgets cover (tests/size/budgets.test.ts) and their budgets, gzip bytes (docs/design.md, "Budgets"). */
export const BUDGETS = {
  publicClient: 6728,
  adminClient: 9592,
  hook: 1000,
  infiniteHook: 1536,
  chatClientSocketIoExternal: 2560,
};

/**
 * @typedef {{ label: string, minBytes: number, gzipBytes: number, inputs: { file: string, bytes: number }[], imports: string[] }} BundleSize
 */

/**
 * Bundles the named entries (default: all) and resolves with, per name, `{ label, minBytes,
 * gzipBytes, inputs }`, `inputs` being the biggest contributors to the minified output
 * (esbuild metafile, bytes before gzip), largest first, and `imports`, the modules it leaves
 * external that it imports at run time. `root`: another checkout to measure
 * (default this one).
 * @param {string[]} [names]
 * @param {{ topInputs?: number, root?: string }} [options]
 * @returns {Promise<Record<string, BundleSize>>}
 */
export async function measureSizes(names = Object.keys(ENTRIES), { topInputs = 8, root: from = root } = {}) {
  const out = {};
  for (const name of names) {
    const entry = ENTRIES[name];
    if (!entry) throw new Error(`no size entry ${name}`);
    const result = await build({
      absWorkingDir: from,
      stdin: { contents: entry.contents, resolveDir: from, sourcefile: `size-entry-${name}.js`, loader: 'js' },
      outfile: path.join(from, 'size-bench-out.js'),
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: entry.external ?? [],
      metafile: true,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].contents;
    const output = Object.values(result.metafile.outputs)[0];
    const inputs = Object.entries(output.inputs)
      .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
      .filter((i) => i.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes || (a.file < b.file ? -1 : 1));
    out[name] = {
      label: entry.label,
      minBytes: code.byteLength,
      gzipBytes: gzipSync(code, { level: 9 }).byteLength,
      inputs: inputs.slice(0, topInputs),
      imports: [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))].sort(),
    };
  }
  return out;
}

/** Just the gzip bytes, by name. */
export async function gzipSizes(names) {
  const sizes = await measureSizes(names);
  return Object.fromEntries(Object.entries(sizes).map(([name, s]) => [name, s.gzipBytes]));
}

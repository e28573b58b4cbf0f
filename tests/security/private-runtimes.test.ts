// Issue 23, item 6: where `createPrivateClient` starts. Each runtime's globals are simulated in
// its own vm context (the test process's globals are never touched), and the SDK, bundled by
// esbuild, runs inside it: React Native, any global `window` or `document` (alone or together)
// and a browser's Web Worker are refused with the one clear error; Node, Deno, Bun, server
// workers and edge runtimes get a client that sends its call (to a real loopback server).
import vm from 'node:vm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';

let bundle: string;
let server: TestServer;
beforeAll(async () => {
  const out = await build({
    stdin: {
      contents: `export { createPrivateClient } from './src/index.ts';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'sdk',
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'silent',
  });
  bundle = out.outputFiles[0]!.text;
  server = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
});
afterAll(() => server?.close());

/** What every server runtime has: the Web APIs the transport uses (the host's, handed in). */
const webApis = () => ({
  URL,
  Request,
  Response,
  Headers,
  fetch,
  AbortController,
  TextDecoder,
  Blob,
  FormData,
  setTimeout,
  clearTimeout,
  console,
});

/** Runs the bundle in a fresh context with these globals; the context's `globalThis` is also `self` where asked. */
function runtime(globals: Record<string, unknown>, selfToo = false) {
  const context = vm.createContext({ ...webApis(), ...globals });
  if (selfToo) vm.runInContext('globalThis.self = globalThis', context);
  vm.runInContext(bundle, context);
  const sdk = (
    context as { sdk: { createPrivateClient: (o: object) => { GET: (p: string) => Promise<{ data: unknown }> } } }
  ).sdk;
  return (options: object = {}) =>
    sdk.createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-runtime-key', ...options });
}

const REFUSED =
  /createPrivateClient: the private API key is a server secret and this looks like a browser or a mobile app\. Use it from a server, or pass dangerouslyAllowBrowser: true/;

describe('the private client refuses what ships the key to users', () => {
  const refused: Record<string, [Record<string, unknown>, boolean?]> = {
    'React Native (navigator.product)': [{ navigator: { product: 'ReactNative' } }],
    'React Native with its global window': [{ navigator: { product: 'ReactNative' }, window: {} }],
    'a global window alone': [{ window: {} }],
    'a global document alone': [{ document: {} }],
    'window and document (a page)': [{ window: {}, document: {}, navigator: { userAgent: 'Mozilla/5.0' } }],
    "a browser's Web Worker": [{ importScripts: () => {}, navigator: { userAgent: 'Mozilla/5.0' } }, true],
  };
  for (const [name, [globals, selfToo]] of Object.entries(refused)) {
    it(name, () => {
      const create = runtime(globals, selfToo);
      expect(() => create()).toThrow(REFUSED);
      // The escape hatch still works, for tools on a trusted machine.
      expect(() => create({ dangerouslyAllowBrowser: true })).not.toThrow();
    });
  }
});

describe('the private client works on servers', () => {
  const servers: Record<string, [Record<string, unknown>, boolean?]> = {
    Node: [{ process: { versions: { node: '24.0.0' } }, navigator: { userAgent: 'Node.js/24', product: undefined } }],
    Deno: [{ Deno: { version: { deno: '2.1.0' } }, navigator: { userAgent: 'Deno/2.1.0', hardwareConcurrency: 2 } }],
    Bun: [
      { Bun: { version: '1.1.0' }, process: { versions: { bun: '1.1.0' } }, navigator: { userAgent: 'Bun/1.1.0' } },
    ],
    'a server worker (Cloudflare Workers: self, caches, navigator)': [
      { caches: {}, navigator: { userAgent: 'Cloudflare-Workers' } },
      true,
    ],
    'an edge runtime (EdgeRuntime, self, no navigator)': [{ EdgeRuntime: 'edge-runtime' }, true],
  };
  for (const [name, [globals, selfToo]] of Object.entries(servers)) {
    it(name, async () => {
      const client = runtime(globals, selfToo)();
      const before = server.requests.length;
      const { data } = await client.GET('/ecommerce/item');
      expect(data).toEqual({ data: [], page: 1, limit: 10, total: 0 });
      expect(server.requests.length).toBe(before + 1);
      expect(server.requests.at(-1)!.headers['x-api-key']).toBe('sk-runtime-key');
    });
  }
});

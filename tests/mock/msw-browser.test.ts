// platform-client/mock/msw in Chromium under setupWorker: the page (./browser/page.ts) is bundled
// with esbuild, the mock's Node-only modules swapped for their browser twins (mock/*.browser.ts:
// the four contracts bundled in), and served with MSW's worker script from a loopback server.
// The same scenario as msw.test.ts: sign in, list, create, read back, an override, reset(); and
// the chat scenario of msw-chat.test.ts, the SDK's chat client on the browser's WebSocket.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { expectedScenario } from './chat-scenario.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The mock in the browser: a module of mock/ with a `<name>.browser.ts` beside it (the contracts
 * bundled as JSON instead of read from disk, the peers' loading) is swapped for that file, as
 * examples/console/vite.config.ts swaps it for the console's demo.
 */
const mockDir = path.join(root, 'mock') + path.sep;
const browserTwins: Plugin = {
  name: 'mock-browser-twins',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\./ }, (args) => {
      if (!args.importer.startsWith(mockDir)) return undefined;
      const twin = path.resolve(args.resolveDir, args.path).replace(/\.[jt]s$/, '.browser.ts');
      return fs.existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

let server: http.Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(root, 'tests/mock/browser/page.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    plugins: [browserTwins],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'error',
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': ['text/html', '<!doctype html><meta charset="utf-8"><script type="module" src="/page.js"></script>'],
    '/page.js': ['text/javascript', bundle.outputFiles[0]!.contents],
    '/mockServiceWorker.js': [
      'text/javascript',
      fs.readFileSync(path.join(root, 'node_modules/msw/lib/mockServiceWorker.js')),
    ],
  };
  server = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://page.local').pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** A fresh page of the bundle, and the errors it throws. */
async function openPage() {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(origin);
  await page.waitForFunction(() => 'scenario' in window);
  return { page, errors };
}

describe('createMockHandlers under setupWorker in Chromium', () => {
  it('runs the scenario: sign in, list, create, read back, an override, reset()', async () => {
    const { page, errors } = await openPage();
    const result = await page.evaluate(() => (window as unknown as { scenario(): Promise<unknown> }).scenario());
    expect(result).toEqual({
      self: 'nino.beridze@example.com',
      before: 66,
      created: { title: 'Viewing 12B', status: 'pending' },
      readBack: true,
      after: 67,
      overridden: expect.stringMatching(/^ServerError 500 .*The list is down/),
      othersStill: 'Viewing 12B',
      afterReset: expect.stringMatching(/^UnauthorizedError 401/),
      seeded: 66,
    });
    expect(errors).toEqual([]);
  });

  it('runs the chat scenario with the SDK chat client on its default transports', async () => {
    const { page, errors } = await openPage();
    const result = await page.evaluate(() =>
      (window as unknown as { chatScenario(): Promise<ReturnType<typeof expectedScenario>> }).chatScenario(),
    );
    expect(result).toEqual(expectedScenario(result.seeded));
    expect(errors).toEqual([]);
  });
});

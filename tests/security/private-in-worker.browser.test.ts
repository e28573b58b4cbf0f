// docs/design.md, decision 17, in Chromium: the private client refuses to start in a page and in
// a Web Worker (no `window` or `document` there, but still the user's browser), unless the caller
// opts in. The SDK is bundled from src/ by esbuild and served by a loopback server.
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { root } from '../support/prism.js';
import { startServer, type Reply, type TestServer } from '../support/server.js';

// Tries the private client where it runs (page or worker) and says what happened.
const TRY = `import * as sdk from '/sdk.js';
export function attempt(allow) {
  try {
    sdk.createPrivateClient({ baseUrl: 'http://127.0.0.1:1', privateApiKey: 'sk-in-browser-SECRET', dangerouslyAllowBrowser: allow });
    return 'started';
  } catch (error) {
    return error.message.includes('sk-in-browser-SECRET') ? 'leaked the key' : error.message.includes('server secret') ? 'refused' : error.message;
  }
}`;
const WORKER = `import { attempt } from '/try.js';
postMessage([attempt(undefined), attempt(true)]);`;
const PAGE = `<!doctype html><title>private</title><script type="module">
import { attempt } from '/try.js';
window.inPage = [attempt(undefined), attempt(true)];
const worker = new Worker('/worker.js', { type: 'module' });
worker.onmessage = (event) => { window.inWorker = event.data; };
worker.onerror = (event) => { window.inWorker = ['worker failed: ' + event.message]; };
</script>`;

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(root, 'src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const js = (body: string): Reply => ({ headers: { 'content-type': 'text/javascript' }, body });
  const files: Record<string, Reply> = {
    '/': { headers: { 'content-type': 'text/html' }, body: PAGE },
    '/sdk.js': js(bundle.outputFiles[0]!.text),
    '/try.js': js(TRY),
    '/worker.js': js(WORKER),
  };
  server = await startServer((req) => files[req.path] ?? { status: 404, body: { message: 'no such file' } });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('refuses a private client in a page and in a Web Worker unless told otherwise', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => 'inPage' in window && 'inWorker' in window);
  const outcome = await page.evaluate(() => {
    const w = window as unknown as { inPage: string[]; inWorker: string[] };
    return { page: w.inPage, worker: w.inWorker };
  });
  await page.close();
  expect(outcome).toEqual({ page: ['refused', 'started'], worker: ['refused', 'started'] });
});

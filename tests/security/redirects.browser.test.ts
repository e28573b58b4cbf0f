// docs/design.md, decision 20, in a browser: Chromium hides the target of a manual redirect (an opaque
// redirect), so any redirect fails closed with RedirectError and nothing reaches another origin.
// The SDK is bundled from src/ by esbuild and served by the platform server itself.
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { root } from '../support/prism.js';
import { startServer, type Reply, type TestServer } from '../support/server.js';

// The page puts the SDK on window: code inside page.evaluate must not hold an import(), which
// vitest would rewrite for Node.
const PAGE = `<!doctype html><title>sdk</title><script type="module">import * as sdk from '/sdk.js'; window.sdk = sdk;</script>`;

let browser: Browser;
let platform: TestServer;
let other: TestServer;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(root, 'src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const sdk = bundle.outputFiles[0]!.text;
  other = await startServer(() => ({
    headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
    body: { models: [] },
  }));
  platform = await startServer((req): Reply => {
    if (req.path === '/sdk.js') return { headers: { 'content-type': 'text/javascript' }, body: sdk };
    if (req.path === '/') return { headers: { 'content-type': 'text/html' }, body: PAGE };
    if (req.path === '/v1/cms/structure') return { status: 302, headers: { location: `${other.url}/steal` } };
    if (req.path === '/project/self') return { status: 307, headers: { location: '/v1/cms/elsewhere' } };
    return { body: { models: [] } };
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await other?.close();
});

async function callInPage(path: string) {
  const page = await browser.newPage();
  await page.goto(`${platform.url}/`);
  await page.waitForFunction(() => 'sdk' in window);
  const outcome = await page.evaluate(
    async ([base, p]) => {
      const sdk = (window as unknown as { sdk: typeof import('../../src/index.js') }).sdk;
      const client = sdk.createPublicClient({ baseUrl: base, apiKey: 'pk-browser-key', maxRetries: 0 });
      try {
        await client.GET(p as '/project/self');
        return { name: 'resolved', platform: false, location: undefined as string | undefined };
      } catch (error) {
        const e = error as { name: string; location?: string };
        return { name: e.name, platform: sdk.isPlatformError(error), location: e.location };
      }
    },
    [platform.url, path] as const,
  );
  await page.close();
  return outcome;
}

describe('redirects in Chromium', () => {
  it('a redirect to another origin fails closed; the other origin sees nothing', async () => {
    const before = other.requests.length;
    expect(await callInPage('/v1/cms/structure')).toEqual({
      name: 'RedirectError',
      platform: true,
      location: undefined,
    });
    expect(other.requests.length - before).toBe(0);
  });

  it('a same-origin redirect fails closed too: the browser does not show where it goes', async () => {
    const before = platform.requests.filter((r) => r.path === '/v1/cms/elsewhere').length;
    expect(await callInPage('/project/self')).toEqual({ name: 'RedirectError', platform: true, location: undefined });
    expect(platform.requests.filter((r) => r.path === '/v1/cms/elsewhere').length - before).toBe(0);
  });
});

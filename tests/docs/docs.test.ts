// `npm run docs` in real Chromium, offline: every request that would leave loopback is refused,
// and each page must still show what it documents.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBundle, root, type Surface } from '../support/prism.js';

const out = path.join(root, 'dist-docs');
const shots = path.join(root, 'test-results', 'docs');
let server: http.Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const built = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/docs.mjs'], { cwd: root, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  server = http.createServer((req, res) => {
    const file = path.join(out, path.normalize(new URL(req.url!, 'http://x').pathname).replace(/^\/+/, '') || 'index.html');
    if (!file.startsWith(out) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  fs.mkdirSync(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => server?.close(() => r()));
});

async function open(page: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const blocked: string[] = [];
  await tab.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(base) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(String(e)));
  await tab.goto(`${base}/${page}`, { waitUntil: 'load' });
  return { context, tab, blocked, errors };
}

describe('docs', () => {
  it('the index links the guide and the four references', async () => {
    const { context, tab } = await open('index.html');
    for (const name of ['The guide', 'Admin API', 'Public API', 'Private API', 'End-user API']) {
      await expect(tab.getByRole('link', { name }).count()).resolves.toBe(1);
    }
    await tab.screenshot({ path: path.join(shots, 'index.png') });
    await context.close();
  });

  it('the guide shows each section', async () => {
    const { context, tab } = await open('guide.html');
    for (const heading of ['The four clients', 'React hooks', 'Chat', 'Errors and retries', 'The mock platform', 'After a contract change']) {
      await expect(tab.getByRole('heading', { name: heading }).count()).resolves.toBe(1);
    }
    await tab.screenshot({ path: path.join(shots, 'guide.png') });
    await context.close();
  });

  it.each<Surface>(['admin', 'public', 'private', 'enduser'])('the %s reference shows every operation, offline', async (surface) => {
    const { context, tab, errors } = await open(`${surface}.html`);
    await tab.locator('.menu-content').waitFor({ timeout: 30_000 });
    const doc = readBundle(surface) as ReturnType<typeof readBundle> & { tags: { name: string }[] };
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((op: any) => op && op.operationId) as { summary: string; tags: string[] }[],
    );
    const summaries = operations.map((op) => op.summary);
    // Open every tag group of the menu, as a reader would (one at a time: opening one closes the
    // others), and note the operations it lists.
    const menu = tab.locator('.menu-content');
    await menu.getByText('Search Ctrl+K').waitFor({ timeout: 30_000 }); // the page has come alive
    let text = '';
    let lastShown = '';
    for (const { name } of doc.tags) {
      const first = operations.find((op) => op.tags[0] === name);
      if (!first) continue;
      await menu.getByText(name, { exact: true }).first().click({ timeout: 10_000 }).catch((e: Error) => {
        throw new Error(`could not open the ${name} group: ${e.message.split('\n')[0]}`);
      });
      await menu.getByText(first.summary, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
      text += `\n${await menu.innerText()}`;
      lastShown = first.summary;
    }
    await tab.screenshot({ path: path.join(shots, `${surface}.png`) });
    const missing = summaries.filter((summary) => !text.includes(summary));
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    // And choosing an operation in the menu shows its section.
    await menu.getByText(lastShown, { exact: true }).first().click();
    await tab.getByRole('heading', { name: lastShown }).first().waitFor({ state: 'visible', timeout: 10_000 });
    await context.close();
  }, 60_000);
});

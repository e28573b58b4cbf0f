// The console with no server (`npm run demo:build`): the static site is built as the script builds
// it and served from a sub-folder by a plain static file server on loopback, with no mock server
// running anywhere. The mock platform runs in the page on MSW's service worker; in Chromium the
// full admin signs in with the demo account the page offers, lists request actions, creates one and
// reads it back, opens a conversation's chat (the history, then a message sent shows as theirs and
// in the conversation list), and every platform call is answered by the worker, the chat by MSW's
// WebSocket (no socket reaches a network); a reload starts from the seed, signed out. Screenshots
// go to test-results/e2e/demo-1280*.png (git-ignored).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const SHOTS = path.join(root, 'test-results', 'e2e');
/** Where the site sits on the host: not its root, as on a project's GitHub Pages. */
const FOLDER = '/some/folder/';

let site: http.Server | undefined;
let browser: Browser | undefined;
let outDir: string | undefined;
let origin: string;

/** A static file server and nothing else: files under FOLDER, 404 for anything else. */
function serveStatic(dir: string): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
  };
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://site');
    const relative = pathname.startsWith(FOLDER) ? decodeURIComponent(pathname.slice(FOLDER.length)) : undefined;
    const file = relative === undefined ? '' : path.join(dir, path.normalize(relative || 'index.html'));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-console-demo-'));
  // As `npm run demo:build` runs it; NODE_ENV=production gives React's production build (vitest sets "test").
  const saved = process.env.NODE_ENV;
  Object.assign(process.env, { NODE_ENV: 'production' });
  try {
    await build({
      configFile: path.join(root, 'examples/console/vite.config.ts'),
      mode: 'demo',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (saved === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
    else Object.assign(process.env, { NODE_ENV: saved });
  }
  site = await serveStatic(outDir);
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
}, 30_000);

describe('the console with no server (the static demo on the MSW worker)', () => {
  it('writes a static site with relative paths and the worker script beside index.html', () => {
    const dir = outDir as string;
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/[^"]+\.js">/);
    expect(html).not.toMatch(/(src|href)="\/(?!\/)/);
    expect(fs.readFileSync(path.join(dir, 'mockServiceWorker.js'), 'utf8')).toContain('PACKAGE_VERSION');
  });

  it('signs in as the full admin, lists request actions, creates one and reads it back, chats: every call answered in the page', async () => {
    const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-GB' });
    const page: Page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    // Every call to the platform, and whether the service worker answered it (none reaches a network).
    const calls: Array<{ method: string; path: string; status: number; fromWorker: boolean }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === 'http://platform.mock')
        calls.push({
          method: response.request().method(),
          path: url.pathname,
          status: response.status(),
          fromWorker: response.fromServiceWorker(),
        });
    });

    await page.goto(`${origin}${FOLDER}`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: /^Full admin/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('banner').getByText('Nino Beridze').waitFor();

    const table = page.getByRole('table');
    await page.getByText('25 of 66', { exact: true }).waitFor(); // the demo seed's request actions, first page
    expect(await table.getByRole('row').count()).toBe(26); // and the header

    await page.getByRole('button', { name: 'New request action' }).click();
    const form = page.getByRole('form', { name: 'New request action' });
    await form.getByLabel('Type').selectOption('training');
    await form.getByLabel('Title').fill('Demo: fire-safety training');
    await form.getByLabel('Description').fill('Made in a page with no server.');
    await form.getByLabel('Requested by').selectOption({ label: 'Ana Gelashvili' });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByRole('status').getByText('Demo: fire-safety training').waitFor();
    await page.getByText('25 of 67', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'demo-1280-list.png'), fullPage: true });
    await table.getByRole('link', { name: 'Demo: fire-safety training' }).click();

    await page.getByRole('heading', { name: 'Demo: fire-safety training', level: 1 }).waitFor();
    await page.getByText('Made in a page with no server.').waitFor();
    await expect.poll(() => page.locator('dt:text-is("Requested by") + dd').textContent()).toBe('Ana Gelashvili');
    const id = new URL(page.url()).hash.split('/').pop() as string;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    await page.screenshot({ path: path.join(SHOTS, 'demo-1280.png'), fullPage: true });

    // The chat, on the handlers' Socket.IO over MSW's WebSocket API: the history on joining, then
    // a message sent shows as the admin's own and the conversation list (REST) names it.
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Conversations' }).click();
    const conversation = page
      .getByRole('navigation', { name: 'Conversation list' })
      .getByRole('link', { name: /Lease for apartment 12B/ });
    await conversation.click();
    const panel = page.getByRole('region', { name: 'Chat: Lease for apartment 12B' });
    await panel.getByText('Connected', { exact: true }).waitFor();
    const log = panel.getByLabel('Chat log');
    // The history the mock sends on joining, each message under its sender.
    const said = (who: string, what: string) =>
      log.getByRole('listitem').filter({ hasText: what }).getByText(who, { exact: true });
    await said('Luka Maisuradze', 'Hello, I would like to rent apartment 12B from April.').waitFor();
    await said('Mariam Kvaratskhelia (staff)', 'The lease is attached. Can you sign it by Friday?').waitFor();
    const text = 'Sent from a page with no server.';
    await panel.getByRole('textbox', { name: 'New message' }).fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
    await said('You', text).waitFor();
    await conversation.getByText(text).waitFor(); // the list, read again over REST, has it stored
    expect(await panel.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'demo-1280-chat.png'), fullPage: true });
    expect(sockets).toEqual([]); // MSW's WebSocket answered: no socket reached a network

    // Loading the page again starts a new mock in it, from the seed, and with it no session (none
    // is kept past the page): the sign-in again, not a session "ended" by a 401.
    await page.goto(`${origin}${FOLDER}`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByText(/ended your session/).count()).toBe(0);
    await page.getByRole('button', { name: /^Read-only admin/ }).click();
    await page.getByText('25 of 66', { exact: true }).waitFor(); // the seed's again

    const made = (method: string, pattern: RegExp) =>
      calls.filter((call) => call.method === method && pattern.test(call.path));
    expect(made('POST', /^\/admin\/auth\/admin\/login$/)).toHaveLength(2); // the full admin, then the read-only one
    expect(made('POST', /^\/admin\/request-action$/)).toHaveLength(1);
    expect(made('GET', new RegExp(`^/admin/request-action/${id}$`)).length).toBeGreaterThanOrEqual(1);
    expect(calls.filter((call) => !call.fromWorker || call.status >= 400)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});

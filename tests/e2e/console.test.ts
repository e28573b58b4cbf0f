// The example console (examples/console) in a real browser against the mock platform: prism
// for the admin, public and end-user surfaces and the Socket.IO chat server, each on a free
// loopback port. The console is built with Vite and served with its API calls proxied, then
// used as a person would. Screenshots of every step go to test-results/e2e/.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatServer } from '../../scripts/chat-server.mjs';
import { launchChromium } from '../support/browser.js';
import { readBundle, root, startPrism, type RunningPrism } from '../support/prism.js';

type ChatServer = Awaited<ReturnType<typeof startChatServer>>;

const SHOTS = path.join(root, 'test-results', 'e2e');
const SURFACES = ['admin', 'public', 'enduser'] as const;
type ProxiedSurface = (typeof SURFACES)[number];

let prisms: Partial<Record<ProxiedSurface, RunningPrism>> = {};
let chat: ChatServer | undefined;
let site: http.Server | undefined;
let browser: Browser | undefined;
let page: Page;
let outDir: string | undefined;
const pageErrors: string[] = [];

/**
 * Serves the built console and forwards `/api/<surface>/…` to that surface's prism. The
 * in-process prism answers no CORS preflight, so the console calls it through its own origin,
 * as it would behind a reverse proxy.
 */
function serveConsole(dir: string, upstreams: Record<ProxiedSurface, string>): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.ico': 'image/x-icon',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://console');
    const api = /^\/api\/(admin|public|enduser)(\/.*)$/.exec(url.pathname);
    if (api) {
      const upstream = new URL(api[2]! + url.search, upstreams[api[1] as ProxiedSurface]);
      const headers = { ...req.headers, host: upstream.host };
      const forward = http.request(upstream, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `proxy: ${error.message}` }));
      });
      req.pipe(forward);
      return;
    }
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const target = file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds the console with its platform URLs pointing at this test's servers. */
async function buildConsole(dir: string, env: Record<string, string>): Promise<void> {
  const saved = Object.fromEntries(Object.keys({ ...env, NODE_ENV: '' }).map((k) => [k, process.env[k]]));
  // Vite reads VITE_ variables from the environment; NODE_ENV=production gives React's
  // production build (vitest sets it to "test").
  Object.assign(process.env, env, { NODE_ENV: 'production' });
  try {
    await build({
      configFile: path.join(root, 'examples/console/vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: dir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function shot(name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-console-'));
  const seed = readBundle('enduser').components?.examples?.MessagePage?.value?.data ?? [];
  const [admin, publicPrism, enduser, chatServer] = await Promise.all([
    startPrism('admin'),
    startPrism('public'),
    startPrism('enduser'),
    startChatServer({ port: 0, host: '127.0.0.1', seed }),
  ]);
  prisms = { admin, public: publicPrism, enduser };
  chat = chatServer;

  site = await serveConsole(outDir, { admin: admin.url, public: publicPrism.url, enduser: enduser.url });
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await buildConsole(outDir, {
    VITE_ADMIN_URL: `${origin}/api/admin`,
    VITE_PUBLIC_URL: `${origin}/api/public`,
    VITE_ENDUSER_URL: `${origin}/api/enduser`,
    VITE_CHAT_URL: chat.url,
    VITE_PUBLIC_API_KEY: 'pk_e2e',
  });

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, locale: 'en-GB' });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(origin);
}, 120_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await Promise.all([...Object.values(prisms).map((p) => p.close()), chat?.close()]);
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
}, 30_000);

describe('example console in a browser', () => {
  it('signs the admin in and shows their name and the request actions', async () => {
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot('01-sign-in');
    await page.getByLabel('Email').fill('nino@example.ge');
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Request actions', level: 1 }).waitFor();
    await page.getByRole('banner').getByText('Nino Beridze').waitFor();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    await table.getByRole('link', { name: 'Summer vacation' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3); // the header and two request actions
    await shot('02-request-actions');
  }, 30_000);

  it('filters the list by status, sending the filter to the platform', async () => {
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/request-action') && url.searchParams.get('statuses') === 'pending';
    });
    await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Pending' }).check();
    const response = await answered;
    expect(response.status()).toBe(200);
    const sent = new URL(response.url()).searchParams;
    expect(sent.get('types')).toBeNull(); // an empty filter is left out
    expect(sent.get('projectId')).toBe('65f1c0a2e4b0a1b2c3d4e5f6'); // added by the admin client

    await page.getByTestId('filter-summary').getByText('Status: Pending').waitFor();
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Pending' }).isChecked()).toBe(true);
    expect(page.url()).toContain('#/requests?status=pending');
    await shot('03-filtered-by-status');
  }, 30_000);

  it('opens a request action and shows its detail, comments and why actions are off', async () => {
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).click();
    await page.getByRole('heading', { name: 'Leaking kitchen tap', level: 1 }).waitFor();
    await page.getByText('The kitchen tap has been dripping since Monday.').waitFor();
    await page.getByText('The technician will come on Thursday morning.').waitFor();
    await page.getByText('B-1204').waitFor();
    // The mock's access token grants Read on everything but request actions' Write.
    await page.getByText('Your role does not grant Write on request-action (update).').waitFor();
    expect(await page.getByRole('button', { name: 'Mark seen' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add comment' }).isDisabled()).toBe(true);
    await shot('04-request-detail');
  }, 30_000);

  it('sends a chat message in a conversation and sees it arrive', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Conversations' }).click();
    await page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
    const panel = page.getByRole('region', { name: 'Chat: Lease for apartment 12B' });
    await panel.getByText('Connected').waitFor();
    const log = panel.getByLabel('Chat log');
    await log.getByText('Hello, I would like to rent apartment 12B from April.').waitFor();
    await log.getByText('The lease is attached. Can you sign it by Friday?').waitFor();

    const text = `Signed and sent back, see you Friday (${Date.now().toString(36)})`;
    await panel.getByRole('textbox', { name: 'New message' }).fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
    await log.getByText(text).waitFor();
    expect(await panel.getByRole('textbox', { name: 'New message' }).inputValue()).toBe('');
    await shot('05-chat');
  }, 30_000);

  it('saves a box and shows the end user holiday view', async () => {
    await page.getByRole('link', { name: 'Boxes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('region', { name: 'Saved box' });
    await saved.getByText('6601a3f4c2b1e0d9f8a7b6c5').waitFor();
    await shot('06-box-saved');

    await page.getByRole('link', { name: 'Holidays' }).click();
    await page.getByRole('heading', { name: /Balance 2026/ }).waitFor();
    await page.getByText('4.5', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Levan Gelashvili' }).waitFor();
    await shot('07-holidays');
    expect(pageErrors).toEqual([]);
  }, 30_000);
});

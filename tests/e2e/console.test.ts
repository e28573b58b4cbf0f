// The example console (examples/console) in Chromium against the stateful mock platform (the one
// `npm start` runs), used as a person would: the full admin creates a request action, filters to
// it, comments and marks it seen (and meets a conflict); the read-only admin finds those actions
// off; an admin and an end user chat in two browser contexts; unknown addresses and ids show a
// not-found page; a server error shows after one round of transport retries; the chat says
// "Disconnected" after a connect timeout and reconnects; a reload keeps the session the SDK stored
// (no login), sign-out and a session the platform ends or that expires bring the sign-in back; the
// request list loads its next page on "Load more"; the CMS shows the seeded entries in English and
// German (the switch changes the text, a reload keeps it) with a detail view; a notification staff
// send reaches the end user, who marks it read, and it stays read after a reload. Every test runs twice: on the production build,
// and on the Vite dev server as `npm start` runs it (React's development build, StrictMode: every
// effect mounts, cleans up and mounts again). Screenshots at 1280 and 390 px go to
// test-results/e2e/ (git-ignored), the dev server's with a `dev-` prefix.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createEndUserClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { launchChromium } from '../support/browser.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const SHOTS = path.join(root, 'test-results', 'e2e');
const CHAT_CONNECT_TIMEOUT_MS = 2000;

let mock: MockPlatform;
let site: http.Server | undefined;
let dev: ViteDevServer | undefined;
/** The console of the mode under test: the production build's, or the dev server's. */
let origin: string;
let prefix = '';
const origins: { build?: string; dev?: string } = {};
let browser: Browser | undefined;
let outDir: string | undefined;
const pageErrors: string[] = [];

function serveConsole(dir: string): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://console');
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const target =
      file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs `work` with `env` in process.env (where Vite reads VITE_ variables), then puts it back. */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Builds the console pointed at this test's mock platform, as `npm start` points it. */
function buildConsole(dir: string, env: Record<string, string>): Promise<void> {
  // NODE_ENV=production gives React's production build (vitest sets it to "test").
  return withEnv({ ...env, NODE_ENV: 'production' }, async () => {
    await build({
      configFile: path.join(root, 'examples/console/vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: dir, emptyOutDir: true },
    });
  });
}

/** The console's Vite dev server as `npm start` runs it (React's development build, StrictMode), on a free port. */
function startDevConsole(env: Record<string, string>): Promise<ViteDevServer> {
  return withEnv({ ...env, NODE_ENV: 'development' }, async () => {
    const server = await createServer({
      configFile: path.join(root, 'examples/console/vite.config.ts'),
      mode: 'development',
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    await server.listen();
    return server;
  });
}

async function open(width = 1280, initScript?: () => void): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser!.newContext({ viewport: { width, height: width > 500 ? 860 : 844 }, locale: 'en-GB' });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(origin);
  return { context, page };
}

async function signIn(page: Page, account: 'Full admin' | 'Read-only admin' | 'End user'): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${account}`) }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Every URL the page asks the mock platform for, from now on. */
function platformRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(new URL(mock.urls.admin).origin)) seen.push(request.url());
  });
  return seen;
}

const LOGIN = /\/auth\/(admin\/)?login\b/;

/** What the tab's sessionStorage holds under the SDK's key for `surface`. */
const stored = (page: Page, surface: 'admin' | 'enduser') =>
  page.evaluate(
    (key) => sessionStorage.getItem(key),
    `platform-client.${surface}.${surface === 'admin' ? mock.urls.admin : mock.urls.enduser}`,
  );

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${prefix}${name}.png`), fullPage: true });

/**
 * Clicks a checkbox as a person does and returns whether it showed checked when the click's
 * event had been handled: read by a listener on window, which runs after React's (on the root)
 * in the same task. A box that follows a later event (hashchange, a task after) reads false here,
 * however soon it catches up: no waiting and no polling hides a frame's lag.
 */
async function clickShowsChecked(box: Locator): Promise<boolean> {
  const page = box.page();
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        (window as unknown as { checkedInClick?: boolean }).checkedInClick = (event.target as HTMLInputElement).checked;
      },
      { once: true },
    );
  });
  await box.click();
  return page.evaluate(() => (window as unknown as { checkedInClick?: boolean }).checkedInClick === true);
}

/** A status as the console shows it: `reviewed` is "Reviewed". */
const humanWord = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

/** The page is no wider than its viewport: nothing sticks out sideways. */
async function fitsWidth(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // The demo seed around a fixed "today" just after the examples' records: its dates are the same
  // on every run, and the examples' request actions stay on the list's first page of 25.
  mock = await startMockPlatform({ now: '2026-03-20T09:00:00.000Z' });
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-console-'));
  site = await serveConsole(outDir);
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const { credentials: c } = mock;
  const env = {
    VITE_ADMIN_URL: mock.urls.admin,
    VITE_PUBLIC_URL: mock.urls.public,
    VITE_ENDUSER_URL: mock.urls.enduser,
    VITE_CHAT_URL: mock.urls.chat,
    VITE_PUBLIC_API_KEY: c.apiKey,
    VITE_PROJECT_ID: mock.projectId,
    VITE_CHAT_CONNECT_TIMEOUT: String(CHAT_CONNECT_TIMEOUT_MS),
    VITE_MOCK_ACCOUNTS: JSON.stringify([
      { label: 'Full admin', surface: 'admin', ...c.admin },
      { label: 'Read-only admin', surface: 'admin', ...c.readOnlyAdmin },
      { label: 'End user', surface: 'enduser', ...c.endUser },
    ]),
  };
  await buildConsole(outDir, env);
  origins.build = origin;
  dev = await startDevConsole(env);
  origins.dev = `http://127.0.0.1:${(dev.httpServer!.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  await dev?.close();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await mock?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
}, 30_000);

const MODES = [
  { mode: 'production build', dev: false },
  { mode: 'dev server (npm start: StrictMode)', dev: true },
] as const;

describe.each(MODES)('the console on the mock platform: $mode', ({ dev: isDev }) => {
  beforeAll(async () => {
    origin = (isDev ? origins.dev : origins.build)!;
    prefix = isDev ? 'dev-' : '';
    mock.reset(); // the seed again: each mode starts where a newcomer does
    if (isDev) {
      // The dev server compiles modules on first request: load the console once before timing anything.
      const context = await browser!.newContext();
      const page = await context.newPage();
      await page.goto(origin);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
      await context.close();
    }
  }, 90_000);

  it('a tour of every screen, as each demo account, with their main actions: the browser logs no error or warning', async () => {
    // What a newcomer sees in the console of `npm start`'s browser: nothing, on a tour that makes
    // no failing request on purpose (a new box's lookup 404 and a wrong password would be logged).
    const logged: string[] = [];
    const watch = (page: Page) => {
      page.on(
        'console',
        (message) =>
          void (['error', 'warning'].includes(message.type()) && logged.push(`${message.type()}: ${message.text()}`)),
      );
    };
    const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

    const staff = await open();
    watch(staff.page);
    await signIn(staff.page, 'Full admin');
    await staff.page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).click();
    await staff.page.getByRole('heading', { name: 'About' }).waitFor();
    // A status changed and changed back (the seed's as before, two versions on).
    const editor = staff.page.getByRole('form', { name: 'Change the request action' });
    for (const status of ['reviewed', 'pending']) {
      await editor.getByLabel('Status').selectOption(status);
      await staff.page.getByRole('status').getByText('Saved.').waitFor();
      await expect.poll(() => staff.page.locator('.page-head .badge').first().textContent()).toBe(humanWord(status));
    }
    await sections(staff.page).getByRole('link', { name: 'Conversations' }).click();
    await staff.page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
    await staff.page.getByRole('region', { name: 'Chat: Lease for apartment 12B' }).getByText('Connected').waitFor();
    await sections(staff.page).getByRole('link', { name: 'CMS' }).click();
    await staff.page.getByRole('group', { name: 'Language' }).getByText('German', { exact: true }).click();
    await staff.page.getByRole('columnheader', { name: 'Title (German)' }).waitFor();
    await sections(staff.page).getByRole('link', { name: 'Notifications' }).click();
    await staff.page
      .getByRole('form', { name: 'Send a notification' })
      .getByRole('checkbox', { name: /^Luka Maisuradze/ })
      .waitFor();
    await sections(staff.page).getByRole('link', { name: 'Boxes' }).click();
    await staff.page.getByRole('region', { name: 'Stored box' }).locator('pre').getByText('"score": 8,').waitFor();
    await staff.page.getByRole('button', { name: 'Save' }).click(); // an existing box: updated, no 404
    await staff.page.getByText('Updated the existing box.').waitFor();

    const readOnly = await open();
    watch(readOnly.page);
    await signIn(readOnly.page, 'Read-only admin');
    await readOnly.page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).click();
    await readOnly.page.getByText('Read-only.').waitFor();

    const user = await open();
    watch(user.page);
    await signIn(user.page, 'End user');
    await user.page.getByRole('heading', { name: /Balance \d{4}/ }).waitFor();
    await sections(user.page).getByRole('link', { name: 'Notifications' }).click();
    await user.page.getByRole('button', { name: 'Mark read' }).first().click();
    await sections(user.page).getByRole('link', { name: 'Conversations' }).click();
    await user.page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
    await user.page.getByRole('region', { name: 'Chat: Lease for apartment 12B' }).getByText('Connected').waitFor();
    await sections(user.page).getByRole('link', { name: 'Boxes' }).click();
    await user.page.getByRole('region', { name: 'Stored box' }).locator('pre').waitFor();
    await user.page.getByRole('button', { name: 'Sign out' }).click();
    await user.page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await Promise.all([staff, readOnly, user].map(({ page }) => page.waitForTimeout(300))); // late logs
    expect(logged).toEqual([]);
    await Promise.all([staff.context.close(), readOnly.context.close(), user.context.close()]);
  }, 90_000);

  it('signs in (a wrong password first: one login, in words), opens a conversation, sends a message: it shows, no error', async () => {
    const { context, page } = await open();
    // What the browser logs: StrictMode's discarded first chat mount must open no socket ("WebSocket is closed before the connection is established").
    const logged: string[] = [];
    page.on(
      'console',
      (message) => void (['error', 'warning'].includes(message.type()) && logged.push(message.text())),
    );
    const logins: string[] = [];
    page.on(
      'request',
      (request) =>
        void (request.method() === 'POST' && LOGIN.test(request.url()) && logins.push(new URL(request.url()).pathname)),
    );
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The tabs name people; the group's description says which surface each signs in to.
    const signInAs = page.getByRole('group', { name: 'Sign in as' });
    const described = async () => page.locator(`#${await signInAs.getAttribute('aria-describedby')}`).textContent();
    await signInAs.getByText('Employee', { exact: true }).click();
    expect(await described()).toBe("The project's people sign in here (the end-user surface).");
    await signInAs.getByText('Staff', { exact: true }).click();
    expect(await described()).toBe('Administrators sign in here (the admin surface).');
    await page.getByLabel('Email').fill(mock.credentials.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Wrong email or password.', { exact: true }).waitFor();
    expect(logins).toEqual(['/admin/auth/admin/login']); // one failed login, not two
    await shot(page, '1280-00-wrong-password');

    await page.getByLabel('Password').fill(mock.credentials.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(logins.slice(1)).toEqual(['/admin/auth/admin/login', '/admin/auth/login']);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Conversations' }).click();
    await page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
    const panel = page.getByRole('region', { name: 'Chat: Lease for apartment 12B' });
    await panel.getByText('Connected').waitFor();
    await panel.getByLabel('Chat log').getByText('Hello, I would like to rent apartment 12B from April.').waitFor();
    const text = 'Keys are at the reception desk.';
    await panel.getByRole('textbox', { name: 'New message' }).fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel
      .getByLabel('Chat log')
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByText('You', { exact: true })
      .waitFor();
    await page.waitForTimeout(300); // a late rejection of a discarded connection would show by now
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await panel.getByText('Connected').count()).toBe(1);
    expect(logged.filter((line) => line.includes('WebSocket'))).toEqual([]);
    await shot(page, '1280-00-chat-sent');
    await context.close();
  }, 60_000);

  it('full admin: creates a request action, filters to it, comments, marks it seen, meets a conflict', async () => {
    const { context, page } = await open();
    await shot(page, '1280-01-sign-in');
    await signIn(page, 'Full admin');
    await page.getByRole('banner').getByText('Nino Beridze').waitFor();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(26); // the header and the first page of the demo seed's 66

    await page.getByRole('button', { name: 'New request action' }).click();
    const form = page.getByRole('form', { name: 'New request action' });
    await form.getByLabel('Type').selectOption('training');
    await form.getByLabel('Title').fill('Fire-safety training for the caretakers');
    await form.getByLabel('Description').fill('Two sessions in April.');
    // The end user it is for is chosen, never defaulted to whoever the platform would pick.
    expect(await form.getByLabel('Requested by').inputValue()).toBe('');
    await form.getByLabel('Requested by').selectOption({ label: 'Ana Gelashvili' });
    // While the form is open it is the only way to create: no disabled "New request action" beside it.
    expect(await page.getByRole('button', { name: 'New request action' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByRole('status').getByText('Fire-safety training for the caretakers').waitFor();
    await table.getByRole('link', { name: 'Fire-safety training for the caretakers' }).waitFor();
    expect(await table.getByRole('row').nth(1).getByRole('link').textContent()).toBe(
      'Fire-safety training for the caretakers',
    ); // newest first
    // After a create the form is empty and Create still looks usable: an empty title is the
    // browser's "fill out this field", not a button that looks broken; nothing is sent.
    expect(await form.getByLabel('Title').inputValue()).toBe('');
    expect(await form.getByLabel('Requested by').inputValue()).toBe('');
    expect(await form.getByRole('button', { name: 'Create' }).isEnabled()).toBe(true);
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())));
    await form.getByRole('button', { name: 'Create' }).click();
    expect(await form.getByLabel('Title').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(posts).toEqual([]);
    await shot(page, '1280-02-created');
    await form.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('button', { name: 'New request action' }).isEnabled()).toBe(true);

    // The filters live in the address (#/requests?type=…); the click shows at once, in the same
    // task as the click (no waiting, no polling): the box, and the summary beside the list.
    const training = page.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: 'Training' });
    expect(await clickShowsChecked(training)).toBe(true);
    expect(await training.isChecked()).toBe(true);
    expect(await page.getByTestId('filter-summary').textContent()).toBe('Type: Training');
    expect(new URL(page.url()).hash).toBe('#/requests?type=training');
    const { data: trainings } = await (
      await createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...mock.credentials.admin })
    ).GET('/request-action', {
      params: { query: { types: ['training'] } },
    });
    expect(trainings.total).toBeGreaterThan(1); // the seed's and the new one
    await expect.poll(() => table.getByRole('row').count()).toBe(trainings.total + 1); // and the header
    await table.getByRole('link', { name: 'Fire-safety training for the caretakers' }).waitFor();
    expect(await table.getByRole('link', { name: 'Leaking kitchen tap' }).count()).toBe(0);
    await shot(page, '1280-03-filtered');

    await table.getByRole('link', { name: 'Fire-safety training for the caretakers' }).click();
    await page.getByRole('heading', { name: 'Fire-safety training for the caretakers', level: 1 }).waitFor();
    await expect.poll(() => page.locator('dt:text-is("Requested by") + dd').textContent()).toBe('Ana Gelashvili');
    await page.getByLabel('New comment').fill('Booked the trainer for the 14th.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Booked the trainer for the 14th.' }).waitFor();
    // Comment authors by name (the admin list), with their side.
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Booked the trainer for the 14th.' })
        .locator('.comment-head')
        .textContent(),
    ).toMatch(/^Nino Beridze · staff/);
    await page.getByRole('button', { name: 'Mark seen' }).click();
    await page.getByRole('button', { name: 'Seen at version 1' }).waitFor();

    // Someone else comments meanwhile: the version this page holds is stale.
    const other = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const id = page.url().split('/').pop()!;
    await other.POST('/request-action/{id}/add-comment', {
      params: { path: { id } },
      body: { text: 'Trainer moved to the 15th.' },
    });
    // A reload that reads the platform again: the persisted cache (issue 46) would answer from
    // storage while its entries are fresh, and the page writes them as it goes, so the next document
    // starts without them (the session stays).
    await context.addInitScript(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('platform-client.cache:')) localStorage.removeItem(key);
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Fire-safety training for the caretakers', level: 1 }).waitFor();
    await other.POST('/request-action/{id}/add-comment', {
      params: { path: { id } },
      body: { text: 'And the room is booked.' },
    });
    await page.getByRole('button', { name: 'Mark seen' }).click();
    await page
      .getByRole('alert')
      .getByText('It changed since you opened it. The latest version is shown: mark it seen again.')
      .waitFor();
    await page.getByText('And the room is booked.').waitFor(); // read again after the 409
    await page.getByRole('button', { name: 'Mark seen' }).click();
    await page.getByRole('button', { name: 'Seen at version 3' }).waitFor();
    await shot(page, '1280-04-detail');
    await context.close();
  }, 60_000);

  it('read-only admin: reads, but creating, commenting and marking seen are off', async () => {
    const { context, page } = await open();
    await signIn(page, 'Read-only admin');
    expect(await page.getByRole('button', { name: 'New request action' }).isDisabled()).toBe(true);
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).click();
    await page.getByRole('heading', { name: 'Leaking kitchen tap', level: 1 }).waitFor();
    await page.getByText('Your role does not grant Write on request-action (update).').waitFor();
    // Names, not ids: who asked (the user list) and the seeded comment's staff author (the admins).
    const about = page.getByRole('region', { name: 'About' });
    await about.getByText('Luka Maisuradze', { exact: true }).waitFor();
    const seeded = page.getByRole('listitem').filter({ hasText: 'The technician will come on Thursday morning.' });
    await seeded.getByText('Levan Abashidze', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark seen' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add comment' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('New comment').isDisabled()).toBe(true);
    await shot(page, '1280-05-read-only');
    // Sending a notification needs Write on notification: the form is there, sending is off.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Notifications' }).click();
    await page.getByText('Your role does not grant Write on notification (create).').waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Title').isDisabled()).toBe(true);
    await context.close();
  }, 30_000);

  it('admin and end user chat in two browser contexts, each seeing their own messages as theirs', async () => {
    const staff = await open();
    const user = await open();
    await signIn(staff.page, 'Full admin');
    await signIn(user.page, 'End user');
    for (const { page } of [staff, user]) {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Conversations' }).click();
      await page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
      await page.getByRole('region', { name: 'Chat: Lease for apartment 12B' }).getByText('Connected').waitFor();
    }
    const panel = (page: Page) => page.getByRole('region', { name: 'Chat: Lease for apartment 12B' });
    const log = (page: Page) => panel(page).getByLabel('Chat log');
    // The seeded message of the examples' staff member: by name for staff (not "…b7c8d9"), and
    // "Staff" for the end user, who may not list the admins.
    const lease = (page: Page) => log(page).getByRole('listitem').filter({ hasText: 'The lease is attached.' });
    await lease(staff.page).getByText('Mariam Kvaratskhelia (staff)', { exact: true }).waitFor();
    await lease(user.page).getByText('Staff', { exact: true }).waitFor();

    const question = 'Can I move in on the 1st instead?';
    await panel(user.page).getByRole('textbox', { name: 'New message' }).fill(question);
    await panel(user.page).getByRole('button', { name: 'Send' }).click();
    const mineForUser = log(user.page).getByRole('listitem').filter({ hasText: question });
    const theirsForStaff = log(staff.page).getByRole('listitem').filter({ hasText: question });
    await mineForUser.getByText('You', { exact: true }).waitFor();
    await theirsForStaff.getByText('Luka Maisuradze', { exact: true }).waitFor(); // the sender, by name
    expect(await theirsForStaff.getByText('You', { exact: true }).count()).toBe(0);

    const answer = 'Yes, the 1st works. Keys at reception.';
    await panel(staff.page).getByRole('textbox', { name: 'New message' }).fill(answer);
    await panel(staff.page).getByRole('button', { name: 'Send' }).click();
    await log(staff.page).getByRole('listitem').filter({ hasText: answer }).getByText('You', { exact: true }).waitFor();
    const answerForUser = log(user.page).getByRole('listitem').filter({ hasText: answer });
    await answerForUser.getByText('Staff', { exact: true }).waitFor();
    expect(await answerForUser.getByText('You', { exact: true }).count()).toBe(0);
    // The conversation list follows the chat: both sides' previews show the last message.
    for (const { page } of [staff, user])
      await page
        .getByRole('link', { name: /Lease for apartment 12B/ })
        .locator('.preview')
        .getByText(answer)
        .waitFor();
    // The end user has the chat open: the answer is marked seen there, and no unread badge stays.
    const unreadBadge = user.page.getByRole('link', { name: /Lease for apartment 12B/ }).locator('.unread');
    await expect.poll(() => unreadBadge.count(), { timeout: 10_000 }).toBe(0);
    const asUser = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      ...mock.credentials.endUser,
    });
    const { data: theirs } = await asUser.GET('/v2/conversations');
    expect(theirs.data.find((c) => c.title === 'Lease for apartment 12B')?.unreadCount).toBe(0);
    await shot(staff.page, '1280-06-chat-admin');
    await shot(user.page, '1280-07-chat-end-user');

    // The end user's holidays and a box: created, then updated.
    await user.page.getByRole('link', { name: 'Holidays' }).click();
    await user.page.getByRole('heading', { name: /Balance \d{4}/ }).waitFor();
    // The seeded balance of this end user: 12 accrued, 7.5 used.
    await user.page.locator('.stat-emphasis').getByText('4.5', { exact: true }).waitFor();
    await user.page.getByLabel('Month').fill('2026-07');
    await user.page.getByRole('heading', { name: 'Away in July 2026' }).waitFor();
    await user.page.getByRole('cell', { name: 'Levan Gelashvili' }).first().waitFor();
    await shot(user.page, '1280-08-holidays');
    await user.page.getByRole('link', { name: 'Boxes' }).click();
    // The seeded box under the form's key shows beside it (not "Nothing saved yet").
    await user.page.getByRole('region', { name: 'Stored box' }).locator('pre').getByText('"score": 8,').waitFor();
    await user.page.getByLabel('Key').fill('e2e-preferences');
    await user.page.getByRole('region', { name: 'Stored box' }).getByText('No box under this key yet').waitFor();
    await user.page.getByRole('button', { name: 'Save' }).click();
    await user.page.getByText('Created a new box.').waitFor();
    await user.page.getByLabel('Value (JSON)').fill('{ "theme": "dark" }');
    await user.page.getByRole('button', { name: 'Save' }).click();
    await user.page.getByText('Updated the existing box.').waitFor();
    await user.page.getByRole('status').locator('pre').getByText('"theme": "dark"').waitFor();
    await shot(user.page, '1280-09-box-updated');
    await Promise.all([staff.context.close(), user.context.close()]);
  }, 60_000);

  it('CMS: the seeded entries in English, German on the switch (a reload keeps it), a page more, an entry in both languages', async () => {
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const { data: models } = await admin.GET('/cms/model', { params: { query: { limit: 100 } } });
    const news = models.data.find((model) => model.apiId === 'news')!;
    const { data: entries } = await admin.GET('/cms/content', { params: { query: { modelId: news._id, limit: 200 } } });
    expect(entries.total).toBeGreaterThan(25); // more than a page: "Load more" shows
    expect(entries.total).toBeLessThanOrEqual(50);
    const bilingual = entries.data.filter((entry) => entry.values.en && entry.values.de);
    const first = bilingual[0]!; // on the first page of 25
    const last = entries.data.at(-1)!; // on the second
    const englishOnly = entries.data.find((entry) => !entry.values.de)!;
    const en = (entry: typeof first) => String(entry.values.en!.title);
    const de = (entry: typeof first) => String(entry.values.de!.title);

    const { context, page } = await open();
    await signIn(page, 'Full admin');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'CMS' }).click();
    await page.getByRole('heading', { name: 'CMS', level: 1 }).waitFor();
    await page.getByLabel('Model').selectOption({ label: 'News' });
    const table = page.getByRole('table', { name: 'Entries' });
    await table.getByRole('link', { name: en(first), exact: true }).waitFor();
    await page.getByText(`25 of ${entries.total}`).waitFor();
    expect(await table.getByRole('row').count()).toBe(26); // the header and the first page
    expect(await table.getByRole('columnheader').first().textContent()).toBe('Title (English)');
    expect(await table.getByRole('link', { name: de(first), exact: true }).count()).toBe(0);
    await shot(page, '1280-16-cms');

    // The switch changes the text: German titles, and the English-only entry says so.
    const language = page.getByRole('group', { name: 'Language' });
    expect(
      await language.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
    ).toEqual(['en', 'de']);
    await language.getByText('German', { exact: true }).click();
    await table.getByRole('link', { name: de(first), exact: true }).waitFor();
    expect(await table.getByRole('link', { name: en(first), exact: true }).count()).toBe(0);
    expect(await table.getByRole('columnheader').first().textContent()).toBe('Title (German)');
    const onlyRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: en(englishOnly), exact: true }) });
    expect(await onlyRow.locator('.badge').first().textContent()).toBe('Not in German');
    expect(new URL(page.url()).hash).toBe(`#/cms?model=${news._id}&lang=de`);
    await page.reload();
    await table.getByRole('link', { name: de(first), exact: true }).waitFor();
    expect(await language.getByRole('radio', { name: 'German' }).isChecked()).toBe(true);

    // The next page, in German too.
    await page.getByRole('button', { name: `Load more (${entries.total - 25} left)` }).click();
    await page.getByText(`${entries.total} of ${entries.total}`).waitFor();
    expect(await table.getByRole('row').count()).toBe(entries.total + 1);
    await table.getByRole('link', { name: last.values.de ? de(last) : en(last), exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Load more/ }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, '1280-17-cms-german');

    // The detail, in the language of the list; the switch there changes its text too.
    await table.getByRole('link', { name: de(first), exact: true }).click();
    await page.getByRole('heading', { name: de(first), level: 1 }).waitFor();
    const values = page.getByRole('region', { name: 'Content in German' });
    await values.getByText(String(first.values.de!.summary), { exact: true }).waitFor();
    expect(await values.getByText(String(first.values.en!.summary), { exact: true }).count()).toBe(0);
    await page.getByRole('region', { name: 'About' }).getByText('English, German', { exact: true }).waitFor();
    await shot(page, '1280-18-cms-entry-german');
    await page.getByRole('group', { name: 'Language' }).getByText('English', { exact: true }).click();
    await page.getByRole('heading', { name: en(first), level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Content in English' })
      .getByText(String(first.values.en!.summary), { exact: true })
      .waitFor();
    await page.getByRole('link', { name: '← CMS' }).click();
    await table.getByRole('link', { name: en(first), exact: true }).waitFor();
    expect(await page.getByLabel('Model').inputValue()).toBe(news._id); // back to the entry's model
    await context.close();

    // At 390 px: the list and an entry fit the screen.
    const phone = await open(390);
    await signIn(phone.page, 'Full admin');
    await phone.page.goto(`${origin}/#/cms?model=${news._id}&lang=de`);
    await phone.page
      .getByRole('table', { name: 'Entries' })
      .getByRole('link', { name: de(first), exact: true })
      .waitFor();
    expect((await fitsWidth(phone.page)).scroll).toBeLessThanOrEqual(390);
    await shot(phone.page, '390-16-cms-german');
    await phone.page
      .getByRole('table', { name: 'Entries' })
      .getByRole('link', { name: de(first), exact: true })
      .click();
    await phone.page.getByRole('heading', { name: de(first), level: 1 }).waitFor();
    expect((await fitsWidth(phone.page)).scroll).toBeLessThanOrEqual(390);
    await shot(phone.page, '390-17-cms-entry');
    await phone.context.close();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('CMS uploads: a file with a progress bar that fills, then it heads the list; an image at 390 px', async () => {
    const { context, page } = await open();
    await signIn(page, 'Full admin');
    await page.goto(`${origin}/#/cms`);
    const uploads = page.getByRole('form', { name: 'Upload a file' });
    await uploads.waitFor();
    // Every value the bar shows, from the first render on.
    await page.evaluate(() => {
      const values: number[] = [];
      (window as unknown as { bars: number[] }).bars = values;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('.upload-progress progress');
        if (bar && values.at(-1) !== bar.value) values.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // From disk: a local browser reads the file itself (a buffer would cross the protocol as base64).
    const planFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-upload-')), 'site-plan.pdf');
    fs.writeFileSync(planFile, Buffer.alloc(8 * 1024 * 1024, 7));
    await uploads.getByLabel('File').setInputFiles(planFile);
    await uploads.getByRole('button', { name: 'Upload' }).click();
    await uploads.getByText('Uploaded site-plan.pdf').waitFor();
    const bars = await page.evaluate(() => (window as unknown as { bars: number[] }).bars);
    expect(bars.at(-1)).toBe(100);
    expect(bars).toEqual([...bars].sort((x, y) => x - y));
    const files = page.getByRole('table', { name: 'Files' });
    await files.getByRole('cell', { name: 'site-plan.pdf' }).waitFor();
    expect(await files.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('site-plan.pdf');
    expect(await files.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()).toBe('8.4 MB');
    await shot(page, '1280-20-cms-upload');
    await context.close();

    const phone = await open(390);
    await signIn(phone.page, 'Full admin');
    await phone.page.goto(`${origin}/#/cms`);
    await phone.page.getByRole('group', { name: 'Show' }).getByText('Images', { exact: true }).click();
    const images = phone.page.getByRole('form', { name: 'Upload an image' });
    // A 1x1 PNG header and padding: the mock reads the size from it.
    const png = Buffer.alloc(600_000);
    png.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
    ]);
    await images.getByLabel('Image').setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: png });
    await images.getByRole('button', { name: 'Upload' }).click();
    await images.getByText('Uploaded facade.png').waitFor();
    await phone.page.getByRole('table', { name: 'Images' }).getByRole('cell', { name: 'facade.png' }).waitFor();
    expect((await fitsWidth(phone.page)).scroll).toBeLessThanOrEqual(390);
    await shot(phone.page, '390-19-cms-upload');
    await phone.context.close();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('notifications: staff send one in the app, the end user sees it unread, marks it read, and it stays read after a reload', async () => {
    const c = mock.credentials;
    const luka = await createEndUserClient({ baseUrl: mock.urls.enduser, apiKey: c.apiKey, ...c.endUser });
    const { data: seeded } = await luka.GET('/notification', { params: { query: { limit: 10 } } });
    expect(seeded.total).toBeGreaterThan(10); // more than the screen's page of 10

    const staff = await open();
    await signIn(staff.page, 'Full admin');
    await staff.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Notifications' }).click();
    const form = staff.page.getByRole('form', { name: 'Send a notification' });
    await form.getByRole('searchbox', { name: 'Find a person' }).fill('maisuradze');
    await form.getByRole('checkbox', { name: /^Luka Maisuradze/ }).check();
    expect(await form.getByRole('checkbox').count()).toBe(1 + 4); // the one match and the four channels
    const title = 'Water off on Friday';
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('The water is off from 10:00 to 12:00 for repairs.');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByRole('status').waitFor();
    expect(await form.getByRole('status').textContent()).toBe('Sent 1 message to 1 person.');
    await shot(staff.page, '1280-19-notification-sent');
    await staff.context.close();

    const { context, page } = await open(390);
    await signIn(page, 'End user');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Notifications' }).click();
    const list = page.getByRole('list', { name: 'Notifications' });
    const sent = list.getByRole('listitem').filter({ hasText: title });
    await sent.getByText('The water is off from 10:00 to 12:00 for repairs.').waitFor();
    expect(await list.getByRole('listitem').first().locator('strong').first().textContent()).toBe(title); // newest first
    expect(await list.getByRole('listitem').count()).toBe(10);
    await list.getByRole('listitem').filter({ hasText: seeded.data[0]!.body }).first().waitFor(); // the seed's newest, below it
    await page.getByText(`10 of ${seeded.total + 1}`).waitFor();
    expect(await sent.getByText('Unread', { exact: true }).count()).toBe(1);
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await shot(page, '390-18-notifications');

    await sent.getByRole('button', { name: 'Mark read' }).click();
    await sent.getByText(/^Read \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/).waitFor();
    expect(await sent.getByText('Unread', { exact: true }).count()).toBe(0);
    expect(await sent.getByRole('button', { name: 'Mark read' }).count()).toBe(0);
    await page.reload();
    await sent.getByText(/^Read \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/).waitFor();
    expect(await sent.getByText('Unread', { exact: true }).count()).toBe(0);
    const { data: after } = await luka.GET('/notification', { params: { query: { limit: 1 } } });
    expect([after.data[0]!.title, after.data[0]!.seen]).toEqual([title, true]); // the platform has it read

    // The next page of the seed's notifications.
    await page.getByRole('button', { name: `Load more (${seeded.total + 1 - 10} left)` }).click();
    await page.getByText(`${Math.min(20, seeded.total + 1)} of ${seeded.total + 1}`).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(Math.min(20, seeded.total + 1));
    await context.close();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('shows a not-found page for an unknown address, a malformed id and an unknown id', async () => {
    const { context, page } = await open();
    await signIn(page, 'Full admin');
    for (const address of ['#/nowhere', '#/requests/not-an-id', '#/requests/aaaaaaaaaaaaaaaaaaaaaaaa']) {
      await page.goto(`${origin}/${address}`);
      await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
    }
    await page.getByText('No request action has the id “aaaaaaaaaaaaaaaaaaaaaaaa”.').waitFor();
    await shot(page, '1280-10-not-found');
    await page.getByRole('link', { name: 'Back to request actions' }).click();
    await page.getByRole('heading', { name: 'Request actions', level: 1 }).waitFor();
    await context.close();
  }, 30_000);

  it('signs a new employee up at 1280 and 390 px: a taken email reads as a person says it, then the new account is in', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await open(width);
      const signups: string[] = [];
      page.on('request', (request) => void (/\/auth\/signup$/.test(request.url()) && signups.push(request.method())));
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('heading', { name: 'Create an employee account' }).waitFor();
      await page.getByLabel('First name').fill('Mariam');
      await page.getByLabel('Last name').fill('Jikia');
      await page.getByLabel('Email').fill(mock.credentials.endUser.email);
      await page.getByLabel('Password').fill('Poti-Harbour-2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('alert').getByText('An account with this email already exists.', { exact: true }).waitFor();
      expect(signups).toEqual(['POST']);
      const fits = await fitsWidth(page);
      expect(fits.scroll).toBeLessThanOrEqual(fits.viewport);
      // The names side by side stay inside the form's card.
      const card = await page.locator('.signin-card').boundingBox();
      const last = await page.getByLabel('Last name').boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(card!.x + card!.width);
      await shot(page, `${width}-00-signup-taken`);
      await page.getByLabel('Email').fill(`mariam.${prefix}${width}@example.com`);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(signups).toEqual(['POST', 'POST']);
      // Kept with its user: the stored entry holds no password.
      expect(await stored(page, 'enduser')).not.toContain('Poti-Harbour-2026');
      await shot(page, `${width}-00-signed-up`);
      await context.close();
    }
  }, 60_000);

  it('shows a server error after one round of transport retries (three requests, no more)', async () => {
    const { context, page } = await open();
    await signIn(page, 'Full admin');
    let asked = 0;
    await page.route(/\/admin\/request-action\?/, (route) => {
      asked += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }),
      });
    });
    const started = Date.now();
    await page.goto(`${origin}/#/requests?status=rejected`);
    await page.getByRole('alert').getByText('The platform had a problem. Try again later.').waitFor();
    await page
      .getByRole('alert')
      .getByText(/500 Internal server error/)
      .waitFor();
    const took = Date.now() - started;
    await page.waitForTimeout(1500); // nothing more is sent: React Query does not retry on top
    expect(asked).toBe(3); // the first try and the transport's two retries
    expect(took).toBeLessThan(6000); // one backoff round (about 1.5 s), not React Query's 1 + 2 + 4 s on top
    await shot(page, '1280-11-server-error');
    await context.close();
  }, 30_000);

  it('chat: "Disconnected" after a connect timeout, then Reconnect connects', async () => {
    // The chat's socket goes to a port nobody listens on until the test lets it through: the
    // connection cannot be made, and the console's connect timeout ends the wait. (Socket.IO
    // takes the WebSocket class when it loads, so the switch is in place before the page is.)
    const { context, page } = await open(1280, () => {
      const w = window as unknown as { chatBlocked: boolean; WebSocket: typeof WebSocket };
      w.chatBlocked = true;
      const Real = w.WebSocket;
      w.WebSocket = class extends Real {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(w.chatBlocked && String(url).includes('/socket.io/') ? 'ws://127.0.0.1:9/socket.io/' : url, protocols);
        }
      };
    });
    await signIn(page, 'Full admin');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Conversations' }).click();
    await page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
    const panel = page.getByRole('region', { name: 'Chat: Lease for apartment 12B' });
    await panel.getByText('Disconnected').waitFor({ timeout: CHAT_CONNECT_TIMEOUT_MS + 5000 });
    await shot(page, '1280-12-chat-disconnected');
    await page.evaluate(() => ((window as unknown as { chatBlocked: boolean }).chatBlocked = false));
    await panel.getByRole('button', { name: 'Reconnect' }).click();
    await panel.getByText('Connected').waitFor();
    await panel.getByLabel('Chat log').getByText('Hello, I would like to rent apartment 12B from April.').waitFor();
    await context.close();
  }, 30_000);

  it('works at 390 px: nothing wider than the screen, on the list, a request, the chat and the holidays', async () => {
    const { context, page } = await open(390);
    await shot(page, '390-01-sign-in');
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await signIn(page, 'Full admin');
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await shot(page, '390-02-request-actions');
    // The filters fold into one line above the list; opened, a click shows at once.
    const filters = page.getByRole('group', { name: 'Filters' });
    const table = page.getByRole('table');
    expect((await filters.boundingBox())!.height).toBeLessThan(60);
    expect((await filters.boundingBox())!.y).toBeLessThan((await table.boundingBox())!.y);
    expect(await page.getByRole('checkbox', { name: 'Pending' }).isVisible()).toBe(false);
    await filters.getByText('Filters').click();
    const pending = page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Pending' });
    expect(await clickShowsChecked(pending)).toBe(true);
    expect(await pending.isChecked()).toBe(true);
    expect(await page.getByTestId('filter-summary').textContent()).toBe('Status: Pending');
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await shot(page, '390-02b-filters-open');
    await filters.getByRole('button', { name: 'Clear' }).click();
    expect(await pending.isChecked()).toBe(false);
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).click();
    await page.getByRole('heading', { name: 'Leaking kitchen tap', level: 1 }).waitFor();
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await shot(page, '390-03-request');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Conversations' }).click();
    await page.getByRole('link', { name: /Lease for apartment 12B/ }).click();
    await page.getByRole('region', { name: 'Chat: Lease for apartment 12B' }).getByText('Connected').waitFor();
    // The seeded message of the examples' staff member, by name (not "…b7c8d9").
    await page
      .getByLabel('Chat log')
      .getByRole('listitem')
      .filter({ hasText: 'The lease is attached.' })
      .getByText('Mariam Kvaratskhelia (staff)', { exact: true })
      .waitFor();
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await shot(page, '390-04-chat');
    // The end user's Holidays: the month's absences in calendar order, the table within the screen.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'End user');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Holidays' }).click();
    await page.getByLabel('Month').fill('2026-03');
    const away = page.getByRole('region', { name: 'Away in March 2026' }).getByRole('table');
    await away.getByRole('row').nth(3).waitFor(); // the header and at least three absences
    // Three columns a phone has room for, each absence's days as one short range ("1–5 Mar 2026").
    expect(await away.locator('thead th').allTextContents()).toEqual(['Employee', 'When', 'Status']);
    const firstDays = await away
      .locator('tbody time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(firstDays.every((day) => /^2026-0[23]-\d\d$/.test(day))).toBe(true);
    expect(firstDays).toEqual([...firstDays].sort());
    const firstText = (await away.locator('tbody time').first().textContent())!;
    expect(
      firstText.startsWith(`${Number(firstDays[0]!.slice(8))} `) ||
        firstText.startsWith(`${Number(firstDays[0]!.slice(8))}–`),
    ).toBe(true);
    expect(firstText.endsWith(' 2026')).toBe(true);
    // Nothing cut off: the table is no wider than its card (the status badges whole).
    const box = await away.evaluate((el) => ({
      scroll: el.parentElement!.scrollWidth,
      client: el.parentElement!.clientWidth,
    }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
    await shot(page, '390-05-holidays');
    await context.close();
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('a reload keeps the session with no login; sign-out ends it, and a reload stays signed out', async () => {
    const { context, page } = await open();
    await signIn(page, 'Full admin');
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    const kept = JSON.parse((await stored(page, 'admin')) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(['accessToken', 'expiresAt', 'sessionId']); // never the password
    expect(JSON.stringify(kept)).not.toContain(mock.credentials.admin.password);

    const afterReload = platformRequests(page);
    await page.reload();
    await page.getByRole('banner').getByText('Nino Beridze').waitFor();
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    expect(afterReload.filter((url) => LOGIN.test(url))).toEqual([]);
    // The list the persisted cache restored (written as the page went) is fresh: no request (issue 46).
    expect(afterReload.some((url) => new URL(url).pathname.endsWith('/admin/request-action'))).toBe(false);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await stored(page, 'admin')).toBeNull();
    expect(await page.getByRole('status').count()).toBe(0); // a sign-out is no news
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    // The end user's session comes back the same way: no login, one "who am I".
    await signIn(page, 'End user');
    await page.getByRole('banner').getByText('Luka Maisuradze').waitFor();
    const endUserReload = platformRequests(page);
    await page.reload();
    await page.getByRole('banner').getByText('Luka Maisuradze').waitFor();
    await page.getByRole('heading', { name: /Balance \d{4}/ }).waitFor();
    expect(endUserReload.filter((url) => LOGIN.test(url))).toEqual([]);
    // Restoring sends nothing (docs/design.md, decision 23): the user comes from storage.
    expect(endUserReload.filter((url) => new URL(url).pathname.endsWith('/enduser/auth/self'))).toEqual([]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await stored(page, 'enduser')).toBeNull();
    await context.close();
  }, 60_000);

  it('a reload with the platform out of reach shows what was last seen (the persisted cache), and sign-out empties it', async () => {
    const { context, page } = await open();
    await signIn(page, 'Full admin');
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('platform-client.cache:')));
    // Offline for the platform: every request to it fails as a dropped network does.
    const sent: string[] = [];
    await context.route(`${new URL(mock.urls.admin).origin}/**`, (route) => {
      sent.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await page.getByRole('banner').getByText('Nino Beridze').waitFor();
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, `${prefix}offline-reload.png`) });
    expect(sent.filter((url) => new URL(url).pathname.endsWith('/admin/request-action'))).toEqual([]);
    await context.unroute(`${new URL(mock.urls.admin).origin}/**`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('platform-client.cache:')));
    const text = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(text).not.toContain('Leaking kitchen tap');
    await context.close();
  }, 60_000);

  it('an admin token that expires sends the person back to sign-in, and it stays signed out', async () => {
    const { context, page } = await open();
    await context.clock.install(); // the page's clock, run forward past the token's hour
    await page.reload();
    await signIn(page, 'Full admin');
    await page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    await page.clock.fastForward('01:01:00');
    await page.getByRole('status').getByText('Your session expired. Sign in again.').waitFor();
    expect(await stored(page, 'admin')).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    await context.close();
  }, 30_000);

  it('a session the platform ends (a 401) sends admin and end user back to sign-in with a message', async () => {
    const staff = await open();
    const user = await open(390);
    await signIn(staff.page, 'Full admin');
    await signIn(user.page, 'End user');
    await staff.page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    await user.page.getByRole('heading', { name: /Balance \d{4}/ }).waitFor();
    mock.reset(); // every session and token ends (and the seed data comes back)

    await staff.page.getByRole('group', { name: 'Status' }).getByRole('checkbox').first().click(); // a new list query
    await staff.page.getByRole('status').getByText('The platform ended your session. Sign in again.').waitFor();
    expect(await stored(staff.page, 'admin')).toBeNull();
    await shot(staff.page, '1280-15-session-ended');

    await user.page.getByLabel('Month').fill('2026-08'); // the month's holidays: a new end-user query
    await user.page.getByRole('status').getByText('The platform ended your session. Sign in again.').waitFor();
    expect(await stored(user.page, 'enduser')).toBeNull();
    expect((await fitsWidth(user.page)).scroll).toBeLessThanOrEqual(390);
    await shot(user.page, '390-15-session-ended');
    await user.page.reload();
    await user.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await user.page.getByRole('status').count()).toBe(0);

    // Signing in again works, with a fresh list.
    await signIn(staff.page, 'Full admin');
    await staff.page.getByRole('table').getByRole('link', { name: 'Leaking kitchen tap' }).waitFor();
    await Promise.all([staff.context.close(), user.context.close()]);
  }, 60_000);

  it('the request list loads the next page on "Load more", with the filter, and hides the button at the end', async () => {
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    for (let i = 1; i <= 30; i += 1) {
      await admin.POST('/request-action', {
        body: { type: 'buy', title: `Purchase order ${String(i).padStart(2, '0')}` },
      });
    }
    const { data: all } = await admin.GET('/request-action', { params: { query: { types: ['buy'], limit: 1 } } });
    expect(all.total).toBeGreaterThan(25);
    expect(all.total).toBeLessThanOrEqual(50); // two pages of 25

    for (const width of [1280, 390]) {
      const { context, page } = await open(width);
      await signIn(page, 'Full admin');
      const asked = platformRequests(page);
      await page.goto(`${origin}/#/requests?type=buy`);
      const table = page.getByRole('table');
      await page.getByText(`25 of ${all.total}`).waitFor();
      expect(await table.getByRole('row').count()).toBe(26); // the header and the first page
      const more = page.getByRole('button', { name: `Load more (${all.total - 25} left)` });
      await more.waitFor();
      await shot(page, `${width}-13-load-more`);
      await more.click();
      await page.getByText(`${all.total} of ${all.total}`).waitFor();
      expect(await table.getByRole('row').count()).toBe(all.total + 1);
      await table.getByRole('link', { name: 'Purchase order 01' }).waitFor(); // the oldest, on page 2
      expect(await page.getByRole('button', { name: /^Load more/ }).count()).toBe(0);
      const pages = asked
        .filter((url) => new URL(url).pathname.endsWith('/admin/request-action'))
        .map((url) => new URL(url).searchParams);
      expect(pages.map((q) => [q.get('page'), q.get('limit'), q.getAll('types').join(',')])).toEqual([
        ['1', '25', 'buy'],
        ['2', '25', 'buy'],
      ]);
      if (width === 390) expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
      await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top of the full-page shot
      await shot(page, `${width}-14-all-loaded`);
      await context.close();
    }
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('staff change a request action’s status and title at once; a refused title goes back, in words; "Mark seen" is off once seen', async () => {
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const held = (answered: boolean[]) => answered.length === 0;
    for (const width of [1280, 390]) {
      const before = `Boiler check ${prefix}${width}`;
      const { data: created } = await admin.POST('/request-action', { body: { type: 'maintenance', title: before } });
      const stored = async () =>
        (await admin.GET('/request-action/{id}', { params: { path: { id: created._id } } })).data;
      const { context, page } = await open(width);
      // What the browser logs, but the refused update's own 422 line.
      const logged: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && !message.text().includes('status of 422'))
          logged.push(message.text());
      });
      // Every update is held a moment on its way to the mock: what the page shows meanwhile is
      // its guess (the mock has not answered yet), and the mock's own answer comes after.
      let answered: boolean[] = [];
      await page.route(`**/admin/request-action/${created._id}?*`, async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
        answered.push(true);
      });
      await signIn(page, 'Full admin');
      await page.goto(`${origin}/#/requests/${created._id}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.getByText(before, { exact: true }).waitFor();
      const badges = page.locator('.page-head .badges');
      const editor = page.getByRole('form', { name: 'Change the request action' });

      // Mark seen: once the platform says this version is seen, the button is off.
      const markSeen = page.getByRole('button', { name: 'Mark seen' });
      expect(await markSeen.isEnabled()).toBe(true);
      await markSeen.click();
      const seen = page.getByRole('button', { name: 'Seen at version 0' });
      await seen.waitFor();
      expect(await seen.isDisabled()).toBe(true);
      expect((await stored()).seenBy).toEqual([admin.self._id]);
      await page.reload(); // the platform's word, not the click's memory
      await seen.waitFor();
      expect(await seen.isDisabled()).toBe(true);

      // The status: shown at once, before the platform answers; then the platform holds it.
      answered = [];
      await editor.getByLabel('Status').selectOption('confirmed');
      await badges.getByText('Confirmed', { exact: true }).waitFor();
      expect(held(answered)).toBe(true);
      expect((await stored()).status).toBe('pending');
      await page.getByRole('status').getByText('Saved.').waitFor();
      const confirmed = await stored();
      expect([confirmed.status, confirmed.version, confirmed.seenBy]).toEqual(['confirmed', 1, []]);
      // A new version nobody has seen: "Mark seen" is on again.
      await page.getByRole('button', { name: 'Mark seen' }).waitFor();
      expect(await page.getByRole('button', { name: 'Mark seen' }).isEnabled()).toBe(true);

      // The title, the same way.
      const after = `${before}, Thursday morning`;
      answered = [];
      await editor.getByLabel('Title').fill(after);
      await editor.getByRole('button', { name: 'Rename' }).click();
      await heading.getByText(after, { exact: true }).waitFor();
      expect(held(answered)).toBe(true);
      expect((await stored()).title).toBe(before);
      await page.getByRole('status').getByText('Saved.').waitFor();
      await expect.poll(async () => (await stored()).title).toBe(after);
      expect(await editor.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true); // nothing to save
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${width}-16-request-changed`);

      // A title the platform refuses (more than 200 characters): shown at once, then put back,
      // and why, in words; the typed text stays in the field to be shortened.
      const tooLong = `${after} `.repeat(8).slice(0, 201);
      answered = [];
      await editor.getByLabel('Title').fill(tooLong);
      await editor.getByRole('button', { name: 'Rename' }).click();
      await heading.getByText(tooLong, { exact: true }).waitFor();
      expect(held(answered)).toBe(true);
      const refused = page.getByRole('alert');
      await refused.getByText('Not saved, put back: Title must be at most 200 characters long.').waitFor();
      await heading.getByText(after, { exact: true }).waitFor();
      expect(await heading.textContent()).toBe(after);
      expect(await badges.getByText('Confirmed', { exact: true }).count()).toBe(1);
      expect(await editor.getByLabel('Title').inputValue()).toBe(tooLong);
      const kept = await stored();
      expect([kept.title, kept.status, kept.version]).toEqual([after, 'confirmed', 2]);
      if (width === 390) expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${width}-17-request-refused`);

      // The list shows what the platform holds.
      await page.getByRole('link', { name: '← Request actions' }).click();
      const row = page.getByRole('table').getByRole('row').filter({ hasText: after });
      await row.getByText('Confirmed', { exact: true }).waitFor();
      expect(logged).toEqual([]);
      await context.close();
    }
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('read-only admin: the status and title are shown but off, with the reason beside them', async () => {
    // By its address: the tests before have pushed the seed's request action off the first page.
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const { data: all } = await admin.GET('/request-action', { params: { query: { limit: 200 } } });
    const tap = all.data.find((action) => action.title === 'Leaking kitchen tap')!;
    for (const width of [1280, 390]) {
      const { context, page } = await open(width);
      await signIn(page, 'Read-only admin');
      await page.goto(`${origin}/#/requests/${tap._id}`);
      await page.getByRole('heading', { name: 'Leaking kitchen tap', level: 1 }).waitFor();
      const editor = page.getByRole('form', { name: 'Change the request action' });
      const controls = [
        editor.getByLabel('Status'),
        editor.getByLabel('Title'),
        editor.getByRole('button', { name: 'Rename' }),
      ];
      for (const control of controls) {
        expect(await control.isDisabled()).toBe(true);
        // Each points at the notice that says why.
        expect(await control.getAttribute('aria-describedby')).toBe('read-only-note');
      }
      const note = await page.locator('#read-only-note').textContent();
      expect(note).toBe(
        'Read-only. Your role does not grant Write on request-action (update). Changing the status or the title, commenting and marking seen are turned off.',
      );
      expect(await editor.getByLabel('Title').inputValue()).toBe('Leaking kitchen tap');
      if (width === 390) expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
      await shot(page, `${width}-18-read-only-editor`);
      await context.close();
    }
  }, 60_000);

  it('holidays: the month lives in the address (back, forward, a reload keep it), with the balance of its year', async () => {
    const asUser = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      ...mock.credentials.endUser,
    });
    const balance = async (year: number) =>
      (await asUser.GET('/intranet/holiday/balance', { params: { query: { year } } })).data;
    const [last, this_] = [await balance(2025), await balance(2026)];
    expect(last.remaining).not.toBe(this_.remaining); // the two years read apart
    for (const width of [1280, 390]) {
      const { context, page } = await open(width);
      await signIn(page, 'End user');
      const shows = async (month: string, heading: string, year: number, remaining: number) => {
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.getByRole('heading', { name: new RegExp(`^Balance ${year}`) }).waitFor();
        await page.locator('.stat-emphasis .stat-value').getByText(String(remaining), { exact: true }).waitFor();
        expect(await page.getByLabel('Month').inputValue()).toBe(month);
        expect(new URL(page.url()).hash).toBe(`#/holidays?month=${month}`);
      };
      await page.goto(`${origin}/#/holidays?month=2025-11`); // a shared link
      await shows('2025-11', 'Away in November 2025', 2025, last.remaining);
      await page.getByLabel('Month').fill('2026-03');
      await shows('2026-03', 'Away in March 2026', 2026, this_.remaining);
      // The seed's absences of the month.
      await page.getByRole('region', { name: 'Away in March 2026' }).getByRole('row').nth(1).waitFor();
      if (width === 390) expect((await fitsWidth(page)).scroll).toBeLessThanOrEqual(390);
      await shot(page, `${width}-19-holidays-month`);
      await page.goBack();
      await shows('2025-11', 'Away in November 2025', 2025, last.remaining);
      await page.goForward();
      await shows('2026-03', 'Away in March 2026', 2026, this_.remaining);
      await page.reload();
      await shows('2026-03', 'Away in March 2026', 2026, this_.remaining);
      // Another screen and back: the month comes back with the address.
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Boxes' }).click();
      await page.getByRole('region', { name: 'Stored box', exact: true }).waitFor();
      await page.goBack();
      await shows('2026-03', 'Away in March 2026', 2026, this_.remaining);
      // The section's own link opens this month (the browser's), as before.
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Holidays' }).click();
      await page.waitForURL((url) => url.hash === '#/holidays');
      const now = new Date();
      expect(await page.getByLabel('Month').inputValue()).toBe(
        `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
      );
      await page.getByRole('heading', { name: new RegExp(`^Balance ${now.getFullYear()}`) }).waitFor();
      await context.close();
    }
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

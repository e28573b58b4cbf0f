// Issue 46, item 4, in Chromium: two tabs of one app (one origin: one localStorage, one
// BroadcastChannel), each with its QueryClient persisted in localStorage and its admin client of
// the same account followed. A sign-out in one tab empties the other within a second: its cached
// entries of that account gone, its client signed out, and nothing of the account in storage.
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { launchChromium } from '../support/browser.js';
import { root } from '../support/prism.js';
import { startServer, type TestServer } from '../support/server.js';

const PAGE = `<!doctype html><title>app</title><script type="module">import * as app from '/app.js'; window.app = app;</script>`;

// The app of each tab: a QueryClient persisted in localStorage, an admin client (signed in, or its
// session restored from localStorage) followed, and its preferences fetched.
const APP = `
import { QueryClient } from '@tanstack/query-core';
import { createAdminClient } from './src/index.browser.ts';
import { persistPlatformCache } from './src/persist/index.ts';
import { accountOfKey } from './src/persist/account.ts';
import { listAdminPreferencesQueryOptions } from './generated/query/admin/index.ts';
export async function start(baseUrl, projectId, credentials) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60000 } } });
  const cache = persistPlatformCache(queryClient, { storage: localStorage, throttle: 0 });
  await cache.restored;
  const admin = await createAdminClient({ baseUrl, projectId, ...credentials, storage: localStorage });
  cache.follow(admin);
  const options = listAdminPreferencesQueryOptions(admin);
  await queryClient.fetchQuery(options);
  const account = accountOfKey(options.queryKey);
  Object.assign(window, { queryClient, admin, account });
  return account;
}
export const entries = () => window.queryClient.getQueryCache().getAll().filter((q) => accountOfKey(q.queryKey) === window.account).length;
export const stored = () => Object.keys(localStorage).filter((k) => k.startsWith('platform-client.cache')).sort();
/** The milliseconds until this tab holds none of the account's entries and its client is signed out (Infinity: not in 5 s). */
export function emptied() {
  const start = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const ms = performance.now() - start;
      if ((entries() === 0 && window.admin.session === null) || ms > 5000) resolve(ms > 5000 ? Infinity : ms);
      else setTimeout(check, 5);
    };
    check();
  });
}
`;

let browser: Browser;
let context: BrowserContext;
let site: TestServer;
let mock: MockPlatform;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: APP, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const app = bundle.outputFiles[0]!.text;
  site = await startServer((req) =>
    req.path === '/app.js'
      ? { headers: { 'content-type': 'text/javascript' }, body: app }
      : { headers: { 'content-type': 'text/html' }, body: PAGE },
  );
  mock = await startMockPlatform();
  browser = await launchChromium();
  context = await browser.newContext();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});

/** What each tab's app exports (APP above), as `window.app`. */
interface App {
  start(baseUrl: string, projectId: string, credentials: object): Promise<string>;
  entries(): number;
  stored(): string[];
  emptied(): Promise<number>;
}
declare const window: { app: App; admin: { signOut(): Promise<void> } };

async function tab(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page.waitForFunction(() => 'app' in window);
  return page;
}

it('a sign-out in one tab empties the other within a second', async () => {
  const one = await tab();
  const two = await tab();
  const start = (page: Page, credentials: object) =>
    page.evaluate(([base, project, c]) => window.app.start(base, project, c), [
      mock.urls.admin,
      mock.projectId,
      credentials,
    ] as const);
  const entries = (page: Page) => page.evaluate(() => window.app.entries());
  const account = await start(one, mock.credentials.admin);
  // The second tab restores the first one's session from localStorage: no credentials.
  expect(await start(two, {})).toBe(account);
  expect(await entries(two)).toBe(1);
  await one.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('platform-client.cache:')));

  const emptied = two.evaluate(() => window.app.emptied());
  await one.evaluate(() => window.admin.signOut());
  expect(await emptied).toBeLessThan(1000);
  expect(await entries(two)).toBe(0);
  expect(await entries(one)).toBe(0);
  expect(await two.evaluate(() => window.app.stored())).toEqual([]);
});

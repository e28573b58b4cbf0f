// Issue 46, item 6, against the stateful mock platform: five mutations made offline are persisted;
// after a reload (a new QueryClient, a new client of the same account) and once online, they run
// through the registered defaults: five side effects on the mock, in the order they were made,
// once each.
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createEntityMutationOptions } from '../../generated/query/admin/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { createAdminClient } from '../../src/index.js';
import { persistPlatformCache, type CacheStorage } from '../../src/persist/index.js';
import { memoryStorage } from './memory-storage.js';

let mock: MockPlatform;
/** The entity writes the mock received: the title of each POST, in order. */
const posted: string[] = [];

// The first write is slow to leave (a slow network): mutations run side by side would overtake it.
const recording: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.method === 'POST' && new URL(request.url).pathname.includes('/entity/')) {
    const { title } = (await request.clone().json()).data;
    if (title === 'one') await new Promise((resolve) => setTimeout(resolve, 300));
    posted.push(title);
  }
  return fetch(request);
};
const signIn = () =>
  createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials.admin,
    maxRetries: 0,
    fetch: recording,
  });

beforeAll(async () => {
  mock = await startMockPlatform();
});
afterAll(() => mock?.close());
afterEach(() => onlineManager.setOnline(true));

async function open(storage: CacheStorage) {
  const queryClient = new QueryClient();
  // As QueryClientProvider does: the client hears the network come back.
  queryClient.mount();
  const cache = persistPlatformCache(queryClient, { storage, throttle: 0 });
  await cache.restored;
  return { queryClient, cache };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
};

it('five mutations queued offline, a reload, then online: five side effects, in order, once each', async () => {
  const storage = memoryStorage();
  const a = await signIn();
  const page = await open(storage);
  page.cache.follow(a);
  onlineManager.setOnline(false);
  const titles = ['one', 'two', 'three', 'four', 'five'];
  for (const title of titles) {
    // As the generated hook makes it: its options (key, meta naming the account, the page's client).
    void new MutationObserver(page.queryClient, createEntityMutationOptions(a))
      .mutate({ pid: mock.projectId, kind: 'offline-queue', data: { data: { title } } })
      .catch(() => undefined);
  }
  await until(() => page.queryClient.getMutationCache().getAll().length === 5);
  expect(
    page.queryClient
      .getMutationCache()
      .getAll()
      .every((m) => m.state.isPaused),
  ).toBe(true);
  // The page goes (a reload): what is pending is written, and its QueryClient is gone.
  page.cache.unsubscribe();
  await new Promise((resolve) => setTimeout(resolve, 20));
  page.queryClient.unmount();
  page.queryClient.clear();
  expect(posted).toEqual([]);

  const reloaded = await open(storage);
  reloaded.cache.follow(await signIn());
  const restored = reloaded.queryClient.getMutationCache().getAll();
  expect(restored.map((m) => (m.state.variables as { data: { data: { title: string } } }).data.data.title)).toEqual(
    titles,
  );
  expect(posted).toEqual([]);

  onlineManager.setOnline(true);
  await until(() => restored.every((m) => m.state.status === 'success'));
  expect(restored.map((m) => m.state.status)).toEqual(titles.map(() => 'success'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(posted).toEqual(titles);
  const { data: list } = await a.GET('/project/{pid}/entity/{kind}', {
    params: { path: { pid: mock.projectId, kind: 'offline-queue' } },
  });
  // The mock lists the newest first.
  expect(list.data.map((e) => (e.data as { title: string }).title).reverse()).toEqual(titles);
  reloaded.cache.unsubscribe();
  reloaded.queryClient.unmount();
});

// Issue 46, items 1, 3, 4 and 5, against the stateful mock platform: a list restored after a
// reload holds its Dates and needs no request while fresh; another account finds none of the
// first one's entries; after sign-out a fresh restore finds nothing of that account; storage text
// holds no secret; a schema change drops only its operation's entries.
import fs from 'node:fs';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminMutationOptions,
  createEntityMutationOptions,
  getListAdminPreferencesQueryKey,
  listAdminPreferencesQueryOptions,
  listEntitiesQueryOptions,
  listProjectsQueryOptions,
} from '../../generated/query/admin/index.js';
import { readContract } from '../../scripts/generate/model.mjs';
import { persistTable } from '../../scripts/generate/persist.mjs';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { accountOfKey } from '../../src/persist/account.js';
import { persistPlatformCache, type CacheStorage } from '../../src/persist/index.js';
import { createAdminClient } from '../../src/index.js';
import { memoryStorage } from './memory-storage.js';

let mock: MockPlatform;
/** Every request the clients sent, as `METHOD path`. */
const sent: string[] = [];
const ONLY_A = 'only-admin-a';

const recording: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
  return fetch(request);
};
const signIn = (account: { email: string; password: string }) =>
  createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...account,
    maxRetries: 0,
    fetch: recording,
  });

beforeAll(async () => {
  mock = await startMockPlatform();
  const a = await signIn(mock.credentials.admin);
  await a.POST('/auth/admin/preference/{key}', {
    params: { path: { key: ONLY_A } },
    body: { value: { theme: 'dark' } },
  });
});
afterAll(() => mock?.close());
afterEach(() => onlineManager.setOnline(true));

/** A page's QueryClient, as the provider makes it (answers fresh for a minute), with its cache persisted in `storage`. */
async function open(storage: CacheStorage) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, gcTime: 86_400_000 } } });
  const cache = persistPlatformCache(queryClient, { storage, throttle: 0 });
  await cache.restored;
  return { queryClient, cache };
}
/** The page goes: what is pending is written. */
async function close(page: Awaited<ReturnType<typeof open>>) {
  page.cache.unsubscribe();
  page.queryClient.clear();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const accountsIn = (queryClient: QueryClient) =>
  new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => accountOfKey(q.queryKey)),
  );

describe('a reload', () => {
  it('restores the list with its Dates and sends nothing while it is fresh', async () => {
    const storage = memoryStorage();
    const a = await signIn(mock.credentials.admin);
    const first = await open(storage);
    const fetched = await first.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    expect(fetched.find((p) => p.key === ONLY_A)?.updated).toBeInstanceOf(Date);
    await close(first);

    const requests = sent.length;
    const again = await open(storage);
    const restored = await again.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    expect(sent.slice(requests)).toEqual([]);
    expect(restored.map((p) => [p.key, (p.updated as unknown as Date).toISOString()])).toEqual(
      fetched.map((p) => [p.key, p.updated.toISOString()]),
    );
    expect(restored.every((p) => p.updated instanceof Date)).toBe(true);
    await close(again);
  });
});

describe('per account', () => {
  it('another account on the same platform finds none of the first one’s entries', async () => {
    const storage = memoryStorage();
    const a = await signIn(mock.credentials.admin);
    const first = await open(storage);
    await first.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    await close(first);

    const b = await signIn(mock.credentials.readOnlyAdmin);
    const page = await open(storage);
    expect(page.queryClient.getQueryData(getListAdminPreferencesQueryKey(b))).toBeUndefined();
    const requests = sent.length;
    const list = await page.queryClient.fetchQuery(listAdminPreferencesQueryOptions(b));
    expect(sent.slice(requests)).toEqual([`GET ${new URL(mock.urls.admin).pathname}/auth/admin/preference`]);
    expect(list.map((p) => p.key)).not.toContain(ONLY_A);
    await close(page);
  });

  it('after a sign-out a fresh restore finds nothing of that account, and the other account’s entries stay', async () => {
    const storage = memoryStorage();
    const a = await signIn(mock.credentials.admin);
    const b = await signIn(mock.credentials.readOnlyAdmin);
    const page = await open(storage);
    page.cache.follow(a);
    page.cache.follow(b);
    await page.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    await page.queryClient.fetchQuery(listAdminPreferencesQueryOptions(b));
    const accountOfA = accountOfKey(getListAdminPreferencesQueryKey(a));
    const accountOfB = accountOfKey(getListAdminPreferencesQueryKey(b));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...storage.items.keys()]).toContain(`platform-client.cache:${accountOfA}`);

    await a.signOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(accountsIn(page.queryClient).has(accountOfA)).toBe(false);
    expect([...storage.items.keys()]).not.toContain(`platform-client.cache:${accountOfA}`);
    await close(page);

    const fresh = await open(storage);
    expect(accountsIn(fresh.queryClient)).toEqual(new Set([accountOfB]));
    expect(fresh.queryClient.getQueryData(getListAdminPreferencesQueryKey(b))).toBeDefined();
    await close(fresh);
  });
});

describe('nothing secret in storage', () => {
  it('holds no token, session id, API key or password, and no paused mutation whose variables the contract marks secret', async () => {
    const storage = memoryStorage();
    const a = await signIn(mock.credentials.admin);
    const page = await open(storage);
    const projects = await page.queryClient.fetchQuery(listProjectsQueryOptions(a));
    const project = projects.data.find((p) => p.api_key)!;
    await page.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    onlineManager.setOnline(false);
    const password = 'Never-Stored-2026';
    void new MutationObserver(page.queryClient, createAdminMutationOptions(a))
      .mutate({ data: { email: 'offline@example.com', fullName: 'Off Line', password } })
      .catch(() => undefined);
    void new MutationObserver(page.queryClient, createEntityMutationOptions(a))
      .mutate({ pid: mock.projectId, kind: 'note', data: { data: { title: 'kept offline' } } })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = storage.text();
    expect(text).toContain('kept offline');
    expect(text).toContain('"key":"only-admin-a"');
    for (const secret of [
      a.session!.sessionId,
      a.session!.accessToken!,
      mock.credentials.admin.password,
      password,
      project.api_key!,
      mock.credentials.privateApiKey,
    ])
      expect(text).not.toContain(secret);
    await close(page);
  });
});

describe('a schema change', () => {
  const tableOf = (doc: unknown) => persistTable(readContract(doc, 'admin'));
  const doc = JSON.parse(fs.readFileSync(new URL('../../generated/openapi/admin.json', import.meta.url), 'utf8'));

  it('changes the hash of the operations whose answer holds the changed schema, and only theirs', () => {
    const changed = structuredClone(doc);
    changed.components.schemas.AdminPreference.properties.pinned = { type: 'boolean' };
    const described = structuredClone(doc);
    described.components.schemas.AdminPreference.description = 'Worded anew: no answer changes.';
    const before = tableOf(doc).queries;
    const after = tableOf(changed).queries;
    const differing = Object.keys(before).filter((path) => before[path]!.hash !== after[path]!.hash);
    expect(differing.sort()).toEqual(['/auth/admin/preference', '/auth/admin/preference/{key}']);
    const reworded = tableOf(described).queries;
    expect(Object.keys(before).filter((path) => before[path]!.hash !== reworded[path]!.hash)).toEqual([]);
  });

  it('drops at restore only the entries stored under another hash of their operation', async () => {
    const storage = memoryStorage();
    const a = await signIn(mock.credentials.admin);
    const page = await open(storage);
    await page.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    const entities = listEntitiesQueryOptions(a, mock.projectId, 'note');
    await page.queryClient.fetchQuery(entities);
    await close(page);
    // The stored preferences list as an older contract wrote it: its operation's hash was another.
    const hash = tableOf(doc).queries['/auth/admin/preference']!.hash;
    for (const [key, value] of storage.items)
      if (value.includes(hash)) storage.items.set(key, value.replaceAll(`"hash":"${hash}"`, '"hash":"older-schema"'));

    const again = await open(storage);
    expect(again.queryClient.getQueryData(getListAdminPreferencesQueryKey(a))).toBeUndefined();
    expect(again.queryClient.getQueryData(entities.queryKey)).toBeDefined();
    await close(again);
  });
});

// Last: it ends every session of the mock.
describe('a session the platform ends', () => {
  it('a 401 ends the session, and the account’s entries leave memory and storage', async () => {
    const storage = memoryStorage();
    const a = await signIn(mock.credentials.admin);
    const page = await open(storage);
    page.cache.follow(a);
    await page.queryClient.fetchQuery(listAdminPreferencesQueryOptions(a));
    const account = accountOfKey(getListAdminPreferencesQueryKey(a));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...storage.items.keys()]).toContain(`platform-client.cache:${account}`);

    mock.reset(); // sessions end on the platform: the next call is answered 401
    const refused = await a.GET('/auth/admin/preference').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(a.session).toBeNull();
    expect(accountsIn(page.queryClient).has(account)).toBe(false);
    expect(storage.text()).not.toContain(account);
    await close(page);
  });
});

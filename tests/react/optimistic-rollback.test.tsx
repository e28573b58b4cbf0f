// @vitest-environment happy-dom
// Rollbacks that cannot bring the past back (issue 34, item 2), under StrictMode, against the
// stateful mock platform: an optimistic update's rollback writes only into the queries it saved, if
// they are still the cache's (no switch of client, no session end since); a failed one ends with
// what it touched read again; two overlapping ones that both fail leave the platform's value.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import {
  PlatformProvider,
  optimisticUpdate,
  usePlatformClient,
  useSetPlatformClient,
  type PlatformClients,
} from '../../src/react/index.js';
import {
  getGetAdminPreferenceQueryKey,
  getListAdminPreferencesQueryKey,
  useGetAdminPreference,
  useListAdminPreferences,
  useSetAdminPreference,
  type AdminPreference,
  type SetAdminPreferenceMutationVariables,
} from '../../src/react/admin.js';
import '../support/strict-mode.js';

const KEY = 'rollback.test';
const ONLY_A = 'only-admin-a';
let mock: MockPlatform;
/** Preference POSTs held (once `holding`) until the test lets each through, in order. */
const held: Array<() => void> = [];
let holding = false;
/** Every GET the clients sent, by path. */
const gets: string[] = [];

const admin = (account: { email: string; password: string }, hold = false) =>
  createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...account,
    maxRetries: 0,
    fetch: async (request) => {
      if (request.method === 'GET') gets.push(new URL(request.url).pathname);
      if (hold && holding && request.method === 'POST' && request.url.includes('/auth/admin/preference/'))
        await new Promise<void>((resolve) => held.push(resolve));
      return fetch(request);
    },
  });

let a: AdminClient;
let b: AdminClient;

beforeAll(async () => {
  mock = await startMockPlatform();
});
beforeEach(async () => {
  mock.reset();
  holding = false;
  held.length = 0;
  gets.length = 0;
  a = await admin(mock.credentials.admin, true);
  b = await admin(mock.credentials.readOnlyAdmin);
  // The platform's value of the preference under test, and one only A has.
  await a.POST('/auth/admin/preference/{key}', { params: { path: { key: KEY } }, body: { value: 'platform' } });
  await a.POST('/auth/admin/preference/{key}', { params: { path: { key: ONLY_A } }, body: { value: 'mine' } });
  holding = true;
});
afterEach(cleanup);
afterAll(() => mock?.close());

const release = async () => {
  await waitFor(() => expect(held.length).toBeGreaterThan(0));
  held.shift()!();
};

/** Every render of the screen: the client's (a, b or none) and what it showed. */
type Seen = { who: string; list: string[] | undefined; value: unknown };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seen: Seen[] = [];
  let mutate: ((value: string, valid?: boolean) => Promise<unknown>) | undefined;
  let setClient: ReturnType<typeof useSetPlatformClient> | undefined;
  function Screen() {
    const client = usePlatformClient('admin');
    const list = useListAdminPreferences();
    const one = useGetAdminPreference(KEY);
    const set = useSetAdminPreference({
      mutation: optimisticUpdate<AdminPreference, SetAdminPreferenceMutationVariables>({
        entity: (v) => getGetAdminPreferenceQueryKey(client, v.key),
        lists: () => [getListAdminPreferencesQueryKey(client)],
        // What a refused body would have set: its `shown` (the body lacks the required `value`).
        apply: (p, v) => ({ ...p, value: (v.data as { shown?: unknown }).shown ?? v.data.value }),
        isRow: (row, v) => row.key === v.key,
      }),
    });
    mutate = (value, valid = false) =>
      // Without `value` the platform refuses the body (422); `valid` sends one.
      set.mutateAsync({ key: KEY, data: (valid ? { value } : { shown: value }) as never }).then(
        () => 'ok',
        (error: { status?: number }) => error.status,
      );
    const row = list.data?.find((p) => p.key === KEY);
    seen.push({
      who: client === a ? 'a' : client === b ? 'b' : 'other',
      list: list.data?.map((p) => `${p.key}=${JSON.stringify(p.value)}`),
      value: one.data?.value,
    });
    return (
      <p>
        list: {row ? JSON.stringify(row.value) : 'none'}; one: {one.data ? JSON.stringify(one.data.value) : 'none'}
      </p>
    );
  }
  function App() {
    setClient = useSetPlatformClient();
    return usePlatformClient('admin', { optional: true }) ? <Screen /> : <p>signed out</p>;
  }
  const Provider = ({ clients, children }: { clients: PlatformClients; children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider clients={clients}>{children}</PlatformProvider>
    </QueryClientProvider>
  );
  return {
    queryClient,
    seen,
    App,
    Provider,
    mutate: (value: string, valid?: boolean) => mutate!(value, valid),
    switchTo: (client: AdminClient) => act(() => setClient!('admin', client)),
  };
}

describe('optimistic rollbacks', () => {
  it("a call failing after the surface switched users writes nothing of the old user's into the new one's cache", async () => {
    const { seen, App, Provider, mutate, switchTo } = setup();
    render(
      <Provider clients={{ admin: a }}>
        <App />
      </Provider>,
    );
    await screen.findByText('list: "platform"; one: "platform"');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = mutate('optimistic');
    });
    await screen.findByText('list: "optimistic"; one: "optimistic"');

    switchTo(b);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ who: 'b', list: expect.any(Array) }));
    await act(async () => {
      await release();
      expect(await done).toBe(422);
    });
    await waitFor(() => expect(seen.at(-1)!.list).toBeDefined());
    const toB = seen.filter((s) => s.who === 'b');
    // Never A's own preference, never A's optimistic value, in any render of B.
    expect(toB.filter((s) => s.list?.some((p) => p.startsWith(ONLY_A)))).toEqual([]);
    expect(toB.filter((s) => s.value === 'optimistic')).toEqual([]);
  });

  it('after a 401 has ended the session, the rolled-back rows never come back into the cache', async () => {
    const { queryClient, App, Provider, mutate } = setup();
    render(
      <Provider clients={{ admin: a }}>
        <App />
      </Provider>,
    );
    await screen.findByText('list: "platform"; one: "platform"');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = mutate('optimistic', true);
    });
    await screen.findByText('list: "optimistic"; one: "optimistic"');
    mock.reset(); // the platform forgets every session: the held call answers 401
    await act(async () => {
      await release();
      expect(await done).toBe(401);
    });
    await screen.findByText('signed out');
    expect(a.session).toBeNull();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toEqual([]);
  });

  it('a failed call ends with the entity and its list read again from the platform', async () => {
    const { App, Provider, mutate } = setup();
    render(
      <Provider clients={{ admin: a }}>
        <App />
      </Provider>,
    );
    await screen.findByText('list: "platform"; one: "platform"');
    const before = { one: gets.filter((p) => p.endsWith(`/${KEY}`)).length, list: gets.length };
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = mutate('refused');
    });
    await act(async () => {
      await release();
      expect(await done).toBe(422);
    });
    await screen.findByText('list: "platform"; one: "platform"');
    await waitFor(() => expect(gets.filter((p) => p.endsWith(`/${KEY}`)).length).toBe(before.one + 1));
    expect(gets.filter((p) => p.endsWith('/auth/admin/preference')).length).toBeGreaterThan(0);
  });

  it("two overlapping updates that both fail leave the platform's value, not the first one's refused value", async () => {
    const { seen, App, Provider, mutate } = setup();
    render(
      <Provider clients={{ admin: a }}>
        <App />
      </Provider>,
    );
    await screen.findByText('list: "platform"; one: "platform"');
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = mutate('first');
    });
    await screen.findByText('list: "first"; one: "first"');
    act(() => {
      second = mutate('second');
    });
    await screen.findByText('list: "second"; one: "second"');
    await act(async () => {
      await release();
      expect(await first).toBe(422);
    });
    // The second is still pending: what it shows stays until it settles.
    expect(seen.at(-1)!.value).toBe('second');
    await act(async () => {
      await release();
      expect(await second).toBe(422);
    });
    await screen.findByText('list: "platform"; one: "platform"');
    const from = seen.findLastIndex((s) => s.value === 'second');
    expect(seen.slice(from + 1).filter((s) => s.value === 'first')).toEqual([]);
  });
});

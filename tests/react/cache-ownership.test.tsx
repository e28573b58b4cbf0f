// @vitest-environment happy-dom
// Whose data an entry is (issue 34, item 1; issue 42, item 2), under StrictMode, against the
// stateful mock platform and loopback servers: keys name their account, so whenever the provider's
// client of a surface changes (a new object in `clients`, setClient, sign-in, sign-out, a session's
// end) no render shows the new client another account's data; the MutationCache keeps none of the
// old account's mutations (their variables can hold passwords); a sign-out removes that account's
// queries; two users under one QueryClient, or two platforms, never share a query entry.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  type AdminClient,
  type PublicClient,
} from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import {
  PlatformProvider,
  usePlatformClient,
  useSetPlatformClient,
  useSignIn,
  useSignOut,
  accountOf,
  type PlatformClients,
} from '../../src/react/index.js';
import { useListAdminPreferences, useSetAdminPreference } from '../../src/react/admin.js';
import { useUpdatePassword } from '../../src/react/enduser.js';
import { useListBoxes } from '../../src/react/public.js';
import { startServer, type TestServer } from '../support/server.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
let a: AdminClient;
let b: AdminClient;
const ONLY_A = 'only-admin-a';

beforeAll(async () => {
  mock = await startMockPlatform();
  const admin = (account: { email: string; password: string }) =>
    createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...account, maxRetries: 0 });
  a = await admin(mock.credentials.admin);
  b = await admin(mock.credentials.readOnlyAdmin);
  // A preference of A's own: B's list never holds it, so a render of B with it shows A's data.
  await a.POST('/auth/admin/preference/{key}', {
    params: { path: { key: ONLY_A } },
    body: { value: { theme: 'dark' } },
  });
});
afterEach(cleanup);
afterAll(() => mock?.close());

/** Every render of the preferences screen: whose client the provider gave, and the keys it showed. */
type Seen = { who: 'a' | 'b' | 'other'; keys: string[] | undefined };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seen: Seen[] = [];
  function Preferences() {
    const client = usePlatformClient('admin');
    const { data } = useListAdminPreferences();
    const keys = data?.map((p) => p.key);
    seen.push({ who: client === a ? 'a' : client === b ? 'b' : 'other', keys });
    return <p>preferences: {keys ? keys.join(',') : 'loading'}</p>;
  }
  const Provider = ({ clients, children }: { clients: PlatformClients; children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider clients={clients}>{children}</PlatformProvider>
    </QueryClientProvider>
  );
  /** What the mutation cache holds of a surface: operation and variables of each mutation. */
  const mutations = () =>
    queryClient
      .getMutationCache()
      .getAll()
      .map((m) => ({ key: m.options.mutationKey, variables: m.state.variables }));
  return { queryClient, seen, Preferences, Provider, mutations };
}

const shownTo = (seen: Seen[], who: Seen['who']) => seen.filter((s) => s.who === who);

/** The queries of `client`'s account in the cache. */
const queriesOf = (queryClient: QueryClient, client: AdminClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['admin'] })
    .filter((q) => (q.queryKey[2] as { account?: unknown }).account === accountOf(client));

describe('a surface cache belongs to its client', () => {
  it('a new client object in `clients`: the new client first renders with nothing, then its own data; no mutation of the old one is kept', async () => {
    const { seen, Preferences, Provider, mutations } = setup();
    let save: ((key: string) => Promise<unknown>) | undefined;
    function Save() {
      const { mutateAsync } = useSetAdminPreference();
      save = (key) => mutateAsync({ key, data: { value: { by: 'a' } } });
      return null;
    }
    const { rerender } = render(
      <Provider clients={{ admin: a }}>
        <Preferences />
        <Save />
      </Provider>,
    );
    await screen.findByText(new RegExp(ONLY_A));
    await act(() => save!('saved-by-a'));
    expect(mutations()).toEqual([
      { key: ['admin', 'setAdminPreference'], variables: { key: 'saved-by-a', data: { value: { by: 'a' } } } },
    ]);

    rerender(
      <Provider clients={{ admin: b }}>
        <Preferences />
        <Save />
      </Provider>,
    );
    await waitFor(() => expect(shownTo(seen, 'b').at(-1)?.keys).toBeDefined());
    const toB = shownTo(seen, 'b');
    // Not one render of B with A's list: first nothing (loading), then B's own.
    expect(toB[0]!.keys).toBeUndefined();
    expect(toB.filter((s) => s.keys?.includes(ONLY_A))).toEqual([]);
    expect(toB.at(-1)!.keys).not.toContain('saved-by-a');
    expect(mutations()).toEqual([]);
  });

  it("a mounted mutation hook shows the new client none of the old one's result, even one still in flight", async () => {
    const { Provider } = setup();
    /** Every render of the form: whose client, and the mutation's status, variables and answer. */
    const renders: Array<{ who: string; status: string; key: string | undefined; answered: boolean }> = [];
    let save: ((key: string) => Promise<unknown>) | undefined;
    function Form() {
      const client = usePlatformClient('admin');
      const result = useSetAdminPreference();
      save = (key) => result.mutateAsync({ key, data: { value: { by: 'a' } } });
      renders.push({
        who: client === a ? 'a' : client === b ? 'b' : 'other',
        status: result.status,
        key: result.variables?.key,
        answered: result.data !== undefined,
      });
      return <p>status: {result.status}</p>;
    }
    const { rerender } = render(
      <Provider clients={{ admin: a }}>
        <Form />
      </Provider>,
    );
    await act(() => save!('kept-by-a'));
    await screen.findByText('status: success');
    expect(renders.at(-1)).toEqual({ who: 'a', status: 'success', key: 'kept-by-a', answered: true });

    rerender(
      <Provider clients={{ admin: b }}>
        <Form />
      </Provider>,
    );
    await screen.findByText('status: idle');
    expect(renders.filter((r) => r.who === 'b')).toEqual(
      renders.filter((r) => r.who === 'b').map(() => ({ who: 'b', status: 'idle', key: undefined, answered: false })),
    );
    expect(renders.filter((r) => r.who === 'b').length).toBeGreaterThan(0);

    // A call in flight when the client changes: its answer never reaches the new client's render.
    rerender(
      <Provider clients={{ admin: a }}>
        <Form />
      </Provider>,
    );
    let inFlight: Promise<unknown> | undefined;
    act(() => {
      inFlight = save!('late-for-b').catch(() => undefined);
    });
    rerender(
      <Provider clients={{ admin: b }}>
        <Form />
      </Provider>,
    );
    await act(() => inFlight);
    await screen.findByText('status: idle');
    expect(renders.filter((r) => r.who === 'b' && (r.key !== undefined || r.answered))).toEqual([]);
  });

  it("setClient, sign-in, sign-out and a session ending: no render of one account with the other's data; a sign-out removes its account's queries", async () => {
    const { seen, queryClient, Preferences, Provider } = setup();
    let setClient: ReturnType<typeof useSetPlatformClient> | undefined;
    let signIn: ReturnType<typeof useSignIn<'admin'>>['signIn'] | undefined;
    let signOut: (() => Promise<void>) | undefined;
    function Controls() {
      setClient = useSetPlatformClient();
      signIn = useSignIn('admin', { baseUrl: mock.urls.admin, projectId: mock.projectId, maxRetries: 0 }).signIn;
      signOut = useSignOut('admin');
      return null;
    }
    function Screen() {
      return usePlatformClient('admin', { optional: true }) ? <Preferences /> : <p>signed out</p>;
    }
    render(
      <Provider clients={{}}>
        <Controls />
        <Screen />
      </Provider>,
    );
    const renderedSince = (from: number) => seen.slice(from);

    // setClient: A, then B in its place.
    act(() => setClient!('admin', a));
    await screen.findByText(new RegExp(ONLY_A));
    let from = seen.length;
    act(() => setClient!('admin', b));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ who: 'b', keys: expect.any(Array) }));
    expect(renderedSince(from).filter((s) => s.keys?.includes(ONLY_A))).toEqual([]);

    // Sign-in (as A, a new client of the same account): never B's list; A's own at once, from the cache.
    from = seen.length;
    const signedIn = await act(() => signIn!(mock.credentials.admin));
    expect(signedIn?.self.email).toBe(mock.credentials.admin.email);
    await screen.findByText(new RegExp(ONLY_A));
    expect(renderedSince(from)[0]).toEqual({ who: 'other', keys: expect.arrayContaining([ONLY_A]) });
    expect(accountOf(signedIn!)).toBe(accountOf(a));

    // Sign-out: nothing of A's account is left; B's entries (B never signed out) are B's own.
    expect(queriesOf(queryClient, b)).toHaveLength(1);
    await act(() => signOut!());
    await screen.findByText('signed out');
    expect(queriesOf(queryClient, a)).toEqual([]);
    expect(queriesOf(queryClient, b)).toHaveLength(1);

    // A session ending (the platform forgets it: the next call is a 401) drops it too.
    const again = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
      maxRetries: 0,
    });
    act(() => setClient!('admin', again));
    await screen.findByText(new RegExp(ONLY_A));
    expect(queriesOf(queryClient, again)).toHaveLength(1);
    mock.reset();
    await act(() => queryClient.refetchQueries({ queryKey: ['admin'], type: 'active' }));
    await screen.findByText('signed out');
    expect(again.session).toBeNull();
    expect(queriesOf(queryClient, again)).toEqual([]);
  });

  it("sign-out leaves no mutation of the end user's in the cache (an updatePassword's old and new password)", async () => {
    const { Provider, mutations } = setup();
    const user = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      ...mock.credentials.endUser,
      maxRetries: 0,
    });
    let change: ((oldPassword: string) => Promise<unknown>) | undefined;
    let signOut: (() => Promise<void>) | undefined;
    function Account() {
      const { mutateAsync } = useUpdatePassword();
      change = (oldPassword) => mutateAsync({ data: { oldPassword, newPassword: 'n3w-Secret!' } });
      return <p>account</p>;
    }
    function App() {
      signOut = useSignOut('enduser');
      return usePlatformClient('enduser', { optional: true }) ? <Account /> : <p>signed out</p>;
    }
    render(
      <Provider clients={{ enduser: user }}>
        <App />
      </Provider>,
    );
    await act(() => change!(mock.credentials.endUser.password));
    expect(mutations()).toEqual([
      {
        key: ['enduser', 'updatePassword'],
        variables: { data: { oldPassword: mock.credentials.endUser.password, newPassword: 'n3w-Secret!' } },
      },
    ]);
    await act(() => signOut!());
    await screen.findByText('signed out');
    expect(user.session).toBeNull();
    expect(mutations()).toEqual([]);
    mock.reset(); // the seed's password again
  });

  it('two providers of two users under one QueryClient never share an entry, and no key holds a credential', async () => {
    const { queryClient } = setup();
    // Fresh sessions: an earlier test's mock.reset() ended those of `a` and `b`.
    const admin = (account: { email: string; password: string }) =>
      createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...account, maxRetries: 0 });
    const [a, b] = [await admin(mock.credentials.admin), await admin(mock.credentials.readOnlyAdmin)];
    await a.POST('/auth/admin/preference/{key}', { params: { path: { key: ONLY_A } }, body: { value: 1 } });
    function List({ name }: { name: string }) {
      const { data } = useListAdminPreferences();
      return (
        <p>
          {name}: {data ? data.map((p) => p.key).join(',') || 'none' : 'loading'}
        </p>
      );
    }
    render(
      <QueryClientProvider client={queryClient}>
        <PlatformProvider clients={{ admin: a }}>
          <List name="A" />
        </PlatformProvider>
        <PlatformProvider clients={{ admin: b }}>
          <List name="B" />
        </PlatformProvider>
      </QueryClientProvider>,
    );
    await screen.findByText(new RegExp(`^A: .*${ONLY_A}`));
    const shownToB = await screen.findByText(/^B: (?!loading)/);
    expect(shownToB.textContent).not.toContain(ONLY_A);
    const keys = queryClient.getQueryCache().findAll({ queryKey: ['admin', '/auth/admin/preference'] });
    expect(keys.map((q) => (q.queryKey[2] as { account: string }).account).sort()).toEqual(
      [accountOf(a), accountOf(b)].sort(),
    );
    expect(accountOf(a)).not.toBe(accountOf(b));
    const text = JSON.stringify(keys.map((q) => q.queryKey));
    for (const secret of [a.session!.sessionId, a.session!.accessToken!, b.session!.sessionId, a.self._id])
      expect(text).not.toContain(secret);
  });

  it('two public clients of two platforms never share an entry, though neither has a projectId', async () => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'x-api-key, content-type',
    };
    const platform = (name: string) =>
      startServer((req) =>
        req.method === 'OPTIONS'
          ? { status: 204, headers: cors }
          : {
              headers: cors,
              body: {
                data: [{ _id: `${name}-box`, key: `${name}-box`, type: 'quiz_result', value: {} }],
                total: 1,
                page: 1,
                limit: 20,
              },
            },
      );
    const servers: TestServer[] = [await platform('first'), await platform('second')];
    try {
      const [first, second] = servers.map((s) =>
        createPublicClient({ baseUrl: s.url, apiKey: 'pk_test', maxRetries: 0 }),
      ) as [PublicClient, PublicClient];
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
      function Boxes({ name }: { name: string }) {
        const { data } = useListBoxes({ type: 'quiz_result' });
        return (
          <p>
            {name}: {data ? data.data.map((box) => box.key).join(',') : 'loading'}
          </p>
        );
      }
      render(
        <QueryClientProvider client={queryClient}>
          <PlatformProvider clients={{ public: first }}>
            <Boxes name="on first" />
          </PlatformProvider>
          <PlatformProvider clients={{ public: second }}>
            <Boxes name="on second" />
          </PlatformProvider>
        </QueryClientProvider>,
      );
      await screen.findByText('on first: first-box');
      await screen.findByText('on second: second-box');
      // Each platform was asked itself (StrictMode's remount may abort and repeat the first GET).
      for (const s of servers) expect(s.requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(0);
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => (q.queryKey[2] as { baseUrl: string }).baseUrl)
          .sort(),
      ).toEqual(servers.map((s) => s.url).sort());
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});

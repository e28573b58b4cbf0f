// @vitest-environment happy-dom
// Data loading the way React apps do it (docs/design.md, decision 22): prefetch then render, server-side dehydrate
// and hydrate, suspense, infinite lists, projects apart, invalidation by mutations. A real
// loopback server counts the requests; "no request" means the server saw none.
import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reviveDates, type AdminClient } from '../../src/index.js';
import { PlatformProvider } from '../../src/react/index.js';
import {
  getGetRequestActionQueryKey,
  getRequestActionQueryOptions,
  useGetRequestAction,
  useGetRequestActionSuspense,
  useListRequestActions,
  useListRequestActionsInfinite,
  useListRequestActionsSuspense,
  useMarkRequestActionSeen,
  type RequestAction,
} from '../../src/react/admin.js';
import { adminOf, startRequestActionsServer, type RequestActionsServer } from './request-actions-server.js';
import '../support/strict-mode.js';

const P1 = '65f1c0a2e4b0a1b2c3d4e5f1';
const P2 = '65f1c0a2e4b0a1b2c3d4e5f2';
const ID = '660000000000000000000001';
const DETAIL = `/request-action/${ID}`;
let server: RequestActionsServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startRequestActionsServer();
  admin = await adminOf(server, P1);
});
afterEach(cleanup);
afterAll(() => server.close());

// Fresh for a minute: what server-side prefetch needs, or the browser fetches again on mount.
const browserClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

function App({
  queryClient,
  client = admin,
  children,
}: {
  queryClient: QueryClient;
  client?: AdminClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider clients={{ admin: client }}>{children}</PlatformProvider>
    </QueryClientProvider>
  );
}

function Detail() {
  const { data } = useGetRequestAction(ID);
  return <p>{data ? `${data.title} v${data.version} ${data.created.toISOString()}` : 'loading'}</p>;
}

describe('data loading', () => {
  it('renders a prefetched answer without a second request', async () => {
    const queryClient = browserClient();
    const before = server.gets(DETAIL).length;
    await queryClient.prefetchQuery(getRequestActionQueryOptions(admin, ID));
    render(
      <App queryClient={queryClient}>
        <Detail />
      </App>,
    );
    expect(screen.getByText(`Visit 1 in ${P1} v1 2026-03-01T09:26:53.589Z`)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.gets(DETAIL).length - before).toBe(1);
  });

  it('hydrates a server QueryClient dehydrated through JSON, and renders with no request', async () => {
    const onServer = new QueryClient();
    await onServer.prefetchQuery(getRequestActionQueryOptions(admin, ID));
    // What crosses the wire: JSON in the page. reviveDates turns the timestamps back into Dates.
    const state = JSON.parse(JSON.stringify(dehydrate(onServer))) as DehydratedState;
    const before = server.gets(DETAIL).length;
    const queryClient = browserClient();
    render(
      <App queryClient={queryClient}>
        <HydrationBoundary state={state} options={{ defaultOptions: { deserializeData: reviveDates } }}>
          <Detail />
        </HydrationBoundary>
      </App>,
    );
    expect(await screen.findByText(`Visit 1 in ${P1} v1 2026-03-01T09:26:53.589Z`)).toBeTruthy();
    const cached = queryClient.getQueryData(getGetRequestActionQueryKey(admin, ID));
    expect(cached?.created).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.gets(DETAIL).length).toBe(before);
  });

  it('suspends inside a boundary, then renders the answer', async () => {
    function SuspenseDetail() {
      const { data } = useGetRequestActionSuspense(ID);
      return <p>{`${data.title}, created ${data.created.getUTCDate()} March`}</p>;
    }
    const before = server.gets(DETAIL).length;
    render(
      <App queryClient={browserClient()}>
        <Suspense fallback={<p>Suspended</p>}>
          <SuspenseDetail />
        </Suspense>
      </App>,
    );
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(await screen.findByText(`Visit 1 in ${P1}, created 1 March`)).toBeTruthy();
    expect(server.gets(DETAIL).length - before).toBe(1);
  });

  it('loads an infinite list page by page until the total', async () => {
    let more: (() => Promise<unknown>) | undefined;
    let hasNext: boolean | undefined;
    function List() {
      const list = useListRequestActionsInfinite({ limit: 3 });
      more = list.fetchNextPage;
      hasNext = list.hasNextPage;
      const titles = list.data?.pages.flatMap((p) => p.data.map((a) => a.title.split(' in ')[0])) ?? [];
      return <p>{titles.length ? titles.join(', ') : 'loading'}</p>;
    }
    const before = server.gets('/request-action').length;
    render(
      <App queryClient={browserClient()}>
        <List />
      </App>,
    );
    expect(await screen.findByText('Visit 1, Visit 2, Visit 3')).toBeTruthy();
    expect(hasNext).toBe(true);
    await act(() => more!());
    expect(await screen.findByText('Visit 1, Visit 2, Visit 3, Visit 4, Visit 5')).toBeTruthy();
    expect(hasNext).toBe(false);
    const pages = server
      .gets('/request-action')
      .slice(before)
      .map((r) => [r.query.get('page'), r.query.get('limit')]);
    // StrictMode's discarded first mount aborts its page 1 (TanStack cancels a query whose signal
    // was read when its last observer leaves) and the second mount asks again: at most once more.
    const asked = pages.filter((p, i) => i === 0 || p.join() !== pages[i - 1]!.join());
    expect(asked).toEqual([
      ['1', '3'],
      ['2', '3'],
    ]);
    expect(pages.length).toBeLessThanOrEqual(3);
  });

  it('keeps two projects apart in one QueryClient', async () => {
    const other = await adminOf(server, P2);
    const queryClient = browserClient();
    function First() {
      const { data } = useListRequestActions({ limit: 1 });
      return <p>{data?.data[0]?.title ?? 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <PlatformProvider clients={{ admin }}>
          <First />
        </PlatformProvider>
        <PlatformProvider clients={{ admin: other }}>
          <First />
        </PlatformProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(`Visit 1 in ${P1}`)).toBeTruthy();
    expect(await screen.findByText(`Visit 1 in ${P2}`)).toBeTruthy();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => (q.queryKey[2] as { projectId: string }).projectId)
        .sort(),
    ).toEqual([P1, P2]);
  });

  it('refreshes plain, suspense and infinite queries after a mutation changes them', async () => {
    let markSeen: ((version: number) => Promise<unknown>) | undefined;
    function Page() {
      const plain = useGetRequestAction(ID);
      const suspense = useListRequestActionsSuspense({ limit: 5 });
      const infinite = useListRequestActionsInfinite({ limit: 2 });
      const seen = useMarkRequestActionSeen();
      markSeen = (version) => seen.mutateAsync({ id: ID, data: { version } });
      const v = (a: RequestAction | undefined) => a?.version ?? '-';
      return (
        <p>{`plain ${v(plain.data)} suspense ${v(suspense.data.data[0])} infinite ${v(infinite.data?.pages[0]?.data[0])}`}</p>
      );
    }
    render(
      <App queryClient={browserClient()}>
        <Suspense fallback={<p>Suspended</p>}>
          <Page />
        </Suspense>
      </App>,
    );
    const current = (await screen.findByText(/^plain \d+ suspense \d+ infinite \d+$/)).textContent!;
    const version = Number(/plain (\d+)/.exec(current)![1]);
    expect(current).toBe(`plain ${version} suspense ${version} infinite ${version}`);
    const before = server.requests.length;
    await act(() => markSeen!(version));
    const next = version + 1;
    expect(await screen.findByText(`plain ${next} suspense ${next} infinite ${next}`)).toBeTruthy();
    const refetched = server.requests
      .slice(before)
      .filter((r) => r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.path} ${r.query.get('limit') ?? ''}`.trim());
    expect(refetched.sort()).toEqual([
      'GET /request-action 2',
      'GET /request-action 5',
      `GET ${DETAIL}`,
      `PUT ${DETAIL}/seen`,
    ]);
  });
});

// @vitest-environment happy-dom
// Refetching what did not change keeps what React sees (issue 34, item 3), under StrictMode,
// against a loopback platform whose rows hold Dates (`created`, `updated`): memoised rows render
// again only when their own data changed, a Date included, for plain and infinite queries alike;
// `structuralSharing` per hook still decides when given.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import { PlatformProvider } from '../../src/react/index.js';
import { type RequestAction, useListRequestActions, useListRequestActionsInfinite } from '../../src/react/admin.js';
import { startServer, type TestServer } from '../support/server.js';
import { adminOf } from './request-actions-server.js';
import '../support/strict-mode.js';

const ROWS = 25;
const P = '65f1c0a2e4b0a1b2c3d4e5f1';
/** Per row number, a change the server answers with: a later `updated`, and a title if given. */
const changes = new Map<number, { updated: string; title?: string }>();

const row = (n: number) => ({
  _id: `66000000000000000000${String(n).padStart(4, '0')}`,
  projectId: P,
  userId: '65f1c0a2e4b0a1b2c3d4e5f6',
  type: 'visit',
  status: 'pending',
  version: 1,
  title: changes.get(n)?.title ?? `Visit ${n}`,
  comments: [],
  seenBy: [],
  seenAt: null,
  created: '2026-03-01T09:26:53.589Z',
  updated: changes.get(n)?.updated ?? '2026-03-01T10:00:00.000Z',
});

let server: TestServer;
let admin: AdminClient;
beforeAll(async () => {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, x-session-id, content-type',
  };
  server = await startServer((req) =>
    req.method === 'OPTIONS'
      ? { status: 204, headers: cors }
      : {
          headers: cors,
          body: { total: ROWS, page: 1, limit: ROWS, data: Array.from({ length: ROWS }, (_, i) => row(i + 1)) },
        },
  );
  admin = await adminOf(server, P);
});
beforeEach(() => changes.clear());
afterEach(cleanup);
afterAll(() => server.close());

/** Renders of the list and of each memoised row, by row id. */
function counters() {
  const rows = new Map<string, number>();
  let list = 0;
  const Row = memo(function Row({ action }: { action: RequestAction }) {
    rows.set(action._id, (rows.get(action._id) ?? 0) + 1);
    return (
      <li>
        {action.title} {action.updated.toISOString()}
      </li>
    );
  });
  const List = ({ actions }: { actions: RequestAction[] | undefined }) => {
    list += 1;
    return actions ? (
      <ul>
        {actions.map((a) => (
          <Row key={a._id} action={a} />
        ))}
      </ul>
    ) : (
      <p>loading</p>
    );
  };
  return {
    List,
    snapshot: () => ({ list, rows: new Map(rows) }),
    /** What rendered since `before`: the list's renders and the ids of the rows that rendered. */
    since: (before: { list: number; rows: Map<string, number> }) => ({
      list: list - before.list,
      rows: [...rows].filter(([id, n]) => n !== before.rows.get(id)).map(([id]) => id),
    }),
  };
}

function mount(screenOf: (List: ReturnType<typeof counters>['List']) => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const count = counters();
  render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider clients={{ admin }}>{screenOf(count.List)}</PlatformProvider>
    </QueryClientProvider>,
  );
  // React Query tells its observers on a timer (notifyManager): wait past it, so every render counts.
  const refetch = async () => {
    await act(() => queryClient.refetchQueries({ queryKey: ['admin'] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  return { ...count, refetch };
}

function Plain({ List, sharing }: { List: ReturnType<typeof counters>['List']; sharing?: false }) {
  const { data } = useListRequestActions(
    { limit: ROWS },
    sharing === false ? { query: { structuralSharing: false } } : {},
  );
  return <List actions={data?.data} />;
}

function Infinite({ List }: { List: ReturnType<typeof counters>['List'] }) {
  const { data } = useListRequestActionsInfinite({ limit: ROWS });
  return <List actions={data?.pages.flatMap((p) => p.data)} />;
}

const id = (n: number) => row(n)._id;

describe('structural sharing with Dates', () => {
  it('four refetches of identical data render neither the list nor a row again', async () => {
    const { refetch, snapshot, since } = mount((List) => <Plain List={List} />);
    await screen.findByText(/Visit 25/);
    const before = snapshot();
    for (let i = 0; i < 4; i++) await refetch();
    expect(since(before)).toEqual({ list: 0, rows: [] });
  });

  it('a refetch where two rows changed (one only in a Date) renders the list and those two rows only', async () => {
    const { refetch, snapshot, since } = mount((List) => <Plain List={List} />);
    await screen.findByText(/Visit 25/);
    const before = snapshot();
    changes.set(3, { updated: '2026-03-02T10:00:00.000Z', title: 'Visit 3, changed' });
    changes.set(7, { updated: '2026-03-02T11:00:00.000Z' });
    await refetch();
    await screen.findByText(/Visit 3, changed/);
    const after = since(before);
    expect(after.list).toBeGreaterThan(0);
    expect(after.rows.sort()).toEqual([id(3), id(7)]);
  });

  it('an infinite list shares the same way', async () => {
    const { refetch, snapshot, since } = mount((List) => <Infinite List={List} />);
    await screen.findByText(/Visit 25/);
    let before = snapshot();
    for (let i = 0; i < 2; i++) await refetch();
    expect(since(before)).toEqual({ list: 0, rows: [] });
    before = snapshot();
    changes.set(12, { updated: '2026-03-03T10:00:00.000Z' });
    await refetch();
    await screen.findByText(/2026-03-03T10:00:00.000Z/);
    expect(since(before).rows).toEqual([id(12)]);
  });

  it('a hook given `structuralSharing: false` gets new objects on every refetch, as it asked', async () => {
    const { refetch, snapshot, since } = mount((List) => <Plain List={List} sharing={false} />);
    await screen.findByText(/Visit 25/);
    const before = snapshot();
    await refetch();
    expect(since(before).rows).toHaveLength(ROWS);
  });
});

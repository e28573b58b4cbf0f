// Query options outside React (docs/design.md, decision 22): a QueryClient with no component and no provider, against
// a real loopback server that counts what it receives.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import {
  accountOf,
  getGetRequestActionQueryKey,
  getListRequestActionsInfiniteQueryKey,
  getListRequestActionsQueryKey,
  getRequestActionQueryOptions,
  listRequestActionsInfiniteQueryOptions,
  listRequestActionsQueryOptions,
} from '../../src/query/admin.js';
import { adminOf, startRequestActionsServer, type RequestActionsServer } from './request-actions-server.js';

const P1 = '65f1c0a2e4b0a1b2c3d4e5f1';
const P2 = '65f1c0a2e4b0a1b2c3d4e5f2';
const ID = '660000000000000000000002';
let server: RequestActionsServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startRequestActionsServer();
  admin = await adminOf(server, P1);
});
afterAll(() => server.close());

describe('query options without React', () => {
  it('fetchQuery gives what the fetcher gives, Dates included, through the same request', async () => {
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(
      listRequestActionsQueryOptions(admin, { statuses: ['pending'], limit: 2 }),
    );
    const { data: fetched } = await admin.GET('/request-action', {
      params: { query: { statuses: ['pending'], limit: 2 } },
    });
    expect(data).toEqual(fetched);
    expect(data.data[0]!.created).toEqual(new Date('2026-03-01T09:26:53.589Z'));
    const [hook, fetcher] = server.gets('/request-action').slice(-2);
    expect(hook!.url).toBe(fetcher!.url);
    expect(hook!.url).toBe(`/request-action?statuses=pending&limit=2&projectId=${P1}`);
  });

  it('have the key get<Op>QueryKey gives, holding surface, base URL, projectId, account, path and params, never a credential', () => {
    const options = getRequestActionQueryOptions(admin, ID);
    expect(options.queryKey).toEqual(getGetRequestActionQueryKey(admin, ID));
    const account = accountOf(admin);
    expect(account).toMatch(/^\d{1,10}\.\d{1,10}$/);
    expect(options.queryKey).toEqual([
      'admin',
      '/request-action/{id}',
      { baseUrl: server.url, projectId: P1, account, path: { id: ID } },
    ]);
    // Exactly these fields (toEqual): no session id, token or key rides in a key.
    // The account is the admin's id on that platform, hashed: the same for any client of it, on a
    // server or in a browser, and another for another admin or another platform.
    const scope = { kind: 'admin', baseUrl: `${server.url}/`, projectId: P1, self: { _id: admin.self._id } };
    expect(getGetRequestActionQueryKey(scope, ID)).toEqual(options.queryKey);
    expect(accountOf({ ...scope, self: { _id: `${admin.self._id}0` } })).not.toBe(account);
    expect(accountOf({ ...scope, baseUrl: 'http://127.0.0.1:1' })).not.toBe(account);
    expect(accountOf({ ...scope, kind: 'enduser' })).not.toBe(account);
    // A scope that is no client (`{ projectId }`) leaves the account out: a filter of every account.
    expect(getGetRequestActionQueryKey({ baseUrl: server.url, projectId: P1 }, ID)[2]).toEqual({
      baseUrl: server.url,
      projectId: P1,
      path: { id: ID },
    });
  });

  it('answer from the cache while fresh: ensureQueryData sends one request for two calls', async () => {
    const queryClient = new QueryClient();
    const before = server.gets(`/request-action/${ID}`).length;
    const options = getRequestActionQueryOptions(admin, ID, undefined, { query: { staleTime: 60_000 } });
    const first = await queryClient.ensureQueryData(options);
    const second = await queryClient.ensureQueryData(getRequestActionQueryOptions(admin, ID));
    expect(second).toBe(first);
    expect(server.gets(`/request-action/${ID}`).length - before).toBe(1);
  });

  it('keep two projects apart in one QueryClient', async () => {
    const queryClient = new QueryClient();
    const other = await adminOf(server, P2);
    const before = server.gets('/request-action').length;
    const a = await queryClient.fetchQuery(listRequestActionsQueryOptions(admin, { limit: 1 }));
    const b = await queryClient.fetchQuery(listRequestActionsQueryOptions(other, { limit: 1 }));
    expect(
      server
        .gets('/request-action')
        .slice(before)
        .map((r) => r.query.get('projectId')),
    ).toEqual([P1, P2]);
    expect(a.data[0]!.title).toBe(`Visit 1 in ${P1}`);
    expect(b.data[0]!.title).toBe(`Visit 1 in ${P2}`);
    expect(queryClient.getQueryData(getListRequestActionsQueryKey(admin, { limit: 1 }))).toBe(a);
    expect(queryClient.getQueryData(getListRequestActionsQueryKey(other, { limit: 1 }))).toBe(b);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });

  it('fetch an infinite list page by page under a key of its own', async () => {
    const queryClient = new QueryClient();
    const before = server.gets('/request-action').length;
    const options = listRequestActionsInfiniteQueryOptions(admin, { limit: 2 });
    expect(options.queryKey).toEqual(getListRequestActionsInfiniteQueryKey(admin, { limit: 2 }));
    expect(options.queryKey).not.toEqual(getListRequestActionsQueryKey(admin, { limit: 2 }));
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(first.pages.map((p) => p.page)).toEqual([1]);
    const all = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(all.pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(options.getNextPageParam(all.pages[2]!, all.pages, 3, all.pageParams)).toBeUndefined();
    // The numbers of the answer decide: a last page that is exactly full has no next one.
    const last = { ...all.pages[1]!, page: 2, limit: 2, total: 4 };
    expect(options.getNextPageParam(last, [last], 2, [2])).toBeUndefined();
    expect(options.getNextPageParam({ ...last, total: 5 }, [last], 2, [2])).toBe(3);
    expect(
      server
        .gets('/request-action')
        .slice(before)
        .map((r) => r.query.get('page')),
    ).toEqual(['1', '1', '2', '3']);
  });

  it('do not retry on top of the transport, unless told to', async () => {
    const busy = '660000000000000000000009';
    const retrying = await adminOf(server, P1, 1);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const seen = () => server.gets(`/request-action/${busy}`).length;
    let before = seen();
    await expect(queryClient.fetchQuery(getRequestActionQueryOptions(retrying, busy))).rejects.toMatchObject({
      status: 503,
    });
    expect(seen() - before).toBe(2); // the first try and the transport's one retry
    before = seen();
    const told = getRequestActionQueryOptions(retrying, busy, undefined, { query: { retry: 1 } });
    await expect(queryClient.fetchQuery(told)).rejects.toMatchObject({ status: 503 });
    expect(seen() - before).toBe(4);
  });
});

// client.paginate against a real HTTP server on loopback: every item of every page in order,
// pages fetched only as the loop asks, and the stop rule read from the answer's numbers.
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminClient, createPublicClient } from '../../src/index.js';
import { fakeJwt, startServer, type Recorded, type TestServer } from '../support/server.js';

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const token = fakeJwt({ _id: 'a1', email: 'a@b.ge', fullName: 'A', permissions: {} });

let server: TestServer;
afterEach(() => server?.close());

/** A request action as the contract has it; `created` is revived to a Date by the client. */
const action = (n: number) => ({ _id: `id-${n}`, created: `2026-01-0${n}T10:00:00.000Z` });

/** Answers `total` items, `limit` a page, for the page the query asks for. */
function pages(total: number, limit: number, make: (n: number) => object = action) {
  return (req: Recorded) => {
    const page = Number(req.query.get('page'));
    const first = (page - 1) * limit + 1;
    const data = [];
    for (let n = first; n < first + limit && n <= total; n++) data.push(make(n));
    return { body: { data, total, page, limit } };
  };
}

describe('paginate', () => {
  it('yields every item of three pages in order, one request a page, with the same query and auth', async () => {
    server = await startServer(pages(5, 2));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const ids: string[] = [];
    const created: Date[] = [];
    for await (const item of admin.paginate('/request-action', { params: { query: { statuses: ['pending'] } } })) {
      ids.push(item._id);
      created.push(item.created);
    }
    expect(ids).toEqual(['id-1', 'id-2', 'id-3', 'id-4', 'id-5']);
    expect(created[4]).toEqual(new Date('2026-01-05T10:00:00.000Z'));
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
    for (const request of server.requests) {
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/request-action');
      expect(request.query.get('statuses')).toBe('pending');
      expect(request.query.get('projectId')).toBe(project);
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
    }
  });

  it('sends one request when the loop breaks after the first page', async () => {
    server = await startServer(pages(6, 2));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const seen: string[] = [];
    for await (const item of admin.paginate('/request-action')) {
      seen.push(item._id);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual(['id-1', 'id-2']);
    // Give a stray prefetch the time to reach the server, were there one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(1);
  });

  it('fetches nothing until the loop asks for the first item', async () => {
    server = await startServer(pages(3, 2));
    const publicClient = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const items = publicClient.paginate('/box', { params: { query: { type: 'quiz_result' } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    const first = await items.next();
    expect(first).toEqual({ done: false, value: expect.objectContaining({ _id: 'id-1' }) });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers['x-api-key']).toBe('pk');
  });

  it("stops when page * limit reaches total, by the answer's numbers, not the items counted", async () => {
    // The server gives a limit of 3 whatever is asked: 2 pages for 4 items, the last one short.
    server = await startServer(pages(4, 3));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const ids: string[] = [];
    for await (const item of admin.paginate('/request-action', { params: { query: { limit: 50 } } }))
      ids.push(item._id);
    expect(ids).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
    expect(server.requests.map((r) => [r.query.get('page'), r.query.get('limit')])).toEqual([
      ['1', '50'],
      ['2', '50'],
    ]);
  });

  it('a total that is a whole number of pages: no request past the last one; params without a query start at page 1', async () => {
    server = await startServer(pages(4, 2));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const ids: string[] = [];
    for await (const item of admin.paginate('/request-action', { params: {} })) ids.push(item._id);
    expect(ids).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('starts at the page the init gives', async () => {
    server = await startServer(pages(5, 2));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const ids: string[] = [];
    for await (const item of admin.paginate('/request-action', { params: { query: { page: 2 } } })) ids.push(item._id);
    expect(ids).toEqual(['id-3', 'id-4', 'id-5']);
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['2', '3']);
  });

  it('stops at an empty page even when the total says more, so a miscounting server cannot loop it', async () => {
    server = await startServer((req) => ({
      body: {
        data: req.query.get('page') === '1' ? [action(1)] : [],
        total: 1000,
        page: Number(req.query.get('page')),
        limit: 1,
      },
    }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const ids: string[] = [];
    for await (const item of admin.paginate('/request-action')) ids.push(item._id);
    expect(ids).toEqual(['id-1']);
    expect(server.requests).toHaveLength(2);
  });

  it('passes the call options to every page: an abort after the first page stops the walk', async () => {
    server = await startServer(pages(6, 2));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const controller = new AbortController();
    const ids: string[] = [];
    const failure = await (async () => {
      for await (const item of admin.paginate('/request-action', { signal: controller.signal })) {
        ids.push(item._id);
        controller.abort();
      }
    })().catch((error: unknown) => error);
    expect(ids).toEqual(['id-1', 'id-2']);
    expect(failure).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it("rejects the loop with the page's error, after yielding the pages before it", async () => {
    server = await startServer((req) =>
      req.query.get('page') === '1'
        ? { body: { data: [action(1)], total: 3, page: 1, limit: 1 } }
        : { status: 404, body: { message: 'gone' } },
    );
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's1',
      accessToken: token,
      projectId: project,
    });
    const ids: string[] = [];
    const failure = await (async () => {
      for await (const item of admin.paginate('/request-action')) ids.push(item._id);
    })().catch((error: unknown) => error);
    expect(ids).toEqual(['id-1']);
    expect(failure).toMatchObject({ name: 'NotFoundError', status: 404, message: 'gone' });
    expect(server.requests).toHaveLength(2);
  });
});

// Issue 32, item 3: one page rule for `paginate` and the infinite queries' `getNextPageParam`
// (`nextPageOf`, src/core/paginate.ts), against the same lying servers. The infinite query used to
// check only `page * limit < total`: a server repeating page 1, or never ending its total, made it
// fetch as many pages as it was asked for (here 50, standing in for a loop on `hasNextPage`).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PaginationError, createPublicClient } from '../../src/index.js';
import { listCmsEntriesInfiniteQueryOptions } from '../../src/query/public.js';
import { startServer, type Handler, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const entry = (n: number) => ({ _id: `e${n}`, apiId: 'news', fields: { n } });
const asked = (req: { query: URLSearchParams }) => Number(req.query.get('page'));

/** A server each case gives, and how both ways must end on it: items seen, requests sent, error. */
const CASES: Array<[string, Handler, { items: number; requests: number; error?: boolean }]> = [
  [
    'repeats page 1 for every page',
    () => ({ body: { data: [entry(1), entry(2)], page: 1, limit: 2, total: 100 } }),
    { items: 2, requests: 2, error: true },
  ],
  [
    'gives a total that never ends, with empty pages after the first',
    (req) => ({ body: { data: asked(req) === 1 ? [entry(1)] : [], page: asked(req), limit: 1, total: 1e9 } }),
    { items: 1, requests: 2 },
  ],
  [
    'answers a limit of 0',
    (req) => ({ body: { data: [entry(1)], page: asked(req), limit: 0, total: 100 } }),
    { items: 0, requests: 1, error: true },
  ],
  [
    'is honest: 5 items, 2 a page',
    (req) => {
      const page = asked(req);
      const data = [entry(page * 2 - 1), entry(page * 2)].filter((e) => e.fields.n <= 5);
      return { body: { data, page, limit: 2, total: 5 } };
    },
    { items: 5, requests: 3 },
  ],
];

const client = () => createPublicClient({ baseUrl: server.url, apiKey: 'pk-page-rule', maxRetries: 0 });

describe.each(CASES)('a server that %s: paginate and the infinite query end alike', (_, handler, expected) => {
  it('paginate', async () => {
    server = await startServer(handler);
    const items: unknown[] = [];
    let error: unknown;
    try {
      for await (const item of client().paginate('/cms/{apiId}', { params: { path: { apiId: 'news' } } })) {
        if (items.push(item) >= 50) break;
      }
    } catch (e) {
      error = e;
    }
    expect({ items: items.length, requests: server.requests.length, error: error !== undefined }).toEqual({
      error: false,
      ...expected,
    });
    if (expected.error) expect(error).toBeInstanceOf(PaginationError);
  });

  it('the infinite query', async () => {
    server = await startServer(handler);
    const queryClient = new QueryClient();
    let items = 0;
    let error: unknown;
    try {
      const data = await queryClient.fetchInfiniteQuery({
        ...listCmsEntriesInfiniteQueryOptions(client(), 'news'),
        pages: 50,
      });
      items = data.pages.reduce((n, page) => n + page.data.length, 0);
    } catch (e) {
      error = e;
    }
    expect({ items, requests: server.requests.length, error: error !== undefined }).toEqual({
      error: false,
      ...(expected.error ? { ...expected, items: 0 } : expected),
    });
    if (expected.error) {
      expect(error).toBeInstanceOf(PaginationError);
      expect((error as PaginationError).message).toBe(
        `GET ${server.url}/cms/news: the answer is not page ${expected.requests}.`,
      );
    }
    queryClient.clear();
  });
});

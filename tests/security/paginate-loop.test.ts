// Issue 23, item 5: `paginate` against a server that repeats a page or answers a limit that is
// not positive ends with PaginationError (the call's method and URL, never its query) after at
// most one request past the last good page, instead of walking forever.
import { afterEach, describe, expect, it } from 'vitest';
import { PaginationError, createPrivateClient, isPlatformError } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

/** Reads the walk, at most `max` items, and says how it ended. */
async function walk(iterable: AsyncIterable<unknown>, max = 50): Promise<{ items: unknown[]; error: unknown }> {
  const items: unknown[] = [];
  try {
    for await (const item of iterable) if (items.push(item) >= max) break;
  } catch (error) {
    return { items, error };
  }
  return { items, error: undefined };
}

const item = (n: number) => ({ _id: `i${n}`, name: `item ${n}` });

describe('paginate never loops on a server that miscounts', () => {
  it('a server answering page 1 for every page: the second request ends the walk', async () => {
    server = await startServer(() => ({ body: { data: [item(1), item(2)], page: 1, limit: 2, total: 100 } }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const { items, error } = await walk(client.paginate('/ecommerce/item', { params: { query: { limit: 2 } } }));
    expect(items).toHaveLength(2);
    expect(error).toBeInstanceOf(PaginationError);
    expect(isPlatformError(error)).toBe(true);
    expect((error as PaginationError).name).toBe('PaginationError');
    expect((error as PaginationError).method).toBe('GET');
    expect((error as PaginationError).url).toBe(`${server.url}/ecommerce/item`);
    expect((error as PaginationError).message).toBe(`GET ${server.url}/ecommerce/item: the answer is not page 2.`);
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it.each([0, -1, null])('a limit of %s ends the walk at the first answer, before its items', async (limit) => {
    server = await startServer(() => ({ body: { data: [item(1)], page: 1, limit, total: 100 } }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const { items, error } = await walk(client.paginate('/ecommerce/item'));
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(PaginationError);
    expect(server.requests).toHaveLength(1);
  });

  it('an empty answer ends the walk with PaginationError, not a TypeError', async () => {
    server = await startServer(() => ({ body: '' }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const { items, error } = await walk(client.paginate('/ecommerce/item'));
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(PaginationError);
    expect(server.requests).toHaveLength(1);
  });

  it('a server that goes back a page, from a given start page', async () => {
    server = await startServer((req) => ({
      body: { data: [item(Number(req.query.get('page')))], page: 3, limit: 1, total: 10 },
    }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const { items, error } = await walk(client.paginate('/ecommerce/item', { params: { query: { page: 3 } } }));
    expect(items).toEqual([item(3)]);
    expect(error).toBeInstanceOf(PaginationError);
    expect(server.requests).toHaveLength(2);
  });

  it('an honest server is walked to the end', async () => {
    server = await startServer((req) => {
      const page = Number(req.query.get('page'));
      return { body: { data: [item(page * 2 - 1), item(page * 2)], page, limit: 2, total: 5 } };
    });
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const { items, error } = await walk(client.paginate('/ecommerce/item'));
    expect(error).toBeUndefined();
    expect(items).toHaveLength(6);
    expect(server.requests).toHaveLength(3);
  });
});

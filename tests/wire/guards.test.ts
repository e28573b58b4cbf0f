// The behaviours mutation testing (`npm run mutate`) found unguarded: each test fails if its
// guard is taken out of src/core or src/helpers. Requests go to a real loopback server.
import { afterEach, describe, expect, it } from 'vitest';
import { can } from '../../src/clients/permissions.js';
import { serializeQuery } from '../../src/core/query.js';
import { scrub } from '../../src/core/redact.js';
import { MAX_RETRY_AFTER_MS, retryDelay } from '../../src/core/retry.js';
import { AbortError, PathParameterError, ServerError, createPublicClient, upsertBox } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const apiKey = 'pk-guard-key-1234';
/** A platform that redirects `/box/{id}` once to `/moved/...` and answers there. */
async function redirectingOnce(status: number) {
  server = await startServer((req) =>
    req.path.startsWith('/moved')
      ? { body: { _id: 'b1', key: 'k', value: 1 } }
      : { status, headers: { location: `/moved${req.path}` } },
  );
  return createPublicClient({ baseUrl: server.url, apiKey, maxRetries: 0 });
}

describe('redirects within the origin', () => {
  it.each([301, 302, 303])(
    '%i after a POST: the next hop is a GET without the body, every header kept but its content type',
    async (status) => {
      const client = await redirectingOnce(status);
      await client.POST('/box', {
        params: { query: { type: 'quiz_result' as const } },
        body: { key: 'k', value: 1 },
        headers: { 'x-trace': 't1' },
      });
      const [first, second] = server.requests;
      expect(first!.method).toBe('POST');
      expect(first!.headers['content-type']).toBe('application/json');
      expect(second!.method).toBe('GET');
      expect(second!.path).toBe('/moved/box');
      expect(second!.body.length).toBe(0);
      expect(second!.headers['x-api-key']).toBe(apiKey);
      expect(second!.headers['x-trace']).toBe('t1');
      expect(second!.headers['content-type']).toBeUndefined();
    },
  );

  it.each([
    [301, 'PUT'],
    [302, 'PUT'],
    [301, 'DELETE'],
    [302, 'DELETE'],
    [307, 'POST'],
    [308, 'PUT'],
  ] as const)('%i after a %s: replayed with its method, body and headers', async (status, method) => {
    const client = await redirectingOnce(status);
    const init = { params: { path: { id: 'b1' }, query: { type: 'quiz_result' as const } } };
    if (method === 'PUT') await client.PUT('/box/{id}', { ...init, body: { value: 7 } });
    else if (method === 'DELETE') await client.DELETE('/box/{id}', init);
    else
      await client.POST('/box', { params: { query: { type: 'quiz_result' as const } }, body: { key: 'k', value: 7 } });
    const [first, second] = server.requests;
    expect(second!.method).toBe(method);
    expect(second!.path).toBe(`/moved${first!.path}`);
    expect(second!.body.toString()).toBe(first!.body.toString());
    expect(second!.headers['x-api-key']).toBe(apiKey);
    if (method !== 'DELETE') expect(JSON.parse(second!.body.toString()).value).toBe(7);
  });

  it('a 303 after a GET goes on as a GET to the new place', async () => {
    const client = await redirectingOnce(303);
    const { data } = await client.GET('/box/{id}', {
      params: { path: { id: 'b1' }, query: { type: 'quiz_result' as const } },
    });
    expect(data).toEqual({ _id: 'b1', key: 'k', value: 1 });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /box/b1', 'GET /moved/box/b1']);
  });
});

describe('retries', () => {
  it('HTTP 500 is retried like 503', async () => {
    let n = 0;
    server = await startServer(() =>
      ++n === 1 ? { status: 500, body: { message: 'boom' } } : { body: { models: [] } },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey, maxRetries: 1 });
    const { data } = await client.GET('/v1/cms/structure');
    expect(data).toEqual({ models: [] });
    expect(server.requests).toHaveLength(2);
  });

  // A wait that missed the abort would last the 60 s Retry-After and still end with AbortError: the
  // call must settle within 5 s (loose, for a slow machine), asserted, not left to the test's time limit.
  it.each([
    ['as the answer arrives (before the wait starts)', (abort: () => void) => abort()],
    ['during the wait', (abort: () => void) => void setTimeout(abort, 0)],
  ])('an abort %s ends the call with AbortError at once, with no second attempt', async (_, when) => {
    const controller = new AbortController();
    server = await startServer(() => ({ status: 503, headers: { 'retry-after': '60' }, body: { message: 'later' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey, maxRetries: 2 });
    client.use({ onResponse: () => when(() => controller.abort(new Error('left the page'))) });
    const waited = new Promise((resolve) => setTimeout(resolve, 5_000, 'still waiting after 5 s'));
    const error = await Promise.race([
      client.GET('/v1/cms/structure', { signal: controller.signal }).catch((e: unknown) => e),
      waited,
    ]);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toEqual(new Error('left the page'));
    expect(server.requests).toHaveLength(1);
  });

  it('the backoff is 500 ms doubled per retry up to 8 s, less up to 25% jitter', () => {
    const none = () => 0;
    const most = () => 1;
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retryDelay(n, null, 0, none))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect([1, 2, 5].map((n) => retryDelay(n, null, 0, most))).toEqual([375, 750, 6000]);
    expect(retryDelay(2, null, 0, () => 0.5)).toBe(875);
  });

  it('Retry-After in seconds or as a date, never negative, and past the cap no wait at all', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryDelay(1, '2', now)).toBe(2000);
    expect(retryDelay(1, '0', now)).toBe(0);
    expect(retryDelay(1, 'Tue, 24 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryDelay(1, 'Tue, 24 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryDelay(1, String(MAX_RETRY_AFTER_MS / 1000), now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryDelay(1, String(MAX_RETRY_AFTER_MS / 1000 + 1), now)).toBeUndefined();
    // Not a number nor a date: the backoff.
    expect(retryDelay(3, 'soon', now, () => 0)).toBe(2000);
  });
});

describe('requests as sent', () => {
  it('an undefined path parameter is refused, never sent as /undefined', async () => {
    server = await startServer(() => ({ body: {} }));
    const client = createPublicClient({ baseUrl: server.url, apiKey });
    const error = await client
      .GET('/box/{id}', {
        params: { path: { id: undefined as unknown as string }, query: { type: 'quiz_result' as const } },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PathParameterError);
    expect((error as PathParameterError).parameter).toBe('id');
    expect(server.requests).toHaveLength(0);
  });

  it('a GET carries no content type (no CORS preflight for it); a JSON body does', async () => {
    server = await startServer(() => ({ body: { _id: 'b1', key: 'k', value: 1 } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey });
    await client.GET('/box/{id}', { params: { path: { id: 'b1' }, query: { type: 'quiz_result' as const } } });
    await client.PUT('/box/{id}', {
      params: { path: { id: 'b1' }, query: { type: 'quiz_result' as const } },
      body: { value: 1 },
    });
    expect(server.requests.map((r) => r.headers['content-type'])).toEqual([undefined, 'application/json']);
  });

  it('null and undefined members of a list are left out of the query, never sent as "null"', async () => {
    expect(serializeQuery({ ids: ['a', null, undefined, 'b'] }, undefined)).toBe('ids=a,b');
    expect(serializeQuery({ ids: [null] }, undefined)).toBe('');
    expect(serializeQuery({ ids: ['a', null, 'b'] }, { ids: 'repeat' })).toBe('ids=a&ids=b');
    server = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey });
    await client.request('GET', '/cms/{apiId}', {
      params: { path: { apiId: 'news' }, query: { tags: ['x', null, 'y'] } },
    });
    expect(server.requests[0]!.query.get('tags')).toBe('x,y');
  });
});

describe('query forms', () => {
  it('a null or undefined parameter is left out whatever its form, never sent as "null"', async () => {
    server = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey });
    const query = { lang: 'ka', f2: null, s2: undefined, p2: null, order: null } as unknown as { lang: string };
    await client.GET('/v3/cms/content/api/{apiId}', { params: { path: { apiId: 'news' }, query } });
    expect(server.requests[0]!.url).toBe('/v3/cms/content/api/news?lang=ka');
  });

  it('a single value where the contract says list is one item: comma list and repeated form alike', () => {
    expect(serializeQuery({ ids: 'a b', n: 7 }, { ids: 'csv', n: 'csv' })).toBe('ids=a%20b&n=7');
    expect(serializeQuery({ tag: 'abc' }, { tag: 'repeat' })).toBe('tag=abc');
    expect(serializeQuery({ tag: ['a', 'b,c'] }, { tag: 'repeat' })).toBe('tag=a&tag=b%2Cc');
  });
});

describe('upsertBox', () => {
  it('a create that fails is thrown as it came, and no update is sent', async () => {
    server = await startServer((req) =>
      req.method === 'GET'
        ? { status: 404, body: { message: 'WRONG_BOX_ID' } }
        : { status: 500, body: { message: 'disk full' } },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey, maxRetries: 0 });
    const error = await upsertBox(client, { key: 'quiz', type: 'quiz_result', value: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe('disk full');
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});

describe('permissions and redaction', () => {
  it('a verb can() does not know denies, whatever is granted', () => {
    const all = { '*': { '*': 9 } };
    expect(can(all, 'cms', 'read', 'Admin')).toBe(true);
    expect(can(all, 'cms', 'read', 'Bogus' as 'Read')).toBe(false);
    expect(can(all, 'cms', 'read', 'toString' as 'Read')).toBe(false);
  });

  it('a secret of 4 characters is redacted; a shorter one is too common to find', () => {
    expect(scrub('key=abcd; again abcd', ['abcd'])).toBe('key=[redacted]; again [redacted]');
    expect(scrub('key=abc', ['abc'])).toBe('key=abc');
  });
});

// A runtime's fetch extensions (docs/design.md, decision 19): Next.js's `next` (and any field a
// project declares on `FetchExtensions`) is no Request field, so the transport hands it to fetch
// beside the Request, as fetch's init; against a real HTTP server on loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicClient, type Middleware } from '../../src/index.js';
import { queryCmsContentV3QueryOptions } from '../../src/query/public.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

/** A public client whose fetch records the init it is given, then sends as fetch would. */
function recording(inits: Array<RequestInit | undefined>) {
  return createPublicClient({
    baseUrl: server.url,
    apiKey: 'pk-1234',
    fetch: (request, init) => {
      inits.push(init);
      return fetch(request, init);
    },
  });
}

describe("a runtime's fetch extensions", () => {
  it("Next's `next` reaches the injected fetch as its init, and the request is sent", async () => {
    server = await startServer(() => ({ body: { models: ['news'] } }));
    const inits: Array<RequestInit | undefined> = [];
    const { data } = await recording(inits).GET('/v1/cms/structure', {
      next: { revalidate: 60, tags: ['structure'] },
      cache: 'force-cache',
    });
    expect(data).toEqual({ models: ['news'] });
    // The call's fetch fields; the standard one is on the Request as well.
    expect(inits).toEqual([{ next: { revalidate: 60, tags: ['structure'] }, cache: 'force-cache' }]);
    expect(server.requests.map((r) => [r.method, r.path, r.headers['x-api-key']])).toEqual([
      ['GET', '/v1/cms/structure', 'pk-1234'],
    ]);
  });

  it('every attempt and every redirect hop gets it, through middleware too', async () => {
    let n = 0;
    // A 503 (retried), then a same-origin redirect (followed by the transport), then the answer.
    server = await startServer(() =>
      ++n === 1
        ? { status: 503, body: { message: 'busy' } }
        : n === 2
          ? { status: 307, headers: { location: '/v1/cms/structure?hop=1' } }
          : { body: { models: [] } },
    );
    const inits: Array<RequestInit | undefined> = [];
    const client = recording(inits);
    const seen: string[] = [];
    const tracing: Middleware = { onRequest: ({ request }) => void seen.push(new URL(request.url).pathname) };
    client.use(tracing);
    await client.GET('/v1/cms/structure', { next: { tags: ['t'] } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/cms/structure',
      '/v1/cms/structure',
      '/v1/cms/structure?hop=1',
    ]);
    expect(inits).toEqual([{ next: { tags: ['t'] } }, { next: { tags: ['t'] } }, { next: { tags: ['t'] } }]);
    expect(seen).toEqual(['/v1/cms/structure', '/v1/cms/structure']);
  });

  it("a query option's `request` carries it to the prefetch's fetch", async () => {
    server = await startServer(() => ({ body: { data: [], page: 1, limit: 20, total: 0 } }));
    const inits: Array<RequestInit | undefined> = [];
    const options = queryCmsContentV3QueryOptions(recording(inits), 'news', undefined, {
      request: { next: { revalidate: 30, tags: ['news'] } },
    });
    await options.queryFn({ signal: new AbortController().signal } as never);
    expect(inits).toEqual([{ next: { revalidate: 30, tags: ['news'] } }]);
    expect(server.requests[0]!.path).toBe('/v3/cms/content/api/news');
  });

  it('a call without fetch fields gives an empty init; what only the transport sets stays its own', async () => {
    server = await startServer(() => ({ body: {} }));
    const inits: Array<RequestInit | undefined> = [];
    const requests: Request[] = [];
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk-1234',
      fetch: (request, init) => (inits.push(init), requests.push(request), fetch(request, init)),
    });
    await client.GET('/v1/cms/structure');
    // Untyped keys the transport owns never become extensions that would override it.
    await client.GET('/v1/cms/structure', {
      redirect: 'follow',
      method: 'DELETE',
      window: null,
      next: undefined,
    } as never);
    expect(inits).toEqual([{}, { window: null, next: undefined }]);
    expect(requests.map((r) => [r.method, r.redirect])).toEqual([
      ['GET', 'manual'],
      ['GET', 'manual'],
    ]);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });
});

// docs/design.md, decision 20: credentials and bodies never leave the base URL's origin. Two loopback
// servers on two ports (two origins): the platform redirects, the other one records whatever
// reaches it. Same-origin hops are followed by the transport as fetch would follow them.
import { afterEach, describe, expect, it } from 'vitest';
import {
  RedirectError,
  createAdminClient,
  createPrivateClient,
  createPublicClient,
  isPlatformError,
} from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

let platform: TestServer;
let other: TestServer;
afterEach(async () => {
  await platform?.close();
  await other?.close();
});

const accessToken = fakeJwt({ _id: 'a', email: 'a@b.ge', fullName: 'A', permissions: {} });

async function redirecting(status: number, to: () => string) {
  other = await startServer(() => ({ body: { models: [], accessToken, sessionId: 'evil' } }));
  platform = await startServer((req) =>
    req.path.startsWith('/moved') ? { body: { models: [] } } : { status, headers: { location: to() } },
  );
}

describe('redirects to another origin', () => {
  it.each([301, 302, 303, 307, 308])(
    '%i on a GET: RedirectError naming the origin, the key never sent there',
    async (status) => {
      await redirecting(status, () => `${other.url}/steal`);
      const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: 'sk-private-key' });
      const error = await client.GET('/ecommerce/item').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      expect(isPlatformError(error)).toBe(true);
      expect((error as RedirectError).location).toBe(other.url);
      expect((error as RedirectError).message).toContain(other.url);
      expect((error as RedirectError).method).toBe('GET');
      expect((error as RedirectError).url).toBe(`${platform.url}/ecommerce/item`);
      expect(other.requests).toHaveLength(0);
      // Not retried either: a redirect is an answer, not a failure.
      expect(platform.requests).toHaveLength(1);
    },
  );

  it.each([307, 308])('%i on the logins: the password and the session never reach the other server', async (status) => {
    await redirecting(status, () => `${other.url}/auth/login`);
    const error = await createAdminClient({ baseUrl: platform.url, email: 'a@b.ge', password: 'pass-word-1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RedirectError);
    expect(other.requests).toHaveLength(0);
  });

  it.each([301, 302])(
    '%i on a payment POST fails instead of resolving with the other server as a GET',
    async (status) => {
      await redirecting(status, () => `${other.url}/payment`);
      const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: 'sk-private-key' });
      const error = await client
        .POST('/payment/payWithCard', { body: { cardId: '65f1c0a2e4b0a1b2c3d4e5f6', amount: 10, currency: 'GEL' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      expect(other.requests).toHaveLength(0);
    },
  );

  it('a base URL with a path does not make another port the same origin', async () => {
    other = await startServer(() => ({ body: { models: [] } }));
    const otherPort = new URL(other.url).port;
    platform = await startServer(() => ({
      status: 302,
      headers: { location: `http://127.0.0.1:${otherPort}/api/v1/cms/structure` },
    }));
    const client = createPublicClient({ baseUrl: `${platform.url}/api`, apiKey: 'pk-public-key' });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(RedirectError);
    expect(other.requests).toHaveLength(0);
  });
});

describe('redirects within the origin', () => {
  it('a HEAD is followed as a HEAD, a 303 included (fetch makes only other methods a GET)', async () => {
    platform = await startServer((req) =>
      req.path === '/a'
        ? { status: 303, headers: { location: '/b' } }
        : req.path === '/b'
          ? { status: 301, headers: { location: '/c' } }
          : { status: 200, headers: { 'x-at': req.path } as Record<string, string> },
    );
    const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-1234' });
    const { data, response } = await client.request('HEAD', '/a');
    expect([data, response.status, response.headers.get('x-at')]).toEqual([undefined, 200, '/c']);
    expect(platform.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['HEAD /a', 'HEAD /b', 'HEAD /c']);
  });

  it('through middleware, a JSON body replayed on a 307 keeps its content type; the first hop is the Request middleware made', async () => {
    platform = await startServer((req) =>
      req.path === '/box/k'
        ? { status: 307, headers: { location: '/moved/box/k' } }
        : { body: { _id: 'b1', key: 'k', value: 2 } },
    );
    const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-1234' });
    // The middleware sends a body of its own: that is what the first hop carries.
    client.use({ onRequest: ({ request }) => new Request(request, { body: JSON.stringify({ value: 2 }) }) });
    await client.PUT('/box/{id}', {
      params: { path: { id: 'k' }, query: { type: 'quiz_result' } },
      body: { value: 1 },
    });
    const [first, second] = platform.requests;
    expect([first!.method, first!.headers['content-type'], first!.body.toString()]).toEqual([
      'PUT',
      'application/json',
      '{"value":2}',
    ]);
    expect([second!.method, second!.path, second!.headers['content-type'], second!.headers['x-api-key']]).toEqual([
      'PUT',
      '/moved/box/k',
      'application/json',
      'pk-1234',
    ]);
  });

  it("a fetch that hides where a redirect goes (a browser's opaque redirect) fails closed: RedirectError with no location", async () => {
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      seen.push(`${request.method} ${request.url} ${request.redirect}`);
      // What a browser's fetch answers a redirect with under `redirect: 'manual'`.
      return Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    };
    const client = createPublicClient({ baseUrl: 'http://platform.test', apiKey: 'pk-1234', fetch, maxRetries: 0 });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect([(error as RedirectError).message, (error as RedirectError).location]).toEqual([
      'GET http://platform.test/v1/cms/structure: the platform redirected.',
      undefined,
    ]);
    expect(seen).toEqual(['GET http://platform.test/v1/cms/structure manual']);
  });

  it('307 and 308 keep the method, the body and the credentials', async () => {
    for (const status of [307, 308]) {
      platform = await startServer((req) =>
        req.path === '/payment/payWithCard'
          ? { status, headers: { location: '/v2/payWithCard' } }
          : { body: { ok: true } },
      );
      const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: 'sk-private-key' });
      const { data } = await client.POST('/payment/payWithCard', {
        body: { cardId: '65f1c0a2e4b0a1b2c3d4e5f6', amount: 10, currency: 'GEL' },
      });
      expect(data).toEqual({ ok: true });
      const [first, second] = platform.requests;
      expect(second!.method).toBe('POST');
      expect(second!.path).toBe('/v2/payWithCard');
      expect(second!.headers['x-api-key']).toBe('sk-private-key');
      expect(second!.body.toString()).toBe(first!.body.toString());
      await platform.close();
    }
  });

  it.each([
    [303, 'POST'],
    [301, 'POST'],
    [302, 'POST'],
  ])('%i on a %s goes on as a GET without the body, as fetch would', async (status) => {
    platform = await startServer((req) =>
      req.path === '/payment/payWithCard'
        ? { status, headers: { location: `${platform.url}/result` } }
        : { body: { done: 1 } },
    );
    const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: 'sk-private-key' });
    const { data } = await client.POST('/payment/payWithCard', {
      body: { cardId: '65f1c0a2e4b0a1b2c3d4e5f6', amount: 10, currency: 'GEL' },
    });
    expect(data).toEqual({ done: 1 });
    const second = platform.requests[1]!;
    expect(second.method).toBe('GET');
    expect(second.body.length).toBe(0);
    expect(second.headers['content-type']).toBeUndefined();
  });

  it("the headers middleware set go on to the next hop, as fetch keeps a request's headers", async () => {
    platform = await startServer((req) =>
      req.path === '/v1/cms/structure' ? { status: 302, headers: { location: '/moved' } } : { body: { models: [] } },
    );
    const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-public-key' });
    client.use({ onRequest: ({ request }) => void request.headers.set('X-Trace-Id', 'trace-7') });
    expect((await client.GET('/v1/cms/structure')).data).toEqual({ models: [] });
    const [first, second] = platform.requests;
    expect(first!.headers['x-trace-id']).toBe('trace-7');
    expect(second!.path).toBe('/moved');
    expect(second!.headers['x-trace-id']).toBe('trace-7');
    expect(second!.headers['x-api-key']).toBe('pk-public-key');
  });

  it("an upload through middleware is re-sent whole on a 307: its boundary is the new body's", async () => {
    platform = await startServer((req) =>
      req.path === '/cms/image/upload'
        ? { status: 307, headers: { location: '/cms/image/again' } }
        : { status: 201, body: { _id: 'f1', url: '/f1' } },
    );
    const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-public-key' });
    client.use({ onRequest: ({ request }) => void request.headers.set('x-trace-id', 'trace-8') });
    await client.POST('/cms/image/upload', { body: { file: new File(['pixels'], 'a.png', { type: 'image/png' }) } });
    const second = platform.requests[1]!;
    expect(second.path).toBe('/cms/image/again');
    expect(second.headers['x-trace-id']).toBe('trace-8');
    // The server reads the parts with the boundary the header names.
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': String(second.headers['content-type']) },
      body: new Uint8Array(second.body),
    }).formData();
    expect(await (form.get('file') as File).text()).toBe('pixels');
  });

  it('a loop stops with a RedirectError after 20 hops', async () => {
    platform = await startServer(() => ({ status: 302, headers: { location: '/v1/cms/structure' } }));
    const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-public-key' });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(RedirectError);
    expect(platform.requests).toHaveLength(21);
  });

  it('an injected fetch is asked for redirect: manual', async () => {
    platform = await startServer(() => ({ body: { models: [] } }));
    const seen: RequestRedirect[] = [];
    const client = createPublicClient({
      baseUrl: platform.url,
      apiKey: 'pk-public-key',
      fetch: (request) => {
        seen.push(request.redirect);
        return fetch(request);
      },
    });
    await client.GET('/v1/cms/structure');
    expect(seen).toEqual(['manual']);
  });
});

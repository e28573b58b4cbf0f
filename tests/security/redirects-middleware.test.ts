// Issue 23, item 1: middleware cannot switch the redirect guard off (docs/design.md, decision 20).
// Whatever Request a middleware returns (the same one, `new Request(request, init)`,
// `new Request(url, init)`, one with a changed URL, each asking for `redirect: 'follow'`), the
// request that reaches fetch has `redirect: 'manual'`, and a hop to another origin is a
// RedirectError: the second loopback server (another port, another origin) never sees the key or
// the card body.
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectError, createPrivateClient, type Middleware } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let platform: TestServer;
let other: TestServer;
afterEach(async () => {
  await platform?.close();
  await other?.close();
});

const KEY = 'sk-private-key-23';
const CARD = { cardId: '65f1c0a2e4b0a1b2c3d4e5f6', amount: 10, currency: 'GEL' };

/** How a signing middleware might rebuild the request; each asks fetch to follow redirects. */
const builders: Record<string, Middleware['onRequest']> = {
  'the same Request': ({ request }) => {
    request.headers.set('x-signature', 'signed');
    return request;
  },
  'new Request(request, init)': ({ request }) =>
    new Request(request, {
      redirect: 'follow',
      headers: { ...Object.fromEntries(request.headers), 'x-signature': 'signed' },
    }),
  'new Request(url, init)': async ({ request }) =>
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
      redirect: 'follow',
    }),
  'a changed URL': async ({ request }) =>
    new Request(`${request.url}?signed=1`, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
      redirect: 'follow',
    }),
};

describe('a middleware cannot switch off the redirect guard', () => {
  for (const [how, onRequest] of Object.entries(builders)) {
    it.each([301, 302, 303, 307, 308])(
      `${how}, %i to another origin: RedirectError, nothing sent there`,
      async (status) => {
        other = await startServer(() => ({ body: { ok: 'stolen' } }));
        platform = await startServer(() => ({ status, headers: { location: `${other.url}/steal` } }));
        const sentRedirectModes: string[] = [];
        const client = createPrivateClient({
          baseUrl: platform.url,
          privateApiKey: KEY,
          fetch: (request: Request) => {
            sentRedirectModes.push(request.redirect);
            return fetch(request);
          },
        });
        client.use({ onRequest: onRequest! });
        const error = await client.POST('/payment/payWithCard', { body: CARD }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RedirectError);
        expect((error as RedirectError).location).toBe(other.url);
        expect((error as RedirectError).url).toBe(`${platform.url}/payment/payWithCard`);
        expect(sentRedirectModes).toEqual(['manual']);
        expect(platform.requests).toHaveLength(1);
        expect(platform.requests[0]!.headers['x-api-key']).toBe(KEY);
        expect(other.requests).toEqual([]);
      },
    );
  }

  it('with global fetch too (no `fetch` option): the other origin receives nothing', async () => {
    other = await startServer(() => ({ body: { ok: 'stolen' } }));
    platform = await startServer(() => ({ status: 307, headers: { location: `${other.url}/steal` } }));
    const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: KEY });
    client.use({ onRequest: builders['new Request(url, init)']! });
    await expect(client.POST('/payment/payWithCard', { body: CARD })).rejects.toBeInstanceOf(RedirectError);
    expect(other.requests).toEqual([]);
  });

  it('a same-origin hop from the URL the middleware chose is still followed, by the transport', async () => {
    platform = await startServer((req) =>
      req.path === '/v2/pay' ? { body: { ok: true } } : { status: 307, headers: { location: '/v2/pay' } },
    );
    const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: KEY });
    client.use({ onRequest: builders['a changed URL']! });
    const { data } = await client.POST('/payment/payWithCard', { body: CARD });
    expect(data).toEqual({ ok: true });
    expect(platform.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /payment/payWithCard?signed=1',
      'POST /v2/pay',
    ]);
    expect(JSON.parse(platform.requests[1]!.body.toString())).toEqual(CARD);
    expect(platform.requests[1]!.headers['x-api-key']).toBe(KEY);
  });
});

// Issue 33, item 5: a field other code added to `Object.prototype` never changes what the transport
// hands out. With `Object.prototype.redirect = 'follow'`, the documented custom fetch
// `(request, init) => fetch(request, init)` used to follow a 307 to another origin with the
// private key, because the init it was given had no own `redirect`. Every object the transport
// gives fetch, a custom fetch or middleware now has only fields of its own (a null prototype),
// and every init an own `redirect: 'manual'`.
// The prototype is polluted for the call alone and restored in `finally`.
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectError, createPrivateClient, type Middleware } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let platform: TestServer;
let other: TestServer;
afterEach(async () => {
  await platform?.close();
  await other?.close();
});

const KEY = 'sk-inherited-redirect-key';

/** Runs `body` with `Object.prototype[name] = value` (enumerable, as an assignment makes it). */
async function polluted<T>(name: string, value: unknown, body: () => Promise<T>): Promise<T> {
  (Object.prototype as Record<string, unknown>)[name] = value;
  try {
    return await body();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[name];
  }
}

/** A platform whose every answer is a 307 to the other origin, which records what reaches it. */
async function redirectingAway() {
  other = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
  platform = await startServer(() => ({ status: 307, headers: { location: `${other.url}/steal` } }));
}

describe('an inherited `redirect` does not switch the redirect guard off', () => {
  it('the documented custom fetch: a 307 to another origin is refused, the key never reaches it', async () => {
    await redirectingAway();
    const seen: Array<RequestInit | undefined> = [];
    const client = createPrivateClient({
      baseUrl: platform.url,
      privateApiKey: KEY,
      maxRetries: 0,
      fetch: (request, init) => {
        seen.push(init);
        return fetch(request, init);
      },
    });
    const error = await polluted('redirect', 'follow', () => client.GET('/ecommerce/item').catch((e: unknown) => e));
    expect(other.requests.map((r) => r.headers['x-api-key'])).toEqual([]);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).location).toBe(other.url);
    expect(platform.requests).toHaveLength(1);
    expect(platform.requests[0]!.headers['x-api-key']).toBe(KEY);
    // What the custom fetch was handed has no field the transport did not put there.
    // A null prototype is not enough: undici copies fetch's init into a plain object, which
    // inherits; `redirect` must be the init's own.
    expect(seen).toHaveLength(1);
    expect(Object.getPrototypeOf(seen[0])).toBeNull();
    expect(Object.getOwnPropertyDescriptor(seen[0], 'redirect')?.value).toBe('manual');
  });

  it('through middleware (which builds the Request) and with the global fetch: refused, nothing sent away', async () => {
    await redirectingAway();
    const contexts: object[] = [];
    const middleware: Middleware = {
      onRequest: (context) => void contexts.push(context),
      onError: (context) => void contexts.push(context),
    };
    const client = createPrivateClient({ baseUrl: platform.url, privateApiKey: KEY, maxRetries: 0 });
    client.use(middleware);
    const error = await polluted('redirect', 'follow', () => client.GET('/ecommerce/item').catch((e: unknown) => e));
    expect(error).toBeInstanceOf(RedirectError);
    expect(other.requests).toHaveLength(0);
    expect(contexts).toHaveLength(2);
    for (const context of contexts) expect(Object.getPrototypeOf(context)).toBeNull();
  });
});

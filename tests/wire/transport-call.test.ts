// The transport's own decisions, seen on a real loopback server: the base URL's trailing slashes,
// how an answer is read (204, HEAD, an empty body, `parseAs` against the schema check), what a
// 401 tells the client, what the logger sees of each attempt, the call id the middleware gets,
// the per-call option checks and the code a ConnectionError names from a cause chain.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, type Middleware, type TransportConfig } from '../../src/core/transport.js';
import { ConnectionError, UnauthorizedError, ForbiddenError, isPlatformError } from '../../src/index.js';
import { startServer, type Handler, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A transport over an operation table of our own (a HEAD, a PATCH), as a client builds one. */
function transport(url: string, extra: Partial<TransportConfig> = {}) {
  const config: TransportConfig = {
    baseUrl: url,
    operations: {
      'GET /thing': { idempotent: true },
      'HEAD /thing': { idempotent: true },
      'PATCH /thing': {},
      'DELETE /thing': { idempotent: true, parseAs: 'empty' },
    },
    auth: () => ({ 'x-api-key': 'key-SECRET-9' }),
    secrets: () => ['key-SECRET-9'],
    maxRetries: 0,
    ...extra,
  };
  // The operation table's paths are ours, not a contract's: the request method is the untyped door.
  return createTransport<{}>(config) as unknown as {
    request(
      method: string,
      path: string,
      init?: Record<string, unknown>,
    ): Promise<{ data: unknown; response: Response }>;
    PATCH(path: string, init?: Record<string, unknown>): Promise<{ data: unknown; response: Response }>;
    use(...m: Middleware[]): void;
  };
}

const start = async (handler: Handler) => (server = await startServer(handler));

describe('the request', () => {
  it('drops every trailing slash of the base URL, under a path prefix too', async () => {
    const { url } = await start(() => ({ body: { ok: 1 } }));
    await transport(`${url}//`).request('GET', '/thing');
    await transport(`${url}/api///`).request('GET', '/thing');
    expect(server!.requests.map((r) => r.url)).toEqual(['/thing', '/api/thing']);
  });

  it('PATCH goes out as a PATCH with its JSON body', async () => {
    const { url } = await start(() => ({ body: { patched: true } }));
    const { data } = await transport(url).PATCH('/thing', { body: { name: 'n' } });
    expect(data).toEqual({ patched: true });
    expect(server!.requests.map((r) => [r.method, r.body.toString()])).toEqual([['PATCH', '{"name":"n"}']]);
  });

  it("a bad per-call option is the call's own RangeError, naming the option, and nothing is sent", async () => {
    const { url } = await start(() => ({ body: {} }));
    const error = await transport(url)
      .request('GET', '/thing', { timeout: -5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect(isPlatformError(error)).toBe(true);
    expect((error as RangeError).message).toBe(
      `GET ${url}/thing: \`timeout\` must be an integer from 1 to 2147483647.`,
    );
    expect(error).toMatchObject({ method: 'GET', url: `${url}/thing` });
    expect(server!.requests).toHaveLength(0);
  });

  it('the middleware gets one id per call, counting up, the same for each attempt', async () => {
    let n = 0;
    const { url } = await start(() =>
      n++ === 1 ? { status: 503, headers: { 'retry-after': '0' }, body: { message: 'down' } } : { body: {} },
    );
    const ids: string[] = [];
    const t = transport(url, { maxRetries: 1 });
    t.use({ onRequest: ({ id }) => void ids.push(id) });
    await t.request('GET', '/thing');
    await t.request('GET', '/thing');
    expect(server!.requests).toHaveLength(3);
    expect(ids).toEqual(['1', '2', '2']);
  });
});

describe('reading the answer', () => {
  it('204 gives undefined whatever parseAs asks for', async () => {
    const { url } = await start(() => ({ status: 204 }));
    for (const parseAs of ['text', 'blob', 'arrayBuffer', 'json'] as const) {
      const { data, response } = await transport(url).request('GET', '/thing', { parseAs });
      expect([parseAs, data, response.status]).toEqual([parseAs, undefined, 204]);
    }
  });

  it("a HEAD's answer is undefined, not an empty text", async () => {
    const { url } = await start(() => ({ headers: { 'content-type': 'text/plain', 'x-count': '7' }, body: 'body' }));
    const { data, response } = await transport(url).request('HEAD', '/thing', { parseAs: 'text' });
    expect(data).toBeUndefined();
    expect(response.headers.get('x-count')).toBe('7');
    expect(server!.requests.map((r) => r.method)).toEqual(['HEAD']);
  });

  it('a HEAD answered 503 is tried again (its answer has no body to cancel)', async () => {
    let n = 0;
    const { url } = await start(() => (n++ === 0 ? { status: 503 } : { status: 200, headers: { 'x-count': '3' } }));
    const { data, response } = await transport(url, { maxRetries: 1 }).request('HEAD', '/thing');
    expect([data, response.status, response.headers.get('x-count')]).toEqual([undefined, 200, '3']);
    expect(server!.requests.map((r) => r.method)).toEqual(['HEAD', 'HEAD']);
  });

  it('an empty JSON answer is undefined, for an operation the contract reads as empty and for any other', async () => {
    const { url } = await start(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '' }));
    expect((await transport(url).request('GET', '/thing')).data).toBeUndefined();
    expect((await transport(url).request('DELETE', '/thing')).data).toBeUndefined();
    // Not in the operation table: the same default reading.
    expect((await transport(url).request('GET', '/other')).data).toBeUndefined();
  });

  it("the contract's schema check runs on the default reading only, not on what parseAs asks for", async () => {
    const { url } = await start(() => ({ body: { a: 1 } }));
    const checked: Array<[string, unknown]> = [];
    const validate = {
      responseSchemas: { check: (key: string, data: unknown) => void checked.push([key, data]) },
    } as unknown as TransportConfig['validate'];
    const t = transport(url, { validate });
    expect((await t.request('GET', '/thing', { parseAs: 'text' })).data).toBe('{"a":1}');
    expect((await t.request('GET', '/thing')).data).toEqual({ a: 1 });
    expect(checked).toEqual([['GET /thing', { a: 1 }]]);
  });
});

describe('401', () => {
  it('tells the client (onUnauthorized, with the operation) before the call rejects with UnauthorizedError', async () => {
    const { url } = await start((req) =>
      req.query.get('s') === '401'
        ? { status: 401, body: { message: 'session ended' } }
        : { status: 403, body: { message: 'no' } },
    );
    const events: string[] = [];
    const onUnauthorized = async (operation: string) => {
      await new Promise((r) => setTimeout(r, 20));
      events.push(`told ${operation}`);
    };
    const t = transport(url, { onUnauthorized });
    const error = await t
      .request('GET', '/thing', { params: { query: { s: '401' } } })
      .catch((e: unknown) => (events.push('rejected'), e));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, message: 'session ended', method: 'GET', url: `${url}/thing` });
    expect(events).toEqual(['told GET /thing', 'rejected']);
    // A 403 is no sign of an ended session: the client is not told.
    await expect(t.request('GET', '/thing', { params: { query: { s: '403' } } })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(events).toEqual(['told GET /thing', 'rejected']);
  });

  it('a client with no secrets of its own reads its errors as they came', async () => {
    const { url } = await start(() => ({ status: 401, body: { message: 'who are you' } }));
    const t = transport(url, { secrets: undefined, auth: () => ({}) });
    await expect(t.request('GET', '/thing')).rejects.toMatchObject({
      name: 'UnauthorizedError',
      message: 'who are you',
    });
  });
});

describe('the logger', () => {
  type Line = [string, { attempt: number; ms: number; headers: Record<string, string> }];

  it('gets one line per attempt: method, URL, status, attempt number, time taken and the headers with credentials redacted', async () => {
    let n = 0;
    const { url } = await start(() =>
      n++ === 0 ? { status: 503, headers: { 'retry-after': '0' }, body: { message: 'down' } } : { body: { ok: 1 } },
    );
    const lines: Line[] = [];
    const logger = {
      debug: (message: string, details: Record<string, unknown>) => void lines.push([message, details as Line[1]]),
    };
    await transport(url, { logger, maxRetries: 1, timeout: 5_000, headers: { 'x-trace': 't1' } }).request(
      'GET',
      '/thing',
      { params: { query: { q: 'a' } } },
    );
    expect(lines.map(([m, d]) => [m, d.attempt, d.headers])).toEqual([
      [`GET ${url}/thing?q=a -> 503`, 1, { 'x-trace': 't1', 'x-api-key': '[redacted]' }],
      [`GET ${url}/thing?q=a -> 200`, 2, { 'x-trace': 't1', 'x-api-key': '[redacted]' }],
    ]);
    // The time of the attempt itself, which its timeout bounds (not a point on the clock).
    for (const [, { ms }] of lines) {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(5_000);
    }
  });

  it('logs an attempt with no answer as such, and the call still names the cause (ECONNREFUSED)', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const url = `http://127.0.0.1:${port}`;
    const lines: Line[] = [];
    const logger = {
      debug: (message: string, details: Record<string, unknown>) => void lines.push([message, details as Line[1]]),
    };
    const error = await transport(url, { logger })
      .request('GET', '/thing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe(`GET ${url}/thing: could not reach the platform (ECONNREFUSED).`);
    expect(lines.map(([m, d]) => [m, d.attempt])).toEqual([[`GET ${url}/thing -> no answer`, 1]]);
  });
});

describe("a ConnectionError's code", () => {
  /** A custom fetch (a proxy agent's, say) that fails with the given error. */
  const failing = (error: Error) => ({ fetch: () => Promise.reject(error) });
  const chain = (depth: number, code: string) => {
    let e: Error = Object.assign(new Error('socket'), { code });
    for (let i = 1; i < depth; i++) e = new Error(`wrapped ${i}`, { cause: e });
    return e;
  };

  it('is the innermost code within 8 causes; deeper ones are not looked for', async () => {
    const url = 'http://127.0.0.1:9';
    const eighth = await transport(url, failing(chain(8, 'ECONNRESET')))
      .request('GET', '/thing')
      .catch((e: unknown) => e);
    expect((eighth as Error).message).toBe(`GET ${url}/thing: could not reach the platform (ECONNRESET).`);
    const deep = chain(9, 'ECONNRESET');
    const ninth = await transport(url, failing(deep))
      .request('GET', '/thing')
      .catch((e: unknown) => e);
    expect(ninth).toBeInstanceOf(ConnectionError);
    expect((ninth as Error).message).toBe(`GET ${url}/thing: could not reach the platform.`);
    expect((ninth as ConnectionError).cause).toBe(deep);
  });

  it('a cause chain that loops on itself still ends the call', async () => {
    const looping: Error & { code?: string } = Object.assign(new Error('loop'), { code: 'EPIPE' });
    looping.cause = looping;
    const url = 'http://127.0.0.1:9';
    const error = await transport(url, failing(looping))
      .request('GET', '/thing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).cause).toBe(looping);
    expect((error as Error).message).toBe(`GET ${url}/thing: could not reach the platform (EPIPE).`);
  });
});

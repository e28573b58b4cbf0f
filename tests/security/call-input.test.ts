// Issue 23, "also": bad input a call carries fails the call with its own typed error and is sent
// nowhere. An invalid Date in a query is the call's CallInputError (a RangeError with the call's
// `method` and `url`), never a raw RangeError nor `NaN-NaN-NaN` on the wire; a header with CR/LF
// set by a middleware is the call's TypeError naming the header (never its value), not a
// ConnectionError, and is not retried.
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionError, createPrivateClient, isPlatformError, type CallInputError } from '../../src/index.js';
import { createTransport } from '../../src/core/transport.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const answer = () => ({ body: { data: [], page: 1, limit: 10, total: 0 } });

describe('an invalid Date in a query', () => {
  it('a plain parameter: the call rejects with its own RangeError, nothing sent', async () => {
    server = await startServer(answer);
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const error = (await client
      .request('GET', '/ecommerce/item', { params: { query: { since: new Date('not a date') } } })
      .catch((e: unknown) => e)) as CallInputError;
    expect(error).toBeInstanceOf(RangeError);
    expect(isPlatformError(error)).toBe(true);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${server.url}/ecommerce/item`);
    expect(server.requests).toEqual([]);
  });

  it('in a list and in a calendar-day (`format: date`) parameter too, never NaN-NaN-NaN', async () => {
    server = await startServer(answer);
    const transport = createTransport<{}>({
      baseUrl: server.url,
      operations: { 'GET /days': { idempotent: true, query: { day: 'date' } } },
      auth: () => ({}),
    });
    for (const query of [{ day: new Date(NaN) }, { ids: ['a', new Date(NaN)] }]) {
      const error = await transport.request('GET', '/days', { params: { query } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RangeError);
      expect(isPlatformError(error)).toBe(true);
      expect((error as CallInputError).url).toBe(`${server.url}/days`);
    }
    // A valid day still goes out as the caller's calendar day.
    await transport.request('GET', '/days', { params: { query: { day: new Date(2026, 10, 24) } } });
    expect(server.requests.map((r) => r.url)).toEqual(['/days?day=2026-11-24']);
  });

  it('a calendar day is the local day the Date was built for, in zones far east and west of UTC, at either end of the day', async () => {
    server = await startServer(answer);
    const transport = createTransport<{}>({
      baseUrl: server.url,
      operations: { 'GET /days': { idempotent: true, query: { day: 'date' } } },
      auth: () => ({}),
    });
    const zone = process.env.TZ;
    try {
      // Node reads TZ again when it is assigned; this file runs in a worker of its own.
      for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tbilisi']) {
        process.env.TZ = tz;
        for (const [hour, minute] of [
          [0, 0],
          [23, 59],
        ] as const) {
          await transport.request('GET', '/days', { params: { query: { day: new Date(2026, 1, 28, hour, minute) } } });
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(server.requests.map((r) => r.url)).toEqual(Array(6).fill('/days?day=2026-02-28'));
  });
});

describe('a header with CR/LF set by a middleware', () => {
  const SIGNATURE = 'sig-value-SECRET\r\nx-injected: 1';
  it.each(['set', 'append'] as const)(
    'headers.%s: a TypeError of the call naming the header, not its value; nothing sent',
    async (method) => {
      server = await startServer(answer);
      const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
      client.use({ onRequest: ({ request }) => void request.headers[method]('x-signature', SIGNATURE) });
      const error = (await client.GET('/ecommerce/item').catch((e: unknown) => e)) as CallInputError;
      expect(error).not.toBeInstanceOf(ConnectionError);
      expect(error).toBeInstanceOf(TypeError);
      expect(error.name).toBe('TypeError');
      expect(isPlatformError(error)).toBe(true);
      expect(error.message).toBe(
        `GET ${server.url}/ecommerce/item: \`headers.x-signature\` holds a character a header cannot carry.`,
      );
      expect(error.method).toBe('GET');
      expect(`${error.message} ${String(error.cause)} ${error.stack}`).not.toContain('sig-value-SECRET');
      // A GET is safe to repeat, but bad input is not retried: nothing went out at all.
      expect(server.requests).toEqual([]);
    },
  );

  it('a good header set by a middleware still goes out', async () => {
    server = await startServer(answer);
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    client.use({ onRequest: ({ request }) => void request.headers.set('x-signature', 'sig-ok') });
    await client.GET('/ecommerce/item');
    expect(server.requests[0]!.headers['x-signature']).toBe('sig-ok');
  });
});

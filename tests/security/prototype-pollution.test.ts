// Issue 23, item 7: a property other code added to `Object.prototype` is never sent, not as a
// query parameter, not as a header: wherever the SDK walks a caller's object (the query, the
// client's and the call's headers), it reads own keys only. The prototype is polluted for the
// call alone and restored in `finally`.
import { afterEach, describe, expect, it } from 'vitest';
import { createPrivateClient, redactHeaders } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

/** Runs `body` with `Object.prototype[name] = value` (enumerable, as an assignment makes it). */
async function polluted<T>(name: string, value: unknown, body: () => Promise<T>): Promise<T> {
  (Object.prototype as Record<string, unknown>)[name] = value;
  try {
    return await body();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[name];
  }
}

describe('a polluted Object.prototype is never sent', () => {
  it('not as a query parameter, nor as a header', async () => {
    server = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
    const client = createPrivateClient({
      baseUrl: server.url,
      privateApiKey: 'sk-private-key',
      headers: { 'x-app': 'console' },
    });
    await polluted('injected', 'evil-value', () =>
      client.GET('/ecommerce/item', { params: { query: { page: 2 } }, headers: { 'x-trace': 't1' } }),
    );
    const [seen] = server.requests;
    expect(seen!.url).toBe('/ecommerce/item?page=2');
    expect(seen!.headers.injected).toBeUndefined();
    expect(seen!.headers['x-app']).toBe('console');
    expect(seen!.headers['x-trace']).toBe('t1');
    expect(JSON.stringify(seen!.headers)).not.toContain('evil-value');
  });

  it('a call with no query or headers of its own sends none either', async () => {
    server = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    await polluted('injected', 'evil-value', () => client.GET('/ecommerce/item'));
    expect(server.requests[0]!.url).toBe('/ecommerce/item');
    expect(JSON.stringify(server.requests[0]!.headers)).not.toContain('evil-value');
  });

  it('a polluted value with CR/LF does not break a call (it is not read at all)', async () => {
    server = await startServer(() => ({ body: { data: [], page: 1, limit: 10, total: 0 } }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-private-key' });
    const { data } = await polluted('x-injected', 'a\r\nb', () =>
      client.GET('/ecommerce/item', { headers: { 'x-trace': 't1' } }),
    );
    expect(data).toEqual({ data: [], page: 1, limit: 10, total: 0 });
  });

  it('redactHeaders lists own headers only', async () => {
    const out = await polluted('authorization', 'Bearer inherited', async () =>
      redactHeaders({ 'x-api-key': 'k', accept: 'json' }),
    );
    expect(out).toEqual({ 'x-api-key': '[redacted]', accept: 'json' });
  });
});

// docs/design.md, decisions 19 and 20: `totalTimeout` bounds the whole call, retries and their waits included;
// a wait longer than what is left is not started, and the call fails at once with the answer's error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimitError, ServerError, TimeoutError, createPublicClient } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

describe('totalTimeout', () => {
  it('Retry-After: 60 with 2 s left fails at once with the RateLimitError', async () => {
    server = await startServer(() => ({
      status: 429,
      headers: { 'retry-after': '60' },
      body: { message: 'slow down' },
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', timeout: 2000, totalTimeout: 2000 });
    const started = Date.now();
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    // Well under the 2 s bound, with room for a loaded machine (a wait would take it all).
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.requests).toHaveLength(1);
  });

  it('per call, it bounds slow attempts and retries together: TimeoutError naming totalTimeout', async () => {
    server = await startServer(async () => {
      await new Promise((r) => setTimeout(r, 200));
      return { status: 503, body: { message: 'down' } };
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 10 });
    const started = Date.now();
    const error = await client.GET('/v1/cms/structure', { totalTimeout: 450, maxRetries: 10 }).catch((e: unknown) => e);
    const took = Date.now() - started;
    // 200 ms, a backoff wait of 375-500 ms would pass 450: the 503 at once.
    expect(error).toBeInstanceOf(ServerError);
    expect(took).toBeLessThan(400);
    expect(server.requests).toHaveLength(1);
  });

  it('an attempt that runs into the deadline is a TimeoutError, not retried', async () => {
    server = await startServer(async () => {
      await new Promise((r) => setTimeout(r, 1000));
      return { body: { models: [] } };
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', timeout: 5000, totalTimeout: 200 });
    const started = Date.now();
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    // It names the bound that ended it and that bound's value, not the attempt's timeout.
    expect((error as Error).message).toBe(
      `GET ${server.url}/v1/cms/structure: no answer within 200 ms (\`totalTimeout\`).`,
    );
    expect(Date.now() - started).toBeLessThan(700);
    expect(server.requests).toHaveLength(1);
  });

  it('without it, the retries and waits still happen', async () => {
    let n = 0;
    server = await startServer(() =>
      n++ === 0
        ? { status: 503, headers: { 'retry-after': '0' }, body: { message: 'down' } }
        : { body: { models: [] } },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    await expect(client.GET('/v1/cms/structure')).resolves.toMatchObject({ data: { models: [] } });
    expect(server.requests).toHaveLength(2);
  });
});

describe('timeout equal to totalTimeout', () => {
  it('the tie is the deadline’s: TimeoutError naming `totalTimeout`', async () => {
    server = await startServer(async () => {
      await new Promise((r) => setTimeout(r, 1000));
      return { body: { models: [] } };
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', timeout: 150, totalTimeout: 150 });
    // The clock is read when the call is made and when its attempt starts: frozen, both bounds
    // end at the same instant, whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe(
        `GET ${server.url}/v1/cms/structure: no answer within 150 ms (\`totalTimeout\`).`,
      );
    } finally {
      vi.useRealTimers();
    }
    expect(server.requests).toHaveLength(1);
  });
});

// docs/design.md, decision 20: `maxResponseBytes` counts the bytes actually read, decoded. A gzip answer's
// Content-Length is its compressed size and must not vouch for what it inflates to.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseTooLargeError, createPublicClient } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

// 8 MB of JSON that gzip shrinks to a few kB.
const inflated = JSON.stringify({ models: 'x'.repeat(8 * 1024 * 1024) });
const bomb = gzipSync(inflated);

describe('compressed answers', () => {
  it('the bomb is small on the wire', () => {
    expect(bomb.length).toBeLessThan(64 * 1024);
  });

  it.each([
    ['a 2xx', 200],
    ['an error answer', 500],
  ])('%s inflating past maxResponseBytes is a ResponseTooLargeError despite its Content-Length', async (_, status) => {
    server = await startServer(() => ({
      status,
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(bomb.length),
      },
      body: bomb,
    }));
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk-1234',
      maxResponseBytes: 1024 * 1024,
      maxRetries: 0,
    });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).url).toBe(`${server.url}/v1/cms/structure`);
  });

  it('a compressed answer within the limit is read whole', async () => {
    const small = JSON.stringify({ models: ['a', 'b'] });
    const zipped = gzipSync(small);
    server = await startServer(() => ({
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(zipped.length),
      },
      body: zipped,
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxResponseBytes: 1024 });
    const { data } = await client.GET('/v1/cms/structure');
    expect(data).toEqual({ models: ['a', 'b'] });
  });

  it('a plain answer over the limit is refused too', async () => {
    server = await startServer(() => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ models: 'y'.repeat(5000) }),
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxResponseBytes: 1000 });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(ResponseTooLargeError);
  });
});

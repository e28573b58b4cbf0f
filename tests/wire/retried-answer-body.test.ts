// What happens to the body of an answer that is retried (send-with-retries.ts): it is cancelled,
// so its connection is freed, and an answer without one (a custom fetch's `new Response(null,
// { status: 503 })`; fetch itself gives every 5xx a body) is retried the same, not a TypeError.
import { describe, expect, it } from 'vitest';
import { ConnectionError, createPublicClient } from '../../src/index.js';

/** A public client whose fetch gives `answers` in turn and records each URL it is asked for. */
function client(answers: Array<() => Response>, urls: string[]) {
  return createPublicClient({
    baseUrl: 'http://platform.test',
    apiKey: 'pk-1234',
    fetch: async (request) => {
      urls.push(request.url);
      return answers[urls.length - 1]!();
    },
  });
}

const ok = () => Response.json({ models: ['news'] });

describe('the answer of an attempt that is retried', () => {
  it('without a body: retried, and the next answer is the data', async () => {
    const urls: string[] = [];
    const bodiless = () => new Response(null, { status: 503, headers: { 'retry-after': '0' } });
    const { data } = await client([bodiless, ok], urls).GET('/v1/cms/structure');
    expect(data).toEqual({ models: ['news'] });
    expect(urls).toEqual(['http://platform.test/v1/cms/structure', 'http://platform.test/v1/cms/structure']);
  });

  it('with a body: the body is cancelled, never read, before the next attempt', async () => {
    const urls: string[] = [];
    const cancelled: unknown[] = [];
    const streaming = () =>
      new Response(
        new ReadableStream({
          // Never a chunk: a transport reading this body would wait out the test's time.
          cancel: (reason) => void cancelled.push(reason),
        }),
        { status: 503, headers: { 'retry-after': '0' } },
      );
    const { data } = await client([streaming, ok], urls).GET('/v1/cms/structure');
    expect(data).toEqual({ models: ['news'] });
    expect(urls).toHaveLength(2);
    expect(cancelled).toEqual([undefined]);
  });

  it('a body that fails while read is no retry: a GET that had its answer ends with a ConnectionError', async () => {
    const urls: string[] = [];
    const dropped = () =>
      new Response(
        new ReadableStream({
          start: (c) => c.enqueue(new TextEncoder().encode('{"models": [')),
          pull: (c) => c.error(new TypeError('terminated')),
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const error = await client([dropped, ok, ok], urls)
      .GET('/v1/cms/structure')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).message).toBe(
      'GET http://platform.test/v1/cms/structure: could not reach the platform.',
    );
    expect(urls).toHaveLength(1);
  });
});

// Issue 33, item 7: `parseAs: 'arrayBuffer'` gives exactly the body's bytes. A body chunk may be a
// view into a larger buffer: a Node Buffer from its shared pool (whose `slice` is a view too, so
// `.slice().buffer` gave the pool, thousands of bytes of unrelated memory), or a view a custom
// fetch, middleware or mock hands over. The chunks come from a custom fetch's body stream.
import { describe, expect, it } from 'vitest';
import { createPublicClient } from '../../src/index.js';

/** A public client whose fetch answers a body stream of `chunks`. */
const answering = (...chunks: Uint8Array[]) =>
  createPublicClient({
    baseUrl: 'https://platform.invalid',
    apiKey: 'pk',
    fetch: async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }),
      ),
  });

const bytesOf = async (client: ReturnType<typeof answering>) => {
  const { data } = await client.GET('/v1/cms/structure', { parseAs: 'arrayBuffer' });
  return new Uint8Array(data as unknown as ArrayBuffer);
};

describe("parseAs: 'arrayBuffer' gives the body's bytes and nothing else", () => {
  it('a Node Buffer from the shared pool', async () => {
    const bytes = await bytesOf(answering(Buffer.from('hello')));
    expect(bytes.byteLength).toBe(5);
    expect(Buffer.from(bytes).toString()).toBe('hello');
  });

  it('a view into a larger buffer: a Buffer over part of one, and a Uint8Array view', async () => {
    const larger = new TextEncoder().encode('ab hello cd').buffer;
    for (const view of [Buffer.from(larger, 3, 5), new Uint8Array(larger, 3, 5)]) {
      const bytes = await bytesOf(answering(view));
      expect([bytes.byteLength, Buffer.from(bytes).toString()]).toEqual([5, 'hello']);
    }
  });

  it('several chunks, views among them', async () => {
    const bytes = await bytesOf(answering(Buffer.from('hel'), new TextEncoder().encode('xxlo!').subarray(2, 4)));
    expect(Buffer.from(bytes).toString()).toBe('hello');
  });
});

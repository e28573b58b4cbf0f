// Issue 41, item 5, in Node, over a custom fetch: an upload whose call has been aborted or has
// timed out stops. No progress event is told after the call settled, and the body is no longer
// read by a fetch that ignores the signal (on 7ccdd89 it pulled the whole body). Node's own fetch:
// progress.test.ts, "abort and timeout mid-upload".
import { describe, expect, it } from 'vitest';
import { AbortError, TimeoutError, createPublicClient, type UploadProgress } from '../../src/index.js';
import { type ClientFetch, withUploadProgress } from '../../src/upload/index.js';

const MiB = 1024 * 1024;
const bigFile = (size: number) => new File([new Uint8Array(size).fill(3)], 'big.bin');

/**
 * A fetch that ignores the signal: it reads the first chunk of the body, waits until `go`, then
 * reads the rest; `read` resolves with the bytes it got and how its reading ended.
 */
function ignoringFetch(go: () => Promise<unknown>) {
  let done: (outcome: { bytes: number; ended: string }) => void = () => {};
  const read = new Promise<{ bytes: number; ended: string }>((resolve) => {
    done = resolve;
  });
  const fetch: ClientFetch = async (request) => {
    const reader = request.body!.getReader();
    let bytes = 0;
    try {
      bytes += (await reader.read()).value!.byteLength;
      await go().catch(() => {});
      for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
      done({ bytes, ended: 'whole body' });
    } catch (error) {
      done({ bytes, ended: (error as Error).name });
    }
    return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, read };
}

describe('an aborted or timed-out upload stops: a custom fetch that ignores the signal reads no more of the body', () => {
  it.each([
    ['an abort', AbortError],
    ['a timeout', TimeoutError],
  ] as const)('after %s, its next read fails with the reason, and nothing more is told', async (_, Reason) => {
    const controller = new AbortController();
    let settled: Promise<unknown> = Promise.resolve();
    const custom = ignoringFetch(() => settled);
    const site = createPublicClient({
      baseUrl: 'http://platform.invalid',
      apiKey: 'pk-key',
      fetch: withUploadProgress(custom.fetch),
    });
    const events: UploadProgress[] = [];
    settled = site.POST('/v1/cms/file', {
      body: { file: bigFile(4 * MiB) },
      ...(Reason === AbortError ? { signal: controller.signal } : { timeout: 200 }),
      onUploadProgress: (p) => {
        events.push(p);
        controller.abort();
      },
    });
    const error = await settled.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Reason);
    const outcome = await custom.read;
    expect(outcome.ended).toBe(Reason.name);
    // On a loaded machine the clock may run out before the first pull: then nothing was read at all.
    expect(Reason === AbortError ? [64 * 1024] : [0, 64 * 1024]).toContain(outcome.bytes);
    expect(events.map((e) => e.loaded)).toEqual(outcome.bytes ? [64 * 1024] : []);
  });
});

it('a fetch that answers before it has taken the whole body: nothing is told after the answer', async () => {
  let pullRest: () => Promise<number> = async () => 0;
  const site = createPublicClient({
    baseUrl: 'http://platform.invalid',
    apiKey: 'pk-key',
    fetch: withUploadProgress(async (request) => {
      const reader = request.body!.getReader();
      await reader.read();
      pullRest = async () => {
        let bytes = 0;
        for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
        return bytes;
      };
      return new Response('{"_id":"f1"}', { status: 201, headers: { 'content-type': 'application/json' } });
    }),
  });
  const events: UploadProgress[] = [];
  const { data } = await site.POST('/v1/cms/file', {
    body: { file: bigFile(MiB) },
    onUploadProgress: (p) => events.push(p),
  });
  expect(data).toEqual({ _id: 'f1' });
  // The rest can still be read (the answer came; nothing aborted), but the call is over: nothing told.
  expect(await pullRest()).toBeGreaterThan(MiB - 64 * 1024);
  expect(events.map((e) => e.loaded)).toEqual([64 * 1024]);
});

// Issue 42, item 4: on 7ccdd89 a request whose signal had aborted was still handed to the fetch
// underneath (which may send it).
it.each(['stream', 'end'] as const)(
  "via '%s': a signal that aborted before the send is never handed to the fetch underneath",
  async (via) => {
    let handed = 0;
    const controller = new AbortController();
    const site = createPublicClient({
      baseUrl: 'http://platform.invalid',
      apiKey: 'pk-key',
      fetch: withUploadProgress(
        async () => {
          handed++;
          return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
        },
        { via },
      ),
    });
    // Aborted after the transport's own check, before the sender: from a middleware.
    site.use({ onRequest: () => controller.abort() });
    const events: UploadProgress[] = [];
    const error = await site
      .POST('/v1/cms/file', {
        body: { file: bigFile(MiB) },
        signal: controller.signal,
        onUploadProgress: (p) => events.push(p),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(handed).toBe(0);
    expect(events).toEqual([]);
  },
);

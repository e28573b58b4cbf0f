// Upload progress where there is no XMLHttpRequest (Node, Deno, Bun, workers; docs/design.md,
// decision 25): the body becomes a stream that counts its bytes as fetch pulls them, sent with
// `duplex: 'half'` (fetch's rule for a stream body).
import type { OnUploadProgress } from '../core/fetcher-types.js';

/** Bytes handed to fetch per pull: small enough for a smooth bar, large enough to cost nothing. */
const CHUNK = 64 * 1024;

/**
 * `body` as a stream that tells `onProgress` each time fetch pulls a chunk (`loaded` is what
 * fetch has taken, the last call at `total`). Nothing is read ahead (high-water mark 0), so
 * the count follows what fetch writes, not what it could buffer. Once `signal` aborts, the next
 * pull fails with its reason and tells nothing: a fetch that ignores the signal (Node's keeps
 * pulling after an abort) gets no more of the body.
 */
export function countedBody(body: Blob, onProgress: OnUploadProgress, signal: AbortSignal): ReadableStream<Uint8Array> {
  const total = body.size;
  let loaded = 0;
  return new ReadableStream(
    {
      async pull(controller) {
        signal.throwIfAborted();
        if (loaded >= total) return controller.close();
        const chunk = new Uint8Array(await body.slice(loaded, loaded + CHUNK).arrayBuffer());
        // The abort may have come while the chunk was read.
        signal.throwIfAborted();
        loaded += chunk.byteLength;
        controller.enqueue(chunk);
        onProgress({ loaded, total });
      },
    },
    { highWaterMark: 0 },
  );
}

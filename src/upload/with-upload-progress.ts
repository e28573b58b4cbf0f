// Upload progress as a client's `fetch` (docs/design.md, decision 25): the transport builds the
// Request (auth, headers, the attempt's signal, `redirect: 'manual'`) and hands it here with the
// call's fields; a call with `onUploadProgress` and a body is sent with progress, every other
// call by plain fetch. One transport, a second way to send: middleware, redirects, timeouts,
// retries and errors stay the transport's. Its own entry, so a client without it carries none of it.
import type { FetchExtensions, OnUploadProgress } from '../core/fetcher-types.js';
import { countedBody } from './counted-body.js';
import { xhrUpload } from './xhr-upload.js';

/** A client's `fetch` option: a Request and the call's fetch fields. */
export type ClientFetch = (request: Request, init?: RequestInit & FetchExtensions) => Promise<Response>;

/** How an upload with progress is sent. */
export type UploadVia = 'xhr' | 'stream' | 'end';

export interface UploadProgressOptions {
  /**
   * - `xhr`: by XMLHttpRequest, progress as the browser sends (browsers; `fetch` is not used for uploads);
   * - `stream`: through `fetch` with a counted stream body (`duplex: 'half'`), progress as fetch
   *   pulls the bytes (Node's fetch, Deno, Bun; a browser's fetch only over HTTP/2 where it streams);
   * - `end`: through `fetch` with the whole body, one call at `total` once the answer came (any fetch).
   * @default 'xhr' where XMLHttpRequest exists and no `fetch` is given, else 'stream'
   */
  via?: UploadVia;
}

/** The call's `onUploadProgress`, which the transport hands over among the call's fetch fields. */
const progressOf = (init: RequestInit | undefined) =>
  (init as { onUploadProgress?: OnUploadProgress } | undefined)?.onUploadProgress;

/** `request` again with another body, its own fields kept; the call's fields go beside it. */
const withBody = (request: Request, body: BodyInit, stream?: boolean) =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    redirect: 'manual',
    credentials: request.credentials,
    ...(stream && { duplex: 'half' }),
  } as RequestInit);

/**
 * `sending`, or the request's abort reason once its signal aborts, whichever comes first. The
 * Request is held until then: Node's Request follows the transport's signal only while it lives
 * (it holds that link weakly), so a Request collected mid-upload left a timed-out upload running.
 */
function untilAborted<T>(request: Request, sending: Promise<T>): Promise<T> {
  const { signal } = request;
  let stop = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    stop = () => signal.removeEventListener('abort', abort);
  });
  return Promise.race([sending, aborted]).finally(() => {
    stop();
    // Read here, after the send, so the Request (and the link its signal follows) stays alive.
    void request.signal;
  });
}

/**
 * A `fetch` for a client that reports upload progress: give it as the factory's `fetch`
 * (`createAdminClient({ …, fetch: withUploadProgress() })`) and pass `onUploadProgress` to a
 * multipart call. `fetch` is yours to send with, given the Request and the call's fields like
 * any client `fetch`. @default fetch: globalThis.fetch, looked up at call time
 */
export function withUploadProgress(fetch?: ClientFetch, options: UploadProgressOptions = {}): ClientFetch {
  const send: ClientFetch = fetch ?? ((request, init) => globalThis.fetch(request, init));
  const via = options.via ?? (!fetch && typeof XMLHttpRequest === 'function' ? 'xhr' : 'stream');
  return async (request, init) => {
    const onProgress = progressOf(init);
    if (!onProgress || !request.body) return send(request, init);
    if (via === 'xhr') return xhrUpload(request, onProgress);
    const body = await request.blob();
    if (via === 'end') {
      const response = await untilAborted(request, send(withBody(request, body), init));
      onProgress({ loaded: body.size, total: body.size });
      return response;
    }
    // Nothing is told once the send has settled: a fetch that answered before it took the whole
    // body (or went on pulling after it failed) may still pull, but the call is over.
    let live = true;
    const tell: OnUploadProgress = (progress) => live && onProgress(progress);
    return untilAborted(request, send(withBody(request, countedBody(body, tell, request.signal), true), init)).finally(
      () => {
        live = false;
      },
    );
  };
}

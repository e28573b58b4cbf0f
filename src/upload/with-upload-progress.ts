// Upload progress as a client's `fetch` (docs/design.md, decision 25): plain calls go to the fetch
// itself; a call that asks for progress goes to its `upload` sender, which the transport hands
// the Request it built (auth, headers, `redirect: 'manual'`), the call's fetch fields and the
// attempt (`onUploadProgress`, the attempt's signal). One transport, a second way to send:
// middleware, redirects, timeouts, retries and errors stay the transport's. Its own entry, so a
// client without it carries none of it.
import type { ClientFetch, UploadAttempt } from '../core/fetcher-types.js';
import { countedBody } from './counted-body.js';
import { xhrUpload } from './xhr-upload.js';

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

/** `request` again with another body and the attempt's signal, its own fields kept. */
const withBody = (request: Request, body: BodyInit, signal: AbortSignal, stream?: boolean) =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal,
    redirect: 'manual',
    credentials: request.credentials,
    ...(stream && { duplex: 'half' }),
  } as RequestInit);

/** `sending`, or the signal's reason once it aborts, whichever comes first (whatever the fetch under it does). */
function untilAborted<T>(signal: AbortSignal, sending: Promise<T>): Promise<T> {
  let stop = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    // No `once`: `stop` removes it whichever way the race ends.
    signal.addEventListener('abort', abort);
    stop = () => signal.removeEventListener('abort', abort);
  });
  return Promise.race([sending, aborted]).finally(stop);
}

/**
 * A `fetch` for a client that reports upload progress: give it as the factory's `fetch`
 * (`createAdminClient({ …, fetch: withUploadProgress() })`) and pass `onUploadProgress` to a
 * multipart call. `fetch` is yours to send with, given the Request and the call's fields like
 * any client `fetch`. @default fetch: globalThis.fetch, looked up at call time
 */
export function withUploadProgress(fetch?: ClientFetch, options: UploadProgressOptions = {}): ClientFetch {
  const send: ClientFetch = fetch ?? ((request, init) => globalThis.fetch(request, init));
  // Neither 'xhr' nor 'end' streams: the default names only the XMLHttpRequest case.
  const via = options.via ?? (!fetch && typeof XMLHttpRequest === 'function' && 'xhr');
  const upload = async (
    request: Request,
    init: RequestInit,
    { onUploadProgress, signal }: UploadAttempt,
  ): Promise<Response> => {
    // No body, nothing to tell (the untyped `request` lets any call ask).
    if (!request.body) return send(request, init);
    if (via === 'xhr') return xhrUpload(request, onUploadProgress, signal);
    const body = await request.blob();
    // Never handed on once aborted (while the body was read, say): the fetch under it may not
    // look at the signal before it sends.
    signal.throwIfAborted();
    if (via === 'end') {
      const response = await untilAborted(signal, send(withBody(request, body, signal), init));
      onUploadProgress({ loaded: body.size, total: body.size });
      return response;
    }
    // Nothing is told once the send has settled: a fetch that answered before it took the whole
    // body (or went on pulling after it failed) may still pull, but the call is over.
    let live = true;
    return untilAborted(
      signal,
      send(
        withBody(
          request,
          countedBody(body, (progress) => live && onUploadProgress(progress), signal),
          signal,
          true,
        ),
        init,
      ),
    ).finally(() => {
      live = false;
    });
  };
  return Object.assign((request: Request, init?: RequestInit) => send(request, init), { upload });
}

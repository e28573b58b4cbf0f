// The browser's way to send an upload with progress (docs/design.md, decision 25): fetch cannot
// report how much of a request body has gone, XMLHttpRequest can. It is handed the Request the
// transport built (headers with auth, the attempt's signal) and answers with a Response, as fetch
// would, so the transport's redirect rule, clock, retries and error reading stay its own.
import type { OnUploadProgress } from '../core/fetcher-types.js';

// Statuses whose Response may have no body (the Response constructor refuses one).
const NULL_BODY = [101, 204, 205, 304];

/** The answer's headers, from XMLHttpRequest's CRLF-separated text. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    // Headers trims the value's spaces itself (`name: value`, as browsers write each line).
    if (colon > 0) headers.append(line.slice(0, colon), line.slice(colon + 1));
  }
  return headers;
}

/**
 * Sends `request` by XMLHttpRequest, telling `onProgress` as its body goes (the last call at
 * `total`). The attempt's `signal` aborts it (the browser ends the connection) and it rejects with
 * the signal's reason, as fetch does. XMLHttpRequest follows redirects itself: an answer from any
 * URL but the request's is handed back as a redirect, which the transport refuses (RedirectError).
 */
export async function xhrUpload(
  request: Request,
  onProgress: OnUploadProgress,
  signal: AbortSignal,
): Promise<Response> {
  // The body's bytes as the Request encoded it (its content type is among its headers), as a Blob
  // of the realm XMLHttpRequest is of: not the Request's Blob, which a DOM library's XMLHttpRequest
  // (jsdom's, under vitest) cannot read and would send as its string form, nor bare bytes, of
  // which Chromium reports no progress until all have gone.
  const body = new Blob([await request.arrayBuffer()]);
  signal.throwIfAborted();
  const total = body.size;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let told = -1;
    let live = true;
    // Nothing is told once the call is over (an event the browser queued before the abort).
    const tell = (loaded: number) => {
      if (!live || loaded <= told) return;
      told = loaded;
      onProgress({ loaded, total });
    };
    const abort = () => xhr.abort();
    const settle = () => {
      live = false;
      signal.removeEventListener('abort', abort);
    };
    xhr.open(request.method, request.url);
    // Bytes, not the runtime's Blob, which a Response of another realm would read as its string form.
    xhr.responseType = 'arraybuffer';
    xhr.withCredentials = request.credentials === 'include';
    for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => tell(Math.min(event.loaded, total));
    xhr.upload.onload = () => tell(total);
    /** The answer as fetch would give it (run in `onload`, where a throw would leave the call hanging). */
    const answer = () => {
      // The browser followed a redirect (XMLHttpRequest cannot be told not to): handed back as
      // fetch with `redirect: 'manual'` would show it, never as the answer. To another origin, a
      // 307 to there (refused, naming it); within the platform, through another origin or not, an
      // opaque redirect, which the transport refuses as it does a browser's.
      const from = xhr.responseURL;
      if (from && from !== request.url)
        return resolve(
          new URL(from).origin === new URL(request.url).origin
            ? Object.defineProperty(new Response(), 'type', { value: 'opaqueredirect' })
            : new Response(null, { status: 307, headers: { location: from } }),
        );
      resolve(
        new Response(NULL_BODY.includes(xhr.status) ? null : (xhr.response as ArrayBuffer), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr),
        }),
      );
    };
    xhr.onload = () => {
      // An answer came, so the whole body went: told even where no upload event was (happy-dom's
      // XMLHttpRequest fires none).
      tell(total);
      settle();
      // What throws in a handler the browser only reports: rejected instead, never left hanging.
      try {
        answer();
      } catch (error) {
        reject(error);
      }
    };
    // What fetch rejects with when it gets no answer: the transport makes it a ConnectionError.
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort);
    xhr.send(body);
  });
}

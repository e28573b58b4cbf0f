// docs/design.md, decision 20: fetch is called with `redirect: 'manual'`, so that credentials
// and bodies never leave the base URL's origin; same-origin hops are followed here, as fetch
// would follow them.

/** As many hops as fetch follows itself. */
const MAX_REDIRECTS = 20;

const MANUAL: RequestInit = { redirect: 'manual' };

/**
 * Sends `init` to `url` (the first hop as `request` instead, when middleware gave one, and
 * the later ones with its headers) and follows same-origin redirects. Every hop goes with
 * `redirect: 'manual'`, the middleware's Request too, so fetch never follows one itself.
 * Throws `refused(origin)` for a redirect to another origin or past 20 hops, and `refused()`
 * for one the browser hides (an opaque redirect): fail closed.
 */
export async function followRedirects(
  send: (input: Request | string, init?: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  origin: string,
  refused: (origin?: string) => Error,
  request?: Request,
): Promise<Response> {
  // Later hops carry the headers middleware set, as fetch keeps a request's headers on a redirect.
  if (request) {
    const headers = Object.fromEntries(request.headers);
    // A content type the Request derived from the body (FormData's boundary) fetch derives anew.
    if (!(init.headers as Record<string, string>)['content-type']) delete headers['content-type'];
    init = { ...init, headers };
    // Middleware may have moved the request (`new Request(url, init)`): later hops start from where it went.
    url = request.url;
  }
  for (let hop = 0, to = url; ; hop++) {
    // A body of ours (string, FormData, Blob, bytes) can be sent again as it is: no clones.
    // `redirect` again, whatever the middleware's Request says: one built from the URL has 'follow'.
    const response = await (request && !hop ? send(request, MANUAL) : send(to, init));
    if (response.type === 'opaqueredirect') throw refused();
    const status = response.status;
    const location = [301, 302, 303, 307, 308].includes(status) ? response.headers.get('location') : null;
    if (location === null) return response;
    void response.body?.cancel().catch(() => {});
    const target = new URL(location, to);
    if (target.origin !== origin || hop >= MAX_REDIRECTS) throw refused(target.origin);
    // As fetch does: 303 (but for HEAD), and a POST on 301/302, go on as a GET without the body.
    if ((status === 303 && init.method !== 'HEAD') || (status < 303 && init.method === 'POST')) {
      const { 'content-type': _, ...rest } = init.headers as Record<string, string>;
      init = { ...init, method: 'GET', body: null, headers: rest };
    }
    to = target.href;
  }
}

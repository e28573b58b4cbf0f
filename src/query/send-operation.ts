// The one way a generated query or mutation sends: the client's generic `request`, which is what
// its typed fetchers call too, so a hook and a fetcher send the same request and get the same
// data and errors (docs/design.md, "One transport"). No React here.
import { nextPageOf } from '../core/paginate.js';
import type { CallOptions, OnUploadProgress } from '../core/transport.js';
import type { HookClient } from './hook-client.js';

/**
 * One operation through the client's transport, as its fetcher sends it; resolves to the data.
 * With `page` (an infinite query's), the answer must pass the page rule `paginate` applies.
 */
export const sendOperation = <T>(
  client: HookClient,
  method: string,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  body: unknown,
  options: (CallOptions & { onUploadProgress?: OnUploadProgress | undefined }) | undefined,
  page?: number,
) =>
  client
    .request(method, path, { ...options, params: { path: pathParams, query: query as Record<string, unknown> }, body })
    .then((r) => {
      if (page) nextPageOf(r.data, page, r.response.url);
      return r.data as T;
    });

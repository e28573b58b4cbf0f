// The one way a generated query or mutation sends: the client's generic `request`, which is what
// its typed fetchers call too, so a hook and a fetcher send the same request and get the same
// data and errors (docs/design.md, "One transport"). No React here.
import type { CallOptions, OnUploadProgress } from '../core/transport.js';
import type { HookClient } from './hook-client.js';

/**
 * One operation through the client's transport, as its fetcher sends it; resolves to the data.
 * `check` (an infinite query's page rule) sees the answer and the URL it came from first, and
 * may throw: the code a plain query or a mutation needs carries none of it.
 */
export const sendOperation = <T>(
  client: HookClient,
  method: string,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  body: unknown,
  options: (CallOptions & { onUploadProgress?: OnUploadProgress | undefined }) | undefined,
  check?: (data: unknown, url: string) => unknown,
) =>
  client
    .request(method, path, { ...options, params: { path: pathParams, query: query as Record<string, unknown> }, body })
    .then((r) => {
      check?.(r.data, r.response.url);
      return r.data as T;
    });

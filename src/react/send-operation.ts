import type { CallOptions } from '../core/transport.js';
import type { HookClient } from './request-url.js';

/** One operation through the client's transport, as its fetcher sends it; resolves to the data. */
export const sendOperation = <T>(
  client: HookClient,
  method: string,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  body: unknown,
  options: CallOptions | undefined,
) =>
  client
    .request(method, path, { ...options, params: { path: pathParams, query: query as Record<string, unknown> }, body })
    .then((r) => r.data as T);

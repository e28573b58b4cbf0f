// What orval's mutator does with a request: find the operation its URL belongs to in the
// client's operation table, and send it through the client's transport like a fetcher would.
// No React here.
import type { OperationTable } from '../core/operation-table.js';
import type { CallOptions, RequestOptions } from '../core/transport.js';
import { createOperationMatcher, matchOperation, type OperationMatcher } from './operation-matcher.js';

/** What an orval hook hands its mutator: the URL with encoded path parameters, and the rest raw. */
export interface MutatorRequest {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** orval's hint for binary answers; the transport already knows it from the operation table. */
  responseType?: string;
}

/** A client as the hooks use it: its generic request, its operation table and its projectId. */
export interface HookClient {
  request(method: string, path: string, init?: RequestOptions): Promise<{ data: unknown; response: Response }>;
  readonly operations: OperationTable;
  /** Part of every query key, so two projects' answers never share a cache entry. */
  readonly projectId?: string | undefined;
}

/** A client of one surface: what that surface's options factories and hooks take. */
export type SurfaceClient<S extends string> = HookClient & { readonly kind: S };

const matchers = new WeakMap<OperationTable, OperationMatcher>();

/** Sends a hook's request through the client's transport and returns the data, as a fetcher would. */
export async function requestUrl<T>(client: HookClient, request: MutatorRequest, options: CallOptions = {}): Promise<T> {
  let matcher = matchers.get(client.operations);
  if (!matcher) matchers.set(client.operations, (matcher = createOperationMatcher(client.operations)));
  const method = request.method.toUpperCase();
  const pathname = request.url.split('?')[0]!;
  const found = matchOperation(matcher, method, pathname);
  if (!found) throw new TypeError(`No operation of this client answers ${method} ${pathname}.`);
  const headers = { ...request.headers };
  // orval names a multipart content type without its boundary; fetch must write it.
  for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
  const { data } = await client.request(method, found.template, {
    params: { path: found.params, query: request.params as Record<string, unknown> | undefined },
    body: request.data,
    headers,
    signal: options.signal ?? request.signal,
    timeout: options.timeout,
    maxRetries: options.maxRetries,
  });
  return data as T;
}

import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, SuccessResponse } from 'openapi-typescript-helpers';
import {
  AbortError,
  ConnectionError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
  errorClassFor,
  isPlatformError,
  type ErrorBody,
} from './errors.js';
import type { OperationInfo, OperationTable } from './operation-table.js';
import { serializeQuery } from './query.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';
import { parseJson } from './revive-dates.js';
import { createOperationMatcher, matchOperation, type OperationMatcher } from './operation-matcher.js';

/** Options every client factory takes; each can be overridden per call. */
export interface TransportOptions {
  /** The platform's API base URL; every contract path is relative to it. */
  baseUrl: string;
  /** The fetch to send with. @default globalThis.fetch, looked up at call time */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Retries of a request that is safe to repeat (GET, HEAD, PUT, DELETE, or marked
   * `x-idempotent`), after a connection error, a timeout, 408, 429 or 5xx. Never a create,
   * payment or refund. @default 2
   */
  maxRetries?: number;
  /** Milliseconds a request (each attempt, body included) may take. @default 60000 */
  timeout?: number;
  /** Extra headers sent with every request. @default {} */
  headers?: Record<string, string>;
  /** Largest answer body read, in bytes; a larger one fails with ResponseTooLargeError. @default 104857600 (100 MiB) */
  maxResponseBytes?: number;
  /**
   * Receives one line per attempt (method, URL, status, time) with credentials redacted.
   * @default undefined (no logging)
   */
  logger?: { debug(message: string, details: Record<string, unknown>): void };
}

/** Per-call options, beside openapi-fetch's own (`params`, `body`, `headers`, `parseAs`). */
export interface CallOptions {
  /** Aborts the request; it then fails with AbortError. */
  signal?: AbortSignal;
  /** Overrides the client's `timeout` (ms) for this call. */
  timeout?: number;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

const SECRET_HEADERS = new Set(['authorization', 'x-api-key', 'x-session-id', 'cookie', 'set-cookie']);

/** Headers for a log line: credentials replaced, so no token, key or session id is ever logged. */
export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => (out[key] = SECRET_HEADERS.has(key.toLowerCase()) ? '[redacted]' : value));
  return out;
}

/** The response, with its body cut off past `max` bytes by a ResponseTooLargeError. */
function limitBody(response: Response, max: number, what: string): Response {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () => new ResponseTooLargeError(`${what}: the answer is larger than ${max} bytes.`);
  if (Number.isFinite(declared) && declared > max) {
    void response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body || response.headers.has('content-length')) return response;
  let seen = 0;
  const limiter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(tooLarge());
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(limiter), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** What a client kind adds to the transport: its auth headers, projectId and operations. */
export interface TransportConfig extends TransportOptions {
  operations: OperationTable;
  /** Auth headers of the client's kind (DESIGN 2); read per request, so a session can change. */
  auth: (operation: OperationInfo | undefined) => Record<string, string>;
  /** Filled into `projectId` of operations that take it, unless the call gives one (DESIGN 5). */
  projectId?: string | undefined;
  /** Rewrites a parsed success body once, for every path in (keeping only v2 providers, say). */
  afterParse?: ((operation: OperationInfo | undefined, data: unknown) => unknown) | undefined;
}

/** The success body of `Method` on a path item: JSON revived (Dates), Blob for binary. */
type DataOf<PathItem, Method extends HttpMethod> = PathItem extends { [K in Method]: infer Op }
  ? Op extends { responses: infer R extends Record<string | number, any> }
    ? SuccessResponse<R, MediaType>
    : never
  : never;

type InitArg<Init> = {} extends Init ? [(Init & CallOptions)?] : [Init & CallOptions];

/** A typed fetcher: openapi-fetch's signature; resolves `{ data, response }` on 2xx, throws otherwise. */
export type Fetcher<Paths extends {}, Method extends HttpMethod> = <
  Path extends PathsWithMethod<Paths, Method>,
  Init extends MaybeOptionalInit<Paths[Path], Method & keyof Paths[Path]>,
>(
  url: Path,
  ...init: InitArg<Init>
) => Promise<{
  data: DataOf<Paths[Path], Method>;
  response: Response;
}>;

/** A hook's request, as orval's mutator receives it (path parameters already in the URL). */
export interface UrlRequest {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Transport<Paths extends {}> {
  GET: Fetcher<Paths, 'get'>;
  POST: Fetcher<Paths, 'post'>;
  PUT: Fetcher<Paths, 'put'>;
  DELETE: Fetcher<Paths, 'delete'>;
  PATCH: Fetcher<Paths, 'patch'>;
  /** The hooks' way in: the same transport, from a URL with its path parameters filled in. */
  requestUrl<T>(request: UrlRequest, options?: CallOptions): Promise<T>;
}

const TIMEOUT = Symbol('timeout');

function errorBody(raw: unknown, response: Response): ErrorBody {
  if (raw && typeof raw === 'object' && typeof (raw as ErrorBody).message === 'string') return raw as ErrorBody;
  return { message: response.statusText || `HTTP ${response.status}` };
}

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const inner: Client<Paths> = createClient<Paths>({ baseUrl: config.baseUrl });
  let matcher: OperationMatcher | undefined;

  async function call(method: string, path: string, init: Record<string, any> = {}): Promise<any> {
    const upper = method.toUpperCase();
    const op = config.operations[`${upper} ${path}`];
    const { signal, timeout, maxRetries, headers, params, ...rest } = init;
    let query = params?.query as Record<string, unknown> | undefined;
    if (op?.projectId && config.projectId !== undefined && query?.projectId === undefined) {
      query = { ...query, projectId: config.projectId };
    }
    const retries = op?.idempotent ? (maxRetries ?? config.maxRetries ?? DEFAULT_MAX_RETRIES) : 0;
    const send = sender(signal, timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS, retries);
    const parseAs = op?.parseAs === 'blob' ? 'blob' : 'text';
    try {
      const result = await inner.request(upper.toLowerCase() as never, path as never, {
        ...rest,
        params: { ...params, query },
        headers: { ...config.headers, ...config.auth(op), ...headers },
        querySerializer: (q: Record<string, unknown>) => serializeQuery(q, op?.query),
        parseAs,
        fetch: send.fetch,
      } as never);
      const { response } = result as { response: Response };
      if (!response.ok) {
        const Err = errorClassFor(response.status);
        throw new Err(response.status, errorBody((result as any).error, response), `${upper} ${path}`, response.headers);
      }
      let data = (result as { data?: unknown }).data;
      if (parseAs === 'text' && op?.parseAs !== 'text') {
        try {
          data = typeof data === 'string' && data.length ? parseJson(data) : undefined;
        } catch (cause) {
          throw new ResponseParseError(`${upper} ${path}: the answer is not valid JSON`, { cause });
        }
      }
      if (config.afterParse) data = config.afterParse(op, data);
      return { data, response };
    } catch (error) {
      throw send.translate(error);
    } finally {
      send.done();
    }
  }

  async function requestUrl<T>(request: UrlRequest, options: CallOptions = {}): Promise<T> {
    matcher ??= createOperationMatcher(config.operations);
    const method = request.method.toUpperCase();
    const [pathname] = request.url.split('?');
    const found = matchOperation(matcher, method, pathname!);
    if (!found) throw new TypeError(`No operation of this client answers ${method} ${pathname}.`);
    const headers = { ...request.headers };
    // orval names a multipart content type without its boundary; fetch must write it.
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
    const { data } = await call(method, found.template, {
      params: { path: found.params, query: request.params },
      body: request.data,
      headers,
      signal: options.signal ?? request.signal,
      timeout: options.timeout,
      maxRetries: options.maxRetries,
    });
    return data as T;
  }

  const fetcher = (method: string) => (path: string, init?: object) => call(method, path, init);
  return {
    GET: fetcher('GET'),
    POST: fetcher('POST'),
    PUT: fetcher('PUT'),
    DELETE: fetcher('DELETE'),
    PATCH: fetcher('PATCH'),
    requestUrl,
  } as unknown as Transport<Paths>;

  /** The fetch of one call: timeout, the caller's signal and retries around the configured fetch. */
  function sender(signal: AbortSignal | undefined, timeoutMs: number, retries: number) {
    let current: { controller: AbortController; timer: ReturnType<typeof setTimeout> } | undefined;
    const onAbort = () => current?.controller.abort(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    // Each attempt has its own controller: the timeout covers the attempt, body included.
    function startAttempt(): AbortController {
      if (current) clearTimeout(current.timer);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
      if (signal?.aborted) controller.abort(signal.reason);
      current = { controller, timer };
      return controller;
    }

    async function fetchWithRetries(request: Request): Promise<Response> {
      const doFetch = config.fetch ?? ((r: Request) => globalThis.fetch(r));
      for (let attempt = 0; ; attempt++) {
        const controller = startAttempt();
        const attemptRequest = new Request(attempt < retries ? request.clone() : request, { signal: controller.signal });
        let response: Response | undefined;
        let failure: unknown;
        const started = config.logger ? Date.now() : 0;
        try {
          response = await doFetch(attemptRequest);
        } catch (error) {
          failure = error;
        }
        config.logger?.debug(`${request.method} ${request.url} -> ${response?.status ?? 'no answer'}`, {
          attempt: attempt + 1,
          ms: Date.now() - started,
          headers: redactHeaders(request.headers),
        });
        // The caller's abort is final: never retried.
        if (signal?.aborted) throw failure ?? signal.reason;
        const retryable = response ? isRetryableStatus(response.status) : true;
        if (attempt >= retries || !retryable) {
          if (response) return limitBody(response, config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, request.method);
          throw failure;
        }
        const delay = retryDelay(attempt + 1, response?.headers.get('retry-after') ?? null);
        if (delay === undefined) return limitBody(response!, config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, request.method);
        await response?.body?.cancel().catch(() => {});
        clearTimeout(current!.timer);
        await sleep(delay, signal);
      }
    }

    return {
      fetch: fetchWithRetries,
      translate(error: unknown): unknown {
        if (isPlatformError(error)) return error;
        if (signal?.aborted) return new AbortError('Request aborted.', { cause: signal.reason });
        if (current?.controller.signal.reason === TIMEOUT) {
          return new TimeoutError(`No answer within ${timeoutMs} ms.`, { cause: error });
        }
        return new ConnectionError('Could not reach the platform.', { cause: error });
      },
      done() {
        if (current) clearTimeout(current.timer);
        signal?.removeEventListener('abort', onAbort);
      },
    };
  }
}

import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, SuccessResponse } from 'openapi-typescript-helpers';
import { AbortError, ConnectionError, ResponseParseError, TimeoutError, errorClassFor, isPlatformError, type ErrorBody } from './errors.js';
import type { OperationInfo, OperationTable, RevivalPlans } from './operation-table.js';
import { serializeQuery } from './query.js';
import { readBlob, readText } from './read-body.js';
import { encodeBody, fillPath, mergeHeaders } from './request-parts.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';
import type { SchemaModule } from './response-validation.js';
import { reviveDates } from './revive-dates.js';
import { parseJson } from './revive-plan.js';

/** Options every client factory takes. */
export interface TransportOptions {
  /** The platform's API base URL; every contract path is relative to it. */
  baseUrl: string;
  /** The fetch to send with, given a Request. @default globalThis.fetch, looked up at call time */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Retries of a request that is safe to repeat (GET, HEAD, PUT, DELETE, or marked
   * `x-idempotent`), after a connection error, a timeout, 408, 429 or 5xx. Never a create,
   * payment or refund. Per call too. @default 2
   */
  maxRetries?: number;
  /** Milliseconds each attempt may take, body included. Per call too. @default 60000 */
  timeout?: number;
  /** Extra headers sent with every request. @default {} */
  headers?: Record<string, string>;
  /** Largest answer body read, in bytes; a larger one fails with ResponseTooLargeError. @default 104857600 (100 MiB) */
  maxResponseBytes?: number;
  /** Receives one line per attempt (method, URL, status, time) with credentials redacted. @default undefined */
  logger?: { debug(message: string, details: Record<string, unknown>): void };
}

/** Per-call options, beside `params`, `body` and `headers`. */
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
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key in headers) out[key] = SECRET_HEADERS.has(key.toLowerCase()) ? '[redacted]' : headers[key]!;
  return out;
}

/** What a client kind adds to the transport: its auth headers, projectId and operations. */
export interface TransportConfig extends TransportOptions {
  operations: OperationTable;
  /** The named revival plans the operations refer to (DESIGN 10). */
  plans: RevivalPlans;
  /** The client's `validate` option: output schemas to check every answer against. */
  validate?: SchemaModule<string> | undefined;
  /** Auth headers of the client's kind (DESIGN 2) for an operation (`METHOD /path`); read per request. */
  auth: (operation: string) => Record<string, string>;
  /** Filled into `projectId` of operations that take it, unless the call gives one (DESIGN 5). */
  projectId?: string | undefined;
  /** Rewrites a parsed success body once, for every path in (keeping only v2 providers, say). */
  afterParse?: ((operation: string, data: unknown) => unknown) | undefined;
  /** Awaited on a 401 before the call rejects with its UnauthorizedError: ends the client's session. */
  onUnauthorized?: ((operation: string) => unknown) | undefined;
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
) => Promise<{ data: DataOf<Paths[Path], Method>; response: Response }>;

/** The untyped way in, for code that holds a path template at run time (the hooks' mutator). */
export interface RequestOptions extends CallOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Transport<Paths extends {}> {
  GET: Fetcher<Paths, 'get'>;
  POST: Fetcher<Paths, 'post'>;
  PUT: Fetcher<Paths, 'put'>;
  DELETE: Fetcher<Paths, 'delete'>;
  PATCH: Fetcher<Paths, 'patch'>;
  /** Any operation of the table by method and path template; what the fetchers call. */
  request(method: string, path: string, init?: RequestOptions): Promise<{ data: unknown; response: Response }>;
  /** The client's operations (`METHOD /path/{template}`), as generated from its contract. */
  readonly operations: OperationTable;
}

const TIMEOUT = Symbol('timeout');

function errorBody(text: string, response: Response): ErrorBody {
  try {
    const raw = JSON.parse(text) as ErrorBody;
    if (raw && typeof raw === 'object' && typeof raw.message === 'string') {
      // `details` is free-form data: the spec's rule (DESIGN 10).
      if (raw.details !== undefined) raw.details = reviveDates(raw.details);
      return raw;
    }
  } catch {
    // not JSON: an HTML gateway page, plain text, nothing
  }
  return { message: response.statusText || `HTTP ${response.status}` };
}

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const maxBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  async function request(method: string, path: string, init: RequestOptions = {}) {
    const upper = method.toUpperCase();
    const key = `${upper} ${path}`;
    const op: OperationInfo | undefined = config.operations[key];
    const { signal, timeout, maxRetries, headers, params, body } = init;
    let query = params?.query;
    if (op?.projectId && config.projectId !== undefined && query?.projectId === undefined) {
      query = { ...query, projectId: config.projectId };
    }
    const qs = serializeQuery(query, op?.query);
    const url = `${base}${fillPath(path, params?.path)}${qs ? `?${qs}` : ''}`;
    const allHeaders = mergeHeaders(config.headers, config.auth(key), headers);
    const payload = encodeBody(body, allHeaders);
    const retries = op?.idempotent ? (maxRetries ?? config.maxRetries ?? DEFAULT_MAX_RETRIES) : 0;
    const send = sender(signal, timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS, retries);
    try {
      const response = await send.fetch(upper, url, allHeaders, payload);
      if (!response.ok) {
        const text = await readText(response, maxBytes, key);
        if (response.status === 401) await config.onUnauthorized?.(key);
        const Err = errorClassFor(response.status);
        throw new Err(response.status, errorBody(text, response), key, response.headers);
      }
      let data: unknown;
      if (op?.parseAs === 'blob') data = await readBlob(response, maxBytes, key);
      else if (response.status !== 204 && upper !== 'HEAD') {
        const text = await readText(response, maxBytes, key);
        if (op?.parseAs === 'text') data = text;
        else if (text.length) {
          try {
            data = parseJson(text, op ? op.revive : 0, config.plans);
          } catch (cause) {
            throw new ResponseParseError(`${key}: the answer is not valid JSON`, { cause });
          }
        }
      }
      if (config.afterParse) data = config.afterParse(key, data);
      config.validate?.responseSchemas.check(key, data);
      return { data, response };
    } catch (error) {
      throw send.translate(error);
    } finally {
      send.done();
    }
  }

  const fetcher = (method: string) => (path: string, init?: RequestOptions) => request(method, path, init);
  return {
    GET: fetcher('GET'),
    POST: fetcher('POST'),
    PUT: fetcher('PUT'),
    DELETE: fetcher('DELETE'),
    PATCH: fetcher('PATCH'),
    request,
    operations: config.operations,
  } as unknown as Transport<Paths>;

  /** One call's sending: timeout, the caller's signal and retries around the configured fetch. */
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

    async function send(method: string, url: string, headers: Record<string, string>, body: BodyInit | undefined) {
      for (let attempt = 0; ; attempt++) {
        const controller = startAttempt();
        const init: RequestInit = { method, headers, body, signal: controller.signal };
        let response: Response | undefined;
        let failure: unknown;
        const started = config.logger ? Date.now() : 0;
        try {
          // A body of ours (string, FormData, Blob, bytes) can be sent again as it is: no clones.
          response = await (config.fetch ? config.fetch(new Request(url, init)) : globalThis.fetch(url, init));
        } catch (error) {
          failure = error;
        }
        config.logger?.debug(`${method} ${url} -> ${response?.status ?? 'no answer'}`, {
          attempt: attempt + 1,
          ms: Date.now() - started,
          headers: redactHeaders(headers),
        });
        // The caller's abort is final: never retried.
        if (signal?.aborted) throw failure ?? signal.reason;
        const retryable = response ? isRetryableStatus(response.status) : true;
        if (attempt >= retries || !retryable) {
          if (response) return response;
          throw failure;
        }
        const delay = retryDelay(attempt + 1, response?.headers.get('retry-after') ?? null);
        if (delay === undefined) return response!;
        await response?.body?.cancel().catch(() => {});
        clearTimeout(current!.timer);
        await sleep(delay, signal);
      }
    }

    return {
      fetch: send,
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

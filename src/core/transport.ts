import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, SuccessResponse } from 'openapi-typescript-helpers';
import { checkHeaders, checkNumbers } from './check-options.js';
import {
  AbortError,
  ConnectionError,
  RedirectError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
  errorClassFor,
  isPlatformError,
  type ErrorBody,
  type ErrorOptions,
} from './errors.js';
import type { OperationInfo, OperationTable } from './operation-table.js';
import { serializeQuery } from './query.js';
import { readBlob, readText } from './read-body.js';
import { encodeBody, fillPath, mergeHeaders } from './request-parts.js';
import { redactHeaders, scrub, secretHeaderValues } from './redact.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';
import { parseJson } from './revive-dates.js';

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
  /** Milliseconds each attempt may take, body included (1 to 2147483647). Per call too. @default 60000 */
  timeout?: number;
  /**
   * Milliseconds the whole call may take: every attempt, the waits between them and the body
   * (1 to 2147483647). A wait that would pass it is not started. Per call too. @default undefined (no bound)
   */
  totalTimeout?: number;
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
  /** Overrides the client's `totalTimeout` (ms) for this call. */
  totalTimeout?: number;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

export { redactHeaders } from './redact.js';

/** What a client kind adds to the transport: its auth headers, projectId and operations. */
export interface TransportConfig extends TransportOptions {
  operations: OperationTable;
  /** Auth headers of the client's kind (DESIGN 2) for an operation (`METHOD /path`); read per request. */
  auth: (operation: string) => Record<string, string>;
  /** Filled into `projectId` of operations that take it, unless the call gives one (DESIGN 5). */
  projectId?: string | undefined;
  /** The credentials the client holds now (keys, session, token, a password while signing in): never in an error or log line. */
  secrets?: (() => readonly string[]) | undefined;
  /** Rewrites a parsed success body once, for every path in (keeping only v2 providers, say). */
  afterParse?: ((operation: string, data: unknown) => unknown) | undefined;
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
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** As many hops as fetch follows itself. */
const MAX_REDIRECTS = 20;

/** The innermost `code` of an error's cause chain (`ECONNREFUSED`), for the message. */
function rootCode(error: unknown): string | undefined {
  let code: string | undefined;
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') code = e.code;
  }
  return code;
}

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const maxBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const headerSecrets = secretHeaderValues(config.headers);
  const secrets = (): readonly string[] => {
    const held = config.secrets?.() ?? [];
    return headerSecrets.length ? [...held, ...headerSecrets] : held;
  };

  /** An error answer as an ApiError, with every credential the server echoed replaced. */
  function apiError(response: Response, text: string, key: string, where: ErrorOptions, held: readonly string[]) {
    let body: ErrorBody | undefined;
    try {
      const raw = JSON.parse(scrub(text, held)) as ErrorBody;
      if (raw && typeof raw === 'object' && typeof raw.message === 'string') body = raw;
    } catch {
      // not JSON: an HTML gateway page, plain text, nothing
    }
    body ??= { message: scrub(response.statusText, held) || `HTTP ${response.status}` };
    const headers = new Headers();
    response.headers.forEach((value, name) => headers.append(name, scrub(value, held)));
    const Err = errorClassFor(response.status);
    return new Err(response.status, body, key, headers, where);
  }

  async function request(method: string, path: string, init: RequestOptions = {}) {
    const upper = method.toUpperCase();
    const key = `${upper} ${path}`;
    const op: OperationInfo | undefined = config.operations[key];
    const { signal, timeout, totalTimeout, maxRetries, headers, params, body } = init;
    if (timeout !== undefined || totalTimeout !== undefined || maxRetries !== undefined) checkNumbers(init, key);
    if (headers) checkHeaders(headers, key);
    let query = params?.query;
    if (op?.projectId && config.projectId !== undefined && query?.projectId === undefined) {
      query = { ...query, projectId: config.projectId };
    }
    const plainUrl = `${base}${fillPath(path, params?.path, { method: upper, url: `${base}${path}` })}`;
    const where: ErrorOptions = { method: upper, url: plainUrl };
    const qs = serializeQuery(query, op?.query);
    const url = qs ? `${plainUrl}?${qs}` : plainUrl;
    const allHeaders = mergeHeaders(config.headers, config.auth(key), headers);
    const payload = encodeBody(body, allHeaders);
    const retries = op?.idempotent ? (maxRetries ?? config.maxRetries ?? DEFAULT_MAX_RETRIES) : 0;
    // The credentials to keep out of this call's errors: the client's, and any the call adds as a header.
    const held = headers ? () => [...secrets(), ...secretHeaderValues(headers)] : secrets;
    const send = sender(signal, timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS, totalTimeout ?? config.totalTimeout, retries, where, held);
    const tooLarge = () => new ResponseTooLargeError(`${upper} ${plainUrl}: the answer is larger than ${maxBytes} bytes.`, where);
    try {
      const response = await send.fetch(upper, url, allHeaders, payload);
      if (!response.ok) throw apiError(response, await readText(response, maxBytes, tooLarge), key, where, held());
      let data: unknown;
      if (op?.parseAs === 'blob') data = await readBlob(response, maxBytes, tooLarge);
      else if (response.status !== 204 && upper !== 'HEAD') {
        const text = await readText(response, maxBytes, tooLarge);
        if (op?.parseAs === 'text') data = text;
        else if (text.length) {
          try {
            data = parseJson(text);
          } catch (cause) {
            // V8 quotes the text in the message: the server may have echoed a credential there.
            const quoted = cause instanceof Error ? scrub(cause.message, held()) : '';
            throw new ResponseParseError(`${upper} ${plainUrl}: the answer is not valid JSON.`, {
              ...where,
              cause: cause instanceof Error && quoted !== cause.message ? new SyntaxError(quoted) : cause,
            });
          }
        }
      }
      if (config.afterParse) data = config.afterParse(key, data);
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

  /** One call's sending: timeouts, the caller's signal, redirects and retries around the configured fetch. */
  function sender(
    signal: AbortSignal | undefined,
    timeoutMs: number,
    totalMs: number | undefined,
    retries: number,
    where: ErrorOptions,
    callSecrets: () => readonly string[],
  ) {
    const deadline = totalMs === undefined ? undefined : Date.now() + totalMs;
    let current: { controller: AbortController; timer: ReturnType<typeof setTimeout> } | undefined;
    /** Which bound ended the attempt, once its timer fired. */
    let expired: 'timeout' | 'totalTimeout' | undefined;
    const onAbort = () => current?.controller.abort(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    // Each attempt has its own controller: the timeout covers the attempt, body included, and
    // never runs past the call's deadline.
    function startAttempt(): AbortController {
      if (current) clearTimeout(current.timer);
      const controller = new AbortController();
      const left = deadline === undefined ? Infinity : deadline - Date.now();
      const bound = left < timeoutMs ? 'totalTimeout' : 'timeout';
      const timer = setTimeout(() => {
        expired = bound;
        controller.abort(TIMEOUT);
      }, Math.max(0, Math.min(timeoutMs, left)));
      if (signal?.aborted) controller.abort(signal.reason);
      current = { controller, timer };
      return controller;
    }

    /** fetch with `redirect: 'manual'`: same-origin hops followed here, as fetch would; others refused. */
    async function fetchFollowing(method: string, url: string, headers: Record<string, string>, body: BodyInit | undefined, controller: AbortController) {
      for (let hop = 0; ; hop++) {
        const init: RequestInit = { method, headers, body, signal: controller.signal, redirect: 'manual' };
        // A body of ours (string, FormData, Blob, bytes) can be sent again as it is: no clones.
        const response = await (config.fetch ? config.fetch(new Request(url, init)) : globalThis.fetch(url, init));
        if (response.type === 'opaqueredirect') {
          // A browser hides the target of a manual redirect: fail closed.
          throw new RedirectError(`${where.method} ${where.url}: the platform answered with a redirect the browser does not show; not followed.`, undefined, where);
        }
        const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
        if (location === null) return response;
        void response.body?.cancel().catch(() => {});
        let target: URL;
        try {
          target = new URL(location, url);
        } catch {
          return response;
        }
        if (target.origin !== origin) {
          const named = scrub(target.origin, callSecrets());
          throw new RedirectError(
            `${where.method} ${where.url}: the platform redirected to ${named}; credentials and bodies never leave ${origin}.`,
            named,
            where,
          );
        }
        if (hop >= MAX_REDIRECTS) throw new RedirectError(`${where.method} ${where.url}: more than ${MAX_REDIRECTS} redirects.`, origin, where);
        // As fetch does: 303 (but for HEAD), and a POST on 301/302, go on as a GET without the body.
        if ((response.status === 303 && method !== 'HEAD') || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          headers = { ...headers };
          delete headers['content-type'];
        }
        url = target.href;
      }
    }

    async function send(method: string, url: string, headers: Record<string, string>, body: BodyInit | undefined) {
      for (let attempt = 0; ; attempt++) {
        const controller = startAttempt();
        let response: Response | undefined;
        let failure: unknown;
        const started = config.logger ? Date.now() : 0;
        try {
          response = await fetchFollowing(method, url, headers, body, controller);
        } catch (error) {
          failure = error;
        }
        if (config.logger) {
          const held = callSecrets();
          config.logger.debug(scrub(`${method} ${url} -> ${response?.status ?? 'no answer'}`, held), {
            attempt: attempt + 1,
            ms: Date.now() - started,
            headers: redactHeaders(headers, held),
          });
        }
        // The caller's abort, the call's deadline and a refused redirect are final: never retried.
        if (signal?.aborted) throw failure ?? signal.reason;
        if (failure !== undefined && (expired === 'totalTimeout' || isPlatformError(failure))) throw failure;
        const retryable = response ? isRetryableStatus(response.status) : true;
        if (attempt >= retries || !retryable) {
          if (response) return response;
          throw failure;
        }
        const delay = retryDelay(attempt + 1, response?.headers.get('retry-after') ?? null);
        if (delay === undefined) return response!;
        // A wait that would pass the call's deadline is not started: the answer's error now.
        if (deadline !== undefined && Date.now() + delay >= deadline) {
          if (response) return response;
          throw failure;
        }
        await response?.body?.cancel().catch(() => {});
        clearTimeout(current!.timer);
        expired = undefined;
        await sleep(delay, signal);
      }
    }

    return {
      fetch: send,
      translate(error: unknown): unknown {
        if (isPlatformError(error)) return error;
        const at = `${where.method} ${where.url}`;
        if (signal?.aborted) return new AbortError(`${at}: aborted by the caller.`, { ...where, cause: signal.reason });
        if (expired) {
          const ms = expired === 'timeout' ? timeoutMs : totalMs;
          return new TimeoutError(`${at}: no answer within ${ms} ms (\`${expired}\`).`, { ...where, cause: error });
        }
        const code = rootCode(error);
        return new ConnectionError(`${at}: could not reach the platform${code ? ` (${code})` : ''}.`, { ...where, cause: error });
      },
      done() {
        if (current) clearTimeout(current.timer);
        signal?.removeEventListener('abort', onAbort);
      },
    };
  }
}

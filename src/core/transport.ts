import { checkHeaders, checkNumbers } from './check-options.js';
import {
  AbortError,
  ConnectionError,
  MissingProjectIdError,
  RedirectError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
  errorClassFor,
  isPlatformError,
  type ErrorBody,
  type ErrorOptions,
} from './errors.js';
import type { CallOptions, Fetcher, ParseAs } from './fetcher-types.js';
import { throughMiddleware, type Middleware } from './middleware.js';
import type { OperationInfo, OperationTable, RevivalPlans } from './operation-table.js';
import { serializeQuery } from './query.js';
import { readBlob, readBytes, readText } from './read-body.js';
import { encodeBody, fillPath, mergeHeaders } from './request-parts.js';
import { scrub, secretHeaderValues } from './redact.js';
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

export type { CallOptions, Fetcher, ParseAs } from './fetcher-types.js';
export type { Middleware, MiddlewareContext } from './middleware.js';

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

export { redactHeaders } from './redact.js';

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
  /** The credentials the client holds now (keys, session, token, a password while signing in): never in an error or log line. */
  secrets?: (() => readonly string[]) | undefined;
  /** Rewrites a parsed success body once, for every path in (keeping only v2 providers, say). */
  afterParse?: ((operation: string, data: unknown) => unknown) | undefined;
  /** Awaited on a 401 before the call rejects with its UnauthorizedError: ends the client's session. */
  onUnauthorized?: ((operation: string) => unknown) | undefined;
}

/** The untyped way in, for code that holds a path template at run time (the hooks' mutator). */
export interface RequestOptions extends CallOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  parseAs?: ParseAs | undefined;
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
  /** Adds middleware, run for every attempt of every call, in the order added (DESIGN 19). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added with `use`. */
  eject(...middleware: Middleware[]): void;
}

const TIMEOUT = Symbol('timeout');
/** As many hops as fetch follows itself. */
const MAX_REDIRECTS = 20;


export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const maxBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const middleware: Middleware[] = [];
  let calls = 0;

  /** One fetch; a Request is built only when a custom fetch or middleware needs one. */
  const fetchOnce = (input: Request | string, init?: RequestInit): Promise<Response> =>
    config.fetch ? config.fetch(new Request(input, init)) : fetch(input, init);

  async function request(method: string, path: string, init: RequestOptions = {}) {
    const upper = method.toUpperCase();
    const key = `${upper} ${path}`;
    const op: OperationInfo | undefined = config.operations[key];
    // What is left of the init are fetch's own fields (DESIGN 19), passed to it as they are.
    const { signal, timeout, totalTimeout, maxRetries, headers, params, body, parseAs: asked, ...fields } = init;
    checkNumbers(init, key);
    checkHeaders(headers, key);
    let query = params?.query;
    const plainUrl = base + fillPath(path, params?.path, { method: upper, url: base + path });
    const where: ErrorOptions = { method: upper, url: plainUrl };
    const at = `${upper} ${plainUrl}: `;
    if (op?.projectId && query?.projectId == null) {
      if (config.projectId == null) throw new MissingProjectIdError(`${at}\`projectId\` is missing.`, where);
      query = { ...query, projectId: config.projectId };
    }
    const qs = serializeQuery(query, op?.query);
    const url = qs ? `${plainUrl}?${qs}` : plainUrl;
    const allHeaders = mergeHeaders(config.headers, config.auth(key), headers);
    const first: RequestInit = { ...fields, method: upper, headers: allHeaders, body: encodeBody(body, allHeaders, op?.multipart), redirect: 'manual' };
    const retries = op?.idempotent ? (maxRetries ?? config.maxRetries ?? DEFAULT_MAX_RETRIES) : 0;
    const timeoutMs = timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS;
    const totalMs = totalTimeout ?? config.totalTimeout;
    const deadline = totalMs === undefined ? Infinity : Date.now() + totalMs;
    // The credentials kept out of this call's errors and log lines: the client's, and secret-named headers.
    const held = (): string[] => [...(config.secrets?.() ?? []), ...secretHeaderValues(allHeaders)];
    // The contract's response type decides by default: `empty` reads as JSON (an empty body gives undefined).
    const parseAs = asked ?? ((op?.parseAs != 'empty' && op?.parseAs) || 'json');
    const tooLarge = () => new ResponseTooLargeError(`${at}the answer is over ${maxBytes} bytes.`, where);
    const id = String(++calls);

    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Which bound ended the attempt, once its timer fired. */
    let expired: 'timeout' | 'totalTimeout' | undefined;
    const onAbort = () => controller?.abort(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let streaming = false;

    /** `redirect: 'manual'`: same-origin hops followed here, as fetch would; others refused. */
    async function follow(init: RequestInit, request?: Request): Promise<Response> {
      for (let hop = 0, to = url; ; hop++) {
        // A body of ours (string, FormData, Blob, bytes) can be sent again as it is: no clones.
        const response = await (request && !hop ? fetchOnce(request) : fetchOnce(to, init));
        // A browser hides where a manual redirect goes (an opaque redirect): fail closed.
        if (response.type == 'opaqueredirect') throw Object.assign(new RedirectError(`${at}the platform redirected.`, where), { location: undefined });
        const status = response.status;
        const location = [301, 302, 303, 307, 308].includes(status) ? response.headers.get('location') : null;
        if (location === null) return response;
        void response.body?.cancel().catch(() => {});
        const target = new URL(location, to);
        if (target.origin != origin || hop >= MAX_REDIRECTS) {
          const named = scrub(target.origin, held());
          throw Object.assign(new RedirectError(`${at}the platform redirected to ${named}.`, where), { location: named });
        }
        // As fetch does: 303 (but for HEAD), and a POST on 301/302, go on as a GET without the body.
        if ((status == 303 && init.method != 'HEAD') || (status < 303 && init.method == 'POST')) {
          const { 'content-type': _, ...rest } = init.headers as Record<string, string>;
          init = { ...init, method: 'GET', body: undefined, headers: rest };
        }
        to = target.href;
      }
    }

    try {
      let response: Response | undefined;
      for (let attempt = 0; ; attempt++) {
        // Each attempt has its own controller: the timeout covers the attempt, body included,
        // and never runs past the call's deadline.
        clearTimeout(timer);
        const attemptController = (controller = new AbortController());
        const left = deadline - Date.now();
        const bound = left < timeoutMs ? 'totalTimeout' : 'timeout';
        timer = setTimeout(() => {
          expired = bound;
          attemptController.abort(TIMEOUT);
        }, Math.min(timeoutMs, left));
        if (signal?.aborted) controller.abort(signal.reason);
        const init: RequestInit = { ...first, signal: controller.signal };
        let failure: unknown;
        const started = Date.now();
        response = undefined;
        try {
          response = middleware.length
            ? await throughMiddleware(middleware, { request: new Request(url, init), schemaPath: path, id }, (request) => follow(init, request))
            : await follow(init);
        } catch (error) {
          failure = error;
        }
        if (config.logger) {
          // Every credential header's value is among the held secrets: replaced wherever it appears.
          const line = scrub(JSON.stringify([`${upper} ${url} -> ${response?.status ?? 'no answer'}`, { attempt: attempt + 1, ms: Date.now() - started, headers: allHeaders }]), held());
          const [message, details] = JSON.parse(line);
          config.logger.debug(message, details);
        }
        // The caller's abort, the call's deadline and a refused redirect are final: never retried.
        if (signal?.aborted) throw failure ?? signal.reason;
        if (failure !== undefined && (expired == 'totalTimeout' || isPlatformError(failure) || attempt >= retries)) throw failure;
        if (response && (attempt >= retries || !isRetryableStatus(response.status))) break;
        const delay = retryDelay(attempt + 1, response?.headers.get('retry-after') ?? null);
        // A wait past the Retry-After cap, or past the call's deadline, is not started: the answer's error now.
        if (delay === undefined || Date.now() + delay >= deadline) {
          if (response) break;
          throw failure;
        }
        await response?.body?.cancel().catch(() => {});
        clearTimeout(timer);
        expired = undefined;
        await sleep(delay, signal);
      }

      if (!response.ok) {
        const secrets = held();
        const text = scrub(await readText(response, maxBytes, tooLarge), secrets);
        let errorBody: ErrorBody | undefined;
        try {
          errorBody = JSON.parse(text);
        } catch {
          // not JSON: an HTML gateway page, plain text, nothing
        }
        if (typeof errorBody?.message != 'string') errorBody = { message: scrub(response.statusText, secrets) || `HTTP ${response.status}` };
        // `details` is free-form data: the spec's rule (DESIGN 10).
        else if (errorBody.details !== undefined) errorBody.details = reviveDates(errorBody.details);
        // A server may echo a credential in any header too.
        const echoed = new Headers();
        response.headers.forEach((value, name) => echoed.append(name, scrub(value, secrets)));
        // The secrets were taken first: ending the session forgets the session id they must hide.
        if (response.status == 401) await config.onUnauthorized?.(key);
        const Err = errorClassFor(response.status);
        throw new Err(response.status, errorBody, key, echoed, where);
      }
      let data: unknown;
      if (parseAs == 'stream') {
        // The timeout covered the headers; the caller reads the body (the caller's signal still ends it).
        streaming = true;
        data = response.body;
      } else if (response.status == 204 || upper == 'HEAD') data = undefined;
      else if (parseAs == 'blob') data = await readBlob(response, maxBytes, tooLarge);
      else if (parseAs == 'arrayBuffer') data = (await readBytes(response, maxBytes, tooLarge)).slice().buffer;
      else {
        const text = await readText(response, maxBytes, tooLarge);
        if (parseAs == 'text') data = text;
        else if (text) {
          try {
            data = parseJson(text, op ? op.revive : 0, config.plans);
          } catch (cause) {
            // V8 quotes the text in the message: the server may have echoed a credential there.
            throw new ResponseParseError(`${at}the answer is not JSON.`, { ...where, cause: new SyntaxError(scrub(String((cause as Error).message), held())) });
          }
          if (config.afterParse) data = config.afterParse(key, data);
        }
      }
      // The contract's schemas describe the default reading only, not what `parseAs` asks for.
      if (!asked) config.validate?.responseSchemas.check(key, data);
      return { data, response };
    } catch (error) {
      if (isPlatformError(error)) throw error;
      if (signal?.aborted) throw new AbortError(`${at}aborted.`, { ...where, cause: signal.reason });
      if (expired) throw new TimeoutError(`${at}no answer within ${expired == 'timeout' ? timeoutMs : totalMs} ms (\`${expired}\`).`, { ...where, cause: error });
      // The innermost code of the cause chain (`ECONNREFUSED`) says what happened.
      let code = '';
      for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
        if (typeof e.code == 'string') code = ` (${e.code})`;
      }
      throw new ConnectionError(`${at}could not reach the platform${code}.`, { ...where, cause: error });
    } finally {
      clearTimeout(timer);
      if (!streaming) signal?.removeEventListener('abort', onAbort);
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
    use: (...added: Middleware[]) => void middleware.push(...added),
    eject: (...removed: Middleware[]) => {
      for (const m of removed) if (middleware.includes(m)) middleware.splice(middleware.indexOf(m), 1);
    },
  } as unknown as Transport<Paths>;
}

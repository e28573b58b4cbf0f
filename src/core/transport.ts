// The one transport every fetcher, hook and helper sends through: a call's request is built from
// the operation table (path, query, projectId, body, headers), sent by `sendWithRetries`, and its
// answer read as the contract (or `parseAs`) says.
import { checkHeaders, checkNumbers } from './check-options.js';
import {
  AbortError,
  ConnectionError,
  MissingProjectIdError,
  RedirectError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
  isPlatformError,
  ofCall,
  type ErrorOptions,
} from './errors.js';
import { followRedirects } from './follow-redirects.js';
import { throughMiddleware, type Middleware } from './middleware.js';
import type { OperationInfo } from './operation-table.js';
import { serializeQuery } from './query.js';
import { readApiError } from './read-api-error.js';
import { readBlob, readBytes, readText } from './read-body.js';
import { encodeBody, fillPath, mergeHeaders } from './request-parts.js';
import { parseRedacted, scrub, secretHeaderValues } from './redact.js';
import { freeField, parseJson } from './revive-plan.js';
import { sendWithRetries, type Call } from './send-with-retries.js';
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type RequestOptions,
  type Transport,
  type TransportConfig,
} from './transport-options.js';

export type { CallOptions, FetchExtensions, Fetcher, NextFetchOptions, ParseAs } from './fetcher-types.js';
export type { Middleware, MiddlewareContext } from './middleware.js';
export { redactHeaders } from './redact.js';
export * from './transport-options.js';

/** What a call that got no usable answer rejects with; a PlatformError stands as it is. */
function failureOf(error: unknown, call: Call, at: string, where: ErrorOptions, totalMs: number | undefined): unknown {
  if (isPlatformError(error)) return error;
  if (call.signal?.aborted) return new AbortError(`${at}aborted.`, { ...where, cause: call.signal.reason });
  const { expired } = call;
  if (expired) return new TimeoutError(`${at}no answer within ${expired == 'timeout' ? call.timeoutMs : totalMs} ms (\`${expired}\`).`, { ...where, cause: error });
  // The innermost code of the cause chain (`ECONNREFUSED`) says what happened.
  let code = '';
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e.code == 'string') code = ` (${e.code})`;
  }
  return new ConnectionError(`${at}could not reach the platform${code}.`, { ...where, cause: error });
}

/**
 * The request middleware is given, its `set` and `append` checked: a header it sets that cannot be
 * sent fails the call as its own bad input (CallInputError) naming the header, never the value
 * (fetch's Headers would throw a TypeError quoting the value, taken for a ConnectionError).
 */
function checkedHeaders(request: Request, head: string, where: ErrorOptions): Request {
  const h = request.headers;
  for (const m of ['set', 'append'] as const) {
    const f = h[m];
    h[m] = (name, value) => {
      try {
        checkHeaders({ [name]: value }, head);
      } catch (error) {
        throw ofCall(error as Error, where);
      }
      f.call(h, name, value);
    };
  }
  return request;
}

export function createTransport<Paths extends {}>(config: TransportConfig): Transport<Paths> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const maxBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const middleware: Middleware[] = [];
  let calls = 0;

  async function request(method: string, path: string, init: RequestOptions = {}) {
    const upper = method.toUpperCase();
    const key = `${upper} ${path}`;
    const op: OperationInfo | undefined = config.operations[key];
    // What is left of the init are fetch's own fields (docs/design.md, decision 19), passed to it as they are.
    // An untyped `method` or `redirect` is dropped: those are the transport's (docs/design.md, decision 20).
    const { signal, timeout, totalTimeout, maxRetries, headers, params, body, parseAs: asked, method: _, redirect: __, ...fields } = init as RequestOptions & RequestInit;
    /**
     * One fetch; a Request is built only when a custom fetch or middleware needs one. A runtime's
     * extensions among the call's fetch fields (Next's `next`) are no Request field, so the
     * fields go beside the Request too, as fetch's init.
     */
    const send = (input: Request | string, requestInit?: RequestInit): Promise<Response> =>
      config.fetch ? config.fetch(new Request(input, requestInit), fields) : fetch(input, requestInit ?? fields);
    let query = params?.query;
    const plainUrl = base + fillPath(path, params?.path, { method: upper, url: base + path });
    const where: ErrorOptions = { method: upper, url: plainUrl };
    // What every error of this call names: the method and the URL without its query.
    const head = `${upper} ${plainUrl}`;
    const at = `${head}: `;
    if (op?.projectId && query?.projectId == null) {
      if (config.projectId == null) throw new MissingProjectIdError(`${at}\`projectId\` is missing.`, where);
      query = { ...query, projectId: config.projectId };
    }
    let qs: string;
    try {
      checkNumbers(init, head);
      checkHeaders(headers, head);
      qs = serializeQuery(query, op?.query);
    } catch (error) {
      throw ofCall(error as Error, where);
    }
    const url = qs ? `${plainUrl}?${qs}` : plainUrl;
    const allHeaders = mergeHeaders(config.headers, config.auth(key), headers);
    const encoded = encodeBody(body, allHeaders, op?.multipart);
    // No body is left out (not `body: undefined`), so this also type-checks with exactOptionalPropertyTypes.
    const first: RequestInit = { ...fields, method: upper, headers: allHeaders, ...(encoded === undefined ? {} : { body: encoded }), redirect: 'manual' };
    const totalMs = totalTimeout ?? config.totalTimeout;
    const call: Call = {
      signal,
      timeoutMs: timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS,
      deadline: totalMs === undefined ? Infinity : Date.now() + totalMs,
      retries: op?.idempotent ? (maxRetries ?? config.maxRetries ?? DEFAULT_MAX_RETRIES) : 0,
    };
    // The credentials kept out of this call's errors and log lines: the client's, and secret-named headers.
    const held = (): string[] => [...(config.secrets?.() ?? []), ...secretHeaderValues(allHeaders)];
    // The contract's response type decides by default: `empty` reads as JSON (an empty body gives undefined).
    const parseAs = asked ?? ((op?.parseAs != 'empty' && op?.parseAs) || 'json');
    const tooLarge = () => new ResponseTooLargeError(`${at}the answer is over ${maxBytes} bytes.`, where);
    const refused = (to?: string) => {
      const named = to && scrub(to, held());
      return Object.assign(new RedirectError(`${at}the platform redirected${named ? ` to ${named}` : ''}.`, where), { location: named });
    };
    const id = ++calls;
    const onAbort = () => call.controller?.abort(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let streaming = false;

    try {
      const response = await sendWithRetries(call, (attemptSignal, n) => {
        const init: RequestInit = { ...first, signal: attemptSignal };
        // Without a logger the attempt is the send itself: no wrapper (and no clock) on the common path.
        const started = config.logger ? Date.now() : 0;
        const sent = middleware.length
          ? throughMiddleware(middleware, { request: checkedHeaders(new Request(url, init), head, where), schemaPath: path, id: String(id) }, (request) => followRedirects(send, url, init, origin, refused, request))
          : followRedirects(send, url, init, origin, refused);
        if (!config.logger) return sent;
        const log = (response?: Response) => {
          // Every credential header's value is among the held secrets: replaced wherever it appears,
          // in the decoded strings (a secret holding `"` is escaped in the JSON text).
          const [message, details] = parseRedacted(JSON.stringify([`${upper} ${url} -> ${response?.status ?? 'no answer'}`, { attempt: n + 1, ms: Date.now() - started, headers: allHeaders }]), held());
          config.logger!.debug(message, details);
          return response!;
        };
        return sent.then(log, (error) => {
          log();
          throw error;
        });
      });
      if (!response.ok) {
        // The secrets are taken first: ending the session forgets the session id they must hide.
        const error = await readApiError(response, key, where, held(), maxBytes, tooLarge);
        if (response.status == 401) await config.onUnauthorized?.(key);
        throw error;
      }
      // With `stream`, the timeout covered the headers; the caller reads the body (the caller's signal still ends it).
      streaming = parseAs == 'stream';
      let data: unknown;
      if (streaming) data = response.body;
      else if (response.status == 204 || upper == 'HEAD') data = undefined;
      else if (parseAs == 'blob') data = await readBlob(response, maxBytes, tooLarge);
      else if (parseAs == 'arrayBuffer') data = (await readBytes(response, maxBytes, tooLarge)).slice().buffer;
      else {
        const text = await readText(response, maxBytes, tooLarge);
        if (parseAs == 'text') data = text;
        else if (text) {
          try {
            data = parseJson(text, op ? op.revive : freeField);
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
      throw failureOf(error, call, at, where, totalMs);
    } finally {
      clearTimeout(call.timer);
      if (!streaming) signal?.removeEventListener('abort', onAbort);
    }
  }

  const transport = {
    request,
    operations: config.operations,
    use: (...added: Middleware[]) => void middleware.push(...added),
    eject: (...removed: Middleware[]) => {
      for (const m of removed) if (middleware.includes(m)) middleware.splice(middleware.indexOf(m), 1);
    },
  } as Record<string, unknown>;
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) transport[method] = request.bind(undefined, method);
  return transport as unknown as Transport<Paths>;
}

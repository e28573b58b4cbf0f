// The one transport every fetcher, hook and helper sends through: a call's request is built from
// the operation table (path, query, projectId, body, headers), sent by `sendWithRetries`, and its
// answer read as the contract (or `parseAs`) says.
import { createCall, failureOf, type Call } from './call.js';
import { checkHeaders } from './check-options.js';
import { RedirectError, ResponseParseError, ResponseTooLargeError, ofCall } from './errors.js';
import { followRedirects } from './follow-redirects.js';
import { throughMiddleware, type Middleware, type MiddlewareContext } from './middleware.js';
import { readApiError } from './read-api-error.js';
import { readBlob, readBytes, readText } from './read-body.js';
import { parseRedacted, scrub, secretHeaderValues } from './redact.js';
import { freeField, parseJson } from './revive-plan.js';
import { sendWithRetries } from './send-with-retries.js';
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  type RequestOptions,
  type Transport,
  type TransportConfig,
} from './transport-options.js';

export type {
  CallOptions,
  ClientFetch,
  FetchExtensions,
  Fetcher,
  NextFetchOptions,
  OnUploadProgress,
  ParseAs,
  UploadAttempt,
  UploadCallOptions,
  UploadProgress,
} from './fetcher-types.js';
export type { Middleware, MiddlewareContext } from './middleware.js';
export { redactHeaders } from './redact.js';
export * from './transport-options.js';

/**
 * The request middleware is given, its `set` and `append` checked: a header it sets that cannot be
 * sent fails the call as its own bad input (CallInputError) naming the header, never the value
 * (fetch's Headers would throw a TypeError quoting the value, taken for a ConnectionError).
 */
function checkedHeaders(request: Request, call: Call): Request {
  const h = request.headers;
  for (const m of ['set', 'append'] as const) {
    const f = h[m];
    h[m] = (name, value) => {
      try {
        checkHeaders({ [name]: value }, call.at.slice(0, -2));
      } catch (error) {
        throw ofCall(error as Error, call.where);
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

  /** The credentials kept out of a call's errors and log lines: the client's, and secret-named headers. */
  const secretsOf = (call: Call): string[] => [...(config.secrets?.() ?? []), ...secretHeaderValues(call.init.headers)];

  /** The final answer of a call, read as its `parseAs` says: `{ data, response }`, or its ApiError (`validate` checks both). */
  async function read(call: Call, response: Response): Promise<{ data: unknown; response: Response }> {
    const { key, op } = call;
    // The contract's response type decides by default; `empty`, like none, falls to the JSON reading
    // below (an empty body gives undefined).
    const parseAs = call.parseAs ?? op?.parseAs;
    const over = () => new ResponseTooLargeError(`${call.at}the answer is over ${maxBytes} bytes.`, call.where);
    let data: unknown;
    if (!response.ok) {
      // The secrets are taken first: ending the session forgets the session id they must hide.
      data = await readApiError(response, key, call.where, secretsOf(call), maxBytes, over);
      if (response.status === 401) await config.onUnauthorized?.(key);
    }
    // With `stream`, the timeout covered the headers; the caller reads the body (the caller's signal still ends it).
    else if (parseAs === 'stream') data = response.body;
    else if (response.status === 204 || call.init.method === 'HEAD') {
      // No body to read: data stays undefined.
    } else if (parseAs === 'blob') data = await readBlob(response, maxBytes, over);
    // A copy of exactly the body's bytes: a chunk may be a view into a larger buffer (a Node
    // Buffer from its shared pool, whose `slice` is a view too), and `.buffer` would give it all.
    else if (parseAs === 'arrayBuffer') data = new Uint8Array(await readBytes(response, maxBytes, over)).buffer;
    else {
      const text = await readText(response, maxBytes, over);
      if (parseAs === 'text') data = text;
      else if (text) {
        try {
          data = parseJson(text, op ? op.revive : freeField);
        } catch (cause) {
          // V8 quotes the text in the message: the server may have echoed a credential there.
          throw new ResponseParseError(`${call.at}the answer is not JSON.`, {
            ...call.where,
            cause: new SyntaxError(scrub(String((cause as Error).message), secretsOf(call))),
          });
        }
        if (config.afterParse) data = config.afterParse(key, data);
      }
    }
    // The contract's schemas describe the default reading only, not what `parseAs` asks for. An
    // error answer's ApiError goes through the same check (its body against its status's schema,
    // docs/design.md, decision 26): one call site, so checking errors costs the clients no byte.
    if (!call.parseAs) config.validate?.responseSchemas.check(key, data);
    if (!response.ok) throw data;
    return { data, response };
  }

  async function request(method: string, path: string, init: RequestOptions = {}) {
    const call = await createCall(config, base, method, path, init);
    const { url } = call;
    const id = String(++calls);
    const refused = (to?: string) => {
      const named = to && scrub(to, secretsOf(call));
      return Object.assign(
        new RedirectError(`${call.at}the platform redirected${named ? ` to ${named}` : ''}.`, call.where),
        { location: named },
      );
    };
    /** Attempt number `attempt`'s answer: through the middleware, when there is any, and the same-origin redirects. */
    const send = (signal: AbortSignal, attempt: number): Promise<Response> => {
      const init = { __proto__: null, ...call.init, signal };
      /**
       * One fetch of the attempt; a Request is built only when a custom fetch or middleware needs
       * one. A runtime's extensions among the call's fetch fields (Next's `next`) are no Request
       * field, so the fields go beside the Request too, as fetch's init. A call that asks for
       * progress goes to the fetch's upload sender (createCall made sure there is one), with the
       * attempt's own signal (docs/design.md, decision 25).
       */
      const fetchOne = (input: Request | string, init?: RequestInit): Promise<Response> =>
        (call.onUploadProgress ? config.fetch!.upload : config.fetch)?.(new Request(input, init), call.fields, {
          onUploadProgress: call.onUploadProgress!,
          signal,
        }) ?? fetch(input, init);
      const started = Date.now();
      const sent = middleware.length
        ? throughMiddleware(
            middleware,
            {
              __proto__: null,
              request: checkedHeaders(new Request(url, init), call),
              schemaPath: path,
              id,
            } as MiddlewareContext,
            (request) => followRedirects(fetchOne, url, init, origin, refused, request),
          )
        : followRedirects(fetchOne, url, init, origin, refused);
      // Without a logger the attempt is the send itself: no wrapper on the common path.
      if (!config.logger) return sent;
      const log = (response?: Response) => {
        // Every credential header's value is among the held secrets: replaced wherever it appears,
        // in the decoded strings (a secret holding `"` is escaped in the JSON text).
        const [message, details] = parseRedacted(
          JSON.stringify([
            `${init.method} ${url} -> ${response?.status ?? 'no answer'}`,
            { attempt, ms: Date.now() - started, headers: init.headers },
          ]),
          secretsOf(call),
        );
        config.logger!.debug(message, details);
        return response!;
      };
      return sent.then(log, (error) => {
        log();
        throw error;
      });
    };
    try {
      return await sendWithRetries(call, send, (response) => read(call, response));
    } catch (error) {
      throw failureOf(call, error);
    }
  }

  const transport = {
    request,
    operations: config.operations,
    baseUrl: base,
    reportsUploadProgress: !!config.fetch?.upload,
    use: (...added: Middleware[]) => void middleware.push(...added),
    eject: (...removed: Middleware[]) => {
      // A missing one's index, -1, is 2^32 - 1 after `>>> 0`: there, splice removes nothing.
      for (const m of removed) middleware.splice(middleware.indexOf(m) >>> 0, 1);
    },
  } as Record<string, unknown>;
  // `request` reads no `this`: the shortest thisArg does.
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) transport[method] = request.bind(0, method);
  return transport as unknown as Transport<Paths>;
}

// One call as one read-only object: what is sent (URL, method, headers, body), its options and
// bounds. Made here from the operation table and the call's init, and finished here: a failure
// becomes the error the call rejects with (a TimeoutError is raised by the clock, timeouts.ts).
import { checkHeaders, checkNumbers } from './check-options.js';
import { AbortError, ConnectionError, isPlatformError, ofCall, type ErrorOptions } from './errors.js';
import type { OnUploadProgress, ParseAs } from './fetcher-types.js';
import type { OperationInfo } from './operation-table.js';
import { withProjectId } from './project-id.js';
import { serializeQuery } from './query.js';
import { encodeBody, fillPath, mergeHeaders } from './request-parts.js';
import { DEFAULT_TIMEOUT_MS, type Bounds } from './timeouts.js';
import { DEFAULT_MAX_RETRIES, type RequestOptions, type TransportConfig } from './transport-options.js';

export interface Call extends Bounds {
  /** `METHOD /path/{template}`: the operation. */
  readonly key: string;
  readonly op: OperationInfo | undefined;
  /** The URL sent to, query included. */
  readonly url: string;
  /** What every error of the call names: the method and the URL without its query. */
  readonly where: ErrorOptions;
  /** `METHOD url: `, the start of every error message of the call. */
  readonly at: string;
  /** The first hop's fetch init (method, headers, body, `redirect: 'manual'`, fetch's own fields), without a signal. */
  readonly init: RequestInit & { headers: Record<string, string> };
  /** The caller's own fetch fields (standard ones and a runtime's extensions) and `redirect: 'manual'`, a custom fetch's second argument. */
  readonly fields: RequestInit;
  /** How the answer is read, when the call chose it (then no schema check). */
  readonly parseAs: ParseAs | undefined;
  /** The caller's signal: its abort ends the call and is never retried. */
  readonly signal: AbortSignal | undefined;
  /** Attempts after the first: 0 for an operation that is not safe to repeat. */
  readonly retries: number;
  /** The call's upload option, for the client's upload sender (never among the fetch fields). */
  readonly onUploadProgress: OnUploadProgress | undefined;
}

/**
 * The call `method path init` on a client: its request built from the operation table (path,
 * query, projectId, headers, body) and its bounds. Rejects, before anything is sent, on the
 * call's own bad input (CallInputError), a path parameter that cannot be sent, or no projectId.
 * Async for a multipart body, whose files are read once, before the first attempt.
 */
export async function createCall(
  config: TransportConfig,
  base: string,
  method: string,
  path: string,
  init: RequestOptions,
): Promise<Call> {
  const upper = method.toUpperCase();
  const key = `${upper} ${path}`;
  const op = config.operations[key];
  // What is left of the init are fetch's own fields (docs/design.md, decision 19), passed to it as they are.
  // An untyped `method` or `redirect` is dropped: those are the transport's (docs/design.md, decision 20).
  const {
    signal,
    timeout,
    totalTimeout,
    maxRetries,
    headers,
    params,
    body,
    parseAs,
    onUploadProgress,
    method: _,
    redirect: __,
    ...fields
  } = init as RequestOptions & RequestInit;
  const plainUrl = base + fillPath(path, params?.path, { method: upper, url: base + path });
  const where: ErrorOptions = { method: upper, url: plainUrl };
  const head = `${upper} ${plainUrl}`;
  const at = `${head}: `;
  const query = withProjectId(params?.query, op, config.projectId, at, where);
  let qs: string;
  try {
    checkNumbers(init, head);
    checkHeaders(headers, head);
    // Refused before sending, rather than an upload with no progress told (issue 42, item 3).
    if (onUploadProgress && !config.fetch?.upload)
      throw new TypeError(`${head}: onUploadProgress needs withUploadProgress().`);
    qs = serializeQuery(query, op?.query);
  } catch (error) {
    throw ofCall(error as Error, where);
  }
  const allHeaders = mergeHeaders(config.headers, config.auth(key), headers);
  // null (fetch's "no body"), not undefined: the source also type-checks with exactOptionalPropertyTypes.
  // A null prototype, here and on every object handed to fetch or to the caller's code: a field
  // added to Object.prototype (`redirect: 'follow'`) is never read as one of ours (issue 33).
  const fetchInit = {
    __proto__: null,
    ...fields,
    method: upper,
    headers: allHeaders,
    body: (await encodeBody(body, allHeaders, op?.multipart)) ?? null,
    redirect: 'manual' as const,
  };
  const totalMs = totalTimeout ?? config.totalTimeout;
  return {
    key,
    op,
    url: qs ? `${plainUrl}?${qs}` : plainUrl,
    where,
    at,
    init: fetchInit,
    // `redirect` of its own too: undici reads fetch's init through a plain object, which inherits.
    fields: { __proto__: null, ...fields, redirect: 'manual' } as RequestInit,
    parseAs,
    signal,
    onUploadProgress,
    retries: op?.idempotent ? (maxRetries ?? config.maxRetries ?? DEFAULT_MAX_RETRIES) : 0,
    timeoutMs: timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS,
    totalMs,
    deadline: Date.now() + (totalMs ?? Infinity),
  };
}

/** What a call that got no usable answer rejects with; a PlatformError stands as it is. */
export function failureOf(call: Call, error: unknown): unknown {
  if (isPlatformError(error)) return error;
  const { at, where, signal } = call;
  if (signal?.aborted) return new AbortError(`${at}aborted.`, { ...where, cause: signal.reason });
  // The innermost code of the cause chain (`ECONNREFUSED`) says what happened.
  let code = '';
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 8;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string') code = ` (${e.code})`;
  }
  return new ConnectionError(`${at}could not reach the platform${code}.`, { ...where, cause: error });
}

// The transport's contract: what a client factory takes (and documents), what a client kind adds
// to it, and what the transport gives back.
import type { CallOptions, ClientFetch, Fetcher, ParseAs, UploadCallOptions } from './fetcher-types.js';
import type { Middleware } from './middleware.js';
import type { OperationTable } from './operation-table.js';
import type { SchemaModule } from './response-validation.js';

/** Options every client factory takes. */
export interface TransportOptions {
  /** The platform's API base URL; every contract path is relative to it. */
  baseUrl: string;
  /**
   * The fetch to send with, given a Request and, second, the call's own fetch fields (the
   * standard ones the Request carries too, and a runtime's extensions no Request keeps: Next's
   * `next`, `FetchExtensions`): pass both on, `fetch: (request, init) => fetch(request, init)`.
   * `withUploadProgress()` (`platform-client/upload`) is one that also reports upload progress.
   * @default globalThis.fetch, looked up at call time
   */
  fetch?: ClientFetch;
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

export { DEFAULT_TIMEOUT_MS } from './timeouts.js';
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

/** What a client kind adds to the transport: its auth headers, projectId and operations. */
export interface TransportConfig extends TransportOptions {
  operations: OperationTable;
  /** The client's `validate` option: output schemas to check every answer against. */
  validate?: SchemaModule<string> | undefined;
  /** Auth headers of the client's kind (docs/design.md, decision 2) for an operation (`METHOD /path`); read per request. */
  auth: (operation: string) => Record<string, string>;
  /** Filled into `projectId` of operations that take it, unless the call gives one (docs/design.md, decision 5). */
  projectId?: string | undefined;
  /** The credentials the client holds now (keys, session, token, a password while signing in): never in an error or log line. */
  secrets?: (() => readonly string[]) | undefined;
  /** Rewrites a parsed success body once, for every path in (keeping only v2 providers, say). */
  afterParse?: ((operation: string, data: unknown) => unknown) | undefined;
  /** Awaited on a 401 before the call rejects with its UnauthorizedError: ends the client's session. */
  onUnauthorized?: ((operation: string) => unknown) | undefined;
}

/** The untyped way in, for code that holds a path template at run time (the hooks' mutator). */
export interface RequestOptions extends CallOptions, UploadCallOptions {
  /** The path's `{name}` values and the query. @default none */
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  /** The request body. @default none */
  body?: unknown;
  /** How the answer is read. @default by the operation's response content type (JSON when unknown) */
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
  /** The platform it calls: `baseUrl` without trailing slashes. Part of every query key of its hooks. */
  readonly baseUrl: string;
  /**
   * Whether its `fetch` has an upload sender (`withUploadProgress()`), so that a call may ask for
   * `onUploadProgress` (elsewhere such a call fails before sending). The upload hooks ask only then.
   */
  readonly reportsUploadProgress: boolean;
  /** Adds middleware, run for every attempt of every call, in the order added (docs/design.md, decision 19). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added with `use`. */
  eject(...middleware: Middleware[]): void;
}

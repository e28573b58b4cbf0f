// Every error the SDK raises, and the union a call can raise (`HookError`), in one module: a
// reader finds here what a `catch` can see. `isPlatformError(e)` and `e instanceof PlatformError`
// agree for each (tests/unit/errors.test.ts), across package copies too.

/** The error body every platform answer with a status >= 400 carries (docs/design.md, decision 6). */
export interface ErrorBody {
  message: string;
  code?: string;
  details?: unknown;
}

const BRAND = Symbol.for('platform-client.error');

/** Where a transport error happened: the request's method and URL (never its query). */
export interface ErrorOptions {
  /** What led to it. @default none */
  cause?: unknown;
  /** The request's method. @default none */
  method?: string | undefined;
  /** The request's URL without its query. @default none */
  url?: string | undefined;
}

/** Base of every error the SDK throws; `isPlatformError` recognises it across package copies. */
export class PlatformError extends Error {
  // A literal, not new.target.name: minifiers rename classes, and `name` is what logs show.
  override name = 'PlatformError';
  readonly [BRAND] = true;
  /** The request's method, for errors of a call. */
  declare readonly method: string | undefined;
  /** The request's URL without its query (which may carry secrets), for errors of a call. */
  declare readonly url: string | undefined;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.method = options?.method;
    this.url = options?.url;
  }

  /**
   * `instanceof PlatformError` is `isPlatformError`: true for a call's own bad input (a branded
   * RangeError or TypeError) and for an error of another copy of the package. A subclass keeps
   * the ordinary prototype test.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class the test runs on: PlatformError or a subclass
    return this === PlatformError ? isPlatformError(value) : super[Symbol.hasInstance](value);
  }
}

/** Whether `value` is an error of the SDK (of any copy of the package): what `instanceof PlatformError` tests. */
export const isPlatformError = (value: unknown): value is PlatformError =>
  (value as { [BRAND]?: boolean } | null | undefined)?.[BRAND] === true;

/**
 * A call's own bad input (an option out of range, a header value that cannot be sent): a
 * RangeError or TypeError as for a factory (docs/design.md, decision 20), and, being raised by a
 * call, a PlatformError of that call too (decision 24): `isPlatformError`, `method` and `url`.
 */
export type CallInputError = ((RangeError & { name: 'RangeError' }) | (TypeError & { name: 'TypeError' })) &
  Pick<PlatformError, 'method' | 'url'>;

/** Marks `error` as raised by the call `where` describes. */
export const ofCall = (error: Error, where: ErrorOptions): CallInputError =>
  Object.assign(error, { [BRAND]: true }, where) as CallInputError;

/** The names of ApiError and its subclasses: `error.name` tells them apart in a union. */
export type ApiErrorName =
  | 'ApiError'
  | 'BadRequestError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ConflictError'
  | 'UnprocessableEntityError'
  | 'RateLimitError'
  | 'ServerError';

/** The platform answered with a status outside 2xx. */
export class ApiError extends PlatformError {
  override name: ApiErrorName = 'ApiError';
  /** HTTP status of the answer. */
  declare readonly status: number;
  /** The parsed error body; `{ message }` made from the status when the body was not JSON. */
  declare readonly body: ErrorBody;
  /** `body.code`, when the platform gave one. */
  declare readonly code: string | undefined;
  /** `METHOD path` of the request (the path without its query, which may carry secrets). */
  declare readonly request: string;
  /** The platform's request id header, when it sent one. */
  declare readonly requestId: string | undefined;
  /** Response headers (for `Retry-After` and the like). */
  declare readonly headers: Headers;

  constructor(status: number, body: ErrorBody, request: string, headers: Headers, where?: ErrorOptions) {
    super(body.message, where);
    this.status = status;
    this.body = body;
    this.code = body.code;
    this.request = request;
    this.headers = headers;
    this.requestId = headers.get('x-request-id') ?? undefined;
  }

  toJSON() {
    return {
      name: this.name,
      status: this.status,
      message: this.message,
      code: this.code,
      request: this.request,
      method: this.method,
      url: this.url,
    };
  }
}

export class BadRequestError extends ApiError {
  override name = 'BadRequestError' as const;
}
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError' as const;
}
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError' as const;
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError' as const;
}
export class ConflictError extends ApiError {
  override name = 'ConflictError' as const;
}
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError' as const;
}
export class RateLimitError extends ApiError {
  override name = 'RateLimitError' as const;
}
export class ServerError extends ApiError {
  override name = 'ServerError' as const;
}

const byStatus = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The ApiError subclass of each status that has its own: what the per-operation unions read (./operation-errors.ts). */
export type ClassByStatus = typeof byStatus;

/** The error class for a status: the subclass where there is one, ServerError for 5xx. */
export function errorClassFor(status: number): typeof ApiError {
  return (byStatus as Record<number, typeof ApiError>)[status] ?? (status >= 500 ? ServerError : ApiError);
}

/** The request never got an answer (DNS, refused connection, reset); `cause` is the original. */
export class ConnectionError extends PlatformError {
  override name = 'ConnectionError' as const;
}

/** No answer within `timeout` ms. */
export class TimeoutError extends PlatformError {
  override name = 'TimeoutError' as const;
}

/** The caller's `signal` aborted the request. */
export class AbortError extends PlatformError {
  override name = 'AbortError' as const;
}

/** A 2xx answer whose body could not be read as the contract says (malformed JSON, say). */
export class ResponseParseError extends PlatformError {
  override name = 'ResponseParseError' as const;
}

/** An answer larger than `maxResponseBytes`; the body is not read further. */
export class ResponseTooLargeError extends PlatformError {
  override name = 'ResponseTooLargeError' as const;
}

/**
 * The platform answered with a redirect the client will not follow: to another origin (which
 * must never see the credentials or the body), or one a browser hides (an opaque redirect).
 */
export class RedirectError extends PlatformError {
  override name = 'RedirectError' as const;
  /** The origin the answer pointed to; undefined where the browser hides it. */
  declare readonly location: string | undefined;
}

/** A path parameter that cannot be sent as given (`.` or `..`, or missing); nothing was sent. */
export class PathParameterError extends PlatformError {
  override name = 'PathParameterError' as const;
  /** The parameter's name in the path template. */
  declare readonly parameter: string;
}

/** An admin operation that takes `projectId` got none: not from the call, not from the client. Nothing was sent. */
export class MissingProjectIdError extends PlatformError {
  override name = 'MissingProjectIdError' as const;
}

/** Why a sign-in failed, in the words a sign-in form shows: `SignInError.reason`. */
export type SignInFailure = 'credentials' | 'refused' | 'invalid' | 'rate-limited' | 'unreachable' | 'platform';

const SIGN_IN_MESSAGES: Record<SignInFailure, string> = {
  credentials: 'Wrong email or password.',
  refused: 'This account may not sign in.',
  invalid: 'Enter an email address and a password.',
  'rate-limited': 'Too many sign-in attempts. Wait a moment, then try again.',
  unreachable: 'Cannot reach the platform. Check the connection and try again.',
  platform: 'The platform could not sign you in. Try again later.',
};

/**
 * A sign-in that failed, with a message a person can read ("Wrong email or password.") and the
 * error the factory raised as `cause` (an UnauthorizedError, a ConnectionError, …), still typed.
 */
export class SignInError extends PlatformError {
  override name = 'SignInError' as const;
  /** What went wrong, for code that words it its own way. */
  declare readonly reason: SignInFailure;
  declare readonly cause: unknown;
  /** `reason` is worked out from `cause` unless given. */
  constructor(cause: unknown, given?: SignInFailure) {
    const status = cause instanceof ApiError ? cause.status : undefined;
    const reason: SignInFailure = given
      ? given
      : status === 401 || status === 400
        ? 'credentials'
        : status === 403
          ? 'refused'
          : status === 422
            ? 'invalid'
            : status === 429
              ? 'rate-limited'
              : cause instanceof ConnectionError || cause instanceof TimeoutError
                ? 'unreachable'
                : 'platform';
    super(SIGN_IN_MESSAGES[reason], {
      cause,
      method: (cause as PlatformError)?.method,
      url: (cause as PlatformError)?.url,
    });
    this.reason = reason;
  }
}

/** Why a sign-up failed: `SignUpError.reason`. */
export type SignUpFailure = 'exists' | 'invalid' | 'rate-limited' | 'unreachable' | 'platform';

/**
 * A sign-up that failed, with a message a person can read (given by the caller: the wording for
 * people is the React layer's `describeError`) and the error `signUpEndUser` raised as `cause`
 * (a ConflictError for a taken email, an UnprocessableEntityError, a ConnectionError, …), still typed.
 */
export class SignUpError extends PlatformError {
  override name = 'SignUpError' as const;
  /** What went wrong, for code that words it its own way. */
  declare readonly reason: SignUpFailure;
  declare readonly cause: unknown;
  constructor(message: string, cause: unknown) {
    const status = cause instanceof ApiError ? cause.status : undefined;
    super(message, { cause, method: (cause as PlatformError)?.method, url: (cause as PlatformError)?.url });
    this.reason =
      status === 409
        ? 'exists'
        : status === 400 || status === 422 || cause instanceof TypeError
          ? 'invalid'
          : status === 429
            ? 'rate-limited'
            : cause instanceof ConnectionError || cause instanceof TimeoutError
              ? 'unreachable'
              : 'platform';
  }
}

/**
 * A call needed the client's session and it has ended: signed out, refused by the platform
 * (401), or more than 30 s past its `expiresAt`. Nothing was sent; sign in again (docs/design.md, decision 23).
 */
export class SessionExpiredError extends PlatformError {
  override name = 'SessionExpiredError' as const;
}

/** One difference zod found between an answer and its schema: where, and what (never the value). */
export interface ValidationIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** `data[0].created`: a zod issue path as a property path. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(the answer)';
}

/**
 * An answer that is not what the contract says (checked with the client's `validate`): a 2xx
 * answer's data, or an error answer's body (its status named in the message; the ApiError it
 * would have been is not kept, nor its body).
 */
export class ResponseValidationError extends PlatformError {
  override name = 'ResponseValidationError' as const;
  /** `METHOD /path/{template}` of the operation. */
  readonly request: string;
  /** The path of the first difference in the answer, as `data[0].created` (or `(the answer)`). */
  readonly path: string;
  /** Every difference zod found (path and message; never the values). */
  readonly issues: ReadonlyArray<ValidationIssue>;

  /** `status`: the error answer's, when its body is what failed. */
  constructor(request: string, issues: ReadonlyArray<ValidationIssue>, status?: number) {
    const first = issues[0];
    const path = pathText(first?.path ?? []);
    super(
      `${request}: the ${status ? `${status} ` : ''}answer does not match the contract at ${path}: ${first?.message ?? 'invalid'}`,
    );
    this.request = request;
    this.path = path;
    this.issues = issues;
  }
}

/** The chat server refused the connection (a bad or expired token); it is not retried. */
export class ChatAuthError extends PlatformError {
  override name = 'ChatAuthError' as const;
}

/** `connect()` got no connection within `connectTimeout` ms. */
export class ChatConnectTimeoutError extends PlatformError {
  override name = 'ChatConnectTimeoutError' as const;
}

/** `send()` or `connect()` on a client that was disconnected, or a send the server did not take. */
export class ChatStateError extends PlatformError {
  override name = 'ChatStateError' as const;
}

/**
 * What a call can reject with, from a fetcher, a hook or a helper alike (one transport): a hook's
 * `error` type. Each member has its own `name`, so a union narrows by it. An operation's own
 * union (`ErrorOf`, ./operation-errors.ts) is read from this one: a class added here is in every
 * operation's, unless it names a condition there.
 */
export type HookError =
  | ApiError
  | ConnectionError
  | TimeoutError
  | AbortError
  | ResponseParseError
  | ResponseTooLargeError
  | ResponseValidationError
  | RedirectError
  | PathParameterError
  | MissingProjectIdError
  | PaginationError
  | SessionExpiredError
  | CallInputError;

/**
 * `paginate` got a page that is not the one it asked for, or a `limit` that is not positive: a
 * walk that would repeat pages forever. It ends at that answer (at most one request past the
 * last good page); `method` and `url` name the call.
 */
export class PaginationError extends PlatformError {
  override name = 'PaginationError' as const;
}

/**
 * The session `storage` did not answer (`getItem`, `setItem`) within `storageTimeout` ms while
 * a client was being created: the factory fails rather than wait forever.
 */
export class StorageTimeoutError extends PlatformError {
  override name = 'StorageTimeoutError' as const;
}

// The errors one operation can raise, read at the type level from its generated `responses` (as
// src/core/fetcher-types.ts reads its data): a member per error status the contract declares,
// `status` and `body` narrowed, plus the transport's own errors. Types only: the clients carry
// no byte of it (docs/design.md, decision 26).
import type {
  ApiError,
  ClassByStatus,
  ErrorBody,
  HookError,
  MissingProjectIdError,
  PaginationError,
  PathParameterError,
  ServerError,
  SessionExpiredError,
} from './errors.js';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type NumberOf<T> = T extends `${infer N extends number}` ? N : never;
/** Every status of a class: `Range<'4'>` is 400 | 401 | … | 499. */
type Range<C extends string> = NumberOf<`${C}${Digit}${Digit}`>;
/** What an answer outside 2xx can have: the transport rejects with an ApiError for each. */
type ErrorStatus = Range<'3'> | Range<'4'> | Range<'5'>;

/** The ApiError subclass the transport raises for a status (`errorClassFor`, from its own table). */
type ClassOf<S extends number> = S extends keyof ClassByStatus
  ? InstanceType<ClassByStatus[S]>
  : S extends Range<'5'>
    ? ServerError
    : ApiError;

// biome-ignore lint/suspicious/noExplicitAny: a constraint that admits every responses object (unknown rejects interfaces without an index signature)
type ResponsesOf<Op> = Op extends { responses: infer R extends Record<string | number, any> } ? R : never;

/** The keys of `responses` that are error answers: a status of 300 or more, `4XX`-style ranges, `default`. */
type ErrorKey<R> = {
  [K in keyof R]: K extends ErrorStatus ? K : K extends 'default' | `${3 | 4 | 5}XX` ? K : never;
}[keyof R];

/** The statuses a key stands for: itself, its range less the statuses declared alone, or what nothing else declares. */
type StatusesOf<R, K> = K extends number
  ? K
  : K extends `${infer C extends '3' | '4' | '5'}XX`
    ? Exclude<Range<C>, keyof R>
    : Exclude<ErrorStatus, keyof R | RangesOf<R>>;
type RangesOf<R> = { [K in keyof R]: K extends `${infer C extends '3' | '4' | '5'}XX` ? Range<C> : never }[keyof R];

/** The JSON body an answer declares; an answer that declares none still becomes `{ message }`. */
type BodyOf<Answer> = Answer extends { content: { 'application/json': infer B } } ? B : ErrorBody;

/** No field: what `fieldErrors` gives for an operation without a body to name. */
export type NoFields = Record<never, never>;

/** An operation's request body fields, by name: what `fieldErrors` gives messages for. */
export type FieldMessages<Op> = Op extends { requestBody?: { content: infer C } }
  ? C[keyof C] extends infer Body
    ? Body extends readonly unknown[]
      ? NoFields
      : Body extends object
        ? { [K in keyof Body & string]?: string }
        : NoFields
    : NoFields
  : NoFields;

/**
 * A declared error answer: `status` narrowed to what its key stands for, `body` to its schema.
 * Two properties are types only, never set at run time: `~case`, its key in `matchError`'s cases
 * (`409`, `'4XX'`, `'default'`), and on a 422 `~fields`, the messages by request field that
 * `fieldErrors` gives.
 */
type Declared<Op, R, K> =
  StatusesOf<R, K> extends infer S extends number
    ? [S] extends [never]
      ? never
      : ClassOf<S> & {
          readonly status: S;
          readonly body: BodyOf<R[K & keyof R]>;
          readonly '~case'?: K;
        } & (422 extends S ? { readonly '~fields'?: FieldMessages<Op> } : unknown)
    : never;

/** An answer whose status the contract does not declare for the operation (never when it declares `default`). */
export type UndeclaredAnswer<Statuses extends number> = [Statuses] extends [never]
  ? never
  : ApiError & { readonly status: Statuses; readonly '~case'?: 'undeclared' };

/** The transport's errors only some operations can raise: each has its condition in TransportErrorOf. */
type ByOperation = PathParameterError | MissingProjectIdError | PaginationError | SessionExpiredError;

/**
 * The transport's own errors: every one `HookError` lists (not reached, timed out, aborted, an
 * answer it cannot read, one that fails `validate`, a redirect refused, the call's bad input)
 * but ApiError, whose members are above, and by the operation a path parameter it cannot send,
 * a missing projectId, an endless page walk, an ended session.
 */
type TransportErrorOf<Op, Surface extends string> = (
  | Exclude<HookError, ApiError | ByOperation>
  | (Op extends { parameters: { path: infer P } } ? ([keyof P] extends [never] ? never : PathParameterError) : never)
  | (Surface extends 'admin'
      ? Op extends { parameters: { query?: infer Q } }
        ? 'projectId' extends keyof NonNullable<Q>
          ? MissingProjectIdError
          : never
        : never
      : never)
  | (Op extends { parameters: { query?: infer Q } }
      ? 'page' extends keyof NonNullable<Q>
        ? PaginationError
        : never
      : never)
  | (Surface extends 'admin' | 'enduser' ? SessionExpiredError : never)
) & { readonly status?: undefined }; // None has a status, so `error.status === 409` narrows the whole union.

/**
 * What a call of operation `Op` (an entry of the generated `operations`) on a `Surface` client
 * can reject with: one member per declared error status and the transport's own errors. Each
 * member narrows by `status` (a declared answer), by `name` (the rest).
 */
export type ErrorOf<Op, Surface extends string> =
  | (ResponsesOf<Op> extends infer R ? { [K in ErrorKey<R>]: Declared<Op, R, K> }[ErrorKey<R>] : never)
  | UndeclaredAnswer<
      Exclude<ErrorStatus, keyof ResponsesOf<Op> | RangesOf<ResponsesOf<Op>>> extends infer U extends number
        ? 'default' extends keyof ResponsesOf<Op>
          ? never
          : U
        : never
    >
  | TransportErrorOf<Op, Surface>;

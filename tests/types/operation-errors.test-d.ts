// Type test: an operation's error union (docs/design.md, decision 26), `matchError` and `fieldErrors`.
// The `@ts-expect-error` lines are the compile errors the issue asks for; `tsc` fails when one compiles.
import { expectTypeOf } from 'vitest';
import {
  fieldErrors,
  matchError,
  type ApiError,
  type ApiErrorName,
  type ConnectionError,
  type HookError,
  type MissingProjectIdError,
  type NotFoundError,
  type PaginationError,
  type SessionExpiredError,
} from '../../src/index.js';
import type { UpdateRequestActionError as FromQuery } from '../../src/query/admin.js';
import type {
  GetRequestActionError,
  ListRequestActionsError,
  UpdateRequestActionError,
} from '../../src/react/admin.js';
import type { components } from '../../generated/types/admin.js';
import type { ListBoxesError } from '../../src/react/public.js';

declare const error: UpdateRequestActionError;

// One union, from both entries; every member is something a call can raise.
expectTypeOf<FromQuery>().toEqualTypeOf<UpdateRequestActionError>();
expectTypeOf<UpdateRequestActionError>().toMatchTypeOf<HookError>();

// Declared statuses narrow `status` and `body`; the rest narrow by `name`.
if (error.status === 422) {
  expectTypeOf(error.name).toEqualTypeOf<'UnprocessableEntityError'>();
  expectTypeOf(error.body.details).toMatchTypeOf<components['schemas']['ValidationError']['details']>();
  expectTypeOf(error.body.details?.fields).toEqualTypeOf<{ [key: string]: string } | undefined>();
}
if (error.status === 409) {
  // Not declared by updateRequestAction: an answer the contract does not declare, any ApiError name.
  expectTypeOf(error.name).toEqualTypeOf<ApiErrorName>();
  expectTypeOf(error.body).toEqualTypeOf<{ message: string; code?: string; details?: unknown }>();
}
if (error.name === 'ConnectionError') expectTypeOf(error).toMatchTypeOf<ConnectionError>();
expectTypeOf<
  Extract<UpdateRequestActionError, { name: 'MissingProjectIdError' }>
>().toMatchTypeOf<MissingProjectIdError>();
expectTypeOf<Extract<UpdateRequestActionError, { name: 'SessionExpiredError' }>>().toMatchTypeOf<SessionExpiredError>();
// A public call has no session to end, and no projectId to miss.
expectTypeOf<
  Extract<ListBoxesError, { name: 'SessionExpiredError' | 'MissingProjectIdError' }>
>().toEqualTypeOf<never>();

// The transport's members are HookError's, all but ApiError: each call's, and by operation the rest
// (getRequestAction has a path parameter and projectId, no `page`). One list, in src/core/errors.ts.
type Transport<E> = Exclude<E, { status: number }>;
expectTypeOf<
  Exclude<HookError, ApiError | PaginationError | Transport<GetRequestActionError>>
>().toEqualTypeOf<never>();
expectTypeOf<Extract<Transport<GetRequestActionError>, PaginationError>>().toEqualTypeOf<never>();
expectTypeOf<
  Extract<Transport<ListRequestActionsError>, { name: 'PaginationError' }>
>().toMatchTypeOf<PaginationError>();
// Each declared status is errorClassFor's class of it: its table, read at the type level.
expectTypeOf<Extract<GetRequestActionError, { status: 404 }>>().toMatchTypeOf<NotFoundError>();
expectTypeOf<Extract<GetRequestActionError, { status: 500 }>['name']>().toEqualTypeOf<'ServerError'>();

// matchError: a case per declared status, per transport error, `undeclared`, and `otherwise`.
const text = matchError(error, {
  422: (e) => fieldErrors(e).title ?? e.body.message,
  ConnectionError: (e) => e.name,
  otherwise: (e) => e.message,
});
expectTypeOf(text).toEqualTypeOf<string>();
const mixed = matchError(error, { 404: () => 1 as const, otherwise: () => 'x' as const });
expectTypeOf(mixed).toEqualTypeOf<1 | 'x'>();

// admin updateRequestAction declares no 409: its case is a compile error.
// @ts-expect-error 409 is not a status updateRequestAction declares
matchError(error, { 409: () => 'conflict', otherwise: () => 'other' });
// Without otherwise, a missing case is a compile error (it names ConnectionError and the rest).
// @ts-expect-error every member needs its case without otherwise
matchError(error, { 422: () => 'invalid' });

// Every case given: no otherwise needed.
const handled = (e: GetRequestActionError): string =>
  matchError(e, {
    401: () => 'signed out',
    403: () => 'forbidden',
    404: () => 'gone',
    422: () => 'invalid',
    429: () => 'slow down',
    500: () => 'down',
    undeclared: (u) => `status ${u.status}`,
    ConnectionError: () => 'offline',
    TimeoutError: () => 'slow',
    AbortError: () => 'cancelled',
    ResponseParseError: () => 'unreadable',
    ResponseTooLargeError: () => 'too large',
    ResponseValidationError: () => 'unexpected',
    RedirectError: () => 'redirected',
    PathParameterError: () => 'bad id',
    MissingProjectIdError: () => 'no project',
    SessionExpiredError: () => 'signed out',
    RangeError: () => 'bad option',
    TypeError: () => 'bad option',
  });
expectTypeOf(handled).returns.toEqualTypeOf<string>();

// fieldErrors: typed by the operation's body fields; any field for an unknown error.
expectTypeOf(fieldErrors(error)).toEqualTypeOf<{
  status?: string;
  title?: string;
  description?: string;
  category?: string;
  data?: string;
}>();
expectTypeOf(fieldErrors(error as unknown).anything).toEqualTypeOf<string | undefined>();
// @ts-expect-error a field updateRequestAction's body does not have
void fieldErrors(error).notAField;

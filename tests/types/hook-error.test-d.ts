// Type test: a hook's `error` type names every error a call can raise. Each error class exported
// by the SDK (all are PlatformErrors) must be a HookError; the classes with members of their own
// (RedirectError's `location`, PathParameterError's `parameter`, …) are caught when left out.
import { expectTypeOf } from 'vitest';
import type * as sdk from '../../src/index.js';
import type { HookError } from '../../src/react/index.js';

type Sdk = typeof sdk;
/**
 * The instances of every error class the root entry exports, but the base class, StorageTimeoutError
 * (a factory's, never a call's), SignInError and SignUpError (the sign-in and sign-up hooks', never a call's).
 */
type ErrorInstances = {
  [K in keyof Sdk]: K extends 'PlatformError' | 'StorageTimeoutError' | 'SignInError' | 'SignUpError'
    ? never
    : Sdk[K] extends abstract new (
          ...args: never[]
        ) => infer I
      ? I extends Error
        ? I
        : never
      : never;
}[keyof Sdk];

expectTypeOf<Exclude<ErrorInstances, HookError>>().toEqualTypeOf<never>();
expectTypeOf<sdk.RedirectError>().toMatchTypeOf<HookError>();
expectTypeOf<sdk.PathParameterError>().toMatchTypeOf<HookError>();
expectTypeOf<sdk.ResponseValidationError>().toMatchTypeOf<HookError>();
expectTypeOf<sdk.PaginationError>().toMatchTypeOf<HookError>();

// A union of them narrows by `name`, the call's own bad input included.
export function narrowsByName(error: HookError) {
  if (error.name === 'TimeoutError') expectTypeOf(error).toEqualTypeOf<sdk.TimeoutError>();
  if (error.name === 'RedirectError') expectTypeOf(error.location).toEqualTypeOf<string | undefined>();
  if (error.name === 'RangeError') expectTypeOf(error).toMatchTypeOf<RangeError>();
  if (error.name === 'NotFoundError') expectTypeOf(error.status).toEqualTypeOf<number>();
}

// The checks the generated type tests (generated/type-tests/<surface>.ts, errors-<surface>.ts and
// zod-<surface>.ts) and tests/types are written in, declared once here rather than in each file.
// Type-level only: the generated tests are type-checked (`tsc --noEmit -p .`, and again under
// exactOptionalPropertyTypes), never run, so the functions below are declarations without a body.
import type { ErrorOf } from '../../src/index.js';

/** Whether `A` and `B` are the same type (not merely assignable either way). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;

type Fetcher = (...args: never[]) => Promise<{ data: unknown }>;
type Data<F extends Fetcher> = Awaited<ReturnType<F>>['data'];

/** A GET's check: its suspense hook's data and its query options' `queryFn` result are the fetcher's data. */
export declare function query<F extends Fetcher>(
  fetcher: F,
): <D, Q>(
  hook: (...args: never[]) => { data: D },
  options: (...args: never[]) => { queryFn: (...args: never[]) => Q },
) => [hook: Equal<D, Data<F>>, options: Equal<Awaited<Q>, Data<F>>];

/** A mutation's check: its options' `mutationFn` and its hook's `mutateAsync` resolve to the fetcher's data. */
export declare function mutation<F extends Fetcher>(
  fetcher: F,
): <O, M = Data<F>>(
  options: (...args: never[]) => { mutationFn: (...args: never[]) => Promise<O> },
  // None for a session opening (useSignIn / useSignUp are that concept).
  hook?: (...args: never[]) => { mutateAsync: (...args: never[]) => Promise<M> },
) => [options: Equal<O, Data<F>>, hook: Equal<M, Data<F>>];
export declare function ok(checks: [true, true]): void;

/** What an errors check reads: a surface's hooks module, its generated `operations` and its name. */
interface ErrorSurface {
  hooks: object;
  operations: object;
  surface: string;
}
type Union<C extends ErrorSurface, K> = K extends keyof C['operations']
  ? ErrorOf<C['operations'][K], C['surface']>
  : never;
type ParamsOf<F> = F extends (...args: infer P) => unknown ? P : [never, never];
type ReturnOf<F> = F extends (...args: any[]) => infer R ? R : never;
/** An export of the hooks module by name; a name it lacks fails the check it is in. */
type Export<C extends ErrorSurface, N> = N extends keyof C['hooks'] ? C['hooks'][N] : `no export ${N & string}`;
type ErrorOfHook<F> = F extends (...args: any[]) => { error: infer E } ? NonNullable<E> : never;
type OnErrorOf<Args> =
  NonNullable<Args> extends { mutation?: { onError?: (error: infer E, ...rest: any[]) => unknown } } ? E : never;
type ThrowOnErrorOf<O> = O extends { throwOnError?: infer T }
  ? Extract<T, (...args: any[]) => unknown> extends (error: infer E) => unknown
    ? E
    : never
  : never;
/** Per hook of operation `K` (`use<Op>` and the suffixes `S`), `What` of it. */
type Hooks<C extends ErrorSurface, K extends string, S extends string, What extends 'error' | 'onError'> = {
  [N in `use${Capitalize<K>}${S}`]: What extends 'error'
    ? ErrorOfHook<Export<C, N>>
    : OnErrorOf<ParamsOf<Export<C, N>>[0]>;
};
/** Operation `K`'s union `Alias` and each of its hooks' `error` are exactly the union read from `operations`. */
export type Errors<C extends ErrorSurface, K extends string, Alias, S extends string> = Equal<
  [Alias, Hooks<C, K, S, 'error'>],
  [Union<C, K>, { [N in keyof Hooks<C, K, S, 'error'>]: Union<C, K> }]
>;
/** The same for a mutation, and what its callbacks hear: its options' `onError` and `throwOnError`, its hook's `onError`. */
export type MutationErrors<C extends ErrorSurface, K extends string, Alias, S extends string> = Equal<
  [
    Alias,
    Hooks<C, K, S, 'error'>,
    Hooks<C, K, S, 'onError'>,
    OnErrorOf<ParamsOf<Export<C, `${K}MutationOptions`>>[1]>,
    ThrowOnErrorOf<ReturnOf<Export<C, `${K}MutationOptions`>>>,
  ],
  [
    Union<C, K>,
    { [N in keyof Hooks<C, K, S, 'error'>]: Union<C, K> },
    { [N in keyof Hooks<C, K, S, 'error'>]: Union<C, K> },
    Union<C, K>,
    Union<C, K>,
  ]
>;

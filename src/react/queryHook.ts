// The generated query hooks, made from their React-free options factories (generated/query/*):
// `useGetRequestAction = queryHook('admin', q.getRequestActionQueryOptions)`. The hook takes the
// factory's arguments but the client (the provider's), then a QueryClient, and its types (data,
// `TData`, the operation's error union) flow from the factory: nothing is written twice, nothing
// cast. A factory declares every parameter, so its `length` places the QueryClient.
// A namespace, not names: a bundle that keeps React Query external imports only the hook it calls.
import * as rq from '@tanstack/react-query';
import type {
  QueryClient,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { HookSurface, SurfaceClient } from '../query/hook-client.js';
import type {
  InfiniteQueryArgs,
  QueryArgs,
  SurfaceInfiniteQueryOptions,
  SurfaceQueryOptions,
  SuspenseQueryArgs,
} from '../query/query-options.js';
import { usePlatformClient } from './context.js';

/** The hook's arguments as its factory takes them (it ignores the QueryClient after them). */
type Given<A extends unknown[], T, TData, Err, Options = QueryArgs<T, TData, Err>> = [
  ...A,
  options?: Options | undefined,
];

/** A generated options factory: the client, the operation's own arguments `A`, then `options`. */
type Factory<S extends HookSurface, A extends unknown[], Options, Result> = (
  client: SurfaceClient<NoInfer<S>>,
  ...args: [...A, options?: Options | undefined]
) => Result;

/** `use<Op>`: `useQuery` of the factory's options for the provider's client. */
/* @__NO_SIDE_EFFECTS__ */
export const queryHook =
  <S extends HookSurface, A extends unknown[], T, TData, Err>(
    surface: S,
    factory: Factory<S, A, QueryArgs<T, TData, Err>, SurfaceQueryOptions<T, TData, Err>>,
  ) =>
  (...args: [...A, options?: QueryArgs<T, TData, Err>, queryClient?: QueryClient]): UseQueryResult<TData, Err> =>
    // The factory ignores what follows its own parameters: the QueryClient.
    rq.useQuery(
      factory(usePlatformClient(surface), ...(args as Given<A, T, TData, Err>)),
      args[factory.length - 1] as QueryClient,
    );

/** `use<Op>Suspense`: `useSuspenseQuery` of the same options (render it inside <Suspense>). */
/* @__NO_SIDE_EFFECTS__ */
export const suspenseQueryHook =
  <S extends HookSurface, A extends unknown[], T, TData, Err>(
    surface: S,
    factory: Factory<S, A, QueryArgs<T, TData, Err>, SurfaceQueryOptions<T, TData, Err>>,
  ) =>
  (
    ...args: [...A, options?: SuspenseQueryArgs<T, TData, Err>, queryClient?: QueryClient]
  ): UseSuspenseQueryResult<TData, Err> =>
    rq.useSuspenseQuery(
      factory(usePlatformClient(surface), ...(args as Given<A, T, TData, Err>)),
      args[factory.length - 1] as QueryClient,
    );

/** `use<Op>Infinite`: `useInfiniteQuery` of a paged GET's infinite options. */
/* @__NO_SIDE_EFFECTS__ */
export const infiniteQueryHook =
  <S extends HookSurface, A extends unknown[], T, TData, Err>(
    surface: S,
    factory: Factory<S, A, InfiniteQueryArgs<T, TData, Err>, SurfaceInfiniteQueryOptions<T, TData, Err>>,
  ) =>
  (
    ...args: [...A, options?: InfiniteQueryArgs<T, TData, Err>, queryClient?: QueryClient]
  ): UseInfiniteQueryResult<TData, Err> =>
    rq.useInfiniteQuery(
      factory(usePlatformClient(surface), ...(args as Given<A, T, TData, Err, InfiniteQueryArgs<T, TData, Err>>)),
      args[factory.length - 1] as QueryClient,
    );

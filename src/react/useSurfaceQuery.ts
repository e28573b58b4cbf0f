// The bodies of the generated query hooks: React Query's own hooks over an operation's options
// (src/query/query-options.ts), `error` typed as the operation's union, which the hook's declared
// result names (`E`, inferred from it). The options say HookError, the widest: a downcast, true
// because the transport raises nothing else (docs/design.md, decision 26).
// A namespace, not names: a bundle that keeps React Query external imports only the hooks it calls.
import * as rq from '@tanstack/react-query';
import type {
  QueryClient,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { SurfaceInfiniteQueryOptions, SurfaceQueryOptions } from '../query/query-options.js';

/** `useQuery` of a generated `<op>QueryOptions`. */
export const useSurfaceQuery = rq.useQuery as <T, TData, E>(
  options: SurfaceQueryOptions<T, TData>,
  queryClient?: QueryClient,
) => UseQueryResult<TData, E>;

/** `useSuspenseQuery` of a generated `<op>QueryOptions` (its `enabled` and `placeholderData` left out by the hook's args). */
export const useSurfaceSuspenseQuery = rq.useSuspenseQuery as unknown as <T, TData, E>(
  options: SurfaceQueryOptions<T, TData>,
  queryClient?: QueryClient,
) => UseSuspenseQueryResult<TData, E>;

/** `useInfiniteQuery` of a generated `<op>InfiniteQueryOptions`. */
export const useSurfaceInfiniteQuery = rq.useInfiniteQuery as unknown as <T, TData, E>(
  options: SurfaceInfiniteQueryOptions<T, TData>,
  queryClient?: QueryClient,
) => UseInfiniteQueryResult<TData, E>;

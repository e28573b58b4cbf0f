// The bodies of the generated query hooks: React Query's own hooks over an operation's options
// (src/query/query-options.ts), `error` typed as the operation's union, which the hook's declared
// result names (`E`, inferred from it). The options say HookError, the widest: a downcast, true
// because the transport raises nothing else (docs/design.md, decision 26).
import {
  useInfiniteQuery,
  useQuery,
  useSuspenseQuery,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { SurfaceInfiniteQueryOptions, SurfaceQueryOptions } from '../query/query-options.js';

/** `useQuery` of a generated `<op>QueryOptions`. */
export const useSurfaceQuery = useQuery as <T, TData, E>(
  options: SurfaceQueryOptions<T, TData>,
  queryClient?: QueryClient,
) => UseQueryResult<TData, E>;

/** `useSuspenseQuery` of a generated `<op>QueryOptions` (its `enabled` and `placeholderData` left out by the hook's args). */
export const useSurfaceSuspenseQuery = useSuspenseQuery as unknown as <T, TData, E>(
  options: SurfaceQueryOptions<T, TData>,
  queryClient?: QueryClient,
) => UseSuspenseQueryResult<TData, E>;

/** `useInfiniteQuery` of a generated `<op>InfiniteQueryOptions`. */
export const useSurfaceInfiniteQuery = useInfiniteQuery as unknown as <T, TData, E>(
  options: SurfaceInfiniteQueryOptions<T, TData>,
  queryClient?: QueryClient,
) => UseInfiniteQueryResult<TData, E>;

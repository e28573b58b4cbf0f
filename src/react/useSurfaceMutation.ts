import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { usePlatformClient } from './context.js';
import type { HookError } from '../core/errors.js';
import type { HookSurface } from './query-key.js';
import type { RequestArgs } from './query-options.js';
import type { SurfaceClient } from './request-url.js';

/** The argument of a generated mutation hook. */
export interface MutationArgs<T, V, TContext = unknown> {
  /** React Query mutation options; `onSuccess` runs after the invalidation starts. @default {} */
  mutation?: Omit<UseMutationOptions<T, HookError, V, TContext>, 'mutationFn'>;
  /**
   * Leave the queries this mutation changes as they are. Otherwise every plain, suspense and
   * infinite query of the GETs under the mutation's path (same client) is invalidated.
   * @default false
   */
  skipInvalidation?: boolean;
  /** Per-call transport options (`timeout`, `maxRetries`). @default the client's */
  request?: RequestArgs;
}

/**
 * The body of every generated mutation hook: sends through the provider's client of the surface
 * and, on success, invalidates the keys `invalidates` names for that client and those variables.
 */
export function useSurfaceMutation<S extends HookSurface, T, V, TContext>(
  surface: S,
  operation: string,
  send: (client: SurfaceClient<S>, variables: V, request: RequestArgs | undefined) => Promise<T>,
  invalidates: (client: SurfaceClient<S>, variables: V) => QueryKey[],
  args: MutationArgs<T, V, TContext> | undefined,
  queryClient: QueryClient | undefined,
) {
  const client = usePlatformClient(surface);
  const cache = useQueryClient(queryClient);
  const { mutation, request, skipInvalidation } = args ?? {};
  return useMutation<T, HookError, V, TContext>(
    {
      mutationKey: [surface, operation],
      ...mutation,
      mutationFn: (variables) => send(client, variables, request),
      onSuccess: (data, variables, ...rest) => {
        if (!skipInvalidation) {
          for (const queryKey of invalidates(client, variables)) void cache.invalidateQueries({ queryKey });
        }
        return mutation?.onSuccess?.(data, variables, ...rest);
      },
    },
    queryClient,
  );
}

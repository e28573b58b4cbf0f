import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import type { HookSurface } from '../query/hook-client.js';
import type { RequestArgs } from '../query/query-options.js';
import type { SurfaceMutation } from '../query/surface-mutation.js';
import { usePlatformClient } from './context.js';

/** The argument of a generated mutation hook. */
export interface MutationArgs<T, V, TContext = unknown> {
  /**
   * React Query mutation options. `onSuccess` runs once the queries the mutation invalidates have
   * refetched; `onError` once the entity is refreshed after a 409 or 404.
   * @default {}
   */
  mutation?: Omit<UseMutationOptions<T, HookError, V, TContext>, 'mutationFn'>;
  /**
   * Leave the cache as it is: nothing is invalidated on success, nothing refreshed on an error.
   * Otherwise, on success, every plain, suspense and infinite query of the GETs the mutation
   * changes (same client) is invalidated, and the mutation's promise settles once the active
   * ones have refetched; on a 409 or 404, the entity the mutation was about is refetched.
   * @default false
   */
  skipInvalidation?: boolean;
  /**
   * The keys to invalidate on success instead of the generated ones: a list is added to them
   * (`[keys.admin['/notification'].all]`); a function gets them (and the variables and data)
   * and returns the keys to use, to narrow or replace them (`(keys) => keys.slice(0, 1)`).
   * @default the generated keys (the GETs on the mutation's path and above, and its contract's `x-invalidates`)
   */
  invalidates?: readonly QueryKey[] | ((keys: QueryKey[], variables: V, data: T) => readonly QueryKey[]);
  /** Per-call transport options (`timeout`, `maxRetries`). @default the client's */
  request?: RequestArgs;
}

// A stale version (409) or a vanished entity (404): what the screen shows of it is out of date.
const staleEntity = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 409 || status === 404;
};

/**
 * The body of every generated mutation hook: sends through the provider's client of the surface;
 * on success invalidates the keys the definition (and `invalidates`) name and waits for the
 * active queries to refetch (TanStack's pattern: `onSuccess` returns the promise); on a 409 or
 * 404 refetches the entity the mutation was about.
 */
export function useSurfaceMutation<S extends HookSurface, T, V, TContext>(
  surface: S,
  definition: SurfaceMutation<S, T, V>,
  args: MutationArgs<T, V, TContext> | undefined,
  queryClient: QueryClient | undefined,
): UseMutationResult<T, HookError, V, TContext> {
  const client = usePlatformClient(surface);
  const cache = useQueryClient(queryClient);
  const { mutation, request, skipInvalidation, invalidates } = args ?? {};
  const refresh = (keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => cache.invalidateQueries({ queryKey })));
  return useMutation<T, HookError, V, TContext>(
    {
      mutationKey: [surface, definition.operation],
      ...mutation,
      mutationFn: (variables) => definition.send(client, variables, request),
      onSuccess: async (data, variables, ...rest) => {
        if (!skipInvalidation) {
          const generated = definition.invalidates(client, variables);
          await refresh(
            typeof invalidates === 'function'
              ? invalidates(generated, variables, data)
              : [...generated, ...(invalidates ?? [])],
          );
        }
        return mutation?.onSuccess?.(data, variables, ...rest);
      },
      onError: async (error, variables, ...rest) => {
        if (!skipInvalidation && definition.entity && staleEntity(error))
          await refresh([definition.entity(client, variables)]);
        return mutation?.onError?.(error, variables, ...rest);
      },
    },
    queryClient,
  );
}

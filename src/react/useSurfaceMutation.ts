import { useCallback, useState } from 'react';
import {
  hashKey,
  useMutation,
  useQueryClient,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import type { UploadProgress } from '../core/transport.js';
import type { HookSurface } from '../query/hook-client.js';
import { mutationKeyOf } from '../query/query-key.js';
import type { MutationRequest, SurfaceMutation } from '../query/surface-mutation.js';
import { usePlatformClient } from './context.js';
import { optimisticUpdate, type OptimisticSnapshot } from './optimistic-update.js';
import { useResultOfClient } from './useResultOfClient.js';
import { SURFACE_META } from './surface-cache.js';

/** The argument of a generated mutation hook. `E`: the data of its entity's query (never without one). */
export interface MutationArgs<T, V, TContext = unknown, E = never> {
  /**
   * React Query mutation options. `onSuccess` runs once the queries the mutation invalidates have
   * refetched; `onError` once the entity is refreshed after a 409 or 404.
   * @default {}
   */
  mutation?: Omit<UseMutationOptions<T, HookError, V, TContext>, 'mutationFn'>;
  /**
   * Show the change before the platform answers: the entity as it will be, from the cached one (or
   * its row in a list) and the variables. The mutation's entity query and its rows (matched by
   * `_id`) in the lists it invalidates take it at once and hold the answer on success; on an error
   * they go back to what the platform last gave and are refetched (`optimisticUpdate`'s rules).
   * Only for mutations about one entity (the nearest `GET .../{id}` on their path).
   * @default undefined (nothing shown before the answer)
   */
  optimistic?: [E] extends [never] ? never : (current: E, variables: V) => E;
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
  /**
   * Per-call transport options (`timeout`, `maxRetries`; an upload's `onUploadProgress`, told
   * beside its `progress`). @default the client's
   */
  request?: MutationRequest;
}

/**
 * What an upload's hook returns (a multipart operation, `useUploadCmsFile`): React Query's
 * mutation result and `progress`, how much of the body has been sent, while and after it is
 * sent; undefined before the first report and after `reset()`. Reported only by a client whose
 * `fetch` is `withUploadProgress()` (`platform-client/upload`; docs/design.md, decision 25).
 */
export type UploadMutationResult<T, E, V, TContext> = UseMutationResult<T, E, V, TContext> & {
  progress: UploadProgress | undefined;
};

// A stale version (409) or a vanished entity (404): what the screen shows of it is out of date.
const staleEntity = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 409 || status === 404;
};

/** The entity's id: the last path parameter of its key (`GET .../{id}`), which its list rows hold as `_id`. */
const entityId = (key: QueryKey) => {
  const values = Object.values((key[2] as { path?: Record<string, unknown> } | undefined)?.path ?? {});
  return values[values.length - 1];
};

/** `optimisticUpdate` from what the definition knows: its entity, and the other keys it invalidates as lists. */
function generatedOptimistic<S extends HookSurface, T, V, E>(
  definition: SurfaceMutation<S, T, V, E>,
  client: Parameters<SurfaceMutation<S, T, V, E>['send']>[0],
  apply: (current: E, variables: V) => E,
  queryClient: QueryClient,
) {
  const entity = (variables: V) => definition.entity?.(client, variables) ?? [];
  return optimisticUpdate<E, V>({
    entity,
    lists: (variables) => {
      const own = hashKey(entity(variables));
      return definition.invalidates(client, variables).filter((key) => hashKey(key) !== own);
    },
    apply,
    isRow: (row, variables) => {
      const id = entityId(entity(variables));
      return id !== undefined && (row as { _id?: unknown } | null)?._id === id;
    },
    queryClient,
  });
}

/**
 * The body of every generated mutation hook: sends through the provider's client of the surface;
 * on success invalidates the keys the definition (and `invalidates`) name and waits for the
 * active queries to refetch (TanStack's pattern: `onSuccess` returns the promise); on a 409 or
 * 404 refetches the entity the mutation was about. With `optimistic`, shows the change first.
 */
export function useSurfaceMutation<S extends HookSurface, T, V, TContext, E = never>(
  surface: S,
  definition: SurfaceMutation<S, T, V, E>,
  args: MutationArgs<T, V, TContext, E> | undefined,
  queryClient: QueryClient | undefined,
): UploadMutationResult<T, HookError, V, TContext> {
  const client = usePlatformClient(surface);
  const [progress, setProgress] = useState<UploadProgress>();
  const cache = useQueryClient(queryClient);
  const { mutation, request, skipInvalidation, invalidates, optimistic } = args ?? {};
  const refresh = (keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => cache.invalidateQueries({ queryKey })));
  const early =
    typeof optimistic === 'function' && definition.entity
      ? generatedOptimistic(definition, client, optimistic as (current: E, variables: V) => E, cache)
      : undefined;
  // One execution's snapshot, by the context object React Query hands every callback of it.
  const snapshots = new WeakMap<MutationFunctionContext, OptimisticSnapshot>();
  const result = useMutation<T, HookError, V, TContext>(
    {
      mutationKey: mutationKeyOf(surface, definition.operation),
      ...mutation,
      // The provider drops the surface's mutations with its client, whatever their key.
      meta: { ...mutation?.meta, [SURFACE_META]: surface },
      mutationFn: (variables) => {
        // Progress is asked for only where the client can report it (else the call would fail).
        if (!definition.upload || !client.reportsUploadProgress) return definition.send(client, variables, request);
        setProgress(undefined);
        return definition.send(client, variables, {
          ...request,
          onUploadProgress: (p) => {
            setProgress(p);
            request?.onUploadProgress?.(p);
          },
        });
      },
      onMutate: async (variables, context) => {
        if (early) snapshots.set(context, await early.onMutate(variables, context));
        return mutation?.onMutate?.(variables, context) as TContext | Promise<TContext>;
      },
      onSuccess: async (data, variables, onMutateResult, context) => {
        early?.onSuccess(data as unknown as E, variables, snapshots.get(context), context);
        if (!skipInvalidation) {
          const generated = definition.invalidates(client, variables);
          await refresh(
            typeof invalidates === 'function'
              ? invalidates(generated, variables, data)
              : [...generated, ...(invalidates ?? [])],
          );
        }
        return mutation?.onSuccess?.(data, variables, onMutateResult, context);
      },
      onError: async (error, variables, onMutateResult, context) => {
        if (early) await early.onError(error, variables, snapshots.get(context), context);
        else if (!skipInvalidation && definition.entity && staleEntity(error))
          await refresh([definition.entity(client, variables)]);
        return mutation?.onError?.(error, variables, onMutateResult, context);
      },
    },
    queryClient,
  );
  const { reset } = result;
  // As stable as React Query's own `reset`.
  const resetAll = useCallback(() => {
    setProgress(undefined);
    reset();
  }, [reset]);
  // On a client switch the result turns idle and the effect resets it, progress included.
  const shown = useResultOfClient(client, { ...result, reset: resetAll });
  return { ...shown, progress: shown.isIdle ? undefined : progress };
}

// Mutation options of the generated mutating operations (docs/design.md, decision 22), the twin of
// the query options: plain objects, no React, for `useMutation`, `queryClient.getMutationCache()`
// builds, `setMutationDefaults` or a test. The generated hooks are `useMutation` of these and the
// rule for a switch of client (src/react/useSurfaceMutation.ts). Each call's own state (the
// optimistic update's snapshot) is what `onMutate` returns, which React Query hands to that call's
// onSuccess, onError and onSettled, whatever render made the callbacks they run.
import type { MutationFunctionContext, QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import { accountOf } from './account.js';
import type { HookSurface, SurfaceClient } from './hook-client.js';
import { ACCOUNT_META, SURFACE_META } from './mutation-meta.js';
import { optimisticUpdate, type OptimisticSnapshot } from './optimistic-update.js';
import { mutationKeyOf } from './query-key.js';
import type { MutationRequest, SurfaceMutation } from './surface-mutation.js';

/**
 * The last argument of a generated mutation hook and of its options factory. `E`: the data of its
 * entity's query (never without one); `Err`: what the operation can reject with (its `<OperationId>Error`).
 */
export interface MutationArgs<T, V, TContext = unknown, E = never, Err = HookError> {
  /**
   * React Query mutation options. `onSuccess` runs once the queries the mutation invalidates have
   * refetched; `onError` once the entity is refreshed after a 409 or 404 (or the optimistic change
   * rolled back). Their `onMutateResult` is what your `onMutate` returned.
   * @default {}
   */
  mutation?: Omit<UseMutationOptions<T, Err, V, TContext>, 'mutationFn'>;
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
   * beside its hook's `progress`). @default the client's
   */
  request?: MutationRequest;
}

/**
 * What a generated mutation's `onMutate` returns, and so React Query's `context` of the call: your
 * `onMutate`'s result as `context`, and the optimistic update's snapshot of that call (not
 * enumerable: it holds queries, and a persister or devtools must not walk it).
 */
export interface MutationContext<TContext> {
  readonly context: TContext | undefined;
  readonly optimistic?: OptimisticSnapshot | undefined;
}

/** What `<op>MutationOptions` returns: React Query's mutation options, with the key and the function set. */
export type SurfaceMutationOptions<T, V, TContext = unknown, Err = HookError> = UseMutationOptions<
  T,
  Err,
  V,
  MutationContext<TContext>
> & {
  mutationKey: readonly [HookSurface, string];
  mutationFn: (variables: V) => Promise<T>;
};

// A stale version (409) or a vanished entity (404): what the screen shows of it is out of date.
const staleEntity = (error: unknown) => [409, 404].includes(Object(error).status);

/** The entity's id: the last path parameter of its key (`GET .../{id}`), which its list rows hold as `_id`. */
const entityId = (key: QueryKey) => Object.values(Object((key[2] as { path?: object }).path)).at(-1);

/** `optimisticUpdate` from what the definition knows: its entity, and the other keys it invalidates as lists. */
function generatedOptimistic<S extends HookSurface, T, V, E>(
  definition: SurfaceMutation<S, T, V, E>,
  entityKey: NonNullable<SurfaceMutation<S, T, V, E>['entity']>,
  client: SurfaceClient<S>,
  apply: (current: E, variables: V) => E,
) {
  const entity = (variables: V) => entityKey(client, variables);
  return optimisticUpdate<E, V>({
    entity,
    lists: (variables) => {
      // Both built by the one key rule (src/query/query-key.ts), so the same key is the same text.
      const own = JSON.stringify(entity(variables));
      return definition.invalidates(client, variables).filter((key) => JSON.stringify(key) !== own);
    },
    apply,
    // Entity keys always end in the entity's id (the nearest `GET .../{id}`).
    isRow: (row, variables) => (row as { _id?: unknown })._id === entityId(entity(variables)),
  });
}

// React Query 5.80 and later hand the QueryClient to every mutation callback.
const cacheOf = (context: MutationFunctionContext): QueryClient => context.client;

/**
 * The options of one generated mutation for `client`: sends through its transport; on success
 * invalidates the keys the definition (and `invalidates`) name and waits for the active queries
 * to refetch (TanStack's pattern: `onSuccess` returns the promise); on a 409 or 404 refetches the
 * entity it was about. With `optimistic`, shows the change first, and writes the answer into
 * the queries the change touched once it succeeds.
 */
export function surfaceMutationOptions<S extends HookSurface, T, V, TContext = unknown, E = never, Err = HookError>(
  surface: S,
  definition: SurfaceMutation<S, T, V, E>,
  client: SurfaceClient<S>,
  args?: MutationArgs<T, V, TContext, E, Err>,
): SurfaceMutationOptions<T, V, TContext, Err> {
  const { mutation, request, skipInvalidation, invalidates, optimistic } = args ?? {};
  const refresh = (context: MutationFunctionContext, keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => cacheOf(context).invalidateQueries({ queryKey })));
  const early =
    typeof optimistic === 'function' && definition.entity
      ? generatedOptimistic(definition, definition.entity, client, optimistic as (current: E, variables: V) => E)
      : undefined;
  return {
    ...mutation,
    mutationKey: mutationKeyOf(surface, definition.operation),
    // The provider evicts a signed-out account's mutations by these, whatever their key.
    meta: { ...mutation?.meta, [SURFACE_META]: surface, [ACCOUNT_META]: accountOf(client) },
    mutationFn: (variables) => definition.send(client, variables, request),
    onMutate: async (variables, context) => {
      // Yours first: if it throws, React Query hands onError no context, so no guess may be on screen yet.
      const own: MutationContext<TContext> = { context: await mutation?.onMutate?.(variables, context) };
      const optimistic = await early?.onMutate(variables, context);
      return optimistic ? Object.defineProperty(own, 'optimistic', { value: optimistic }) : own;
    },
    onSuccess: async (data, variables, own, context) => {
      early?.onSuccess(data as unknown as E, variables, own?.optimistic, context);
      if (!skipInvalidation) {
        const generated = definition.invalidates(client, variables);
        await refresh(
          context,
          typeof invalidates === 'function'
            ? invalidates(generated, variables, data)
            : [...generated, ...(invalidates ?? [])],
        );
      }
      return mutation?.onSuccess?.(data, variables, own?.context as TContext, context);
    },
    onError: async (error, variables, own, context) => {
      if (early) await early.onError(error, variables, own?.optimistic, context);
      else if (!skipInvalidation && definition.entity && staleEntity(error))
        await refresh(context, [definition.entity(client, variables)]);
      return mutation?.onError?.(error, variables, own?.context as TContext, context);
    },
    onSettled: (data, error, variables, own, context) =>
      mutation?.onSettled?.(data, error, variables, own?.context as TContext, context),
  };
}

// The generated mutation hooks, made from their definitions (generated/query/*):
// `useUpdateRequestAction = mutationHook('admin', q.updateRequestActionMutation)`, `useMutation`
// of `<op>MutationOptions` for the provider's client. Its data, variables, entity and error union
// flow from the definition, and a multipart upload's hook (`upload: true`) also shows `progress`
// (./useUploadMutation.ts): the one declaration of a mutation hook's types.
import type { QueryClient, UseMutationResult } from '@tanstack/react-query';
import type { HookSurface } from '../query/hook-client.js';
import { mutationOptionsOf, type MutationArgs } from '../query/mutation-options.js';
import type { SurfaceMutation } from '../query/surface-mutation.js';
import { useSurfaceMutation, type AnyMutationOptions } from './useSurfaceMutation.js';
import { useUploadMutation, type UploadMutationResult } from './useUploadMutation.js';

/** A generated mutation hook; `U`: `true` for an upload's, whose result has `progress`. */
export type MutationHook<T, V, E, Err, U> = <TContext = unknown>(
  options?: MutationArgs<T, V, TContext, E, Err>,
  queryClient?: QueryClient,
) => U extends true ? UploadMutationResult<T, Err, V, TContext> : UseMutationResult<T, Err, V, TContext>;

/** `use<Op>` of a mutating operation: its options for the provider's client, run by `useMutation`. */
/* @__NO_SIDE_EFFECTS__ */
export function mutationHook<S extends HookSurface, T, V, E, Err, U extends true | undefined>(
  surface: S,
  definition: SurfaceMutation<S, T, V, E, Err, U>,
): MutationHook<T, V, E, Err, U> {
  const factory = mutationOptionsOf(surface, definition) as unknown as AnyMutationOptions;
  const use = definition.upload ? useUploadMutation : useSurfaceMutation;
  return ((args: MutationArgs<unknown, unknown> | undefined, queryClient: QueryClient | undefined) =>
    use(surface, factory, args, queryClient)) as never;
}

// The body of every generated mutation hook: `useMutation` of the operation's React-free options
// (src/query/mutation-options.ts) for the provider's client, and the rule for a switch of client.
import { useMutation, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import type { HookSurface, SurfaceClient } from '../query/hook-client.js';
import type { MutationArgs, MutationContext, SurfaceMutationOptions } from '../query/mutation-options.js';
import { usePlatformClient } from './context.js';
import { useResultOfClient } from './useResultOfClient.js';

/** A generated `<op>MutationOptions`; `Err`, its operation's `<OperationId>Error`. */
type MutationOptionsFactory<S extends HookSurface, T, V, TContext, E, Err = HookError> = (
  client: SurfaceClient<S>,
  args?: MutationArgs<T, V, TContext, E, Err>,
) => SurfaceMutationOptions<T, V, TContext, Err>;

/** The mutation's result with `context` as your `onMutate` returned it. */
function ownContext<T, V, TContext, Err = HookError>(
  result: UseMutationResult<T, Err, V, MutationContext<TContext>>,
): UseMutationResult<T, Err, V, TContext> {
  return { ...result, context: result.context?.context } as UseMutationResult<T, Err, V, TContext>;
}

/**
 * The body of a generated mutation hook (`useSurfaceMutation`, and `useUploadMutation` for an
 * upload, whose result adds `Extra`): the options `factory` makes for the provider's client of
 * `surface`, run by `useMutation`. Its type parameters are declared here once for both.
 */
export type MutationHookBody<Extra = unknown> = <S extends HookSurface, T, V, TContext, E, Err = HookError>(
  surface: S,
  factory: MutationOptionsFactory<S, T, V, TContext, E, Err>,
  args: MutationArgs<T, V, TContext, E, Err> | undefined,
  queryClient: QueryClient | undefined,
) => UseMutationResult<T, Err, V, TContext> & Extra;

/**
 * A generated mutation hook. From the render where the provider's client changes, the result is
 * idle and the observer is reset, so no call made for the old client shows its answer to the new one.
 */
export const useSurfaceMutation: MutationHookBody = (surface, factory, args, queryClient) => {
  const client = usePlatformClient(surface);
  return useResultOfClient(client, ownContext(useMutation(factory(client, args), queryClient)));
};

// The body of every generated mutation hook: `useMutation` of the operation's React-free options
// (src/query/mutation-options.ts) for the provider's client, and the rule for a switch of client.
// Untyped here: `mutationHook` (./mutationHook.ts), the one generic declaration, types each hook.
import { useMutation, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { HookSurface, SurfaceClient } from '../query/hook-client.js';
import type { MutationArgs, MutationContext, SurfaceMutationOptions } from '../query/mutation-options.js';
import { usePlatformClient } from './context.js';
import { useResultOfClient } from './useResultOfClient.js';

/** A generated `<op>MutationOptions`, as the hooks' bodies run it. */
export type AnyMutationOptions = (
  client: SurfaceClient<HookSurface>,
  args?: MutationArgs<unknown, unknown>,
) => SurfaceMutationOptions<unknown, unknown>;

/** What a mutation hook's body returns, before `mutationHook` types it. */
export type AnyMutationResult = UseMutationResult<unknown, unknown, unknown, unknown>;

/**
 * A generated mutation hook: the options `factory` makes for the provider's client of `surface`,
 * run by `useMutation`, with `context` as your `onMutate` returned it. From the render where that
 * client changes, the result is idle and the observer is reset, so no call made for the old
 * client shows its answer to the new one.
 */
export function useSurfaceMutation(
  surface: HookSurface,
  factory: AnyMutationOptions,
  args: MutationArgs<unknown, unknown> | undefined,
  queryClient: QueryClient | undefined,
): AnyMutationResult {
  const client = usePlatformClient(surface);
  const result = useMutation(factory(client, args), queryClient) as UseMutationResult<
    unknown,
    unknown,
    unknown,
    MutationContext<unknown>
  >;
  return useResultOfClient(client, { ...result, context: result.context?.context });
}

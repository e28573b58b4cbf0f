// The hook of a multipart operation (`useUploadCmsFile`): a generated mutation hook that also
// shows how much of the body has gone (`progress`). Only these hooks hold progress state.
import { useMutation, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { HookError } from '../core/errors.js';
import type { UploadProgress } from '../core/transport.js';
import type { HookSurface } from '../query/hook-client.js';
import type { MutationArgs } from '../query/mutation-options.js';
import { usePlatformClient } from './context.js';
import { useResultOfClient } from './useResultOfClient.js';
import { ownContext, type MutationOptionsFactory } from './useSurfaceMutation.js';

/**
 * What an upload's hook returns: React Query's mutation result and `progress`, how much of the
 * body has been sent, while and after it is sent; undefined before the first report, when a call
 * starts and after `reset()`. Reported only by a client whose `fetch` is `withUploadProgress()`
 * (`platform-client/upload`; docs/design.md, decision 25): elsewhere it stays undefined.
 */
export type UploadMutationResult<T, E, V, TContext> = UseMutationResult<T, E, V, TContext> & {
  progress: UploadProgress | undefined;
};

/** `useSurfaceMutation` of an upload, with `progress`; the call option `request.onUploadProgress` hears the same reports. */
export function useUploadMutation<S extends HookSurface, T, V, TContext, E, Err = HookError>(
  surface: S,
  factory: MutationOptionsFactory<S, T, V, TContext, E, Err>,
  args: MutationArgs<T, V, TContext, E, Err> | undefined,
  queryClient: QueryClient | undefined,
): UploadMutationResult<T, Err, V, TContext> {
  const client = usePlatformClient(surface);
  const [progress, setProgress] = useState<UploadProgress>();
  const told = args?.request?.onUploadProgress;
  // Progress is asked for only where the client can report it (elsewhere the call would fail
  // before sending: docs/design.md, decision 25); a caller's own option still asks for it.
  const options = client.reportsUploadProgress
    ? factory(client, {
        ...args,
        request: {
          ...args?.request,
          onUploadProgress: (p) => {
            setProgress(p);
            told?.(p);
          },
        },
      })
    : factory(client, args);
  const result = useMutation(
    {
      ...options,
      mutationFn: (variables) => {
        setProgress(undefined);
        return options.mutationFn(variables);
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
  const shown = useResultOfClient(client, { ...ownContext(result), reset: resetAll });
  return { ...shown, progress: shown.isIdle ? undefined : progress };
}

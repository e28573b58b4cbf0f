// The hook of a multipart operation (`useUploadCmsFile`): a generated mutation hook (the one shape,
// useSurfaceMutation) that also shows how much of the body has gone (`progress`). Only these hooks
// hold progress state, and only the newest call's: a call still sending after a newer one started
// (or after `reset()`, or a switch of client) reports to its own `onUploadProgress`, never to the screen.
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '../core/transport.js';
import { useSurfaceMutation, type MutationHookBody } from './useSurfaceMutation.js';

/**
 * What an upload's hook returns: React Query's mutation result and `progress`, how much of the
 * body has been sent, while and after it is sent; undefined before the first report, when a call
 * starts and after `reset()`. Reported only by a client whose `fetch` is `withUploadProgress()`
 * (`platform-client/upload`; docs/design.md, decision 25): elsewhere it stays undefined.
 */
export type UploadMutationResult<T, E, V, TContext> = UseMutationResult<T, E, V, TContext> & UploadState;
interface UploadState {
  progress: UploadProgress | undefined;
}

/** `useSurfaceMutation` of an upload, with `progress`; the call option `request.onUploadProgress` hears the same reports. */
export const useUploadMutation: MutationHookBody<UploadState> = (surface, factory, args, queryClient) => {
  const [progress, setProgress] = useState<UploadProgress>();
  // The newest call: the one whose reports the screen shows.
  const newest = useRef<object>(undefined);
  const told = args?.request?.onUploadProgress;
  const result = useSurfaceMutation(
    surface,
    (client, given) => {
      const options = factory(client, given);
      // Progress is asked for only where the client can report it (elsewhere the call would fail
      // before sending: docs/design.md, decision 25); a caller's own option still asks for it.
      if (!client.reportsUploadProgress) return options;
      return {
        ...options,
        mutationFn: (variables) => {
          const call = {};
          newest.current = call;
          setProgress(undefined);
          const onUploadProgress = (p: UploadProgress) => {
            if (newest.current === call) setProgress(p);
            told?.(p);
          };
          return factory(client, { ...given, request: { ...given?.request, onUploadProgress } }).mutationFn(variables);
        },
      };
    },
    args,
    queryClient,
  );
  const { reset } = result;
  // As stable as React Query's own `reset`.
  const resetAll = useCallback(() => {
    newest.current = undefined;
    setProgress(undefined);
    reset();
  }, [reset]);
  // On a client switch the result turns idle (useSurfaceMutation), and its progress with it.
  return { ...result, reset: resetAll, progress: result.isIdle ? undefined : progress };
};

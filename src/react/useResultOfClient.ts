// A mounted mutation hook keeps its last result (the answer, the variables: a password) in its
// observer, not in the cache the provider drops on a client switch; so the hook forgets it itself.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** What a mutation hook shows before its first call (TanStack Query's idle state). */
function idle<T, E, V, C>(result: UseMutationResult<T, E, V, C>): UseMutationResult<T, E, V, C> {
  return {
    ...result,
    context: undefined,
    data: undefined,
    error: null,
    failureCount: 0,
    failureReason: null,
    isError: false,
    isIdle: true,
    isPaused: false,
    isPending: false,
    isSuccess: false,
    status: 'idle',
    submittedAt: 0,
    variables: undefined,
  } as UseMutationResult<T, E, V, C>;
}

/**
 * The mutation's result while `client` is the one it was made with; from the render where the
 * client changes, the idle result, and the observer is reset so a call still in flight for the
 * old client never shows its answer to the new one.
 */
export function useResultOfClient<T, E, V, C>(
  client: unknown,
  result: UseMutationResult<T, E, V, C>,
): UseMutationResult<T, E, V, C> {
  const [owner, setOwner] = useState(client);
  const { reset } = result;
  useEffect(() => {
    if (owner === client) return;
    reset();
    setOwner(client);
  }, [owner, client, reset]);
  return owner === client ? result : idle(result);
}

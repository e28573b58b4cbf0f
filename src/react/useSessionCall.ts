// What useSignIn and useSignUp share: a form's call that yields a signed-in client (one at a time,
// its failure kept for the form to show), which goes into the provider. The password the call
// takes is never kept: not in React state, not in the query or mutation cache.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatformContext, type PlatformClientOf } from './context.js';
import type { SessionSurface } from './useSession.js';

export interface SessionCall<A, C, E> {
  /** Runs the call; resolves to the client, or to undefined when it failed (then `error` says why). */
  run(args: A): Promise<C | undefined>;
  isPending: boolean;
  error: E | undefined;
  reset(): void;
}

/**
 * `call` makes the client from the factory's options (the latest given) and the form's `args`;
 * `failed` turns what it threw into the error the form shows. Both are module functions (stable).
 */
export function useSessionCall<S extends SessionSurface, O, A, C extends PlatformClientOf[S], E>(
  surface: S,
  options: O,
  call: (surface: S, options: O, args: A) => Promise<C>,
  failed: (failure: unknown) => E,
): SessionCall<A, C, E> {
  const { setClient } = usePlatformContext();
  const [state, setState] = useState<{ isPending: boolean; error?: E }>({ isPending: false });
  const latest = useRef(options);
  latest.current = options;
  // A form that unmounts once it succeeded sets no state; the provider still switches.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (args: A) => {
      setState({ isPending: true });
      try {
        const client = await call(surface, latest.current, args);
        setClient(surface, client);
        if (mounted.current) setState({ isPending: false });
        return client;
      } catch (failure) {
        if (mounted.current) setState({ isPending: false, error: failed(failure) });
        return undefined;
      }
    },
    [surface, setClient, call, failed],
  );
  const reset = useCallback(() => setState({ isPending: false }), []);
  return { run, isPending: state.isPending, error: state.error, reset };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { SignInError } from '../core/errors.js';
import { usePlatformContext, type PlatformClientOf } from './context.js';
import { signInClient, type Credentials, type SessionClientOptions } from './session-clients.js';
import type { SessionSurface } from './useSession.js';

export interface UseSignInResult<S extends SessionSurface> {
  /**
   * Signs in (one client, one login: the admin's legacy login follows only a successful one),
   * puts the client in the provider and drops the surface's cached queries. Resolves to the
   * client, or to undefined when it failed (then `error` says why); never rejects.
   */
  signIn(credentials: Credentials): Promise<PlatformClientOf[S] | undefined>;
  /** True while signing in. */
  isPending: boolean;
  /** The last sign-in's failure: `message` for people ("Wrong email or password."), `cause` typed. */
  error: SignInError | undefined;
  /** Forgets the last failure. */
  reset(): void;
}

/**
 * Sign-in on `surface` ('admin' or 'enduser') from a form, with the factory's options but the
 * credentials (`baseUrl`, `projectId` for the admin, `apiKey` for the end user, `storage` to keep
 * the session across reloads). The password is used for the login only: never kept, never in
 * React state or the query cache.
 */
export function useSignIn<S extends SessionSurface>(surface: S, options: SessionClientOptions[S]): UseSignInResult<S> {
  const { setClient } = usePlatformContext();
  const [state, setState] = useState<{ isPending: boolean; error?: SignInError }>({ isPending: false });
  const latest = useRef(options);
  latest.current = options;
  // A form that unmounts while signing in (it signed in) sets no state; the provider still switches.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signIn = useCallback(
    async (credentials: Credentials) => {
      setState({ isPending: true });
      try {
        if (!credentials.email || !credentials.password) {
          throw new SignInError(new TypeError('An email and a password are required.'), 'invalid');
        }
        const client = await signInClient(surface, latest.current, credentials);
        setClient(surface, client);
        if (mounted.current) setState({ isPending: false });
        return client;
      } catch (failure) {
        const error = failure instanceof SignInError ? failure : new SignInError(failure);
        if (mounted.current) setState({ isPending: false, error });
        return undefined;
      }
    },
    [surface, setClient],
  );
  const reset = useCallback(() => setState({ isPending: false }), []);
  return { signIn, isPending: state.isPending, error: state.error, reset };
}

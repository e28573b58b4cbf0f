import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndUserClient, SignUpDetails } from '../clients/enduser.js';
import { SignUpError } from '../core/errors.js';
import { usePlatformContext } from './context.js';
import { describeError } from './describe-error.js';
import { signUpClient, type SessionClientOptions } from './session-clients.js';

export interface UseSignUpResult {
  /**
   * Signs a new end user up (one `POST /auth/signup`), puts their client in the provider and
   * drops the surface's cached queries. Resolves to the client, or to undefined when it failed
   * (then `error` says why); never rejects.
   */
  signUp(details: SignUpDetails): Promise<EndUserClient | undefined>;
  /** True while signing up. */
  isPending: boolean;
  /**
   * The last sign-up's failure: `message` for people ("An account with this email already
   * exists."), `reason`, and the typed error as `cause` (a ConflictError, an UnprocessableEntityError, …).
   */
  error: SignUpError | undefined;
  /** Forgets the last failure. */
  reset(): void;
}

/**
 * Sign-up of an end user from a form, with the end-user factory's options but the credentials
 * (`baseUrl`, `apiKey`, `storage` to keep the session across reloads). The password goes into
 * the one request: never kept, never in React state or the query or mutation cache.
 */
export function useSignUp(surface: 'enduser', options: SessionClientOptions['enduser']): UseSignUpResult {
  const { setClient } = usePlatformContext();
  const [state, setState] = useState<{ isPending: boolean; error?: SignUpError }>({ isPending: false });
  const latest = useRef(options);
  latest.current = options;
  // A form that unmounts once signed up sets no state; the provider still switches.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signUp = useCallback(
    async (details: SignUpDetails) => {
      setState({ isPending: true });
      try {
        const client = await signUpClient(latest.current, details);
        setClient(surface, client);
        if (mounted.current) setState({ isPending: false });
        return client;
      } catch (failure) {
        const error =
          failure instanceof TypeError && !(failure as { method?: string }).method
            ? new SignUpError('Enter an email address, a password, a first name and a last name.', failure)
            : new SignUpError(describeError(failure), failure);
        if (mounted.current) setState({ isPending: false, error });
        return undefined;
      }
    },
    [surface, setClient],
  );
  const reset = useCallback(() => setState({ isPending: false }), []);
  return { signUp, isPending: state.isPending, error: state.error, reset };
}

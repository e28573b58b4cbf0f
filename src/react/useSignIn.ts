import { SignInError } from '../core/errors.js';
import type { PlatformClientOf } from './context.js';
import { signInClient, type Credentials, type SessionClientOptions } from './session-clients.js';
import { useSessionCall } from './useSessionCall.js';
import type { SessionSurface } from './useSession.js';

export interface UseSignInResult<S extends SessionSurface> {
  /**
   * Signs in (one client, one login: the admin's legacy login follows only a successful one),
   * puts the client in the provider (its queries are its account's own). Resolves to the
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
  const { run, isPending, error, reset } = useSessionCall<
    S,
    SessionClientOptions[S],
    Credentials,
    PlatformClientOf[S],
    SignInError
  >(surface, options, signInWith, signInFailure);
  return { signIn: run, isPending, error, reset };
}

function signInWith<S extends SessionSurface>(
  surface: S,
  options: SessionClientOptions[S],
  credentials: Credentials,
): Promise<PlatformClientOf[S]> {
  if (!credentials.email || !credentials.password)
    throw new SignInError(new TypeError('An email and a password are required.'), 'invalid');
  return signInClient(surface, options, credentials);
}

const signInFailure = (failure: unknown) => (failure instanceof SignInError ? failure : new SignInError(failure));

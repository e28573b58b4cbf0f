import type { EndUserClient, SignUpDetails } from '../clients/enduser.js';
import { SignUpError } from '../core/errors.js';
import { describeError } from './describe-error.js';
import { signUpClient, type SessionClientOptions } from './session-clients.js';
import { useSessionCall } from './useSessionCall.js';

export interface UseSignUpResult {
  /**
   * Signs a new end user up (one `POST /auth/signup`), puts their client in the provider
   * (its queries are its account's own). Resolves to the client, or to undefined when it failed
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
  const { run, isPending, error, reset } = useSessionCall(surface, options, signUpWith, signUpFailure);
  return { signUp: run, isPending, error, reset };
}

const signUpWith = (_surface: 'enduser', options: SessionClientOptions['enduser'], details: SignUpDetails) =>
  signUpClient(options, details);

const signUpFailure = (failure: unknown) =>
  failure instanceof TypeError && !(failure as { method?: string }).method
    ? new SignUpError('Enter an email address, a password, a first name and a last name.', failure)
    : new SignUpError(describeError(failure), failure);

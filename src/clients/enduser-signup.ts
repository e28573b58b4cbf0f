import { openEndUserClient, type EndUserClient, type EndUserClientOptions, type SignUpDetails } from './enduser.js';
import { requireString } from './options.js';

/** The end-user factory's options without credentials, and the contract's sign-up fields (`SignUp`). */
export type SignUpEndUserOptions = Omit<EndUserClientOptions, 'email' | 'password' | 'sessionId'> & SignUpDetails;

/**
 * Signs a new end user up (`POST /auth/signup`, the API key only) and resolves to their client,
 * signed in: `self` is the new user, the session is saved in `storage` with the user beside it.
 * The password goes into that one request and is kept nowhere. A taken email rejects with
 * ConflictError (409), a field the platform refuses with UnprocessableEntityError (422).
 */
export async function signUpEndUser(options: SignUpEndUserOptions): Promise<EndUserClient> {
  const { email, password, firstName, lastName, phone, ...rest } = options;
  for (const name of ['email', 'password', 'firstName', 'lastName'])
    requireString(options, name, 'signUpEndUser', false, false);
  requireString(options, 'phone', 'signUpEndUser', false, true);
  const body: SignUpDetails = { email, password, firstName, lastName, ...(phone ? { phone } : {}) };
  return openEndUserClient(rest, { path: '/auth/signup', body }, 'signUpEndUser') as Promise<EndUserClient>;
}

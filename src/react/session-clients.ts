// How the session hooks make a surface's client: signed in with email and password, or from the
// session its storage keeps. No React here.
import { ADMIN_CREDENTIALS_MESSAGE, createAdminClient, type AdminClientOptions } from '../clients/admin.js';
import {
  createEndUserClient,
  type EndUserClient,
  type EndUserClientOptions,
  type SignUpDetails,
} from '../clients/enduser.js';
import { signUpEndUser } from '../clients/enduser-signup.js';
import { isPlatformError } from '../core/errors.js';
import type { PlatformClientOf } from './context.js';
import type { SessionSurface } from './useSession.js';

/**
 * The options of a surface's client for the session hooks: the factory's, without credentials
 * (the person gives those, or storage holds the session). The admin client needs its `projectId`:
 * the hooks fill it in.
 */
export interface SessionClientOptions {
  admin: Omit<AdminClientOptions, 'email' | 'password' | 'sessionId' | 'accessToken' | 'projectId'> & {
    projectId: string;
  };
  enduser: Omit<EndUserClientOptions, 'email' | 'password' | 'sessionId'>;
}

/** Email and password, as a sign-in form gives them. */
export interface Credentials {
  email: string;
  password: string;
}

/** Signs in on `surface`: one client, its session saved in the options' `storage`. */
export async function signInClient<S extends SessionSurface>(
  surface: S,
  options: SessionClientOptions[S],
  { email, password }: Credentials,
): Promise<PlatformClientOf[S]> {
  const client =
    surface === 'admin'
      ? await createAdminClient({ ...(options as SessionClientOptions['admin']), email, password })
      : await createEndUserClient({ ...(options as SessionClientOptions['enduser']), email, password });
  return client as PlatformClientOf[S];
}

/** Signs a new end user up: one `POST /auth/signup`, the session saved in the options' `storage`. */
export function signUpClient(options: SessionClientOptions['enduser'], details: SignUpDetails): Promise<EndUserClient> {
  return signUpEndUser({ ...options, ...details });
}

/**
 * The client of the session `storage` keeps, sending nothing (an end-user entry kept without its
 * user gives `self` undefined until `loadSelf()`); undefined when none is kept (or
 * the admin's has expired). A kept session the platform refuses rejects with the call's error.
 */
export async function restoreClient<S extends SessionSurface>(
  surface: S,
  options: SessionClientOptions[S],
): Promise<PlatformClientOf[S] | undefined> {
  try {
    const client =
      surface === 'admin'
        ? await createAdminClient(options as SessionClientOptions['admin'])
        : await createEndUserClient(options as SessionClientOptions['enduser']);
    return client as PlatformClientOf[S];
  } catch (error) {
    // Nothing kept: the factories' "give credentials" errors. A platform's answer is news.
    if (isPlatformError(error)) throw error;
    const message = error instanceof Error ? error.message : '';
    if (
      message === ADMIN_CREDENTIALS_MESSAGE ||
      (error instanceof TypeError && message.endsWith('(no session is stored).'))
    )
      return undefined;
    throw error;
  }
}

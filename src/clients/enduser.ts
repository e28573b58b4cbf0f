import type { paths, components } from '../../generated/types/enduser.js';
import { operations } from '../../generated/operations/enduser.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { isHeaderSafe } from '../core/check-options.js';
import { paginator, type Paginate } from '../core/paginate.js';
import { credentialFrom } from './login-answer.js';
import { checkTransportOptions, optionalCredential, requireCredential, type ValidateOption } from './options.js';
import { createSessionStore, withSession, type SessionLifecycle, type SessionOptions } from './session-store.js';

export interface EndUserClientOptions extends TransportOptions, SessionOptions, ValidateOption<'enduser'> {
  /** The project API key, sent as `x-api-key`. */
  apiKey: string;
  /** Reuse a session, sending no request. Without a session or an email, the one in `storage` is used. @default undefined */
  sessionId?: string;
  /** Sign in with this and `password` through `auth/login`. @default undefined */
  email?: string;
  /** The password for `email`; used for the sign-in only, never stored. @default undefined */
  password?: string;
  /** The project, for helpers that need its id. @default undefined */
  projectId?: string;
}

export type EndUser = components['schemas']['User'];

/** An end-user session: the platform gives it no expiry, so only a 401 or `signOut` ends it. */
export interface EndUserSession {
  sessionId: string;
  accessToken?: undefined;
  expiresAt?: undefined;
}

/**
 * An end-user client. `EndUserClient` (signed in with email and password, or from the session in
 * `storage`) knows its `self`; `EndUserClient<false>`, made from a `sessionId` you give, knows it
 * after `loadSelf()`: the factory sends nothing for a session it is handed.
 */
export interface EndUserClient<WithSelf extends boolean = true>
  extends Transport<paths>,
    SessionLifecycle<EndUserSession> {
  readonly kind: 'enduser';
  readonly projectId: string | undefined;
  /** Every item of every page of a paged GET, fetched as the loop asks for them. */
  readonly paginate: Paginate<paths>;
  /**
   * The signed-in user (`GET /auth/self`): the login's answer, or asked once when the client is
   * made from the stored session; for a given `sessionId`, undefined until `loadSelf()`.
   */
  readonly self: WithSelf extends true ? EndUser : EndUser | undefined;
  /** Asks the platform who the session belongs to (`GET /auth/self`) and keeps it as `self`. */
  loadSelf(): Promise<EndUser>;
  /** The user the login answered with; undefined when the client reused a session. @deprecated use `self` */
  readonly user: EndUser | undefined;
}

/** Whether a client made from options `O` knows its `self` at once: not when `O` hands it a `sessionId`. */
export type HasSelf<O> = O extends { sessionId: string } ? false : true;

const OPEN_OPERATIONS = new Set(['POST /auth/login', 'POST /auth/signup']);

/**
 * A client of the end-user surface: a session id, or email and password to sign in with, or
 * else the session in `storage`. The session is saved in `storage`. Made from the stored session,
 * it asks `GET /auth/self` once for `self`; with a `sessionId` given it sends nothing.
 */
export async function createEndUserClient<O extends EndUserClientOptions>(
  options: O,
): Promise<EndUserClient<HasSelf<O>>> {
  checkTransportOptions(options, 'createEndUserClient');
  const apiKey = requireCredential(options, 'apiKey', 'createEndUserClient');
  const { email } = options;
  const given = optionalCredential(options, 'sessionId', 'createEndUserClient');
  const store = createSessionStore<EndUserSession>('enduser', options);
  const stored = given || (email && options.password) ? undefined : (await store.stored())?.sessionId;
  // A stored session that cannot be sent as a header is as good as none.
  let sessionId = given || (stored && isHeaderSafe(stored) ? stored : undefined);
  if (!sessionId && !(email && options.password)) {
    throw new TypeError('createEndUserClient: give `sessionId`, or `email` and `password` (no session is stored).');
  }
  // The password is held (and kept out of errors) only while signing in.
  let password: string | undefined;
  const transport = createTransport<paths>({
    ...options,
    operations,
    auth: (op): Record<string, string> =>
      OPEN_OPERATIONS.has(op)
        ? { 'x-api-key': apiKey }
        : { 'x-api-key': apiKey, 'x-session-id': store.require(op).sessionId },
    onUnauthorized: (op) => (OPEN_OPERATIONS.has(op) ? undefined : store.end()),
    secrets: () => [apiKey, sessionId, store.session?.sessionId, password].filter((s): s is string => !!s),
  });
  let user: EndUser | undefined;
  if (!sessionId) {
    password = options.password!;
    try {
      const { data } = await transport.POST('/auth/login', { body: { email: email!, password } });
      sessionId = credentialFrom(data, 'sessionId', options.baseUrl, '/auth/login');
      user = data.user;
    } finally {
      password = undefined;
    }
  }
  await store.save({ sessionId });
  const client = Object.assign(transport, {
    kind: 'enduser' as const,
    projectId: options.projectId,
    self: user,
    user,
    paginate: paginator<paths>(transport),
    async loadSelf(): Promise<EndUser> {
      client.self = (await transport.GET('/auth/self')).data;
      return client.self;
    },
  });
  // A session taken from storage is known only by its id: ask whose it is, as the admin client reads
  // its token (a 401 here ends the stored session and rejects, as any call would).
  if (!user && !given) await client.loadSelf();
  return withSession(client, store) as unknown as EndUserClient<HasSelf<O>>;
}

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
 * An end-user client. `EndUserClient` (signed in or signed up) knows its `self`;
 * `EndUserClient<false>`, made from a `sessionId` you give or from the session in `storage`, knows
 * it when the stored entry kept the user, else after `loadSelf()`: the factory sends nothing for
 * a session it is handed, nor for a stored one, whatever stored it (an app starts offline).
 */
export interface EndUserClient<WithSelf extends boolean = true>
  extends Transport<paths>,
    SessionLifecycle<EndUserSession> {
  readonly kind: 'enduser';
  readonly projectId: string | undefined;
  /** Every item of every page of a paged GET, fetched as the loop asks for them. */
  readonly paginate: Paginate<paths>;
  /**
   * The signed-in user: the login's or sign-up's answer, or the user stored beside the session
   * (as the last `loadSelf()` or sign-in saw it); for a given `sessionId`, or a stored entry
   * without a user (one a given `sessionId` saved), undefined until `loadSelf()`.
   */
  readonly self: WithSelf extends true ? EndUser : EndUser | undefined;
  /** Asks the platform who the session belongs to (`GET /auth/self`), keeps it as `self` and saves it beside the session. */
  loadSelf(): Promise<EndUser>;
  /** The user the login answered with; undefined when the client reused a session. @deprecated use `self` */
  readonly user: EndUser | undefined;
}

/**
 * Whether a client made from options `O` knows its `self` at once: when its options sign in
 * (name an `email`). A given `sessionId` has none, and a stored session may have been saved without one.
 */
export type HasSelf<O> = O extends { sessionId: string } ? false : 'email' extends keyof O ? true : false;

const OPEN_OPERATIONS = new Set(['POST /auth/login', 'POST /auth/signup']);

/** The contract's sign-up fields (`SignUp`): email, password, names, phone. */
export type SignUpDetails = components['schemas']['SignUp'];

/** The call that opens a session: the login, or the sign-up (`signUpEndUser`). */
export type Opening =
  | { path: '/auth/login'; body: { email: string; password: string } }
  | { path: '/auth/signup'; body: SignUpDetails };

/** The stored user, revived as `GET /auth/self` answers it; undefined when there is none (an entry of the old format). */
function storedUser(user: unknown): EndUser | undefined {
  if (typeof (user as { _id?: unknown } | undefined)?._id !== 'string') return undefined;
  const box = [user];
  operations['GET /auth/self']?.revive?.(box as never, 0);
  return box[0] as EndUser;
}

/**
 * A client of the end-user surface: a session id, or email and password to sign in with, or
 * else the session in `storage`. The session is saved in `storage` with the user beside it, so a
 * client made from storage later sends nothing (docs/design.md, decision 23), whatever saved it;
 * with a `sessionId` given it sends nothing either.
 */
export async function createEndUserClient<O extends EndUserClientOptions>(
  options: O,
): Promise<EndUserClient<HasSelf<O>>> {
  const { email, password, ...rest } = options;
  return openEndUserClient(
    rest,
    email && password ? { path: '/auth/login', body: { email, password } } : undefined,
    'createEndUserClient',
  ) as Promise<EndUserClient<HasSelf<O>>>;
}

/**
 * The factory behind `createEndUserClient` and `signUpEndUser`: `opening` (a login or a sign-up)
 * gives the session and the user; without it, the given `sessionId` or the stored session.
 * The options it gets hold no password: the opening's body has it, for that call only.
 */
export async function openEndUserClient(
  options: Omit<EndUserClientOptions, 'email' | 'password'>,
  opening: Opening | undefined,
  kind: string,
): Promise<EndUserClient<boolean>> {
  checkTransportOptions(options, kind);
  const apiKey = requireCredential(options, 'apiKey', kind);
  const given = optionalCredential(options, 'sessionId', kind);
  const store = createSessionStore<EndUserSession>('enduser', options);
  const stored = given || opening ? undefined : await store.stored();
  // A stored session that cannot be sent as a header is as good as none.
  let sessionId = given || (stored && isHeaderSafe(stored.sessionId) ? stored.sessionId : undefined);
  if (!sessionId && !opening) {
    throw new TypeError(`${kind}: give \`sessionId\`, or \`email\` and \`password\` (no session is stored).`);
  }
  let user = sessionId === stored?.sessionId ? storedUser(stored?.user) : undefined;
  // The password is held (and kept out of errors) only while the opening call runs.
  let password = opening?.body.password;
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
  if (opening) {
    try {
      const { data } = await transport.POST(opening.path, { body: opening.body as never });
      sessionId = credentialFrom(data, 'sessionId', options.baseUrl, opening.path);
      user = data.user;
    } finally {
      password = undefined;
    }
  }
  const session = { sessionId: sessionId as string };
  // A restored session is only read, never saved again (issue 41, item 6).
  await store.save(session, !stored, user);
  const client = Object.assign(transport, {
    kind: 'enduser' as const,
    projectId: options.projectId,
    self: user,
    user: opening ? user : undefined,
    paginate: paginator<paths>(transport),
    async loadSelf(): Promise<EndUser> {
      const { data } = await transport.GET('/auth/self');
      client.self = data;
      // Kept beside the session for the next restore, unless that session has ended meanwhile or
      // another client (a sign-in) has saved its own under the key since.
      if (store.session === session && (await store.stored())?.sessionId === session.sessionId)
        await store.save(session, 1, data);
      return data;
    },
  });
  return withSession(client, store) as unknown as EndUserClient<boolean>;
}

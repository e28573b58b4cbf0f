import { operations } from '../../generated/operations/admin.js';
import type { components, paths } from '../../generated/types/admin.js';
import { decodeAccessToken } from './jwt.js';
import { can, type PermissionVerb, type Permissions } from './permissions.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { keepV2ProvidersOf } from '../conventions/providers.js';
import { presetFor, type Preset, type Presets } from '../conventions/presets.js';
import type { AdminPaths } from './admin-paths.js';
import { isHeaderSafe } from '../core/check-options.js';
import { paginator, type Paginate } from '../core/paginate.js';
import { credentialFrom, loginAnswerError } from './login-answer.js';
import { checkTransportOptions, optionalCredential, type ValidateOption } from './options.js';
import {
  createSessionStore,
  isExpired,
  withSession,
  type Session,
  type SessionLifecycle,
  type SessionOptions,
} from './session-store.js';

export const ADMIN_CREDENTIALS_MESSAGE = 'Session ID and access token or email and password must be provided';

export interface AdminClientOptions extends TransportOptions, SessionOptions, ValidateOption<'admin'> {
  /**
   * Sent as `projectId` with every operation that takes one, unless the call gives its own.
   * Without it the client is an `AdminClient<false>`: each such call must give one. @default undefined
   */
  projectId?: string;
  /** Sign in with this and `password`: `auth/admin/login`, then (if it succeeds) the legacy `auth/login`. @default undefined */
  email?: string;
  /** The password for `email`; used for the sign-in only, never stored. @default undefined */
  password?: string;
  /** Reuse a session (with `accessToken`), sending no request. Without a session or an email, the one in `storage` is used. @default undefined */
  sessionId?: string;
  /** The access token (a JWT) of `sessionId`'s session. @default undefined */
  accessToken?: string;
  /** Fixed action categories and conversation topics by project id (docs/design.md, decision 14). @default {} */
  presets?: Presets;
}

export type AdminSelf = components['schemas']['AdminSelf'];

/** The admin session: both credentials, and when the access token expires. */
export interface AdminSession extends Session {
  accessToken: string;
}

/**
 * Whether a client made from options `O` fills in `projectId` (docs/design.md, decision 5): given as a string (or a
 * string that may be undefined, then checked per call), or not given at all.
 */
export type HasProjectId<O> = 'projectId' extends keyof O
  ? O extends { projectId?: undefined }
    ? false
    : true
  : false;

/**
 * An admin client. `AdminClient` (with a projectId) lets calls leave `projectId` out;
 * `AdminClient<false>`, made without one, makes every call that takes it give it.
 */
export type AdminClient<WithProjectId extends boolean = true> = Transport<
  WithProjectId extends true ? AdminPaths : paths
> &
  AdminClientMembers<WithProjectId>;

/** What an admin client has beside its fetchers; `paginate` takes `projectId` as the fetchers do. */
export interface AdminClientMembers<WithProjectId extends boolean = true> extends SessionLifecycle<AdminSession> {
  readonly kind: 'admin';
  readonly projectId: string | undefined;
  /** The signed-in admin, from the access token. */
  readonly self: AdminSelf;
  /** Every item of every page of a paged GET, fetched as the loop asks for them. */
  readonly paginate: Paginate<WithProjectId extends true ? AdminPaths : paths>;
  /** The access token's permissions map. */
  readonly permissions: Permissions;
  /** Whether the admin may `verb` on `resource`/`action`, by the rule of `can`. */
  can(resource: string, action: string, verb: PermissionVerb): boolean;
  /** The preset of the client's project, if it has one. */
  readonly preset: Preset | undefined;
}

const LOGINS = new Set(['POST /auth/admin/login', 'POST /auth/login']);
/** Operations that answer projects (docs/design.md, decision 16). */
const PROJECT_OPERATIONS = ['GET /projects', 'GET /project/{id}', 'PUT /project/{id}/updateProject'];

/**
 * A client of the admin surface. With `sessionId` and `accessToken` it sends nothing; with
 * `email` and `password` it signs in through both logins first (docs/design.md, decision 3); with neither, it uses
 * the session in `storage`, sending nothing. Either way the session is saved in `storage`.
 */
export async function createAdminClient<O extends AdminClientOptions>(
  options: O,
): Promise<AdminClient<HasProjectId<O>>> {
  // The email and password go to the sign-in alone: neither the transport's config nor any
  // closure of the client holds them (issue 33, item 4), so `kept` replaces `options` below.
  const { email, password, ...kept }: AdminClientOptions = options;
  const { sessionId, accessToken, baseUrl } = kept;
  const hasCredentials = Boolean(email && password);
  let session: { sessionId: string; accessToken: string } | undefined =
    sessionId && accessToken ? { sessionId, accessToken } : undefined;
  checkTransportOptions(kept, 'createAdminClient');
  optionalCredential(kept, 'sessionId', 'createAdminClient');
  optionalCredential(kept, 'accessToken', 'createAdminClient');
  const store = createSessionStore<AdminSession>('admin', kept);
  const restoring = !session && !hasCredentials;
  if (restoring) {
    const stored = await store.stored();
    try {
      // A stored session past its expiry, damaged, or unsendable is as good as none: the caller must sign in.
      if (
        stored?.accessToken &&
        isHeaderSafe(stored.accessToken + stored.sessionId) &&
        !isExpired(withExpiry(stored.sessionId, stored.accessToken))
      ) {
        session = { sessionId: stored.sessionId, accessToken: stored.accessToken };
      }
    } catch {
      // not a JWT: ignored
    }
    if (!session) throw new Error(ADMIN_CREDENTIALS_MESSAGE);
  }

  // The password is held (and kept out of errors) only while signing in.
  let heldPassword: string | undefined;
  const transport = createTransport<AdminPaths>({
    ...kept,
    operations,
    auth(op): Record<string, string> {
      if (LOGINS.has(op)) return {};
      const { accessToken, sessionId } = store.require(op);
      return { authorization: `Bearer ${accessToken}`, 'x-session-id': sessionId };
    },
    onUnauthorized: (op) => (LOGINS.has(op) ? undefined : store.end()),
    secrets: () =>
      [
        session?.accessToken,
        session?.sessionId,
        store.session?.accessToken,
        store.session?.sessionId,
        heldPassword,
      ].filter((s): s is string => !!s),
    afterParse: keepV2ProvidersOf(PROJECT_OPERATIONS),
  });

  let claims: ReturnType<typeof decodeAccessToken>;
  if (session) claims = decodeAccessToken(session.accessToken);
  else {
    heldPassword = password!;
    const body = { email: email!, password: heldPassword };
    try {
      // One after the other: wrong credentials fail the first and send no second login (in
      // parallel, every failed sign-in was two failed logins, and a lockout counted twice).
      const admin = await transport.POST('/auth/admin/login', { body });
      const legacy = await transport.POST('/auth/login', { body });
      session = {
        sessionId: credentialFrom(legacy.data, 'sessionId', baseUrl, '/auth/login'),
        accessToken: credentialFrom(admin.data, 'accessToken', baseUrl, '/auth/admin/login'),
      };
    } finally {
      heldPassword = undefined;
    }
    claims = decodeAccessToken(session.accessToken, (message) =>
      loginAnswerError(baseUrl, '/auth/admin/login', message),
    );
  }
  // A restored session is only read, never saved again (issue 41, item 6).
  await store.save(withExpiry(session.sessionId, session.accessToken), !restoring);
  const self: AdminSelf = { _id: claims._id, email: claims.email, fullName: claims.fullName };
  const client = Object.assign(transport, {
    kind: 'admin' as const,
    projectId: kept.projectId,
    self,
    permissions: claims.permissions,
    can: (resource: string, action: string, verb: PermissionVerb) => can(claims.permissions, resource, action, verb),
    preset: presetFor(kept.presets, kept.projectId),
    paginate: paginator<AdminPaths>(transport),
  });
  return withSession(client, store);
}

/** The session with `expiresAt` from the token's `exp`; throws (never naming the token) if it is no JWT. */
function withExpiry(sessionId: string, accessToken: string): AdminSession {
  const { exp } = decodeAccessToken(accessToken);
  return { sessionId, accessToken, ...(exp !== undefined ? { expiresAt: new Date(exp * 1000) } : {}) };
}

import { operations, revivalPlans } from '../../generated/operations/admin.js';
import type { SchemaModule } from '../core/response-validation.js';
import type { components } from '../../generated/types/admin.js';
import { decodeAccessToken } from '../core/jwt.js';
import { can, type PermissionVerb, type Permissions } from '../core/permissions.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { keepV2ProvidersOf } from '../behaviours/providers.js';
import { presetFor, type Preset, type Presets } from '../behaviours/presets.js';
import type { AdminPaths } from './admin-paths.js';
import { paginator, type Paginate } from '../core/paginate.js';
import { checkTransportOptions } from './options.js';
import { createSessionStore, isExpired, withSession, type Session, type SessionLifecycle, type SessionOptions } from './session-store.js';

export const ADMIN_CREDENTIALS_MESSAGE = 'Session ID and access token or email and password must be provided';

export interface AdminClientOptions extends TransportOptions, SessionOptions {
  /** Sent as `projectId` with every operation that takes one, unless the call gives its own. */
  projectId?: string;
  /** Sign in with these (both `auth/admin/login` and the legacy `auth/login`); the password is never stored... */
  email?: string;
  password?: string;
  /** ...or reuse a session, sending no request. Without either, the session in `storage` is used. */
  sessionId?: string;
  accessToken?: string;
  /**
   * Checks every answer against the contract's output schemas and fails a call whose answer
   * differs with ResponseValidationError (DESIGN 10). Give the surface's schema module:
   * `import * as schemas from 'platform-client/zod/admin'`. Without it the client holds no zod.
   * @default undefined (answers are not checked)
   */
  validate?: SchemaModule<'admin'>;
  /** Fixed action categories and conversation topics by project id (DESIGN 14). @default {} */
  presets?: Presets;
}

export type AdminSelf = components['schemas']['AdminSelf'];

/** The admin session: both credentials, and when the access token expires. */
export interface AdminSession extends Session {
  accessToken: string;
}

export interface AdminClient extends Transport<AdminPaths>, SessionLifecycle<AdminSession> {
  readonly kind: 'admin';
  readonly projectId: string | undefined;
  /** The signed-in admin, from the access token. */
  readonly self: AdminSelf;
  /** Every item of every page of a paged GET, fetched as the loop asks for them. */
  readonly paginate: Paginate<AdminPaths>;
  /** The access token's permissions map. */
  readonly permissions: Permissions;
  /** Whether the admin may `verb` on `resource`/`action` (spec section 6). */
  can(resource: string, action: string, verb: PermissionVerb): boolean;
  /** The preset of the client's project, if it has one. */
  readonly preset: Preset | undefined;
}

const LOGINS = new Set(['POST /auth/admin/login', 'POST /auth/login']);
/** Operations that answer projects (DESIGN 16). */
const PROJECT_OPERATIONS = ['GET /projects', 'GET /project/{id}', 'PUT /project/{id}/updateProject'];

/**
 * A client of the admin surface. With `sessionId` and `accessToken` it sends nothing; with
 * `email` and `password` it signs in through both logins first (DESIGN 3); with neither, it uses
 * the session in `storage`, sending nothing. Either way the session is saved in `storage`.
 */
export async function createAdminClient(options: AdminClientOptions): Promise<AdminClient> {
  const { email, password, sessionId, accessToken } = options;
  const hasCredentials = Boolean(email && password);
  let session: { sessionId: string; accessToken: string } | undefined =
    sessionId && accessToken ? { sessionId, accessToken } : undefined;
  checkTransportOptions(options, 'createAdminClient');
  const store = createSessionStore<AdminSession>('admin', options);
  if (!session && !hasCredentials) {
    const stored = await store.stored();
    try {
      // A stored session past its expiry, or damaged, is as good as none: the caller must sign in.
      if (stored?.accessToken && !isExpired(withExpiry(stored.sessionId, stored.accessToken))) {
        session = { sessionId: stored.sessionId, accessToken: stored.accessToken };
      }
    } catch {
      // not a JWT: ignored
    }
  }
  if (!session && !hasCredentials) throw new Error(ADMIN_CREDENTIALS_MESSAGE);

  const transport = createTransport<AdminPaths>({
    ...options,
    operations,
    plans: revivalPlans,
    auth(op): Record<string, string> {
      if (LOGINS.has(op)) return {};
      const { accessToken, sessionId } = store.require(op);
      return { authorization: `Bearer ${accessToken}`, 'x-session-id': sessionId };
    },
    onUnauthorized: (op) => (LOGINS.has(op) ? undefined : store.end()),
    afterParse: keepV2ProvidersOf(PROJECT_OPERATIONS),
  });

  if (!session) {
    const body = { email: email!, password: password! };
    const [admin, legacy] = await Promise.all([
      transport.POST('/auth/admin/login', { body }),
      transport.POST('/auth/login', { body }),
    ]);
    session = { sessionId: legacy.data.sessionId, accessToken: admin.data.accessToken };
  }

  const claims = decodeAccessToken(session.accessToken);
  await store.save(withExpiry(session.sessionId, session.accessToken));
  const self: AdminSelf = { _id: claims._id, email: claims.email, fullName: claims.fullName };
  const client = Object.assign(transport, {
    kind: 'admin' as const,
    projectId: options.projectId,
    self,
    permissions: claims.permissions,
    can: (resource: string, action: string, verb: PermissionVerb) => can(claims.permissions, resource, action, verb),
    preset: presetFor(options.presets, options.projectId),
    paginate: paginator<AdminPaths>(transport),
  });
  return withSession(client, store);
}

/** The session with `expiresAt` from the token's `exp`; throws (never naming the token) if it is no JWT. */
function withExpiry(sessionId: string, accessToken: string): AdminSession {
  const { exp } = decodeAccessToken(accessToken);
  return { sessionId, accessToken, ...(exp !== undefined ? { expiresAt: new Date(exp * 1000) } : {}) };
}

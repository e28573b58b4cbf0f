import { operations, revivalPlans } from '../../generated/operations/admin.js';
import type { SchemaModule } from '../core/response-validation.js';
import type { components } from '../../generated/types/admin.js';
import { decodeAccessToken } from '../core/jwt.js';
import { can, type PermissionVerb, type Permissions } from '../core/permissions.js';
import { createTransport, type Transport, type TransportOptions } from '../core/transport.js';
import { keepV2ProvidersOf } from '../behaviours/providers.js';
import { presetFor, type Preset, type Presets } from '../behaviours/presets.js';
import type { AdminPaths } from './admin-paths.js';
import { checkTransportOptions } from './options.js';

export const ADMIN_CREDENTIALS_MESSAGE = 'Session ID and access token or email and password must be provided';

export interface AdminClientOptions extends TransportOptions {
  /** Sent as `projectId` with every operation that takes one, unless the call gives its own. */
  projectId?: string;
  /** Sign in with these (both `auth/admin/login` and the legacy `auth/login`)... */
  email?: string;
  password?: string;
  /** ...or reuse a session, sending no request. */
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

export interface AdminClient extends Transport<AdminPaths> {
  readonly kind: 'admin';
  readonly projectId: string | undefined;
  /** The signed-in admin, from the access token. */
  readonly self: AdminSelf;
  /** The session the client sends; keep it to create a client later without signing in. */
  readonly session: { sessionId: string; accessToken: string };
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
 * `email` and `password` it signs in through both logins first (DESIGN 3).
 */
export async function createAdminClient(options: AdminClientOptions): Promise<AdminClient> {
  const { email, password, sessionId, accessToken } = options;
  const hasSession = Boolean(sessionId && accessToken);
  const hasCredentials = Boolean(email && password);
  if (!hasSession && !hasCredentials) throw new Error(ADMIN_CREDENTIALS_MESSAGE);
  checkTransportOptions(options, 'createAdminClient');

  const session = { sessionId: sessionId ?? '', accessToken: accessToken ?? '' };
  const transport = createTransport<AdminPaths>({
    ...options,
    operations,
    plans: revivalPlans,
    auth: (op): Record<string, string> =>
      LOGINS.has(op)
        ? {}
        : { authorization: `Bearer ${session.accessToken}`, 'x-session-id': session.sessionId },
    afterParse: keepV2ProvidersOf(PROJECT_OPERATIONS),
  });

  if (!hasSession) {
    const body = { email: email!, password: password! };
    const [admin, legacy] = await Promise.all([
      transport.POST('/auth/admin/login', { body }),
      transport.POST('/auth/login', { body }),
    ]);
    session.accessToken = admin.data.accessToken;
    session.sessionId = legacy.data.sessionId;
  }

  const claims = decodeAccessToken(session.accessToken);
  const self: AdminSelf = { _id: claims._id, email: claims.email, fullName: claims.fullName };
  return Object.assign(transport, {
    kind: 'admin' as const,
    projectId: options.projectId,
    self,
    session,
    permissions: claims.permissions,
    can: (resource: string, action: string, verb: PermissionVerb) => can(claims.permissions, resource, action, verb),
    preset: presetFor(options.presets, options.projectId),
  });
}

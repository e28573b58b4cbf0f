// Who a call is from, one way for HTTP and chat. Credentials per surface (docs/design.md,
// decision 2) are checked against the operation's security requirements in its contract: admin
// calls need a valid access token and the admin's session id, end-user calls the project API key
// and a user's session, public calls the API key, private calls the private key. Logins and
// sign-up need only what their contract names. The chat's handshake token is either of the first
// two (./chat.ts).
import type { Identity, Platform } from './context.js';
import type { Surface } from './contracts.js';
import type { Row } from './rows.js';
import type { AccessClaims } from './tokens.js';

/** The admin an access token of this platform (and of its current seed) names, with its claims. */
function adminOfToken(platform: Platform, token: string): { admin: Row<'admins'>; claims: AccessClaims } | undefined {
  const claims = platform.tokens.verify(token);
  const admin =
    claims && claims.epoch === platform.store.epoch ? platform.store.table('admins').get(claims._id) : undefined;
  return admin && claims ? { admin, claims } : undefined;
}

function userOfSession(platform: Platform, sessionId: string): Row<'users'> | undefined {
  const session = platform.store.sessions.get(sessionId);
  return session?.kind === 'user' ? platform.store.table('users').get(session.id) : undefined;
}

/** Who a chat token is from: an admin's access token or an end user's session id. */
export function identify(platform: Platform, token: string): Identity | null {
  const staff = adminOfToken(platform, token);
  if (staff) return staff;
  const user = userOfSession(platform, token);
  return user ? { user } : null;
}

type Requirement = Record<string, string[]>;

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Who the call is from, or null when no requirement of the operation is met (a 401). */
export function authenticate(
  surface: Surface,
  security: Requirement[],
  headers: Record<string, string | string[] | undefined>,
  platform: Platform,
): Identity | null {
  if (security.length === 0 || security.some((r) => Object.keys(r).length === 0)) return {};
  const { store, keys } = platform;
  for (const requirement of security) {
    const identity: Identity = {};
    const met = Object.keys(requirement).every((scheme) => {
      switch (scheme) {
        case 'bearerAuth': {
          const auth = header(headers, 'authorization');
          const staff = auth?.startsWith('Bearer ') ? adminOfToken(platform, auth.slice(7)) : undefined;
          return Boolean(staff && Object.assign(identity, staff));
        }
        case 'sessionId': {
          const sessionId = header(headers, 'x-session-id') ?? '';
          if (surface === 'admin') {
            const session = store.sessions.get(sessionId);
            return session?.kind === 'admin' && (!identity.admin || identity.admin._id === session.id);
          }
          const user = userOfSession(platform, sessionId);
          return Boolean(user && Object.assign(identity, { user }));
        }
        case 'apiKey':
          return header(headers, 'x-api-key') === keys.apiKey;
        case 'privateApiKey':
          return header(headers, 'x-api-key') === keys.privateApiKey;
        default:
          return false;
      }
    });
    if (met) return identity;
  }
  return null;
}

// Who a call is from, one way for HTTP and chat: the credentials of docs/design.md, decision 2,
// checked against the operation's security requirements in its contract (logins and sign-up need
// only what theirs names); the chat's handshake token is an admin's access token or a user's session id.
import type { Identity, Platform } from './context.js';
import type { Surface } from './contracts.js';

/** The admin an access token of this platform (and of its current seed) names, with its claims. */
function adminOfToken(platform: Platform, token: string) {
  const claims = platform.tokens.verify(token);
  if (claims?.epoch !== platform.store.epoch) return undefined;
  const admin = platform.store.table('admins').get(claims._id);
  return admin && { admin, claims };
}

function userOfSession(platform: Platform, sessionId: string) {
  const session = platform.store.sessions.get(sessionId);
  return session?.kind === 'user' ? platform.store.table('users').get(session.id) : undefined;
}

/** Who a chat token is from: an admin's access token or an end user's session id. */
export function identify(platform: Platform, token: string): Identity | null {
  const user = userOfSession(platform, token);
  return adminOfToken(platform, token) ?? (user ? { user } : null);
}

/** Who the call is from, or null when no requirement of the operation is met (a 401). */
export function authenticate(
  surface: Surface,
  security: Record<string, string[]>[],
  headers: Record<string, string>,
  platform: Platform,
): Identity | null {
  if (security.length === 0 || security.some((r) => Object.keys(r).length === 0)) return {};
  for (const requirement of security) {
    const identity: Identity = {};
    const met = Object.keys(requirement).every((scheme) => {
      switch (scheme) {
        case 'bearerAuth': {
          const auth = headers.authorization;
          const staff = auth?.startsWith('Bearer ') ? adminOfToken(platform, auth.slice(7)) : undefined;
          return Boolean(staff && Object.assign(identity, staff));
        }
        case 'sessionId': {
          const sessionId = headers['x-session-id'] ?? '';
          if (surface === 'admin') {
            const session = platform.store.sessions.get(sessionId);
            return session?.kind === 'admin' && (!identity.admin || identity.admin._id === session.id);
          }
          const user = userOfSession(platform, sessionId);
          return Boolean(user && Object.assign(identity, { user }));
        }
        case 'apiKey':
        case 'privateApiKey':
          return headers['x-api-key'] === platform.keys[scheme];
        default:
          return false;
      }
    });
    if (met) return identity;
  }
  return null;
}

// Credentials per surface (docs/design.md, decision 2), checked against the operation's security requirements in
// its contract: admin calls need a valid access token and the admin's session id, end-user calls
// the project API key and a user's session, public calls the API key, private calls the private
// key. Logins and sign-up need only what their contract names.
import type { Identity, Platform } from './context.js';
import type { Surface } from './contracts.js';

export interface Keys {
  apiKey: string;
  privateApiKey: string;
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
  keys: Keys,
): Identity | null {
  if (security.length === 0 || security.some((r) => Object.keys(r).length === 0)) return {};
  const { store, tokens } = platform;
  for (const requirement of security) {
    const identity: Identity = {};
    const met = Object.keys(requirement).every((scheme) => {
      switch (scheme) {
        case 'bearerAuth': {
          const auth = header(headers, 'authorization');
          const claims = auth?.startsWith('Bearer ') ? tokens.verify(auth.slice(7)) : null;
          const admin = claims && claims.epoch === store.epoch ? store.table('admins').get(claims._id) : undefined;
          if (!claims || !admin) return false;
          identity.claims = claims;
          identity.admin = admin;
          return true;
        }
        case 'sessionId': {
          const session = store.sessions.get(header(headers, 'x-session-id') ?? '');
          if (surface === 'admin') return session?.kind === 'admin' && (!identity.admin || identity.admin._id === session.id);
          const user = session?.kind === 'user' ? store.table('users').get(session.id) : undefined;
          if (!user) return false;
          identity.user = user;
          return true;
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

import type { Permissions } from './permissions.js';

/** What the admin access token carries (DESIGN 4). */
export interface AccessTokenClaims {
  _id: string;
  email: string;
  fullName: string;
  permissions: Permissions;
  exp?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of the access token. The signature is not checked: the client only reads
 * its own token to show the right things; the platform checks it on every call.
 * Throws an error that never contains the token itself.
 */
export function decodeAccessToken(token: string): AccessTokenClaims {
  const payload = token.split('.')[1];
  let claims: unknown;
  try {
    claims = payload ? JSON.parse(base64UrlDecode(payload)) : undefined;
  } catch {
    claims = undefined;
  }
  if (!claims || typeof claims !== 'object') {
    throw new TypeError('The access token is not a JWT with a JSON payload.');
  }
  const c = claims as Partial<AccessTokenClaims>;
  return {
    _id: String(c._id ?? ''),
    email: String(c.email ?? ''),
    fullName: String(c.fullName ?? ''),
    permissions: c.permissions && typeof c.permissions === 'object' ? c.permissions : {},
    ...(typeof c.exp === 'number' ? { exp: c.exp } : {}),
  };
}

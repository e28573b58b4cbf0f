import type { Permissions } from './permissions.js';

/** What the admin access token carries (docs/design.md, decision 4). */
export interface AccessTokenClaims {
  _id: string;
  email: string;
  fullName: string;
  permissions: Permissions;
  exp?: number;
}

function base64UrlDecode(segment: string): string {
  // atob decodes forgivingly (WHATWG): the padding base64url leaves out is not needed.
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** A claim that is absent (empty) or a string; any other type breaks docs/design.md, decision 4. */
function stringClaim(c: Record<string, unknown>, name: string, fail: (message: string) => Error): string {
  const value = c[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw fail(`The access token's \`${name}\` claim is not a string.`);
  return value;
}

/**
 * Reads the payload of the access token. The signature is not checked: the client only reads
 * its own token to show the right things; the platform checks it on every call.
 * Throws `fail(message)`, a message that never contains the token itself.
 */
export function decodeAccessToken(
  token: string,
  fail: (message: string) => Error = (m) => new TypeError(m),
): AccessTokenClaims {
  const payload = token.split('.')[1];
  let claims: unknown;
  try {
    claims = payload ? JSON.parse(base64UrlDecode(payload)) : undefined;
  } catch {
    claims = undefined;
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw fail('The access token is not a JWT with a JSON object payload.');
  }
  const c = claims as Record<string, unknown>;
  const permissions = c.permissions ?? {};
  if (typeof permissions !== 'object' || Array.isArray(permissions))
    throw fail("The access token's `permissions` claim is not an object.");
  return {
    _id: stringClaim(c, '_id', fail),
    email: stringClaim(c, 'email', fail),
    fullName: stringClaim(c, 'fullName', fail),
    permissions: permissions as Permissions,
    ...(typeof c.exp === 'number' ? { exp: c.exp } : {}),
  };
}

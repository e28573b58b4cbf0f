// Admin access tokens: JWTs whose payload is docs/design.md, decision 4's, with `iat` and `exp`. Each
// signature is 32 random bytes the platform remembers (Web Crypto's HMAC is async: decision 21), as
// unforgeable for a mock: a token of another mock, or whose payload was changed, is refused.
import type { Permissions } from '../src/clients/permissions.js';
import type { Store } from './store.js';

export interface AccessClaims {
  _id: string;
  email: string;
  fullName: string;
  permissions: Permissions;
  iat: number;
  exp: number;
  /** The store's epoch when signed: a reset ends every session. */
  epoch: number;
}

const utf8 = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/[+/]/g, (c) => (c === '+' ? '-' : '_'))
    .replace(/=+$/, '');
const b64 = (text: string) => base64url(utf8.encode(text));

export function createTokenSigner(ttlSeconds: number, ledger: Pick<Store, 'put'>) {
  /** What each signature signed: the token's head and body, and its claims. */
  const issued = new Map<string, { signed: string; claims: AccessClaims }>();
  const forget = (signature: string) => ledger.put('tokens', issued, signature, undefined);
  return {
    issue(given: Omit<AccessClaims, 'iat' | 'exp'>): string {
      const iat = Math.floor(Date.now() / 1000);
      // Expired ones are forgotten, so that a long-running mock keeps only live tokens.
      for (const [signature, { claims }] of issued) if (claims.exp <= iat) forget(signature);
      const claims = { ...given, iat, exp: iat + ttlSeconds };
      const signed = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
      const signature = base64url(crypto.getRandomValues(new Uint8Array(32)));
      ledger.put('tokens', issued, signature, { signed, claims }, signed.length + signature.length + 1);
      return `${signed}.${signature}`;
    },
    clear(): void {
      issued.clear();
    },
    verify(token: string): AccessClaims | null {
      const cut = token.lastIndexOf('.');
      const found = cut > 0 ? issued.get(token.slice(cut + 1)) : undefined;
      if (!found || found.signed !== token.slice(0, cut)) return null;
      if (found.claims.exp <= Date.now() / 1000) {
        forget(token.slice(cut + 1));
        return null;
      }
      return structuredClone(found.claims);
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

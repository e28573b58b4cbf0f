/// <reference types="node" />
// Admin access tokens: HS256 JWTs whose payload is docs/design.md, decision 4's (the admin self and their
// permissions) with `iat` and `exp`, signed with a key made per platform, so a token from another
// mock (or from before a reset) is refused.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Permissions } from '../clients/permissions.js';

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

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function createTokenSigner(ttlSeconds: number) {
  const key = randomBytes(32);
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();
  return {
    issue(claims: Omit<AccessClaims, 'iat' | 'exp'>): string {
      const iat = Math.floor(Date.now() / 1000);
      const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const body = b64(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
      return `${head}.${body}.${b64(sign(`${head}.${body}`))}`;
    },
    /** The claims of a token this signer issued that has not expired, or null. */
    verify(token: string): AccessClaims | null {
      const [head, body, signature] = token.split('.');
      if (!head || !body || !signature) return null;
      const expected = sign(`${head}.${body}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
      return claims.exp > Date.now() / 1000 ? claims : null;
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

// What an admin's token lets them change (docs/design.md, decision 4): reading needs Read, any other method Write,
// on the resource the path names (`request-action`, `cms`, `payment`, ...), looked up as the SDK's
// `can()` does. A refund needs Admin. Preferences are the admin's own and always theirs to set.
import { can } from '../core/permissions.js';
import type { AccessClaims } from './tokens.js';

const OWN = new Set(['setAdminPreference']);

export function allowed(claims: AccessClaims, method: string, path: string, operationId: string): boolean {
  if (OWN.has(operationId)) return true;
  const segments = path.split('/').filter((s) => s && !/^v\d+$/.test(s));
  const resource = segments[0] ?? '*';
  if (method === 'GET') return can(claims.permissions, resource, 'read', 'Read');
  if (operationId === 'refundTransaction') return can(claims.permissions, resource, 'refund', 'Admin');
  const action = method === 'DELETE' ? 'delete' : method === 'POST' ? 'create' : 'update';
  return can(claims.permissions, resource, action, 'Write');
}

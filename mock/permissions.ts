// What an admin's token lets them do (docs/design.md, decisions 4 and 21): each admin operation's
// `x-permission`, looked up as the SDK's `can()` does (`own`: the caller's own logins, preferences).
// Keyed by operation, not by method or path, so a search sent as a POST is a read and the legacy
// CMS under `project/{pid}/content` is `cms`.
import { can, type PermissionVerb } from '../src/clients/permissions.js';
import type { AccessClaims } from './tokens.js';

export type OperationPermission = { resource: string; action: string; verb: PermissionVerb } | 'own';

/** Whether the token's permissions allow an operation needing `permission`; none declared is refused. */
export function allowed(claims: AccessClaims, permission: OperationPermission | undefined): boolean {
  if (permission === undefined) return false;
  if (permission === 'own') return true;
  return can(claims.permissions, permission.resource, permission.action, permission.verb);
}

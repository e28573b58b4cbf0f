// Whether the signed-in admin may do something, and what to say when not.
import type { PermissionVerb } from 'platform-client';
import { useConsole } from './ConsoleContext';

/** The id of the screen's read-only notice, which disabled controls point at (aria-describedby). */
export const READ_ONLY_NOTE = 'read-only-note';

export interface Permission {
  allowed: boolean;
  /** Why it is not allowed; undefined when it is. */
  reason: string | undefined;
}

export function usePermission(resource: string, action: string, verb: PermissionVerb): Permission {
  const { clients } = useConsole();
  // An end user has no admin permissions: what needs them stays off.
  const allowed = clients.kind === 'admin' && clients.admin.can(resource, action, verb);
  return {
    allowed,
    reason: allowed ? undefined : `Your role does not grant ${verb} on ${resource} (${action}).`,
  };
}

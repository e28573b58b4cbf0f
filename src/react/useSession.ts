import { useCallback, useSyncExternalStore } from 'react';
import type { AdminSession } from '../clients/admin.js';
import type { EndUserSession } from '../clients/enduser.js';
import type { Session, SessionLifecycle } from '../clients/session-store.js';
import { usePlatformClient } from './context.js';

/** The surfaces whose clients hold a session. */
export type SessionSurface = 'admin' | 'enduser';

/** The client's session lifecycle, when it has one (the admin and end-user clients do). */
export function sessionOf(client: unknown): SessionLifecycle<Session> | undefined {
  const candidate = client as Partial<SessionLifecycle<Session>> | undefined;
  return typeof candidate?.onSessionChange === 'function' ? (candidate as SessionLifecycle<Session>) : undefined;
}

/**
 * The session of the provider's `surface` client, or null once it has ended; the component
 * renders again when it ends (signOut, a 401, expiry).
 */
export function useSession(surface: 'admin'): AdminSession | null;
export function useSession(surface: 'enduser'): EndUserSession | null;
export function useSession(surface: SessionSurface): Session | null {
  const client = sessionOf(usePlatformClient(surface));
  const subscribe = useCallback((onChange: () => void) => client?.onSessionChange(onChange) ?? (() => {}), [client]);
  const read = () => {
    if (!client) throw new Error(`useSession: the ${surface} client of <PlatformProvider> has no session.`);
    return client.session;
  };
  return useSyncExternalStore(subscribe, read, read);
}

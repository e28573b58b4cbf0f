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

const never = () => () => {};

/**
 * The session of the provider's `surface` client, or null when there is none (signed out, or
 * no client yet); the component renders again when it ends (signOut, a 401, expiry) or when a
 * sign-in puts a new client in the provider.
 */
export function useSession(surface: 'admin'): AdminSession | null;
export function useSession(surface: 'enduser'): EndUserSession | null;
export function useSession(surface: SessionSurface): Session | null {
  const client = sessionOf(usePlatformClient(surface, { optional: true }));
  const subscribe = useCallback((onChange: () => void) => client?.onSessionChange(onChange) ?? never(), [client]);
  const read = () => client?.session ?? null;
  return useSyncExternalStore(subscribe, read, read);
}

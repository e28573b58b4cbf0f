import type { PlatformClients } from './context.js';
import { sessionOf, type SessionSurface } from './useSession.js';

/**
 * Calls `ended(surface)` when the session of that surface's client ends (signOut, a 401, expiry),
 * so the provider can drop the client and its cached queries: the next user never sees the last
 * one's data. Returns the unsubscribe.
 */
export function removeQueriesWhenSessionEnds(
  clients: PlatformClients,
  ended: (surface: SessionSurface) => void,
): () => void {
  const unsubscribes = (['admin', 'enduser'] as SessionSurface[]).map((surface) =>
    sessionOf(clients[surface])?.onSessionChange((session) => {
      if (!session) ended(surface);
    }),
  );
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe?.();
  };
}

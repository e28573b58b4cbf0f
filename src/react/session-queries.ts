import type { QueryClient } from '@tanstack/react-query';
import type { PlatformClients } from './context.js';
import { sessionOf, type SessionSurface } from './useSession.js';

/**
 * Removes a surface's cached queries (their keys start with the surface) when its client's
 * session ends, so the next user never sees the last one's data. Returns the unsubscribe.
 */
export function removeQueriesWhenSessionEnds(queryClient: QueryClient, clients: PlatformClients): () => void {
  const unsubscribes = (['admin', 'enduser'] as SessionSurface[]).map((surface) =>
    sessionOf(clients[surface])?.onSessionChange((session) => {
      if (!session) queryClient.removeQueries({ queryKey: [surface] });
    }),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe?.());
}

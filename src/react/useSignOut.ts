import { useCallback } from 'react';
import { usePlatformContext, type PlatformClientOf } from './context.js';
import { sessionOf, type SessionSurface } from './useSession.js';

/**
 * The sign-out of `surface`: ends the client's session (the stored entry is removed), and the
 * provider drops the client and that account's cached queries and mutations. The platform has no sign-out
 * call: nothing is sent.
 */
export function useSignOut(surface: SessionSurface): () => Promise<void> {
  const { clients, setClient } = usePlatformContext();
  const client = clients[surface];
  return useCallback(async () => {
    const lifecycle = sessionOf(client);
    // The provider hears the end and switches; a client whose session already ended is dropped here.
    if (lifecycle?.session) await lifecycle.signOut();
    else setClient(surface, null);
  }, [client, surface, setClient]);
}

/** Puts a client you made in the provider for its surface (null: none, a sign-out, which removes that account's cached queries). */
export function useSetPlatformClient(): <S extends keyof PlatformClientOf>(
  surface: S,
  client: PlatformClientOf[S] | null,
) => void {
  return usePlatformContext().setClient;
}

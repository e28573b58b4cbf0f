import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PlatformContext, type HookSurface, type PlatformClientOf, type PlatformClients, type PlatformContextValue } from './context.js';
import { removeQueriesWhenSessionEnds } from './session-queries.js';

export interface PlatformProviderProps {
  /**
   * The clients the hooks use, one per surface the app calls. A surface may start without one
   * and get it from `useSignIn` or `useRestoreSession`. @default {}
   */
  clients?: PlatformClients;
  children?: ReactNode;
}

/** A client switched in the provider, and the `clients` prop's client it stands in for. */
type Switched = { [S in HookSurface]?: { over: unknown; client: PlatformClientOf[S] | null } };

/**
 * Gives the generated hooks their clients. Use it inside the app's QueryClientProvider:
 * the hooks are React Query hooks, and every request goes through the client's transport.
 * A sign-in (`useSignIn`, `useRestoreSession`) or sign-out switches a surface's client here and
 * drops that surface's cached queries; so does the end of a session (signOut, a 401, expiry),
 * after which the surface has no client. A new client in `clients` wins over a switched one.
 */
export function PlatformProvider({ clients = {}, children }: PlatformProviderProps) {
  const queryClient = useContext(QueryClientContext);
  const [switched, setSwitched] = useState<Switched>({});
  const given = useRef(clients);
  given.current = clients;

  const pick = <S extends HookSurface>(surface: S) => {
    const entry = switched[surface];
    return (entry && entry.over === clients[surface] ? entry.client ?? undefined : clients[surface]) as PlatformClients[S];
  };
  const admin = pick('admin');
  const publicClient = pick('public');
  const enduser = pick('enduser');

  const setClient = useCallback<PlatformContextValue['setClient']>(
    (surface, client) => {
      // The next person must see nothing of the last one's data, even for a moment.
      queryClient?.removeQueries({ queryKey: [surface] });
      setSwitched((now) => ({ ...now, [surface]: { over: given.current[surface], client } }));
    },
    [queryClient],
  );

  const value = useMemo<PlatformContextValue>(
    () => ({ clients: { admin, public: publicClient, enduser }, setClient }),
    [admin, publicClient, enduser, setClient],
  );
  useEffect(
    () =>
      removeQueriesWhenSessionEnds({ admin, enduser }, (surface) => {
        queryClient?.removeQueries({ queryKey: [surface] });
        setSwitched((now) => ({ ...now, [surface]: { over: given.current[surface], client: null } }));
      }),
    [queryClient, admin, enduser],
  );
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

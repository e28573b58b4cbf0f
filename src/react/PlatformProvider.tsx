import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { PlatformContext, type PlatformClients } from './context.js';
import { removeQueriesWhenSessionEnds } from './session-queries.js';

export interface PlatformProviderProps {
  /** The clients the hooks use, one per surface the app calls. */
  clients: PlatformClients;
  children?: ReactNode;
}

/**
 * Gives the generated hooks their clients. Use it inside the app's QueryClientProvider:
 * the hooks are React Query hooks, and every request goes through the client's transport.
 * When the admin or end-user session ends, that surface's cached queries are removed.
 */
export function PlatformProvider({ clients, children }: PlatformProviderProps) {
  const { admin, public: publicClient, enduser } = clients;
  const value = useMemo(() => ({ admin, public: publicClient, enduser }), [admin, publicClient, enduser]);
  const queryClient = useContext(QueryClientContext);
  useEffect(() => (queryClient ? removeQueriesWhenSessionEnds(queryClient, { admin, enduser }) : undefined), [queryClient, admin, enduser]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

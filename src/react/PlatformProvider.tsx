import { useMemo, type ReactNode } from 'react';
import { PlatformContext, type PlatformClients } from './context.js';

export interface PlatformProviderProps {
  /** The clients the hooks use, one per surface the app calls. */
  clients: PlatformClients;
  children?: ReactNode;
}

/**
 * Gives the generated hooks their clients. Use it inside the app's QueryClientProvider:
 * the hooks are React Query hooks, and every request goes through the client's transport.
 */
export function PlatformProvider({ clients, children }: PlatformProviderProps) {
  const { admin, public: publicClient, enduser } = clients;
  const value = useMemo(() => ({ admin, public: publicClient, enduser }), [admin, publicClient, enduser]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

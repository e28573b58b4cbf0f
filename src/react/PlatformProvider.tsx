import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPublicClient, type PublicClientOptions } from '../clients/public.js';
import { PlatformContext, type PlatformClients } from './context.js';
import { removeQueriesWhenSessionEnds } from './session-queries.js';

/**
 * Options of the clients a provider makes itself: plain data, so that a server component (a
 * Next.js layout) can render the provider and pass them. Only the public surface: the admin and
 * end-user clients sign in, which is the app's to do.
 */
export interface PlatformClientOptions {
  /** A public client's options, without those that are functions or modules. @default none */
  public?: Omit<PublicClientOptions, 'fetch' | 'logger' | 'validate'>;
}

export interface PlatformProviderProps {
  /** The clients the hooks use, one per surface the app calls. @default {} */
  clients?: PlatformClients;
  /** Options of clients the provider makes itself; a client in `clients` wins. @default {} */
  options?: PlatformClientOptions;
  children?: ReactNode;
}

/** How long a prefetched or fetched answer stays fresh when the provider makes the QueryClient. */
export const DEFAULT_STALE_TIME_MS = 60_000;

/**
 * Gives the generated hooks their clients, from `clients` or made from `options`. Inside the app's
 * QueryClientProvider the hooks use that QueryClient; without one the provider makes its own (one
 * per browser session, one per request on a server), whose answers stay fresh for
 * `DEFAULT_STALE_TIME_MS`, so that what a server prefetched is not fetched again at once.
 * When the admin or end-user session ends, that surface's cached queries are removed.
 */
export function PlatformProvider({ clients = {}, options = {}, children }: PlatformProviderProps) {
  const { admin, enduser } = clients;
  const publicOptions = options.public;
  const made = useMemo(() => publicOptions && createPublicClient(publicOptions), [JSON.stringify(publicOptions)]);
  const publicClient = clients.public ?? made;
  const value = useMemo(() => ({ admin, public: publicClient, enduser }), [admin, publicClient, enduser]);
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (outer ? undefined : new QueryClient({ defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS } } })));
  const queryClient = outer ?? own;
  useEffect(() => (queryClient ? removeQueriesWhenSessionEnds(queryClient, { admin, enduser }) : undefined), [queryClient, admin, enduser]);
  const provided = <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
  return outer || !own ? provided : <QueryClientProvider client={own}>{provided}</QueryClientProvider>;
}

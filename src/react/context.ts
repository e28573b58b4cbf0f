import { createContext, useContext } from 'react';
import type { HookClient } from './request-url.js';

export type HookSurface = 'admin' | 'public' | 'enduser';

/** The clients a PlatformProvider holds, one per surface the app uses. */
export type PlatformClients = Partial<Record<HookSurface, HookClient>>;

export const PlatformContext = createContext<PlatformClients | null>(null);

/** The client of a surface from the nearest PlatformProvider; throws a clear error without one. */
export function usePlatformClient(surface: HookSurface): HookClient {
  const clients = useContext(PlatformContext);
  if (!clients) throw new Error('platform-client hooks must be used inside a <PlatformProvider>.');
  const client = clients[surface];
  if (!client) {
    throw new Error(`<PlatformProvider> has no ${surface} client: pass clients={{ ${surface} }}.`);
  }
  return client;
}

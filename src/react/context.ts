import { createContext, useContext } from 'react';
import type { HookSurface, SurfaceClient } from '../query/hook-client.js';

export type { HookSurface } from '../query/hook-client.js';

/** The clients a PlatformProvider holds, one per surface the app uses. */
export type PlatformClients = { [S in HookSurface]?: SurfaceClient<S> };

export const PlatformContext = createContext<PlatformClients | null>(null);

/** The client of a surface from the nearest PlatformProvider; throws a clear error without one. */
export function usePlatformClient<S extends HookSurface>(surface: S): SurfaceClient<S> {
  const clients = useContext(PlatformContext);
  if (!clients) throw new Error('platform-client hooks must be used inside a <PlatformProvider>.');
  const client = clients[surface] as SurfaceClient<S> | undefined;
  if (!client) {
    throw new Error(`<PlatformProvider> has no ${surface} client: pass clients={{ ${surface} }}.`);
  }
  return client;
}

import { createContext, useContext } from 'react';
import type { AdminClient } from '../clients/admin.js';
import type { EndUserClient } from '../clients/enduser.js';
import type { PublicClient } from '../clients/public.js';
import type { HookSurface, SurfaceClient } from '../query/hook-client.js';

export type { HookSurface } from '../query/hook-client.js';

/** The clients a PlatformProvider holds, one per surface the app uses. */
export type PlatformClients = { [S in HookSurface]?: SurfaceClient<S> };

/**
 * Each surface's client as `usePlatformClient` gives it, with everything the factory made:
 * `self`, `session`, `can` and `signOut` on the admin client (made with a `projectId`, which
 * the hooks fill in), `self` (undefined until known, see `EndUserClient`) on the end-user one:
 * `useSelf('enduser')` gives it typed present.
 */
export interface PlatformClientOf {
  admin: AdminClient;
  public: PublicClient;
  enduser: EndUserClient<boolean>;
}

/** What the provider shares: the clients, and the way to switch one (sign-in, sign-out). */
export interface PlatformContextValue {
  clients: PlatformClients;
  /** Puts `client` in place of the surface's (null: none) (a sign-out when null: that account's queries go). */
  setClient<S extends HookSurface>(surface: S, client: PlatformClientOf[S] | null): void;
  /** How many times `setClient` has switched the surface so far: a restore that started earlier is stale. */
  switches(surface: HookSurface): number;
}

export const PlatformContext = createContext<PlatformContextValue | null>(null);

/** The provider's value; throws a clear error without a provider. */
export function usePlatformContext(): PlatformContextValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('platform-client hooks must be used inside a <PlatformProvider>.');
  return value;
}

/** A surface's full client, which is also what its hooks take (`SurfaceClient<S>`) when S is generic. */
export type ClientOf<S extends HookSurface> = PlatformClientOf[S] & SurfaceClient<S>;

export interface UsePlatformClientOptions {
  /** Give undefined rather than throw when the provider has no client of the surface (signed out). @default false */
  optional?: boolean;
}

/**
 * The client of a surface from the nearest PlatformProvider, with its full type
 * (`usePlatformClient('admin').self`); throws a clear error without one, unless `optional`.
 */
export function usePlatformClient<S extends HookSurface>(surface: S): ClientOf<S>;
export function usePlatformClient<S extends HookSurface>(
  surface: S,
  options: { optional: true },
): ClientOf<S> | undefined;
export function usePlatformClient<S extends HookSurface>(
  surface: S,
  options?: UsePlatformClientOptions,
): ClientOf<S> | undefined {
  const client = useContext(PlatformContext)?.clients[surface] as ClientOf<S> | undefined;
  // One message for both causes (no provider, or none of this surface): the hooks' bundle pays for one.
  if (!client && !options?.optional)
    throw new Error(`No ${surface} client: render inside <PlatformProvider clients={{ ${surface} }}>, or sign in.`);
  return client;
}

// A surface's cache belongs to its client: whenever the client changes, that surface's queries and
// mutations go, before the new client renders.
import type { Mutation, QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HookSurface, PlatformClients } from './context.js';

const SURFACES: readonly HookSurface[] = ['admin', 'public', 'enduser'];

/** Marks a mutation as its surface's (the generated hooks put it in `meta`), whatever its key. */
export const SURFACE_META = 'platformSurface';

const ofSurface = (surface: HookSurface) => (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.options.mutationKey?.[0] === surface || mutation.meta?.[SURFACE_META] === surface;

/**
 * Removes every query and mutation of `surface` from the QueryClient: the queries whose key starts
 * with it, the mutations whose key does or that a generated hook made. A removed mutation still
 * settles, but its variables (a password) and answer are no longer kept.
 */
function dropSurface(queryClient: QueryClient, surface: HookSurface): void {
  queryClient.removeQueries({ queryKey: [surface] });
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.findAll({ predicate: ofSurface(surface) })) mutations.remove(mutation);
}

/**
 * Drops a surface's cache whenever its client is another than at the last render (a new object in
 * `clients`, a sign-in, a sign-out, a session's end), in the provider's render, so no child ever
 * renders the new client with the old one's data. A client where there was none drops nothing:
 * the surface's data went with its last client, and a server's prefetch must stay.
 */
export function useCacheOwnedByClients(queryClient: QueryClient | undefined, clients: PlatformClients): void {
  const [rendered, setRendered] = useState(clients);
  const changed = SURFACES.filter((surface) => rendered[surface] !== clients[surface]);
  if (changed.length === 0) return;
  for (const surface of changed) if (queryClient && rendered[surface] !== undefined) dropSurface(queryClient, surface);
  // React's pattern for state that follows a prop: set during render, re-rendered before the children.
  setRendered(clients);
}

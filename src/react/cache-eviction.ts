// All that the provider still removes from the QueryClient (docs/design.md, decision 22). Keys
// name their account, so a switch of client needs no eviction for queries: another account's
// entries are other entries. What is still removed: on a sign-out (a session surface's client gone:
// signOut, a 401, expiry, `setClient(surface, null)`), that account's queries, so nothing of the
// last user stays in memory; and on any switch, the mutations made through the old client when it
// was another account's or it signed out, whose variables can hold secrets (a password).
import type { Mutation, QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountOf } from '../query/account.js';
import { ACCOUNT_META, SURFACE_META } from '../query/mutation-meta.js';
import type { KeyParams } from '../query/query-key.js';
import type { PlatformClients } from './context.js';

const SESSION_SURFACES = ['admin', 'enduser'] as const;

/** Removes what `surface`'s `account` leaves behind: its mutations, and its queries when `signedOut`. */
function evict(queryClient: QueryClient, surface: string, account: unknown, signedOut: boolean): void {
  if (signedOut)
    queryClient.removeQueries({
      queryKey: [surface],
      predicate: (query) => (query.queryKey[2] as KeyParams | undefined)?.account === account,
    });
  const mutations = queryClient.getMutationCache();
  // The generated hooks' mutations of that account, and the app's own keyed `[surface, …]` (whose account is unknown).
  const made = ({ meta, options }: Mutation<unknown, Error, unknown, unknown>) =>
    meta?.[ACCOUNT_META] === undefined
      ? options.mutationKey?.[0] === surface
      : meta[SURFACE_META] === surface && meta[ACCOUNT_META] === account;
  // A removed mutation still settles, but its variables and answer are no longer kept.
  for (const mutation of mutations.findAll({ predicate: made })) mutations.remove(mutation);
}

/**
 * Evicts, in the provider's render and before any child renders the new clients, what a switch of
 * an admin or end-user client leaves behind (see the top of this file). A client where there was
 * none, or another client of the same account, evicts nothing: a server's prefetch stays.
 */
export function useCacheEviction(queryClient: QueryClient | undefined, clients: PlatformClients): void {
  const [rendered, setRendered] = useState(clients);
  const changed = SESSION_SURFACES.filter((surface) => rendered[surface] !== clients[surface]);
  if (changed.length === 0) return;
  for (const surface of changed) {
    const before = rendered[surface];
    const now = clients[surface];
    if (!queryClient || !before) continue;
    const account = accountOf(before);
    if (!now || accountOf(now) !== account) evict(queryClient, surface, account, !now);
  }
  // React's pattern for state that follows a prop: set during render, re-rendered before the children.
  setRendered(clients);
}

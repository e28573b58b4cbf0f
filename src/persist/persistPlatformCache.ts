// The one call that makes a QueryClient's cache survive reloads (docs/design.md, "The persisted
// query cache"). No React here.
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createPlatformCache, type PlatformCache, type PlatformCacheOptions } from './platform-cache.js';

export interface PersistedPlatformCache extends Pick<PlatformCache, 'follow' | 'forget'> {
  /**
   * Settles once the stored entries are in the QueryClient (Dates revived, entries of a changed
   * operation or past `maxAge` left out) and paused mutations resume if online; sends nothing,
   * writes nothing.
   */
  readonly restored: Promise<void>;
  /** Stops persisting (what is pending is written) and listening to other tabs. */
  unsubscribe(): void;
}

/**
 * Persists `queryClient`'s generated queries and paused mutations in `storage`, per account, and
 * restores them now: `const { restored } = persistPlatformCache(queryClient, { storage: localStorage })`.
 * `follow(client)` each signed-in client, so its sign-out reaches storage and every tab.
 */
export function persistPlatformCache(queryClient: QueryClient, options: PlatformCacheOptions): PersistedPlatformCache {
  const cache = createPlatformCache(queryClient, options);
  const [unsubscribe, restoring] = persistQueryClient({
    // The persister core pins its own query-core: the same QueryClient, typed by another copy.
    queryClient: queryClient as never,
    ...cache.persistOptions,
  });
  return {
    restored: restoring.then(() => void queryClient.resumePausedMutations()),
    unsubscribe() {
      unsubscribe();
      void cache.close();
    },
    follow: cache.follow,
    forget: cache.forget,
  };
}

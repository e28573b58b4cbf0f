// `platform-client/persist`: a TanStack Query cache that survives reloads, with its Dates, per
// account, safe across users and tabs (docs/design.md, "The persisted query cache"). Needs
// `@tanstack/query-persist-client-core`; no React here.
export { accountOfClient } from './account.js';
export {
  createPlatformCache,
  type FollowedClient,
  type PersistCandidate,
  type PlatformCache,
  type PlatformCacheOptions,
} from './platform-cache.js';
export { persistPlatformCache, type PersistedPlatformCache } from './persistPlatformCache.js';
export type { CacheStorage } from './storage.js';

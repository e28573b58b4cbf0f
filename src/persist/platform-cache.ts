// The persisted cache (docs/design.md, "The persisted query cache"): a TanStack persister that
// stores each account's entries apart, revives an entry's Dates by its operation's own reviver,
// drops an entry whose operation's answer schema changed, keeps secrets out, and forgets an
// account in every tab when its session ends. No React here.
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/query-persist-client-core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { accountOfClient, accountOfKey, accountOfMutation } from './account.js';
import type { HookClient } from '../query/hook-client.js';
import { registerMutationDefaults } from './mutation-defaults.js';
import { mutationOf, queryOf } from './operations.js';
import { type CacheStorage, itemOf, readIndex } from './storage.js';

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/** What may be persisted, asked per operation; `secret`: the contract says it holds a credential. */
export interface PersistCandidate {
  readonly kind: 'query' | 'mutation';
  readonly surface: string;
  /** A GET's path template, or a mutation's operationId. */
  readonly name: string;
  readonly secret: boolean;
}

export interface PlatformCacheOptions {
  /** Where entries are kept: `localStorage`, or any Storage-like place, sync or async. */
  storage: CacheStorage;
  /**
   * Milliseconds an answer is restored after it was fetched; older ones are left out. Give the
   * QueryClient a `gcTime` at least as long, or unused entries leave memory, then storage.
   * @default 86_400_000 (a day)
   */
  maxAge?: number;
  /** The storage keys' prefix and the BroadcastChannel's name. @default 'platform-client.cache' */
  key?: string;
  /** Milliseconds between two writes of a changing cache. @default 1000 */
  throttle?: number;
  /**
   * Whether an operation's entries are persisted. Queries: generated GETs; mutations: generated
   * ones, paused (offline). @default every one whose answer (GET) or variables (mutation) holds no secret
   */
  shouldPersist?: (candidate: PersistCandidate) => boolean;
}

/** A client whose session the cache follows (an admin or end-user client), or any other client. */
export interface FollowedClient extends HookClient {
  readonly kind: string;
  readonly self?: { readonly _id?: unknown } | undefined;
  readonly session?: unknown;
  onSessionChange?(listener: (session: unknown) => void): () => void;
  signOut?(): Promise<void>;
}

export interface PlatformCache {
  /** The options of TanStack's `persistQueryClient` and `PersistQueryClientProvider`'s `persistOptions`. */
  readonly persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /**
   * Follows a client: its account's paused mutations resume through it, and when its session
   * ends (signOut, a 401, expiry) its account's entries leave memory and storage in every tab,
   * whose clients of that account sign out too. Returns the unfollow.
   */
  follow(client: FollowedClient): () => void;
  /** Removes an account's entries (`accountOfClient`) from memory and storage, here and in every tab. */
  forget(client: FollowedClient): Promise<void>;
  /** Writes what is pending, stops listening to other tabs. */
  close(): Promise<void>;
}

const DAY = 86_400_000;

/** An account's stored entries; each query carries its operation's schema hash. */
interface StoredAccount {
  readonly queries: (DehydratedQuery & { hash: string })[];
  readonly mutations: DehydratedMutation[];
}

/** The persisted cache of `queryClient`; `persistPlatformCache` runs it, `PersistQueryClientProvider` takes its `persistOptions`. */
export function createPlatformCache(queryClient: QueryClient, options: PlatformCacheOptions): PlatformCache {
  const { storage, maxAge = DAY, key: prefix = 'platform-client.cache', throttle = 1000 } = options;
  const allowed = options.shouldPersist ?? ((c: PersistCandidate) => !c.secret);
  const queryAllowed = (key: readonly unknown[]) => {
    const q = queryOf(key);
    return !!q && allowed({ kind: 'query', surface: String(key[0]), name: String(key[1]), secret: q.secret });
  };
  const mutationAllowed = (key: readonly unknown[] | undefined) => {
    const m = mutationOf(key);
    return !!m && allowed({ kind: 'mutation', surface: String(key?.[0]), name: String(key?.[1]), secret: m.secret });
  };

  /** What this tab last wrote (or read) per account, so an unchanged account is not written again. */
  const written = new Map<string, string>();
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing = Promise.resolve();
  const followed = new Map<string, Set<FollowedClient>>();

  async function write(client: PersistedClient): Promise<void> {
    const accounts = new Map<string, StoredAccount>();
    const of = (account: string) => {
      const entry = accounts.get(account) ?? { queries: [], mutations: [] };
      accounts.set(account, entry);
      return entry;
    };
    for (const query of client.clientState.queries) {
      const q = queryOf(query.queryKey);
      if (q) of(accountOfKey(query.queryKey)).queries.push({ ...query, hash: q.hash });
    }
    for (const mutation of client.clientState.mutations) {
      // The optimistic update's snapshot is the hook's, gone with the page: not kept.
      of(accountOfMutation(mutation)).mutations.push({ ...mutation, state: { ...mutation.state, context: undefined } });
    }
    const before = await readIndex(storage, prefix);
    for (const [account, entry] of accounts) {
      const text = JSON.stringify(entry);
      if (written.get(account) === text) continue;
      await storage.setItem(itemOf(prefix, account), text);
      written.set(account, text);
    }
    // What this tab no longer holds leaves storage (a removed or collected query, a forgotten account).
    for (const account of before) {
      if (accounts.has(account)) continue;
      await storage.removeItem(itemOf(prefix, account));
      written.delete(account);
    }
    const index = [...accounts.keys()].sort();
    if (JSON.stringify(index) !== JSON.stringify(before)) {
      if (index.length) await storage.setItem(prefix, JSON.stringify(index));
      else await storage.removeItem(prefix);
    }
  }

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) writing = writing.then(() => write(client)).catch(() => undefined);
    return writing;
  };

  /** A restore reads and revives; it sends nothing and writes nothing (an entry it leaves out goes at the next write). */
  async function restore(): Promise<PersistedClient | undefined> {
    const queries: DehydratedQuery[] = [];
    const mutations: DehydratedMutation[] = [];
    const now = Date.now();
    for (const account of await readIndex(storage, prefix)) {
      let stored: StoredAccount;
      try {
        const text = await storage.getItem(itemOf(prefix, account));
        stored = JSON.parse(text ?? 'null');
        if (!stored || !Array.isArray(stored.queries) || !Array.isArray(stored.mutations)) continue;
      } catch {
        continue; // damaged, or not ours: as if nothing were stored
      }
      for (const query of stored.queries) {
        const key = query.queryKey;
        const q = Array.isArray(key) ? queryOf(key) : undefined;
        if (!q || q.hash !== query.hash || accountOfKey(key) !== account || !queryAllowed(key)) continue;
        if (!(now - query.state.dataUpdatedAt <= maxAge)) continue;
        const { hash: _, ...dehydrated } = query;
        if (q.revive && dehydrated.state.data != null) {
          const data = dehydrated.state.data as { pages?: unknown[] };
          if (q.infinite) {
            if (Array.isArray(data.pages)) for (let i = 0; i < data.pages.length; i++) q.revive(data.pages as never, i);
          } else q.revive(dehydrated.state as never, 'data');
        }
        queries.push(dehydrated);
      }
      for (const mutation of stored.mutations)
        if (accountOfMutation(mutation) === account && mutationAllowed(mutation.mutationKey)) mutations.push(mutation);
    }
    return { timestamp: Date.now(), buster: '', clientState: { queries, mutations } };
  }

  const persister: Persister = {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flush, throttle);
    },
    restoreClient: restore,
    async removeClient() {
      pending = undefined;
      for (const account of await readIndex(storage, prefix)) await storage.removeItem(itemOf(prefix, account));
      await storage.removeItem(prefix);
      written.clear();
    },
  };

  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(prefix) : undefined;
  // In Node (tests, scripts) the channel alone does not keep the process alive.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  // A page that goes (a reload, a closed tab) writes what is pending first: what a reload shows
  // is what was last seen, not the state of up to `throttle` milliseconds before.
  const leaving = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') void flush();
  };
  globalThis.addEventListener?.('pagehide', leaving);
  globalThis.addEventListener?.('visibilitychange', leaving);

  /** Removes an account's entries here: memory, what is pending, storage; its clients here sign out. */
  async function forgetHere(account: string, signOut: boolean): Promise<void> {
    queryClient.removeQueries({ predicate: (query) => accountOfKey(query.queryKey) === account });
    const mutations = queryClient.getMutationCache();
    for (const mutation of mutations.findAll({
      predicate: (m) => accountOfMutation({ meta: m.meta, mutationKey: m.options.mutationKey }) === account,
    }))
      mutations.remove(mutation);
    if (pending) {
      const { queries, mutations: paused } = pending.clientState;
      pending = {
        ...pending,
        clientState: {
          queries: queries.filter((q) => accountOfKey(q.queryKey) !== account),
          mutations: paused.filter((m) => accountOfMutation(m) !== account),
        },
      };
    }
    await writing;
    await storage.removeItem(itemOf(prefix, account));
    written.delete(account);
    const index = await readIndex(storage, prefix);
    if (index.includes(account)) {
      const rest = index.filter((a) => a !== account);
      if (rest.length) await storage.setItem(prefix, JSON.stringify(rest));
      else await storage.removeItem(prefix);
    }
    if (signOut) for (const client of followed.get(account) ?? []) if (client.session) await client.signOut?.();
  }

  const forgetting = new Set<string>();
  async function forget(account: string, from: 'here' | 'another tab'): Promise<void> {
    if (forgetting.has(account)) return;
    forgetting.add(account);
    try {
      if (from === 'here') channel?.postMessage({ forget: account });
      await forgetHere(account, from === 'another tab');
    } finally {
      forgetting.delete(account);
    }
  }
  channel?.addEventListener('message', (event: MessageEvent) => {
    const account = (event.data as { forget?: unknown } | null)?.forget;
    if (typeof account === 'string') void forget(account, 'another tab');
  });

  // A restored mutation waits for a client of its account (a session restored, a sign-in).
  const waiting = new Map<string, ((client: FollowedClient) => void)[]>();
  registerMutationDefaults(queryClient, (account) => {
    for (const client of followed.get(account) ?? [])
      if (client.session !== null) return Promise.resolve(client as never);
    return new Promise((resolve) => waiting.set(account, [...(waiting.get(account) ?? []), resolve as never]));
  });

  return {
    persistOptions: {
      persister,
      maxAge,
      buster: '',
      dehydrateOptions: {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && queryAllowed(query.queryKey),
        shouldDehydrateMutation: (mutation) => mutation.state.isPaused && mutationAllowed(mutation.options.mutationKey),
      },
    },
    follow(client) {
      const account = accountOfClient(client);
      const clients = followed.get(account) ?? new Set();
      followed.set(account, clients);
      clients.add(client);
      for (const resolve of waiting.get(account) ?? []) resolve(client);
      waiting.delete(account);
      const unsubscribe = client.onSessionChange?.((session) => {
        if (session === null) void forget(account, 'here');
      });
      return () => {
        unsubscribe?.();
        clients.delete(client);
      };
    },
    forget: (client) => forget(accountOfClient(client), 'here'),
    close() {
      channel?.close();
      globalThis.removeEventListener?.('pagehide', leaving);
      globalThis.removeEventListener?.('visibilitychange', leaving);
      return flush();
    },
  };
}

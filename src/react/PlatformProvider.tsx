import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPublicClient, type PublicClientOptions } from '../clients/public.js';
import {
  PlatformContext,
  type HookSurface,
  type PlatformClientOf,
  type PlatformClients,
  type PlatformContextValue,
} from './context.js';
import { removeQueriesWhenSessionEnds } from './session-queries.js';
import { useCacheEviction } from './cache-eviction.js';

/**
 * Options of the clients a provider makes itself: plain data, so that a server component (a
 * Next.js layout) can render the provider and pass them, and `fetch`, which a client component
 * can give. Only the public surface: the admin and end-user clients sign in, which is the app's to
 * do (`useSignIn`, `useRestoreSession`).
 */
export interface PlatformClientOptions {
  /**
   * A public client's options, without `logger` and `validate`. `fetch` is a function, so only a
   * client component can pass it (a server component's props are data): make it once, outside
   * the component (`const fetch = withUploadProgress()` from `platform-client/upload`, for the
   * upload hooks' `progress`); a new `fetch` makes a new client. @default none
   */
  public?: Omit<PublicClientOptions, 'logger' | 'validate'>;
}

export interface PlatformProviderProps {
  /**
   * The clients the hooks use, one per surface the app calls. A surface may start without one
   * and get it from `useSignIn` or `useRestoreSession`. @default {}
   */
  clients?: PlatformClients;
  /** Options of clients the provider makes itself; a client in `clients` wins. @default {} */
  options?: PlatformClientOptions;
  children?: ReactNode;
}

/** How long a prefetched or fetched answer stays fresh when the provider makes the QueryClient. */
export const DEFAULT_STALE_TIME_MS = 60_000;

/** A client switched in the provider, and the given client it stands in for. */
type Switched = { [S in HookSurface]?: { over: unknown; client: PlatformClientOf[S] | null } };

/**
 * Gives the generated hooks their clients, from `clients` or made from `options`. Inside the app's
 * QueryClientProvider the hooks use that QueryClient; without one the provider makes its own (one
 * per browser session, one per request on a server), whose answers stay fresh for
 * `DEFAULT_STALE_TIME_MS`, so that what a server prefetched is not fetched again at once.
 * A sign-in (`useSignIn`, `useRestoreSession`) or sign-out switches a surface's client here; so
 * does the end of a session (signOut, a 401, expiry), after which the surface has no client. A new
 * client in `clients` wins over a switched one. Query keys name their account, so another user's
 * client never finds the last one's entries; a sign-out removes that account's queries, and a
 * switch of account the old one's mutations (`useCacheEviction`), before the new client renders.
 */
export function PlatformProvider({ clients = {}, options = {}, children }: PlatformProviderProps) {
  const publicOptions = options.public;
  // Plain options from a server component arrive as a new object on every render: key on content
  // (and on `fetch`, which JSON leaves out, by identity).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the options' content, not their identity
  const made = useMemo(
    () => publicOptions && createPublicClient(publicOptions),
    [JSON.stringify(publicOptions), publicOptions?.fetch],
  );
  const givenClients: PlatformClients = { ...clients, public: clients.public ?? made };
  const outer = useContext(QueryClientContext);
  const [own] = useState(() =>
    outer ? undefined : new QueryClient({ defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS } } }),
  );
  const queryClient = outer ?? own;
  const [switched, setSwitched] = useState<Switched>({});
  const given = useRef(givenClients);
  given.current = givenClients;
  // Counted apart from React state, so a restore that answers before the next render still sees a sign-in.
  const switchCounts = useRef<Partial<Record<HookSurface, number>>>({});
  const switches = useCallback((surface: HookSurface) => switchCounts.current[surface] ?? 0, []);

  const pick = <S extends HookSurface>(surface: S) => {
    const entry = switched[surface];
    return (
      entry && entry.over === givenClients[surface] ? (entry.client ?? undefined) : givenClients[surface]
    ) as PlatformClients[S];
  };
  const admin = pick('admin');
  const publicClient = pick('public');
  const enduser = pick('enduser');
  useCacheEviction(queryClient, { admin, public: publicClient, enduser });

  const setClient = useCallback<PlatformContextValue['setClient']>(
    (surface, client) => {
      // Counted, so a restore that answers after this switch knows it is too late. What the old
      // client leaves behind is evicted by useCacheEviction when the new one renders.
      switchCounts.current[surface] = switches(surface) + 1;
      setSwitched((now) => ({ ...now, [surface]: { over: given.current[surface], client } }));
    },
    [switches],
  );

  const value = useMemo<PlatformContextValue>(
    () => ({ clients: { admin, public: publicClient, enduser }, setClient, switches }),
    [admin, publicClient, enduser, setClient, switches],
  );
  useEffect(
    () =>
      removeQueriesWhenSessionEnds({ admin, enduser }, (surface) => {
        setSwitched((now) => ({ ...now, [surface]: { over: given.current[surface], client: null } }));
      }),
    [admin, enduser],
  );
  const provided = <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
  return outer || !own ? provided : <QueryClientProvider client={own}>{provided}</QueryClientProvider>;
}

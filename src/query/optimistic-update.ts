// Optimistic updates with rollback for mutations whose answer is the entity (a PUT or POST that
// returns what it changed): the entity's query and the list rows it appears in show the change at
// once, go back if the call fails, and hold the platform's answer when it succeeds. It works on
// query keys, so any key the hooks build fits: `getGetRequestActionQueryKey(client, id)` and
// `getListRequestActionsQueryKey(client)` (a prefix: every filter, page and infinite list under it).
// No React here: these are the `mutation:` options of a generated hook, or of useMutation.
import type { InfiniteData, MutationFunctionContext, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** What `optimisticUpdate` takes. `V`: the mutation's variables; `T`: the entity (its answer). */
export interface OptimisticUpdateSpec<T, V> {
  /** The entity's query key for these variables: `(v) => getGetRequestActionQueryKey(client, v.id)`. */
  entity: (variables: V) => QueryKey;
  /** Keys (or prefixes) of the lists the entity appears in. @default () => [] */
  lists?: (variables: V) => readonly QueryKey[];
  /** The entity as it will be once the call succeeds, from the cached one (or a list's row). */
  apply: (current: T, variables: V) => T;
  /** Whether a list row is the entity. @default row._id === variables.id */
  isRow?: (row: T, variables: V) => boolean;
  /** The QueryClient; React Query 5.80 and later hand it to mutation callbacks. @default the mutation's own */
  queryClient?: QueryClient;
}

/** What `onMutate` saved, for `onError` to put back: each touched query's data as it was. */
export interface OptimisticSnapshot {
  readonly saved: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The queries it wrote into, and what it wrote: a rollback writes into these only. */
  readonly touched: ReadonlyArray<Touched>;
}

interface Touched {
  readonly query: Query;
  readonly written: unknown;
}

/**
 * Per query, the optimistic updates not settled yet and the last data the platform gave (before
 * the first of them, or a success's answer): the only value a rollback may put back.
 */
const ledger = new WeakMap<Query, { pending: number; truth: unknown }>();

/** The mutation options `optimisticUpdate` gives: spread them into `mutation:` (or useMutation's options). */
export interface OptimisticUpdateOptions<T, V> {
  onMutate(variables: V, context: MutationFunctionContext): Promise<OptimisticSnapshot>;
  onError(
    error: unknown,
    variables: V,
    snapshot: OptimisticSnapshot | undefined,
    context: MutationFunctionContext,
  ): Promise<void> | undefined;
  onSuccess(data: T, variables: V, snapshot: OptimisticSnapshot | undefined, context: MutationFunctionContext): void;
}

/** A list answer with its matching rows replaced: a page (`{ data: [...] }`), an array, or an infinite list's pages. */
function mapRows<T>(list: unknown, replace: (row: T) => T): unknown {
  const inPage = (page: unknown): unknown => {
    if (Array.isArray(page)) return changed(page as T[]);
    if (page && typeof page === 'object' && Array.isArray((page as { data?: unknown }).data)) {
      const rows = (page as { data: T[] }).data;
      const next = changed(rows);
      return next === rows ? page : { ...page, data: next };
    }
    return page;
  };
  const changed = (rows: T[]) => {
    const next = rows.map(replace);
    return next.some((row, i) => row !== rows[i]) ? next : rows;
  };
  const infinite = list as InfiniteData<unknown> | undefined;
  if (infinite && typeof infinite === 'object' && Array.isArray(infinite.pages)) {
    const pages = infinite.pages.map(inPage);
    return pages.some((page, i) => page !== infinite.pages[i]) ? { ...infinite, pages } : list;
  }
  return inPage(list);
}

const byId = <T, V>(row: T, variables: V) =>
  (row as { _id?: unknown })?._id !== undefined &&
  (row as { _id?: unknown })._id === (variables as { id?: unknown })?.id;

/**
 * Mutation options for an optimistic update with rollback: before the call, the entity's query and
 * its rows in `lists` take `apply(current)` (in-flight reads of them are cancelled so they cannot
 * overwrite it); on success they hold the answer. On an error, each query it changed goes back to
 * what the platform last gave, if it still shows this change and no other optimistic update of it
 * is pending; then the entity and the lists are refetched. A query dropped since (the surface got
 * another client, the session ended) is never written again: a rollback cannot bring one user's
 * rows into the next user's cache.
 */
export function optimisticUpdate<T, V>(spec: OptimisticUpdateSpec<T, V>): OptimisticUpdateOptions<T, V> {
  const isRow = spec.isRow ?? byId;
  const keysOf = (variables: V) => [spec.entity(variables), ...(spec.lists?.(variables) ?? [])];
  const clientOf = (context: MutationFunctionContext | undefined) => {
    const client = spec.queryClient ?? context?.client;
    if (!client)
      throw new TypeError(
        'optimisticUpdate: give `queryClient` (React Query before 5.80 does not hand it to mutations).',
      );
    return client;
  };
  /** The queries `keys` match now, each once, the entity's first, with how `next` changes their data. */
  const matching = (client: QueryClient, variables: V, next: (current: T) => T) => {
    const cache = client.getQueryCache();
    const change = new Map<Query, (data: unknown) => unknown>();
    for (const query of cache.findAll({ queryKey: spec.entity(variables) }))
      change.set(query, (data) => (data === undefined ? data : next(data as T)));
    for (const queryKey of spec.lists?.(variables) ?? [])
      for (const query of cache.findAll({ queryKey }))
        if (!change.has(query))
          change.set(query, (list) => mapRows<T>(list, (row) => (isRow(row, variables) ? next(row) : row)));
    return change;
  };
  // Still the cache's query of its key: not removed since (a switch of client, a session's end, gc).
  const live = (client: QueryClient, query: Query) => client.getQueryCache().get(query.queryHash) === query;
  const settle = (query: Query) => {
    const entry = ledger.get(query);
    if (!entry) return 0;
    entry.pending -= 1;
    if (entry.pending <= 0) ledger.delete(query);
    return Math.max(entry.pending, 0);
  };
  return {
    async onMutate(variables, context) {
      const client = clientOf(context);
      const keys = keysOf(variables);
      await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
      const saved = keys.flatMap((queryKey) => client.getQueriesData({ queryKey }));
      const touched: Touched[] = [];
      for (const [query, change] of matching(client, variables, (current) => spec.apply(current, variables))) {
        const before = query.state.data;
        const entry = ledger.get(query) ?? { pending: 0, truth: before };
        entry.pending += 1;
        ledger.set(query, entry);
        const written = change(before);
        if (written !== before) client.setQueryData(query.queryKey, written);
        touched.push({ query, written: query.state.data });
      }
      return { saved, touched };
    },
    onError(_error, variables, snapshot, context) {
      const client = clientOf(context);
      let others = 0;
      for (const { query, written } of snapshot?.touched ?? []) {
        const truth = ledger.get(query)?.truth;
        const left = settle(query);
        others += left;
        if (left === 0 && live(client, query) && query.state.data === written)
          client.setQueryData(query.queryKey, truth);
      }
      // The platform's own state is the truth: read again once no other optimistic update is pending.
      if (others > 0) return undefined;
      return Promise.all(keysOf(variables).map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => {});
    },
    onSuccess(data, variables, snapshot, context) {
      const client = clientOf(context);
      const answer = matching(client, variables, () => data);
      for (const { query } of snapshot?.touched ?? []) {
        const isLive = live(client, query);
        const change = answer.get(query);
        if (isLive && change) client.setQueryData(query.queryKey, change(query.state.data));
        const entry = ledger.get(query);
        if (entry) entry.truth = query.state.data;
        settle(query);
      }
    },
  };
}

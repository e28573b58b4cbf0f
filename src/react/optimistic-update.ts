// Optimistic updates with rollback for mutations whose answer is the entity (a PUT or POST that
// returns what it changed): the entity's query and the list rows it appears in show the change at
// once, go back if the call fails, and hold the platform's answer when it succeeds. It works on
// query keys, so any key the hooks build fits: `getGetRequestActionQueryKey(client, id)` and
// `getListRequestActionsQueryKey(client)` (a prefix: every filter, page and infinite list under it).
// No React here: these are the `mutation:` options of a generated hook, or of useMutation.
import type { InfiniteData, MutationFunctionContext, QueryClient, QueryKey } from '@tanstack/react-query';

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
}

/** The mutation options `optimisticUpdate` gives: spread them into `mutation:` (or useMutation's options). */
export interface OptimisticUpdateOptions<T, V> {
  onMutate(variables: V, context: MutationFunctionContext): Promise<OptimisticSnapshot>;
  onError(
    error: unknown,
    variables: V,
    snapshot: OptimisticSnapshot | undefined,
    context: MutationFunctionContext,
  ): void;
  onSuccess(data: T, variables: V, snapshot: OptimisticSnapshot | undefined, context: MutationFunctionContext): void;
}

type Rows<T> = { data: T[] } | T[] | InfiniteData<{ data: T[] } | T[]>;

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
 * overwrite it); on an error they are put back as they were; on success they hold the answer.
 * The generated hook still invalidates what the mutation touches, so the lists are read again.
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
  const write = (client: QueryClient, variables: V, next: (current: T) => T) => {
    client.setQueriesData<T>({ queryKey: spec.entity(variables) }, (current) =>
      current === undefined ? current : next(current),
    );
    for (const queryKey of spec.lists?.(variables) ?? []) {
      client.setQueriesData<Rows<T>>(
        { queryKey },
        (list) => mapRows<T>(list, (row) => (isRow(row, variables) ? next(row) : row)) as Rows<T>,
      );
    }
  };
  return {
    async onMutate(variables, context) {
      const client = clientOf(context);
      const keys = keysOf(variables);
      await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
      const saved = keys.flatMap((queryKey) => client.getQueriesData({ queryKey }));
      write(client, variables, (current) => spec.apply(current, variables));
      return { saved };
    },
    onError(_error, _variables, snapshot, context) {
      const client = clientOf(context);
      for (const [queryKey, data] of snapshot?.saved ?? []) client.setQueryData(queryKey, data);
    },
    onSuccess(data, variables, _snapshot, context) {
      write(clientOf(context), variables, () => data);
    },
  };
}

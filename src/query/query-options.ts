// Query options of the generated GET operations (docs/design.md, decision 22): plain objects, no React, so
// `queryClient.fetchQuery`, `prefetchQuery` and `ensureQueryData` take them on a server, in a
// router loader or in a test, and the hooks take the same ones (same key, same request).
import type { InfiniteData, QueryFunction, UseInfiniteQueryOptions, UseQueryOptions } from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import { nextPageOf } from '../core/paginate.js';
import type { CallOptions } from '../core/transport.js';
import type { HookClient, HookSurface } from './hook-client.js';
import {
  infiniteQueryKeyOf,
  queryKeyOf,
  type InfiniteQueryKeyOf,
  type InfiniteKey,
  type PlainKey,
  type QueryKeyOf,
} from './query-key.js';
import { sendOperation } from './send-operation.js';
import { shareWithDates } from './share-dates.js';

/** Transport options of one hook's requests; the client's own when absent. */
export type RequestArgs = Omit<CallOptions, 'signal'>;

/** The last argument of a query hook and of its options factory. */
export interface QueryArgs<T, TData = T> {
  /**
   * React Query options. `retry` defaults to `false`: the client's transport already retries what
   * is safe to repeat (`maxRetries`), so React Query would only repeat its retries.
   * `structuralSharing` defaults to `shareWithDates`: a refetch's equal parts, equal Dates
   * included, keep the objects React already has (`false` or your own function to change it).
   * @default { retry: false, structuralSharing: shareWithDates }
   */
  query?: Partial<Omit<UseQueryOptions<T, HookError, TData, PlainKey>, 'queryKey' | 'queryFn'>>;
  /** Per-call transport options (`timeout`, `maxRetries`). @default the client's */
  request?: RequestArgs;
}

/** The last argument of an infinite query hook and of its options factory. */
export interface InfiniteQueryArgs<T, TData = InfiniteData<T, number>> {
  /**
   * React Query options. Pages start at 1; a next page exists by `paginate`'s rule: while the
   * last page has items and `page * limit < total`, as the answer gives them; an answer that is
   * not the page asked for, or has no positive `limit`, fails with PaginationError. `retry`
   * defaults to `false` and `structuralSharing` to `shareWithDates`, as for plain queries.
   * @default { retry: false, structuralSharing: shareWithDates }
   */
  query?: Partial<
    Omit<
      UseInfiniteQueryOptions<T, HookError, TData, InfiniteKey, number>,
      'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
    >
  >;
  /** Per-call transport options (`timeout`, `maxRetries`). @default the client's */
  request?: RequestArgs;
}

/** What an options factory returns: React Query's options with a key that carries the data type. */
export type SurfaceQueryOptions<T, TData = T> = Omit<UseQueryOptions<T, HookError, TData, PlainKey>, 'queryFn'> & {
  queryKey: QueryKeyOf<T>;
  queryFn: QueryFunction<T, PlainKey>;
};

export type SurfaceInfiniteQueryOptions<T, TData = InfiniteData<T, number>> = Omit<
  UseInfiniteQueryOptions<T, HookError, TData, InfiniteKey, number>,
  'queryFn'
> & {
  queryKey: InfiniteQueryKeyOf<T>;
  queryFn: QueryFunction<T, InfiniteKey, number>;
};

/** An answer that is one page of a list. */
export interface Page {
  page: number;
  limit: number;
  total: number;
}

// A path parameter not given yet (an id from the URL, still loading) leaves the query idle.
const given = (pathParams: Record<string, unknown>) => Object.values(pathParams).every((v) => v != null);

export function surfaceQueryOptions<T, TData = T>(
  surface: HookSurface,
  client: HookClient,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  args?: QueryArgs<T, TData>,
): SurfaceQueryOptions<T, TData> {
  return {
    queryKey: queryKeyOf<T>(surface, client, path, pathParams, query),
    queryFn: ({ signal }) =>
      sendOperation<T>(client, 'GET', path, pathParams, query, undefined, { ...args?.request, signal }),
    enabled: given(pathParams),
    retry: false,
    structuralSharing: shareWithDates,
    ...args?.query,
  };
}

/**
 * The next page's number by the page rule `paginate` follows (`nextPageOf`): none after an empty
 * page or past the total. A page that breaks the rule failed its query already (`sendOperation`).
 */
const nextPage = (last: Page, _: unknown, page: number) => nextPageOf(last, page, '');

export function surfaceInfiniteQueryOptions<T extends Page, TData = InfiniteData<T, number>>(
  surface: HookSurface,
  client: HookClient,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  args?: InfiniteQueryArgs<T, TData>,
): SurfaceInfiniteQueryOptions<T, TData> {
  return {
    queryKey: infiniteQueryKeyOf<T>(surface, client, path, pathParams, query),
    queryFn: ({ signal, pageParam }) =>
      sendOperation<T>(
        client,
        'GET',
        path,
        pathParams,
        { ...query, page: pageParam },
        undefined,
        { ...args?.request, signal },
        (data, url) => nextPageOf(data, pageParam, url),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: given(pathParams),
    retry: false,
    structuralSharing: shareWithDates,
    ...args?.query,
  };
}

/** The last argument of a suspense query hook: a query's, without what suspense decides itself. */
export interface SuspenseQueryArgs<T, TData = T> extends QueryArgs<T, TData> {
  /** React Query options; `retry` defaults to `false`, as for plain queries. @default { retry: false } */
  query?: Omit<NonNullable<QueryArgs<T, TData>['query']>, 'enabled' | 'placeholderData' | 'throwOnError'>;
}

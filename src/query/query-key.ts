// Every key the generated hooks, options and key factory use, and their types, built by one rule
// (docs/design.md, decision 22). No React here: server code builds the same keys to prefetch.
import type { DataTag, InfiniteData } from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import { accountOf, type AccountScope } from './account.js';
import type { HookSurface } from './hook-client.js';

export type { HookSurface } from './hook-client.js';

/**
 * What a key takes from a client: the platform (its `baseUrl`), the project (its `projectId`) and
 * the account (an admin's or end user's, by `accountOf`), so that two platforms, projects or users
 * never share an entry; never a credential. A client fits as it is. A scope that is no client
 * (`{ projectId }`) leaves the account out, and without `baseUrl` the platform: a filter.
 */
export interface KeyScope extends AccountScope {
  readonly baseUrl?: string | undefined;
  readonly projectId?: string | undefined;
}

/**
 * The params of a key: the client's base URL (without trailing slashes), projectId (null without
 * one) and account (`accountOf`: an opaque id; null on the public surface), then the fetcher's
 * `params` of the call. A filter may leave any of them out.
 */
export interface KeyParams {
  baseUrl?: string;
  projectId?: string | null;
  account?: string | null;
  path: Record<string, unknown>;
  query?: object | undefined;
}

/** A plain (and suspense) query's key, untyped: without a scope, a filter that matches the calls of every scope. */
export type PlainKey = readonly [HookSurface, string, KeyParams];
export type InfiniteKey = readonly [HookSurface, string, KeyParams, 'infinite'];

/**
 * `[surface, path template, { baseUrl, projectId, account, path, query }]`, and `'infinite'` last for an
 * infinite query. React Query matches a filter's key as a prefix and its objects as subsets, so a
 * key with fewer params (no scope, or `{ path: {} }`) matches every call of the operation, plain or
 * infinite, on every platform: what invalidation and the key factory (`keys`) use.
 */
export type SurfaceQueryKey = PlainKey | InfiniteKey;

/** A key that matches, as a prefix, every call of one GET: every platform and project, plain and infinite. */
export type PathKey = readonly [HookSurface, string];

/** A plain (and suspense) query's key, carrying its data type for `getQueryData` and `setQueryData`. */
export type QueryKeyOf<T> = DataTag<PlainKey, T, HookError>;
/** An infinite query's key, carrying its data type. */
export type InfiniteQueryKeyOf<T> = DataTag<InfiniteKey, InfiniteData<T, number>, HookError>;

/** What a key is of, after its scope: the path template, its path parameters and the fetcher's query. */
type KeyCall = [path: string, pathParams: Record<string, unknown>, query?: object];

/**
 * The key of an operation's plain (and suspense) query; for a client, the hook's exact key. The one
 * rule: a scope given puts its platform, project and account in the key; none leaves them out (a filter,
 * typed as the plain key: it is no hook's exact key).
 */
export function queryKeyOf<T>(surface: HookSurface, scope: KeyScope, ...call: KeyCall): QueryKeyOf<T>;
export function queryKeyOf(surface: HookSurface, scope: KeyScope | undefined, ...call: KeyCall): PlainKey;
export function queryKeyOf(
  surface: HookSurface,
  scope: KeyScope | undefined,
  path: string,
  pathParams: Record<string, unknown>,
  query?: object,
): PlainKey {
  const params: KeyParams = { path: pathParams };
  if (scope?.baseUrl) params.baseUrl = scope.baseUrl.replace(/\/+$/, '');
  if (scope) {
    params.projectId = scope.projectId ?? null;
    const account = accountOf(scope);
    if (account !== undefined) params.account = account;
  }
  if (query !== undefined) params.query = query;
  return [surface, path, params];
}

/** The key of an operation's infinite query: the plain key without `page`, then `'infinite'`. */
export const infiniteQueryKeyOf = <T>(surface: HookSurface, scope: KeyScope, ...call: KeyCall): InfiniteQueryKeyOf<T> =>
  [...queryKeyOf(surface, scope, ...call), 'infinite'] as unknown as InfiniteQueryKeyOf<T>;

/**
 * A key of one GET's calls for the key factory (`keys.admin['/request-action'].list(params, scope?)`).
 * Without a scope it leaves the platform and project out and React Query's subset match makes it
 * match that call everywhere: what `invalidateQueries`, `setQueriesData` and `cancelQueries` take.
 * With the client it is the hook's exact key (`getQueryData`, `setQueryData`).
 */
export const callKey = <T>(
  surface: HookSurface,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  scope: KeyScope | undefined,
): QueryKeyOf<T> =>
  // A filter too carries the data type of the calls it matches, for `getQueryData` and `setQueriesData`.
  queryKeyOf(surface, scope, path, pathParams, query) as QueryKeyOf<T>;

/** A generated mutation's key: `[surface, operationId]`. */
export const mutationKeyOf = (surface: HookSurface, operation: string) => [surface, operation] as const;

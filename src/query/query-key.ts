// Query keys of the generated hooks and options (docs/design.md, decision 22). No React here: server code builds
// the same keys to prefetch.
import type { HookSurface } from './hook-client.js';

export type { HookSurface } from './hook-client.js';

/** What a key takes from a client: its projectId, so two projects never share an entry. */
export interface KeyScope {
  readonly projectId?: string | undefined;
}

/** The params of a key: the client's projectId (null without one) and the fetcher's `params` of the call. */
export interface KeyParams {
  projectId: string | null;
  path: Record<string, unknown>;
  query?: object | undefined;
}

/**
 * `[surface, path template, { projectId, path, query }]`, and `'infinite'` last for an infinite
 * query. Never the base URL, so a server and a browser agree. React Query matches a filter's key
 * as a prefix and its objects as subsets, so a key with fewer params (`{ projectId, path: {} }`,
 * or no projectId at all) matches every call of the operation, plain or infinite: what
 * invalidation and the key factory (`keys`) use.
 */
export type SurfaceQueryKey =
  | readonly [HookSurface, string, KeyParams]
  | readonly [HookSurface, string, KeyParams, 'infinite'];

export function surfaceQueryKey(
  surface: HookSurface,
  scope: KeyScope,
  path: string,
  pathParams: Record<string, unknown>,
  query?: object,
): readonly [HookSurface, string, KeyParams] {
  const projectId = scope.projectId ?? null;
  return [
    surface,
    path,
    query === undefined ? { projectId, path: pathParams } : { projectId, path: pathParams, query },
  ];
}

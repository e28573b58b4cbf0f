// Query keys of the generated hooks and options (docs/design.md, decision 22). No React here: server code builds
// the same keys to prefetch.

/** The surfaces that have hooks (never the private one, whose key stays on servers). */
export type HookSurface = 'admin' | 'public' | 'enduser';

/** What a key takes from a client: its projectId, so two projects never share an entry. */
export interface KeyScope {
  readonly projectId?: string | undefined;
}

/** The params of a key: the fetcher's `params` (`{ path, query }`) of the call. */
export interface KeyParams {
  path: Record<string, unknown>;
  query?: object | undefined;
}

/**
 * `[surface, projectId | null, path template, { path, query }]`, and `'infinite'` last for an
 * infinite query. Never the base URL, so a server and a browser agree. A key built with fewer
 * params (`{ path: {} }`) is a prefix that matches every call of the operation, plain or
 * infinite: what invalidation uses.
 */
export type SurfaceQueryKey =
  | readonly [HookSurface, string | null, string, KeyParams]
  | readonly [HookSurface, string | null, string, KeyParams, 'infinite'];

export function surfaceQueryKey(
  surface: HookSurface,
  scope: KeyScope,
  path: string,
  pathParams: Record<string, unknown>,
  query?: object,
): readonly [HookSurface, string | null, string, KeyParams] {
  return [surface, scope.projectId ?? null, path, query === undefined ? { path: pathParams } : { path: pathParams, query }];
}

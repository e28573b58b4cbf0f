// The key factory (`keys.admin['/request-action']`): keys that match the generated hooks' keys,
// built without a client in hand. No React here.
import type { HookSurface } from './hook-client.js';
import type { KeyParams, KeyScope } from './query-key.js';
import type { QueryKeyOf } from './query-options.js';

/** A key that matches, as a prefix, every call of one GET: every project, plain and infinite. */
export type PathKey = readonly [HookSurface, string];

/**
 * A key of one GET's calls. Without a scope (`{ projectId }`, or the client) it leaves the project
 * out and React Query's subset match makes it match that call in every project: what
 * `invalidateQueries`, `setQueriesData` and `cancelQueries` take. With the client it is the hook's
 * exact key (`getQueryData`, `setQueryData`).
 */
export const callKey = <T>(
  surface: HookSurface,
  path: string,
  pathParams: Record<string, unknown>,
  query: object | undefined,
  scope: KeyScope | undefined,
): QueryKeyOf<T> => {
  const params: Partial<KeyParams> = scope
    ? { projectId: scope.projectId ?? null, path: pathParams }
    : { path: pathParams };
  if (query !== undefined) params.query = query;
  return [surface, path, params] as unknown as QueryKeyOf<T>;
};

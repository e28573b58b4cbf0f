// A generated mutation as data: how it sends and what it changes. No React: the hooks
// (src/react/useSurfaceMutation.ts) run it, and other code can read its keys.
import type { QueryKey } from '@tanstack/react-query';
import type { HookError } from '../core/errors.js';
import type { OnUploadProgress } from '../core/transport.js';
import type { RequestArgs } from './query-options.js';
import type { KeyScope, QueryKeyOf } from './query-key.js';
import type { HookClient, HookSurface, SurfaceClient } from './hook-client.js';
import type { DataById, ErrorById, OperationId } from './operation-types.js';
import { sendOperation } from './send-operation.js';

/** Transport options of a mutation's request; an upload's may ask for progress too. */
export type MutationRequest = RequestArgs & { onUploadProgress?: OnUploadProgress | undefined };

/**
 * One mutating operation, as the generator writes it from the contract; `E`: its entity query's
 * data (never without one); `Err`: what it rejects with (its `<OperationId>Error`, which its
 * options and hook take from here); `U`: `true` for a multipart upload.
 */
export interface SurfaceMutation<
  S extends HookSurface,
  T,
  V,
  E = never,
  Err = HookError,
  U extends true | undefined = undefined,
> {
  /** The operationId; the mutation key is `[surface, operation]`. */
  readonly operation: string;
  /** A multipart upload: its hook asks for `onUploadProgress` and shows it as `progress`. */
  readonly upload?: U;
  /** Never set: the type of what it rejects with, which its options and hook take from here. */
  readonly error?: Err;
  /** Sends it through the client's transport, as its fetcher would; resolves to the data. */
  send(client: SurfaceClient<S>, variables: V, request: MutationRequest | undefined): Promise<T>;
  /**
   * The keys of the queries it changes: the GETs on its path and above it (same tag), and those
   * its contract names in `x-invalidates`, with the path parameters they share.
   */
  invalidates(scope: KeyScope, variables: V): QueryKey[];
  /** The key of the one thing it is about (the nearest GET `.../{id}` on its path), refreshed on a 409 or 404. */
  entity?(scope: KeyScope, variables: V): QueryKeyOf<E>;
}

/**
 * A generated mutation's definition, its types read from its operationId (`operation`): the data
 * its fetcher answers, what it rejects with; `V` from `send`, its entity's data from `entity`.
 */
/* @__NO_SIDE_EFFECTS__ */
export const surfaceMutation = <
  S extends HookSurface,
  K extends OperationId<S>,
  V,
  E = never,
  U extends true | undefined = undefined,
>(
  _surface: S,
  definition: SurfaceMutation<S, DataById<S, K>, V, E, ErrorById<S, K>, U> & { readonly operation: K },
): SurfaceMutation<S, DataById<S, K>, V, E, ErrorById<S, K>, U> => definition;

/**
 * A generated mutation's `send`, from its method and path: the path parameters named in the path
 * (`{id}`) taken from the variables, `data` as the body and `params` as the query, through
 * `sendOperation`, as its fetcher sends them. `V`: its variables, the one type its definition names.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sends<V>(method: string, path: string) {
  const names = path.match(/[^{}]+(?=})/g) ?? [];
  // `never`: the data is the operation's, which its definition types (`surfaceMutation`).
  return (client: HookClient, variables: V, request: MutationRequest | undefined): Promise<never> => {
    const v = Object(variables) as { data?: unknown; params?: object } & Record<string, unknown>;
    const pathParams = Object.fromEntries(names.map((name) => [name, v[name]]));
    return sendOperation<never>(client, method, path, pathParams, v.params, v.data, request);
  };
}

// A generated mutation as data: how it sends and what it changes. No React: the hooks
// (src/react/useSurfaceMutation.ts) run it, and other code can read its keys.
import type { QueryKey } from '@tanstack/react-query';
import type { OnUploadProgress } from '../core/transport.js';
import type { RequestArgs } from './query-options.js';
import type { KeyScope, QueryKeyOf } from './query-key.js';
import type { HookSurface, SurfaceClient } from './hook-client.js';

/** Transport options of a mutation's request; an upload's may ask for progress too. */
export type MutationRequest = RequestArgs & { onUploadProgress?: OnUploadProgress | undefined };

/** One mutating operation, as the generator writes it from the contract; `E`: its entity query's data (never without one). */
export interface SurfaceMutation<S extends HookSurface, T, V, E = never> {
  /** The operationId; the mutation key is `[surface, operation]`. */
  readonly operation: string;
  /** A multipart upload: its hook asks for `onUploadProgress` and shows it as `progress`. */
  readonly upload?: true;
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

// What the generated query options and hooks need of a client. No React here.
import type { OperationTable } from '../core/operation-table.js';
import type { RequestOptions } from '../core/transport.js';

/** The surfaces that have hooks (never the private one, whose key stays on servers). */
export type HookSurface = 'admin' | 'public' | 'enduser';

/** A client as the hooks use it: its generic request, its operation table and its projectId. */
export interface HookClient {
  request(method: string, path: string, init?: RequestOptions): Promise<{ data: unknown; response: Response }>;
  readonly operations: OperationTable;
  /** Part of every query key with `projectId`, so two platforms' answers never share a cache entry. */
  readonly baseUrl: string;
  /** Part of every query key, so two projects' answers never share a cache entry. */
  readonly projectId?: string | undefined;
  /** Whether its `fetch` can report upload progress (`withUploadProgress()`): the upload hooks ask for it only then. */
  readonly reportsUploadProgress?: boolean;
}

/** A client of one surface: what that surface's options factories and hooks take. */
export type SurfaceClient<S extends string> = HookClient & { readonly kind: S };

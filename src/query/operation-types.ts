// The types of a generated query or mutation, read from the same `paths` types and the same
// machinery as the fetchers (src/core/fetcher-types.ts), so a hook's data and variables are the
// fetcher's by construction (generated/type-tests/ checks every operation). No React here.
import type { HttpMethod } from 'openapi-typescript-helpers';
import type { AdminPaths } from '../clients/admin-paths.js';
import type { BodyContent, DataOf, OperationOf } from '../core/fetcher-types.js';
import type { ErrorOf } from '../core/operation-errors.js';
import type { paths as EndUserPaths } from '../../generated/types/enduser.js';
import type { paths as PublicPaths } from '../../generated/types/public.js';
import type { HookSurface } from './hook-client.js';

/** Each hook surface's paths as its client's fetchers type them (admin: `projectId` optional). */
interface SurfacePaths {
  admin: AdminPaths;
  public: PublicPaths;
  enduser: EndUserPaths;
}

type Operation<S extends HookSurface, P extends keyof SurfacePaths[S], M extends HttpMethod> = OperationOf<
  SurfacePaths[S][P],
  M
>;

/** What the operation answers: the fetcher's `data`. */
export type OperationData<S extends HookSurface, P extends keyof SurfacePaths[S], M extends HttpMethod> = DataOf<
  Operation<S, P, M>,
  undefined
>;

/** The operation's path parameters, by name, as the fetcher's `params.path`. */
export type OperationPath<S extends HookSurface, P extends keyof SurfacePaths[S], M extends HttpMethod> =
  Operation<S, P, M> extends { parameters: { path: infer Path } } ? Path : never;

/** The operation's query parameters, as the fetcher's `params.query`. */
export type OperationQuery<S extends HookSurface, P extends keyof SurfacePaths[S], M extends HttpMethod> =
  Operation<S, P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The operation's request body, as the fetcher's `body` (a multipart body: the typed object or a FormData). */
export type OperationBody<S extends HookSurface, P extends keyof SurfacePaths[S], M extends HttpMethod> = BodyContent<
  Operation<S, P, M>
>;

/** What the operation's call can reject with: a member per declared error status, and the transport's own errors. */
export type OperationError<S extends HookSurface, P extends keyof SurfacePaths[S], M extends HttpMethod> = ErrorOf<
  Operation<S, P, M>,
  S
>;

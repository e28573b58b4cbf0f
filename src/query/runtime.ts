// `#runtime/query` (package.json `imports`): everything the generated React-free query modules
// (generated/query/*) take from the runtime, through one specifier, so src/'s layout is no part
// of the generated code's contract. No React here.
export type { HookClient, HookSurface, SurfaceClient } from './hook-client.js';
export { callKey, infiniteQueryKeyOf, queryKeyOf } from './query-key.js';
export type { InfiniteQueryKeyOf, KeyScope, PathKey, QueryKeyOf } from './query-key.js';
export type {
  OperationBody,
  OperationData,
  OperationError,
  OperationPath,
  OperationQuery,
} from './operation-types.js';
export { surfaceInfiniteQueryOptions, surfaceQueryOptions } from './query-options.js';
export type {
  InfiniteQueryArgs,
  QueryArgs,
  SurfaceInfiniteQueryOptions,
  SurfaceQueryOptions,
  SuspenseQueryArgs,
} from './query-options.js';
export type { HookError } from '../core/errors.js';
export { sendOperation } from './send-operation.js';
export type { SurfaceMutation } from './surface-mutation.js';
export { surfaceMutationOptions } from './mutation-options.js';
export type { MutationArgs, MutationContext, SurfaceMutationOptions } from './mutation-options.js';

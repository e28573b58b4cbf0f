// `#runtime/query` (package.json `imports`): everything the generated React-free query modules
// (generated/query/*) take from the runtime, through one specifier, so src/'s layout is no part
// of the generated code's contract. No React here.
export type { HookClient, HookSurface, SurfaceClient } from './hook-client.js';
export { callKey } from './key-factory.js';
export type { PathKey } from './key-factory.js';
export type { OperationBody, OperationData, OperationPath, OperationQuery } from './operation-types.js';
export type { KeyScope } from './query-key.js';
export { infiniteQueryKeyOf, queryKeyOf, surfaceInfiniteQueryOptions, surfaceQueryOptions } from './query-options.js';
export type {
  InfiniteQueryArgs,
  InfiniteQueryKeyOf,
  QueryArgs,
  QueryKeyOf,
  SurfaceInfiniteQueryOptions,
  SurfaceQueryOptions,
  SuspenseQueryArgs,
} from './query-options.js';
export type { HookError } from '../core/errors.js';
export { sendOperation } from './send-operation.js';
export type { SurfaceMutation } from './surface-mutation.js';

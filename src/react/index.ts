'use client';
// platform-client/react: the provider the generated hooks read their clients from, and the types
// of the hooks' arguments and query keys.
export { PlatformProvider } from './PlatformProvider.js';
export type { PlatformClientOptions, PlatformProviderProps } from './PlatformProvider.js';
export { usePlatformClient } from './context.js';
export type { HookSurface, PlatformClients } from './context.js';
export type { HookError, MutatorOptions } from './mutator.js';
export type { KeyParams, KeyScope, SurfaceQueryKey } from './query-key.js';
export type {
  InfiniteQueryArgs,
  InfiniteQueryKeyOf,
  Page,
  QueryArgs,
  QueryKeyOf,
  RequestArgs,
  SurfaceInfiniteQueryOptions,
  SurfaceQueryOptions,
  SuspenseQueryArgs,
} from './query-options.js';
export type { HookClient, SurfaceClient } from './request-url.js';
export type { MutationArgs } from './useSurfaceMutation.js';
export { useSession } from './useSession.js';
export type { SessionSurface } from './useSession.js';
export { useChat } from './useChat.js';
export type { UseChatResult } from './useChat.js';

'use client';
// platform-client/react: the provider the generated hooks read their clients from, and the types
// of the hooks' arguments and query keys.
export { PlatformProvider } from './PlatformProvider.js';
export type { PlatformClientOptions, PlatformProviderProps } from './PlatformProvider.js';
export { usePlatformClient } from './context.js';
export type { ClientOf, HookSurface, PlatformClientOf, PlatformClients, UsePlatformClientOptions } from './context.js';
export { useSignIn } from './useSignIn.js';
export type { UseSignInResult } from './useSignIn.js';
export { useSignUp } from './useSignUp.js';
export type { UseSignUpResult } from './useSignUp.js';
export { describeError } from './describe-error.js';
export { useRestoreSession } from './useRestoreSession.js';
export type { UseRestoreSessionResult } from './useRestoreSession.js';
export { useSetPlatformClient, useSignOut } from './useSignOut.js';
export type { Credentials, SessionClientOptions } from './session-clients.js';
export type { HookError } from '../core/errors.js';
export type {
  InfiniteQueryKeyOf,
  KeyParams,
  KeyScope,
  PathKey,
  QueryKeyOf,
  SurfaceQueryKey,
} from '../query/query-key.js';
export type {
  InfiniteQueryArgs,
  Page,
  QueryArgs,
  RequestArgs,
  SurfaceInfiniteQueryOptions,
  SurfaceQueryOptions,
  SuspenseQueryArgs,
} from '../query/query-options.js';
export type { HookClient, SurfaceClient } from '../query/hook-client.js';
export type { SurfaceMutation } from '../query/surface-mutation.js';
export type { MutationArgs, MutationContext, SurfaceMutationOptions } from '../query/mutation-options.js';
export type { UploadMutationResult } from './useUploadMutation.js';
export { useSession } from './useSession.js';
export { useSelf } from './useSelf.js';
export type { SessionSurface } from './useSession.js';
export { useChat } from './useChat.js';
export type { UseChatResult } from './useChat.js';
export { optimisticUpdate } from '../query/optimistic-update.js';
export type { OptimisticSnapshot, OptimisticUpdateOptions, OptimisticUpdateSpec } from '../query/optimistic-update.js';
export { shareWithDates } from '../query/share-dates.js';
export { accountOf } from '../query/account.js';
export type { AccountScope } from '../query/account.js';

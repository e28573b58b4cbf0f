// platform-client/react: the provider the generated hooks read their clients from.
export { PlatformProvider } from './PlatformProvider.js';
export type { PlatformProviderProps } from './PlatformProvider.js';
export { usePlatformClient } from './context.js';
export type { HookSurface, PlatformClients } from './context.js';
export type { HookError, MutatorOptions } from './mutator.js';
export { useSession } from './useSession.js';
export type { SessionSurface } from './useSession.js';
export { useChat } from './useChat.js';
export type { UseChatResult } from './useChat.js';

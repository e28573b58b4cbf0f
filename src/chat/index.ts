// platform-client/chat: real-time chat over Socket.IO.
export { createChatClient, CONNECT_CHECK_INTERVAL_MS, DEFAULT_CONNECT_TIMEOUT_MS } from './createChatClient.js';
export type { ChatClient, ChatClientOptions } from './createChatClient.js';
export { ChatAuthError, ChatConnectTimeoutError, ChatStateError } from '../core/errors.js';
export type { ChatEvents, ChatMessage, ChatStatus, OutgoingMessage } from './types.js';

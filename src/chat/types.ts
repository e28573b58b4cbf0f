import type { components } from '../../generated/types/enduser.js';

/** A chat message: the contract's Message, timestamps revived into Dates. */
export type ChatMessage = components['schemas']['Message'];

/** What `send()` takes: the text (and attachments) of a new message. */
export interface OutgoingMessage {
  conversationId?: string;
  text: string;
  attachments?: ChatMessage['attachments'];
}

export type ChatStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface ChatEvents {
  /** A message, from anyone in the conversation (your own included, as the server stored it). */
  chat: (message: ChatMessage) => void;
  /** The conversation's messages so far; sent again after every reconnection. */
  history: (messages: ChatMessage[]) => void;
  /** The connection state changed. */
  status: (status: ChatStatus) => void;
  /** The server refused the token, or the connection failed for good. */
  error: (error: Error) => void;
}

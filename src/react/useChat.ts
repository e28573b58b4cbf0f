import { useCallback, useEffect, useRef, useState } from 'react';
import { createChatClient, type ChatClient, type ChatClientOptions } from '../chat/createChatClient.js';
import type { ChatMessage, ChatStatus, OutgoingMessage } from '../chat/types.js';

export interface UseChatResult {
  /** The conversation's messages: the history, then every message since. */
  messages: ChatMessage[];
  status: ChatStatus;
  /** The last connection error (a refused token, a connection that could not be restored). */
  error: Error | undefined;
  /** Sends a message; throws when not connected. */
  send(message: OutgoingMessage): void;
}

/**
 * Connects to the chat while the component is mounted (and again when url, token or
 * conversation change), keeping the messages in state. Safe under StrictMode: StrictMode's
 * discarded first mount opens no connection, and a connection the cleanup discarded (a previous
 * conversation) never sets state again, neither its events nor its `connect()` rejection
 * ("disconnected while connecting").
 */
export function useChat(options: ChatClientOptions | undefined): UseChatResult {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [error, setError] = useState<Error | undefined>();
  const client = useRef<ChatClient | undefined>(undefined);
  const { url, token, conversationId } = options ?? ({} as Partial<ChatClientOptions>);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options object is new every render; url, token and conversation identify a connection
  useEffect(() => {
    if (!options || !url || !token) return undefined;
    const chat = createChatClient(options);
    let live = true;
    client.current = chat;
    setMessages([]);
    setError(undefined);
    setStatus(chat.status);
    const stops = [
      chat.on('history', (history) => setMessages(history)),
      chat.on('chat', (message) => setMessages((list) => [...list, message])),
      chat.on('status', setStatus),
      chat.on('error', setError),
    ];
    // Connect a task later: StrictMode's cleanup, which runs in this same task, then cancels the
    // discarded first mount before it opens a socket (the browser would log "WebSocket is closed
    // before the connection is established" for it).
    const start = setTimeout(() => {
      chat.connect().catch((failure: Error) => {
        // A cleanup's disconnect() rejects this connect() a microtask later: by then the next
        // connection owns the state, and this one has nothing left to say.
        if (live) setError(failure);
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(start);
      for (const stop of stops) stop();
      chat.disconnect();
      if (client.current === chat) client.current = undefined;
    };
    // The options object is new every render; url, token and conversation identify a connection.
  }, [url, token, conversationId]);

  const send = useCallback((message: OutgoingMessage) => {
    if (!client.current) throw new Error('The chat is not connected.');
    client.current.send(message);
  }, []);

  return { messages, status, error, send };
}

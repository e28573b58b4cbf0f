import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { reviveMessage } from '../../generated/operations/chat.js';
import { checkNumbers } from '../core/check-options.js';
import { parseRedacted, scrub } from '../core/redact.js';
import type { Holder } from '../core/revive-plan.js';
import { ChatAuthError, ChatConnectTimeoutError, ChatStateError } from '../core/errors.js';
import type { ChatEvents, ChatMessage, ChatStatus, OutgoingMessage } from './types.js';

/** Revives a message by its schema (docs/design.md, decision 10): the date-time fields the generated reviver names. */
function revive(message: ChatMessage): ChatMessage {
  if (typeof message === 'object' && message !== null) reviveMessage(message as unknown as Holder);
  return message;
}

export interface ChatClientOptions {
  /** The chat endpoint (Socket.IO server URL). */
  url: string;
  /** The session token, sent in the handshake query as `?token=` (docs/design.md, decision 12). */
  token: string;
  /** The conversation to join, sent in the handshake query when given. @default undefined (none joined at connect) */
  conversationId?: string;
  /** Milliseconds `connect()` waits before it rejects. @default 10000 */
  connectTimeout?: number;
  /** First wait before reconnecting after a dropped connection, ms. @default 500 */
  reconnectionDelay?: number;
  /** Longest wait between reconnection attempts, ms. @default 5000 */
  reconnectionDelayMax?: number;
  /** Reconnection attempts after a drop before giving up (then `error`). @default Infinity */
  reconnectionAttempts?: number;
  /**
   * Socket.IO transports, by name or as socket.io-client's transport classes: in Node, name
   * `'websocket'` uses the `ws` package, while `[WebSocket]` (from `socket.io-client`) uses the
   * global WebSocket, which MSW's `setupServer` intercepts (the mock's chat under MSW).
   * @default ['websocket', 'polling']
   */
  transports?: ManagerOptions['transports'];
}

export interface ChatClient {
  /** Connects; resolves once connected, rejects with ChatAuthError or ChatConnectTimeoutError. */
  connect(): Promise<void>;
  /** Listens to an event; returns the function that stops listening. */
  on<E extends keyof ChatEvents>(event: E, listener: ChatEvents[E]): () => void;
  /** Sends a message over the connection; throws ChatStateError when not connected. */
  send(message: OutgoingMessage): void;
  /** Closes the connection and drops every listener and timer. */
  disconnect(): void;
  readonly status: ChatStatus;
}

/** The connection check interval (docs/design.md, decision 12). */
export const CONNECT_CHECK_INTERVAL_MS = 100;
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** A chat client over Socket.IO: `chat` both ways, `history` from the server (docs/design.md, decision 12). */
export function createChatClient(options: ChatClientOptions): ChatClient {
  if (!options.url) throw new TypeError('createChatClient: `url` is required.');
  if (!options.token) throw new TypeError('createChatClient: `token` is required.');
  checkNumbers(options, 'createChatClient');
  const listeners: { [E in keyof ChatEvents]: Set<ChatEvents[E]> } = {
    chat: new Set(),
    history: new Set(),
    status: new Set(),
    error: new Set(),
  };
  let status: ChatStatus = 'idle';
  let socket: Socket | undefined;
  let closed = false;
  /** Ends the pending `connect()`, so `disconnect()` can stop its timers and reject it. */
  let pendingConnect: ((error?: Error) => void) | undefined;

  const emit = <E extends keyof ChatEvents>(event: E, ...args: Parameters<ChatEvents[E]>) => {
    for (const listener of [...listeners[event]]) (listener as (...a: unknown[]) => void)(...args);
  };
  const setStatus = (next: ChatStatus) => {
    if (status === next) return;
    status = next;
    emit('status', next);
  };

  /**
   * The ChatAuthError of a refused connection, redacted as REST errors are: a server may echo
   * the token in its reason or its `data`, which go into the message and the cause.
   */
  const refusal = (error: Error & { data?: unknown }): ChatAuthError => {
    const secrets = [options.token];
    const message = scrub(String(error.message), secrets);
    const cause = new Error(message);
    if (error.data !== undefined)
      (cause as Error & { data?: unknown }).data = parseRedacted(JSON.stringify(error.data) ?? 'null', secrets);
    return new ChatAuthError(`The chat server refused the connection: ${message}`, { cause });
  };

  function open(): Socket {
    const query: Record<string, string> = { token: options.token };
    if (options.conversationId) query.conversationId = options.conversationId;
    const socketOptions: Partial<ManagerOptions & SocketOptions> = {
      query,
      autoConnect: false,
      reconnection: true,
      reconnectionDelay: options.reconnectionDelay ?? 500,
      reconnectionDelayMax: options.reconnectionDelayMax ?? 5_000,
      reconnectionAttempts: options.reconnectionAttempts ?? Infinity,
      randomizationFactor: 0.5,
      timeout: options.connectTimeout ?? DEFAULT_CONNECT_TIMEOUT_MS,
      transports: options.transports ?? ['websocket', 'polling'],
    };
    const s = io(options.url, socketOptions);
    s.on('connect', () => setStatus('connected'));
    s.on('disconnect', (reason) => {
      // A server-side or client-side deliberate close is final; anything else reconnects.
      setStatus(
        reason === 'io server disconnect' || reason === 'io client disconnect' ? 'disconnected' : 'reconnecting',
      );
    });
    s.on('connect_error', (error: Error) => {
      if (!s.active) {
        // Refused by the server's middleware (the token): Socket.IO does not retry it, nor do we.
        setStatus('disconnected');
        emit('error', refusal(error));
      }
    });
    s.io.on('reconnect_failed', () => {
      setStatus('disconnected');
      emit('error', new ChatStateError('The chat connection was lost and could not be restored.'));
    });
    s.on('chat', (message: ChatMessage) => emit('chat', revive(message)));
    s.on('history', (messages: ChatMessage[]) =>
      emit('history', (Array.isArray(messages) ? messages : []).map(revive)),
    );
    return s;
  }

  function connect(): Promise<void> {
    if (closed) return Promise.reject(new ChatStateError('This chat client was disconnected; create a new one.'));
    socket ??= open();
    const s = socket;
    if (s.connected) return Promise.resolve();
    setStatus('connecting');
    return new Promise<void>((resolve, reject) => {
      const timeoutMs = options.connectTimeout ?? DEFAULT_CONNECT_TIMEOUT_MS;
      // Resolved by the connect event at once; the 100 ms check is the spec's fallback.
      const check = setInterval(() => s.connected && finish(), CONNECT_CHECK_INTERVAL_MS);
      const timer = setTimeout(
        () => finish(new ChatConnectTimeoutError(`No chat connection within ${timeoutMs} ms.`)),
        timeoutMs,
      );
      const onConnect = () => finish();
      const onError = (error: Error) => {
        if (!s.active) finish(refusal(error));
      };
      function finish(error?: Error) {
        clearInterval(check);
        clearTimeout(timer);
        pendingConnect = undefined;
        s.off('connect', onConnect);
        s.off('connect_error', onError);
        if (error) {
          if (error instanceof ChatConnectTimeoutError) {
            s.disconnect();
            setStatus('disconnected');
          }
          reject(error);
        } else resolve();
      }
      pendingConnect = finish;
      s.on('connect', onConnect);
      s.on('connect_error', onError);
      s.connect();
    });
  }

  return {
    connect,
    on(event, listener) {
      listeners[event].add(listener as never);
      return () => void listeners[event].delete(listener as never);
    },
    send(message) {
      if (!socket?.connected) throw new ChatStateError('The chat is not connected.');
      socket.emit('chat', message);
    },
    disconnect() {
      closed = true;
      pendingConnect?.(new ChatStateError('The chat client was disconnected while connecting.'));
      if (socket) {
        socket.removeAllListeners();
        socket.io.removeAllListeners();
        socket.disconnect();
      }
      setStatus('disconnected');
      for (const set of Object.values(listeners)) set.clear();
    },
    get status() {
      return status;
    },
  };
}

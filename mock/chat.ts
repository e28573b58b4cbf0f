/// <reference types="node" />
// The chat endpoint (docs/design.md, decisions 12 and 21): Socket.IO namespace `/chat` on the platform's own server.
// The handshake's token is an admin access token or an end user's session id. Who may join which
// conversation, its history and where a message is stored are the rooms' it is handed (the
// conversations domain's, wired by ./startMockPlatform.ts): it imports no domain. Each `chat` is
// checked against the contract's Message fields (`text`, `attachments`), stored with the sender's
// `_id` and sent to everyone in the conversation; a joiner gets its `history` first. The session is checked again on every `chat`
// (a deleted account, an expired token, a reset end it); a refused `chat` is answered on the
// event's acknowledgement, when the sender asked for one, with the REST error body. An admin
// needs what REST asks for the same thing (CHAT_PERMISSION_OF): the handshake is refused
// `forbidden` without the read, a `chat` 403 `FORBIDDEN` without the write.
import type { Server as HttpServer } from 'node:http';
import type { Server as IoServer, Socket } from 'socket.io';
import { identify } from './auth.js';
import type { Identity, Platform } from './context.js';
import { FORMATS } from './formats.js';
import { StorageRefusal } from './limits.js';
import { loadPeer } from './peers.js';
import { allowed, permissionOf } from './permissions.js';
import type { Shown } from './rows.js';

export const CHAT_NAMESPACE = '/chat';

/**
 * The REST operations whose `x-permission` an admin needs on the chat: joining (and the history
 * it sends) is reading a conversation's messages, posting is changing the conversation.
 */
const CHAT_PERMISSION_OF = { join: 'listConversationMessages', post: 'updateConversation' } as const;
/** The longest `text` a message may carry. */
const MAX_CHAT_TEXT = 4000;

const WEB_SCHEMES = new Set(['http:', 'https:']);

type Message = Shown<'messages'>;
type ChatInput = Pick<Message, 'text' | 'attachments'>;

/** The conversations the chat joins and posts to. */
export interface ChatRooms {
  /** Whether `who` may join conversation `conversationId` (and post to it). */
  mayJoin(who: Identity, conversationId: string): boolean;
  /** The conversation's messages, oldest first. */
  history(conversationId: string): Message[];
  /** Stores a message from `senderId` as the latest of a conversation the sender may join. */
  post(conversationId: string, senderId: string, input: ChatInput): Message;
}
type Refusal = { message: string; code: string; details?: unknown };

const invalid = (field: string, what: string): Refusal => ({
  message: `Validation failed: ${field} ${what}`,
  code: 'VALIDATION_FAILED',
  details: { field },
});

/** A `chat` payload as the contract's Message types its fields, or why it is refused. */
function chatInput(incoming: unknown): ChatInput | Refusal {
  if (incoming === null || typeof incoming !== 'object' || Array.isArray(incoming))
    return invalid('message', 'must be an object { text, attachments? }');
  const { text, attachments = [] } = incoming as { text?: unknown; attachments?: unknown };
  if (typeof text !== 'string') return invalid('text', 'must be a string');
  if (text.length > MAX_CHAT_TEXT) return invalid('text', `must be at most ${MAX_CHAT_TEXT} characters`);
  if (!Array.isArray(attachments)) return invalid('attachments', 'must be an array');
  const kept: ChatInput['attachments'] = [];
  for (const [i, a] of attachments.entries()) {
    const { url, name, mimeType } = (a ?? {}) as Record<string, unknown>;
    if (typeof url !== 'string' || !FORMATS.uri!(url)) return invalid(`attachments.${i}.url`, 'must be a URL');
    // Relayed to every participant's page: a `javascript:` or `data:` link there runs or shows
    // what the sender chose, so only web addresses pass.
    if (!WEB_SCHEMES.has(new URL(url).protocol))
      return invalid(`attachments.${i}.url`, 'must be an http: or https: URL');
    if (typeof name !== 'string') return invalid(`attachments.${i}.name`, 'must be a string');
    if (typeof mimeType !== 'string') return invalid(`attachments.${i}.mimeType`, 'must be a string');
    kept.push({ url, name, mimeType });
  }
  if (text.trim() === '' && kept.length === 0)
    return invalid('text', 'must not be blank when there are no attachments');
  return { text, attachments: kept };
}

export interface ChatEndpoint {
  /** Disconnects every chat socket (a reset ends their sessions). */
  disconnectAll(): void;
  /** Disconnects every socket and stops Socket.IO; the HTTP server is closed by its owner. */
  close(): Promise<void>;
}

export async function attachChat(
  server: HttpServer,
  platform: Platform,
  rooms: ChatRooms,
  { allowsOrigin, allowsHost }: { allowsOrigin: (origin: string) => boolean; allowsHost: (host?: string) => boolean },
): Promise<ChatEndpoint> {
  const { Server } = await loadPeer<typeof import('socket.io')>('socket.io');
  // The same pages as the REST surfaces (./cors.ts); a client outside a browser sends no origin.
  const io: IoServer = new Server(server, {
    cors: { origin: (origin, callback) => callback(null, origin === undefined || allowsOrigin(origin)) },
    // The server's gate (./host-guard.ts) refuses a foreign Host first; checked here as well so
    // that the handshake holds to it wherever this endpoint is attached.
    allowRequest: (req, callback) =>
      callback(
        null,
        allowsHost(req.headers.host) && (req.headers.origin === undefined || allowsOrigin(req.headers.origin)),
      ),
  });
  const chat = io.of(CHAT_NAMESPACE);
  // An end user's rights are the rooms' (taking part); an admin's are the token's, as REST checks them.
  const join = permissionOf(platform.docs.admin, CHAT_PERMISSION_OF.join);
  const post = permissionOf(platform.docs.admin, CHAT_PERMISSION_OF.post);
  const may = (who: Identity, permission: typeof join) => !who.claims || allowed(who.claims, permission);
  chat.use((socket: Socket, next: (error?: Error) => void) => {
    const { token, conversationId } = socket.handshake.query;
    const who = typeof token === 'string' && token ? identify(platform, token) : null;
    if (!who) return next(new Error('unauthorized'));
    if (!may(who, join)) return next(new Error('forbidden'));
    if (typeof conversationId !== 'string' || !rooms.mayJoin(who, conversationId))
      return next(new Error(who.user ? 'not a participant of that conversation' : 'unknown conversation'));
    socket.data = { token, senderId: (who.admin ?? who.user)!._id, conversationId };
    next();
  });
  chat.on('connection', (socket: Socket) => {
    const { token, senderId, conversationId } = socket.data as {
      token: string;
      senderId: string;
      conversationId: string;
    };
    void socket.join(conversationId);
    socket.emit('history', rooms.history(conversationId));
    socket.on('chat', (incoming: unknown, ack?: unknown) => {
      const answer = (body: unknown) => typeof ack === 'function' && ack(body);
      const who = identify(platform, token);
      if (!who || (who.admin ?? who.user)!._id !== senderId || !rooms.mayJoin(who, conversationId)) {
        answer({ error: { message: 'The session has ended; connect again', code: 'UNAUTHORIZED' } });
        return void socket.disconnect(true);
      }
      if (!may(who, post)) return void answer({ error: { message: 'Forbidden', code: 'FORBIDDEN' } });
      const input = chatInput(incoming);
      if ('code' in input) return void answer({ error: input });
      let message: Message;
      try {
        message = rooms.post(conversationId, senderId, input);
      } catch (error) {
        // A message past the stored-bytes limit: the REST answer's body, and nothing sent.
        if (error instanceof StorageRefusal) return void answer({ error: error.reply.body });
        throw error;
      }
      chat.to(conversationId).emit('chat', message);
      answer({ message });
    });
  });
  const disconnectAll = () => void chat.disconnectSockets(true);
  return {
    disconnectAll,
    close: () =>
      new Promise<void>((resolve) => {
        disconnectAll();
        // io.close() closes the HTTP server too; its owner has already, so that error is expected.
        void io.close(() => resolve());
      }),
  };
}

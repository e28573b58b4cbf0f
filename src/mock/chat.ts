/// <reference types="node" />
// The chat endpoint (docs/design.md, decisions 12 and 21): Socket.IO namespace `/chat` on the platform's own server.
// The handshake's token is an admin access token or an end user's session id; admins may join any
// conversation, end users those they take part in. Each `chat` is stored with the sender's `_id`
// and sent to everyone in the conversation; a joiner gets its `history` first.
import type { Server as HttpServer } from 'node:http';
import type { Server as IoServer, Socket } from 'socket.io';
import type { ChatHub, Platform } from './context.js';
import { conversationsFor, messagesOf, storeMessage } from './domains/conversations.js';
import { loadPeer } from './peers.js';
import type { Row } from './store.js';

export const CHAT_NAMESPACE = '/chat';

function whoIs(platform: Platform, token: string): { admin?: Row; user?: Row } | null {
  const claims = platform.tokens.verify(token);
  if (claims && claims.epoch === platform.store.epoch) {
    const admin = platform.store.table('admins').get(claims._id);
    return admin ? { admin } : null;
  }
  const session = platform.store.sessions.get(token);
  const user = session?.kind === 'user' ? platform.store.table('users').get(session.id) : undefined;
  return user ? { user } : null;
}

export async function attachChat(server: HttpServer, platform: Platform): Promise<{ hub: ChatHub; close(): Promise<void> }> {
  const { Server } = await loadPeer<typeof import('socket.io')>('socket.io');
  const io: IoServer = new Server(server, { cors: { origin: true } });
  const chat = io.of(CHAT_NAMESPACE);
  chat.use((socket: Socket, next: (error?: Error) => void) => {
    const { token, conversationId } = socket.handshake.query;
    const who = typeof token === 'string' && token ? whoIs(platform, token) : null;
    if (!who) return next(new Error('unauthorized'));
    const conversation = conversationsFor(platform, who).find((c) => c._id === conversationId);
    if (!conversation) return next(new Error(who.user ? 'not a participant of that conversation' : 'unknown conversation'));
    socket.data = { senderId: (who.admin ?? who.user)!._id, conversationId: conversation._id };
    next();
  });
  chat.on('connection', (socket: Socket) => {
    const { senderId, conversationId } = socket.data as { senderId: string; conversationId: string };
    void socket.join(conversationId);
    socket.emit('history', messagesOf(platform, conversationId));
    socket.on('chat', (incoming: { text?: unknown; attachments?: unknown } | undefined) => {
      const conversation = platform.store.table('conversations').get(conversationId);
      if (!incoming || !conversation) return;
      chat.to(conversationId).emit('chat', storeMessage(platform, conversation, senderId, incoming));
    });
  });
  return {
    hub: { deliver: (message) => void chat.to(message.conversationId).emit('chat', message) },
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}

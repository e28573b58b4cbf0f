/// <reference types="node" />
// The chat endpoint of startMockPlatform (docs/design.md, decisions 12 and 21): Socket.IO
// namespace `/chat` on the platform's own server. Its rules (who may connect, what a `chat` may
// carry, where it is stored) are ./chat-session.ts's, shared with the MSW door (./msw-chat.ts);
// this file is the Socket.IO wiring: the handshake, the rooms' broadcast, the acknowledgements.
// A refused `chat` is answered on the event's acknowledgement, when the sender asked for one,
// with the REST error body.
import type { Server as HttpServer } from 'node:http';
import type { Server as IoServer, Socket } from 'socket.io';
import { type ChatAdmission, CHAT_NAMESPACE, type ChatSession, relay } from './chat-session.js';
import { loadPeer } from './peers.js';

/** Where Socket.IO answers on the server (its default path): the handshake's polling requests and its upgrade. */
export const SOCKET_IO_PATH = '/socket.io/';

export interface ChatEndpoint {
  /** Disconnects every chat socket (a reset ends their sessions). */
  disconnectAll(): void;
  /** Disconnects every socket and stops Socket.IO; the HTTP server is closed by its owner. */
  close(): Promise<void>;
}

export async function attachChat(
  server: HttpServer,
  admit: (query: Record<string, unknown>) => Promise<ChatAdmission>,
  { allowsOrigin, allowsHost }: { allowsOrigin: (origin: string) => boolean; allowsHost: (host?: string) => boolean },
): Promise<ChatEndpoint> {
  const { Server } = await loadPeer<typeof import('socket.io')>('socket.io');
  // The same pages as the REST surfaces (./cors.ts); a client outside a browser sends no origin.
  const io: IoServer = new Server(server, {
    cors: { origin: (origin, callback) => callback(null, origin === undefined || allowsOrigin(origin)) },
    // The server's gate (./startMockPlatform.ts) refuses a foreign Host first; checked here as well so
    // that the handshake holds to it wherever this endpoint is attached.
    allowRequest: (req, callback) =>
      callback(
        null,
        allowsHost(req.headers.host) && (req.headers.origin === undefined || allowsOrigin(req.headers.origin)),
      ),
  });
  const chat = io.of(CHAT_NAMESPACE);
  chat.use((socket: Socket, next: (error?: Error) => void) => {
    admit(socket.handshake.query).then((admission) => {
      if ('refused' in admission) return next(new Error(admission.refused));
      socket.data = admission.session;
      next();
    }, next);
  });
  chat.on('connection', (socket: Socket) => {
    const session = socket.data as ChatSession;
    void socket.join(session.conversationId);
    socket.emit('history', session.history());
    socket.on('chat', (incoming: unknown, ack?: unknown) => {
      const room = [...(chat.adapter.rooms.get(session.conversationId) ?? [])].flatMap((id) => {
        const member = chat.sockets.get(id);
        if (!member) return [];
        const tell = (message: unknown) => void member.emit('chat', message);
        return [{ session: member.data as ChatSession, tell, end: () => void member.disconnect(true) }];
      });
      const answer = (reply: unknown) => typeof ack === 'function' && ack(reply);
      relay(session, incoming, room, answer, () => socket.disconnect(true));
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

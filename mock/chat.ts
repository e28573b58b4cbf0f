/// <reference types="node" />
// The chat endpoint of startMockPlatform (docs/design.md, decisions 12 and 21): Socket.IO namespace
// `/chat`, wired to the rules of ./chat-session.ts that the MSW door (./msw-chat.ts) shares.
import type { Server as HttpServer } from 'node:http';
import type { Server as IoServer, Socket } from 'socket.io';
import { type ChatAdmission, CHAT_NAMESPACE, type ChatSession } from './chat-session.js';
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
  allowsOrigin: (origin: string) => boolean,
): Promise<ChatEndpoint> {
  const { Server } = await loadPeer<typeof import('socket.io')>('socket.io');
  // The same pages as the REST surfaces (./cors.ts); a client outside a browser sends no origin. The
  // server's gate (./startMockPlatform.ts) has checked the Host of every request handed to it.
  const allows = (origin: string | undefined) => origin === undefined || allowsOrigin(origin);
  const io: IoServer = new Server(server, {
    cors: { origin: (origin, callback) => callback(null, allows(origin)) },
    allowRequest: (req, callback) => callback(null, allows(req.headers.origin)),
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
    socket.emit('history', session.history());
    socket.on('chat', (incoming: unknown, ack?: unknown) => {
      const members = [...chat.sockets.values()].map((member) => ({
        session: member.data as ChatSession,
        tell: (message: unknown) => void member.emit('chat', message),
        end: () => void member.disconnect(true),
      }));
      const answer = (reply: unknown) => typeof ack === 'function' && ack(reply);
      session.chat(incoming, members, answer, () => socket.disconnect(true));
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

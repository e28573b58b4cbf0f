// The mock platform's chat endpoint: a small Socket.IO server. A connection needs a `token` in
// the handshake query (the token `invalid` is refused, to try that path); it joins the room of
// its `conversationId`, gets that conversation's `history`, and every `chat` it sends is stored
// and sent to everyone in the room as the platform would store it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Server } from 'socket.io';

const objectId = () => randomBytes(12).toString('hex');

export async function startChatServer({ port = 0, host = '127.0.0.1', seed = [] } = {}) {
  const conversations = new Map();
  for (const message of seed) {
    if (!conversations.has(message.conversationId)) conversations.set(message.conversationId, []);
    conversations.get(message.conversationId).push(message);
  }
  const httpServer = http.createServer();
  const io = new Server(httpServer, { cors: { origin: true } });
  io.use((socket, next) => {
    const token = socket.handshake.query.token;
    if (typeof token !== 'string' || !token || token === 'invalid') return next(new Error('unauthorized'));
    next();
  });
  io.on('connection', (socket) => {
    const conversationId = String(socket.handshake.query.conversationId ?? 'general');
    socket.join(conversationId);
    socket.emit('history', conversations.get(conversationId) ?? []);
    socket.on('chat', (incoming) => {
      if (!incoming || typeof incoming.text !== 'string') return;
      const message = {
        _id: objectId(),
        conversationId,
        senderId: 'sender-' + socket.id.slice(0, 6),
        text: incoming.text.slice(0, 4000),
        attachments: Array.isArray(incoming.attachments) ? incoming.attachments : [],
        seen: false,
        seenAt: null,
        created: new Date().toISOString(),
      };
      if (!conversations.has(conversationId)) conversations.set(conversationId, []);
      conversations.get(conversationId).push(message);
      io.to(conversationId).emit('chat', message);
    });
  });
  await new Promise((resolve) => httpServer.listen(port, host, resolve));
  const address = httpServer.address();
  return {
    url: `http://${host}:${address.port}`,
    io,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

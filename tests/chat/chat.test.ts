// The chat client against a real Socket.IO server on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ChatAuthError,
  ChatConnectTimeoutError,
  ChatStateError,
  createChatClient,
  type ChatClient,
  type ChatMessage,
  type ChatStatus,
} from '../../src/chat/index.js';

interface TestChatServer {
  url: string;
  io: Server;
  connections: ServerSocket[];
  close(): Promise<void>;
}

const stored: ChatMessage = {
  _id: '6602b4c5d6e7f8091a2b3c4d',
  conversationId: 'c1',
  senderId: 'u1',
  text: 'Hello',
  attachments: [],
  seen: false,
  seenAt: null,
  created: '2026-03-14T09:26:53.589Z' as unknown as Date,
};

async function startChat(opts: { delayMs?: number; refuse?: boolean } = {}): Promise<TestChatServer> {
  const httpServer = http.createServer();
  const io = new Server(httpServer);
  const connections: ServerSocket[] = [];
  io.use(async (socket, next) => {
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (opts.refuse || socket.handshake.query.token !== 'good-token') return next(new Error('unauthorized'));
    next();
  });
  io.on('connection', (socket) => {
    connections.push(socket);
    socket.emit('history', [stored]);
    socket.on('chat', (m: { text: string }) =>
      io.emit('chat', { ...stored, _id: `m${connections.length}`, text: m.text }),
    );
  });
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    connections,
    close: () => new Promise<void>((r) => io.close(() => r())),
  };
}

let server: TestChatServer | undefined;
let client: ChatClient | undefined;
afterEach(async () => {
  client?.disconnect();
  client = undefined;
  await server?.close();
  server = undefined;
});

const nextEvent = <T>(subscribe: (resolve: (value: T) => void) => void) =>
  new Promise<T>((resolve) => subscribe(resolve));

describe('chat client', () => {
  it('sends the token in the handshake query and gets the history with dates revived', async () => {
    server = await startChat();
    client = createChatClient({
      url: server.url,
      token: 'good-token',
      conversationId: 'c1',
      transports: ['websocket'],
    });
    const history = nextEvent<ChatMessage[]>((resolve) => client!.on('history', resolve));
    await client.connect();
    expect(server.connections[0]!.handshake.query).toMatchObject({ token: 'good-token', conversationId: 'c1' });
    const messages = await history;
    expect(messages[0]!.text).toBe('Hello');
    expect(messages[0]!.created).toBeInstanceOf(Date);
    expect(client.status).toBe('connected');
  });

  it('revives messages by their schema: date-time fields in any RFC 3339 form, text never', async () => {
    server = await startChat();
    server.io.on('connection', (socket) =>
      socket.emit('chat', {
        ...stored,
        text: '2026-03-14T09:26:53.589Z',
        seen: true,
        seenAt: '2026-03-14T13:26:53+04:00',
        created: '2026-03-14T09:26:53Z',
      }),
    );
    client = createChatClient({ url: server.url, token: 'good-token', transports: ['websocket'] });
    const message = nextEvent<ChatMessage>((resolve) => client!.on('chat', resolve));
    await client.connect();
    const m = await message;
    expect(m.text).toBe('2026-03-14T09:26:53.589Z');
    expect(m.seenAt).toEqual(new Date('2026-03-14T09:26:53.000Z'));
    expect(m.created).toEqual(new Date('2026-03-14T09:26:53.000Z'));
  });

  it('sends and receives chat messages, and unsubscribes', async () => {
    server = await startChat();
    client = createChatClient({ url: server.url, token: 'good-token', transports: ['websocket'] });
    await client.connect();
    const seen: string[] = [];
    const stop = client.on('chat', (m) => seen.push(m.text));
    const first = nextEvent<ChatMessage>((resolve) => client!.on('chat', resolve));
    client.send({ text: 'first' });
    expect((await first).created).toBeInstanceOf(Date);
    stop();
    const second = nextEvent<ChatMessage>((resolve) => client!.on('chat', resolve));
    client.send({ text: 'second' });
    await second;
    expect(seen).toEqual(['first']);
  });

  it('waits for a slow handshake and resolves on the connect event', async () => {
    server = await startChat({ delayMs: 350 });
    client = createChatClient({ url: server.url, token: 'good-token', transports: ['websocket'] });
    const started = Date.now();
    await client.connect();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(client.status).toBe('connected');
  });

  it('rejects a refused token with ChatAuthError and does not retry it', async () => {
    server = await startChat();
    client = createChatClient({
      url: server.url,
      token: 'bad-token',
      transports: ['websocket'],
      reconnectionDelay: 50,
    });
    const errors: Error[] = [];
    client.on('error', (e) => errors.push(e));
    await expect(client.connect()).rejects.toBeInstanceOf(ChatAuthError);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.connections).toHaveLength(0);
    expect(errors[0]).toBeInstanceOf(ChatAuthError);
    expect(String(errors[0])).not.toContain('bad-token');
    expect(client.status).toBe('disconnected');
  });

  it('rejects after the connect timeout when nobody answers', async () => {
    server = await startChat({ delayMs: 2_000 });
    client = createChatClient({ url: server.url, token: 'good-token', transports: ['websocket'], connectTimeout: 300 });
    await expect(client.connect()).rejects.toBeInstanceOf(ChatConnectTimeoutError);
  });

  it('reconnects after a dropped connection and gets the history again', async () => {
    server = await startChat();
    client = createChatClient({
      url: server.url,
      token: 'good-token',
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    const statuses: ChatStatus[] = [];
    client.on('status', (s) => statuses.push(s));
    let histories = 0;
    client.on('history', () => histories++);
    await client.connect();
    await new Promise((r) => setTimeout(r, 50));
    // Drop the transport underneath (not a deliberate server disconnect).
    server.connections[0]!.conn.close();
    await new Promise<void>((resolve) => {
      const stop = client!.on('status', (s) => s === 'connected' && (stop(), resolve()));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    expect(histories).toBe(2);
    expect(server.connections).toHaveLength(2);
  });

  it('leaves no listener or timer behind after disconnect()', async () => {
    server = await startChat();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const baseline = timers();
    client = createChatClient({ url: server.url, token: 'good-token', transports: ['websocket'] });
    let calls = 0;
    client.on('chat', () => calls++);
    await client.connect();
    client.disconnect();
    await new Promise((r) => setTimeout(r, 20));
    expect(timers()).toBeLessThanOrEqual(baseline);
    expect(client.status).toBe('disconnected');
    server.io.emit('chat', stored);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(0);
    expect(() => client!.send({ text: 'late' })).toThrow(ChatStateError);
    await expect(client.connect()).rejects.toBeInstanceOf(ChatStateError);
  });
});

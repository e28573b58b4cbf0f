// A chat `connect()` that never completes (a server that takes the
// connection and never answers the handshake). `disconnect()` while it is pending stops its
// timers at once (the process does not stay alive for the connect timeout) and rejects it with
// ChatStateError; a connect timeout ends in `disconnected`, not `connecting`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatConnectTimeoutError, ChatStateError, createChatClient } from '../../src/chat/index.js';

let server: http.Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const s of sockets) s.destroy();
  sockets.clear();
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** Takes every connection and upgrade, and answers nothing. */
async function silentServer(): Promise<string> {
  server = http.createServer(() => {});
  server.on('upgrade', (_req, socket: Socket) => sockets.add(socket));
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('chat connect that never completes', () => {
  it('disconnect() while connecting rejects with ChatStateError at once and leaves no timer', async () => {
    const url = await silentServer();
    const before = timers();
    const chat = createChatClient({ url, token: 't', connectTimeout: 10_000, transports: ['websocket'] });
    const statuses: string[] = [];
    chat.on('status', (s) => statuses.push(s));
    const started = Date.now();
    const pending = chat.connect().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 150));
    expect(chat.status).toBe('connecting');
    chat.disconnect();
    const error = await pending;
    expect(error).toBeInstanceOf(ChatStateError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(chat.status).toBe('disconnected');
    expect(statuses).toEqual(['connecting', 'disconnected']);
    // Give socket.io a tick to drop its own timers, then count.
    await new Promise((r) => setImmediate(r));
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('a connect timeout ends in disconnected', async () => {
    const url = await silentServer();
    const chat = createChatClient({ url, token: 't', connectTimeout: 200, transports: ['websocket'] });
    const error = await chat.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatConnectTimeoutError);
    expect(chat.status).toBe('disconnected');
    chat.disconnect();
  });
});

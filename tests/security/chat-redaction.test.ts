// Issue 23, item 2: a chat server that refuses the connection and echoes the token (in its reason
// and in its `data`) gets a ChatAuthError redacted as REST errors are: the token never appears in
// `message`, `String`, JSON, `util.inspect` (cause chain included) or `cause`, from `connect()`
// and from the `error` event alike. A real Socket.IO server on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatAuthError, createChatClient, type ChatClient } from '../../src/chat/index.js';
import { isPlatformError } from '../../src/index.js';

const TOKEN = 'chat-session-token-23';

let io: Server | undefined;
let client: ChatClient | undefined;
afterEach(async () => {
  client?.disconnect();
  await new Promise<void>((r) => (io ? io.close(() => r()) : r()));
  io = undefined;
});

/** A server whose middleware refuses every handshake, quoting the token it was given. */
async function echoingServer(): Promise<string> {
  const httpServer = http.createServer();
  io = new Server(httpServer);
  io.use((socket, next) => {
    const token = String(socket.handshake.query.token);
    next(
      Object.assign(new Error(`unauthorized: ${token}`), {
        data: { token, reason: `token ${token} expired`, [`k-${token}`]: 1 },
      }),
    );
  });
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
}

/** Every way the error can be printed, the cause chain included. */
function printed(error: Error): string[] {
  const cause = error.cause as Error & { data?: unknown };
  return [
    error.message,
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: Infinity }),
    inspect(error, { depth: Infinity, showHidden: true }),
    error.stack ?? '',
    String(cause),
    cause.stack ?? '',
    JSON.stringify(cause.data),
    inspect(cause, { depth: Infinity, showHidden: true }),
  ];
}

describe('a refused chat connection never carries the token', () => {
  it('connect() rejects with a redacted ChatAuthError that still says why', async () => {
    const url = await echoingServer();
    client = createChatClient({ url, token: TOKEN, transports: ['websocket'] });
    const error = (await client.connect().catch((e: unknown) => e)) as ChatAuthError;
    expect(error).toBeInstanceOf(ChatAuthError);
    expect(isPlatformError(error)).toBe(true);
    expect(error.message).toBe('The chat server refused the connection: unauthorized: [redacted]');
    // The server's `data` stays, for the app to read why; the token is out of its values and keys.
    expect((error.cause as { data?: unknown }).data).toEqual({
      token: '[redacted]',
      reason: 'token [redacted] expired',
      'k-[redacted]': 1,
    });
    for (const text of printed(error)) expect(text).not.toContain(TOKEN);
  });

  it('the `error` event gets the same redacted error', async () => {
    const url = await echoingServer();
    client = createChatClient({ url, token: TOKEN, transports: ['websocket'] });
    const events: Error[] = [];
    client.on('error', (e) => events.push(e));
    await client.connect().catch(() => {});
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(ChatAuthError);
    expect(events[0]!.message).toContain('[redacted]');
    for (const text of printed(events[0]!)) expect(text).not.toContain(TOKEN);
  });
});

// The mock's chat under MSW's setupServer in Node (issue 35, item 1): the SDK's chat client,
// unchanged but for `transports: [WebSocket]` (socket.io-client's transport on the global
// WebSocket, which MSW intercepts; by name, 'websocket' takes the `ws` package, which it does
// not), against createMockHandlers' WebSocket handler; and the Engine.IO / Socket.IO frames it
// answers on a bare WebSocket. The same scenario runs in Chromium (msw-browser.test.ts).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminClient } from '../../src/index.js';
import { bareSocket, endUserInChat, mswChatPerFile } from '../support/msw-chat.js';
import { type ChatKit, chatScenario, expectedScenario } from './chat-scenario.js';

const mock = mswChatPerFile();
let kit: ChatKit;

beforeAll(async () => {
  // socket.io-client keeps the WebSocket it finds when it loads: MSW's, once listening (the hook before this one).
  const [{ createChatClient }, { io, WebSocket }] = await Promise.all([
    import('../../src/chat/index.js'),
    import('socket.io-client'),
  ]);
  kit = { createChatClient, io, transports: [WebSocket] };
});

/** The first `count` frames the mock sends on a bare WebSocket to `path`, after sending `sent`. */
async function frames(path: string, sent: string[], count: number): Promise<string[]> {
  const { socket, raw: got } = bareSocket(path);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('message', () => {
      if (got.length === 1) for (const frame of sent) socket.send(frame);
      if (got.length === count) resolve();
    });
    socket.addEventListener('close', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket error')));
  });
  socket.close();
  return got;
}

describe('the chat under setupServer', () => {
  it('runs the scenario: history, a message to everyone in the room and REST, permissions, a bad token, reset()', async () => {
    const result = await chatScenario(mock, kit);
    expect(result).toEqual(expectedScenario(result.seeded));
  });

  it('re-checks the sender on every message: a deleted user is answered UNAUTHORIZED on the ack, then disconnected', async () => {
    mock.reset();
    const { user, conversationId } = await endUserInChat(mock);
    const socket = kit.io(mock.urls.chat, {
      query: { token: user.session!.sessionId, conversationId },
      transports: kit.transports,
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
      maxRetries: 0,
    });
    const self = (await user.GET('/auth/self')).data;
    await admin.DELETE('/auth/user/{id}', { params: { path: { id: self._id } } });
    expect(await socket.timeout(3000).emitWithAck('chat', { text: 'After my account was deleted' })).toEqual({
      error: { message: 'The session has ended; connect again', code: 'UNAUTHORIZED' },
    });
    expect(await disconnected).toBe('io server disconnect');
    const { data: messages } = await admin.GET('/conversations/{id}/messages', {
      params: { path: { id: conversationId }, query: { limit: 100 } },
    });
    expect(messages.data.map((m) => m.text)).not.toContain('After my account was deleted');
  });

  it('speaks Engine.IO 4 and Socket.IO 5: the open packet, a refused namespace, a refused token', async () => {
    const [open, ...rest] = await frames(
      '/socket.io/?EIO=4&transport=websocket&token=nope',
      ['40/elsewhere,', '40/chat,{"token":"ignored"}', '3'],
      3,
    );
    expect(JSON.parse(open!.slice(1))).toEqual({
      sid: expect.any(String),
      upgrades: [],
      pingInterval: 25000,
      pingTimeout: 20000,
      maxPayload: 1000000,
    });
    expect(open![0]).toBe('0');
    expect(rest).toEqual(['44/elsewhere,{"message":"Invalid namespace"}', '44/chat,{"message":"unauthorized"}']);
  });

  it('pings every pingInterval (25 s), as a Socket.IO server does, so the client keeps the connection', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { socket, raw: got } = bareSocket('/socket.io/?EIO=4&transport=websocket');
      // Not vi.waitFor: under fake timers it advances them itself.
      const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
      await settle();
      expect(got).toHaveLength(1);
      vi.advanceTimersByTime(24_999);
      await settle();
      expect(got).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await settle();
      expect(got.slice(1)).toEqual(['2']);
      socket.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes a WebSocket that is not Socket.IO on the mock’s origin', async () => {
    expect(await frames('/elsewhere', [], 1)).toEqual([]);
  });
});

// The mock's chat endpoint over a real Socket.IO connection: payloads are checked against the
// contract's Message fields (refused ones are stored nowhere, sent to no one, and answered on the
// acknowledgement), the session is checked on every message, and reset() disconnects everyone.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform } from '../../mock/index.js';
import { useRecordedMock } from './recorded-mock.js';

const at = useRecordedMock();
let staff: AdminClient;
let conversationId: string;
/** The conversation's messages as seeded, before any test sends one. */
let seededTexts: string[];
const sockets: Socket[] = [];

beforeAll(async () => {
  staff = await at.staff();
  conversationId = (await staff.GET('/v2/conversations')).data.data[0]!._id;
  seededTexts = await texts();
  expect(seededTexts.length).toBeGreaterThan(1);
});
// Runs before the mock closes (after-hooks run last-registered first).
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

async function connect(url: string, token: string, conversation = conversationId): Promise<Socket> {
  const socket = io(url, {
    query: { token, conversationId: conversation },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const send = (socket: Socket, payload: unknown) =>
  socket.timeout(3000).emitWithAck('chat', payload) as Promise<{
    error?: { code: string; details?: { field: string } };
    message?: { _id: string; text: string };
  }>;
const texts = async (id = conversationId) =>
  (await staff.GET('/conversations/{id}/messages', { params: { path: { id }, query: { limit: 100 } } })).data.data.map(
    (m) => m.text,
  );

describe('payloads', () => {
  it('refuses what is not a message as the contract types it: not stored, not sent, answered on the ack', async () => {
    const sender = await connect(at.mock.urls.chat, staff.session!.accessToken);
    const listener = await connect(at.mock.urls.chat, staff.session!.accessToken);
    const heard: unknown[] = [];
    listener.on('chat', (message) => heard.push(message));
    const before = await texts();

    expect(await send(sender, 'just a string')).toEqual({
      error: expect.objectContaining({ code: 'VALIDATION_FAILED', details: { field: 'message' } }),
    });
    expect(await send(sender, { text: 42 })).toEqual({
      error: expect.objectContaining({ code: 'VALIDATION_FAILED', details: { field: 'text' } }),
    });
    expect(await send(sender, { text: ' \n\t ' })).toEqual({
      error: expect.objectContaining({ code: 'VALIDATION_FAILED', details: { field: 'text' } }),
    });
    expect(
      await send(sender, {
        text: 'see file',
        attachments: [{ url: 'not a url', name: 'a.pdf', mimeType: 'application/pdf' }],
      }),
    ).toEqual({
      error: expect.objectContaining({ details: { field: 'attachments.0.url' } }),
    });
    expect(
      await send(sender, { text: 'see file', attachments: [{ url: 'https://files.example.com/a.pdf', name: 7 }] }),
    ).toEqual({
      error: expect.objectContaining({ details: { field: 'attachments.0.name' } }),
    });
    expect(await texts()).toEqual(before);

    const accepted = await send(sender, {
      text: 'A real one',
      attachments: [
        { url: 'https://files.example.com/a.pdf', name: 'a.pdf', mimeType: 'application/pdf', extra: 'dropped' },
      ],
    });
    expect(accepted.message).toMatchObject({
      text: 'A real one',
      attachments: [{ url: 'https://files.example.com/a.pdf', name: 'a.pdf', mimeType: 'application/pdf' }],
    });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual(accepted.message);
    expect(await texts()).toEqual(['A real one', ...before]);
  });
});

describe('sessions', () => {
  it('re-checks the sender on every message: a deleted user is refused and disconnected', async () => {
    const luka = await at.endUser();
    const lukas = (await luka.GET('/v2/conversations')).data.data[0]!._id;
    const socket = await connect(at.mock.urls.chat, luka.session!.sessionId, lukas);
    const self = (await luka.GET('/auth/self')).data;
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await staff.DELETE('/auth/user/{id}', { params: { path: { id: self._id } } });
    expect(await send(socket, { text: 'After my account was deleted' })).toEqual({
      error: expect.objectContaining({ code: 'UNAUTHORIZED' }),
    });
    expect(await disconnected).toBe('io server disconnect');
    expect(await texts(lukas)).not.toContain('After my account was deleted');
  });

  it('refuses a message once the admin’s token has expired', async () => {
    // A token lives 1-2 s (its iat is whole seconds): long enough to connect, over before the send.
    const short = await startMockPlatform({ tokenTtlSeconds: 2 });
    try {
      const admin = await createAdminClient({
        baseUrl: short.urls.admin,
        projectId: short.projectId,
        ...short.credentials.admin,
        maxRetries: 0,
      });
      const conversation = (await admin.GET('/v2/conversations')).data.data[0]!._id;
      const socket = await connect(short.urls.chat, admin.session!.accessToken, conversation);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect(await send(socket, { text: 'Too late' })).toEqual({
        error: expect.objectContaining({ code: 'UNAUTHORIZED' }),
      });
    } finally {
      await short.close();
    }
  });

  it('reset() disconnects every socket, so nothing reaches the fresh seed', async () => {
    at.mock.reset();
    staff = await at.staff();
    const socket = await connect(at.mock.urls.chat, staff.session!.accessToken);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    at.mock.reset();
    expect(await disconnected).toBe('io server disconnect');
    staff = await at.staff();
    const seeded = await texts();
    expect(socket.connected).toBe(false);
    expect(seeded).toEqual(seededTexts);
  });
});

// Issue 33, item 3: at 6377300 the chat ignored admin permissions: an admin whose role gets 403 on
// `GET /v2/conversations` and on a conversation's messages received the whole history over chat,
// and a read-only admin could post. Joining now needs what the REST read needs
// (`listConversationMessages`' x-permission, conversation read Read), posting what the REST write
// needs (`updateConversation`'s, conversation update Write), from the same contract data.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
let staff: AdminClient;
let conversationId: string;
const sockets: Socket[] = [];
const admin = (email: string, password: string) =>
  createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, email, password, maxRetries: 0 });

beforeAll(async () => {
  mock = await startMockPlatform();
  staff = await admin(mock.credentials.admin.email, mock.credentials.admin.password);
  conversationId = (await staff.GET('/v2/conversations')).data.data[0]!._id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await mock?.close();
});

/** An admin whose one role grants `resource` `*` at `level` (from the seeded permission catalogue). */
async function adminWith(resource: string, level: number, email: string): Promise<AdminClient> {
  const { data: role } = await staff.POST('/auth/role', { body: { name: `${resource} ${level}` } });
  const { data: catalogue } = await staff.GET('/auth/permission', { params: { query: { limit: 100 } } });
  const grant = catalogue.data.find((p) => p.resource === resource && p.action === '*' && p.level === level);
  expect(grant, `${resource} * ${level} in the catalogue`).toBeDefined();
  await staff.POST('/auth/role/{id}/permission/{pid}', { params: { path: { id: role._id, pid: grant!._id } } });
  await staff.POST('/auth/admin', {
    body: { email, fullName: email, password: 'Pass-word-1', roles: [role._id] },
  });
  return admin(email, 'Pass-word-1');
}

/** The chat as `client`'s admin: its history, or the handshake's refusal. */
function join(client: AdminClient): Promise<{ socket: Socket; history: { text: string }[] } | { refused: string }> {
  const socket = io(mock.urls.chat, {
    query: { token: client.session!.accessToken, conversationId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('history', (history: { text: string }[]) => resolve({ socket, history }));
    socket.once('connect_error', (error: Error) => resolve({ refused: error.message }));
  });
}

const texts = async () =>
  (
    await staff.GET('/conversations/{id}/messages', { params: { path: { id: conversationId }, query: { limit: 100 } } })
  ).data.data.map((m) => m.text);

describe('joining a conversation over chat', () => {
  it('is refused to an admin whose role REST refuses the conversations and their messages', async () => {
    const editor = await adminWith('cms', 3, 'cms-only@example.com');
    await expect(editor.GET('/v2/conversations')).rejects.toMatchObject({ status: 403 });
    await expect(
      editor.GET('/conversations/{id}/messages', { params: { path: { id: conversationId } } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await join(editor)).toEqual({ refused: 'forbidden' });
  });

  it('is allowed with Read (the read-only admin), and then sends the history REST shows', async () => {
    const reader = await admin(mock.credentials.readOnlyAdmin.email, mock.credentials.readOnlyAdmin.password);
    const joined = await join(reader);
    expect('history' in joined && joined.history.map((m) => m.text)).toEqual((await texts()).reverse());
  });
});

describe('posting over chat', () => {
  it('is refused on the acknowledgement (403 FORBIDDEN) to the read-only admin, whom REST refuses the write; nothing is stored or sent', async () => {
    const readOnly = await admin(mock.credentials.readOnlyAdmin.email, mock.credentials.readOnlyAdmin.password);
    await expect(
      readOnly.PUT('/conversations/{id}', { params: { path: { id: conversationId } }, body: { title: 'No' } }),
    ).rejects.toMatchObject({ status: 403 });
    const listening = await join(staff);
    const heard: unknown[] = [];
    if ('socket' in listening) listening.socket.on('chat', (message) => heard.push(message));
    const joined = await join(readOnly);
    expect('history' in joined).toBe(true);
    const before = await texts();
    const answer = await (joined as { socket: Socket }).socket.timeout(3000).emitWithAck('chat', { text: 'read-only' });
    expect(answer).toEqual({ error: { message: 'Forbidden', code: 'FORBIDDEN' } });
    expect(await texts()).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('is allowed with Write (the full admin)', async () => {
    const joined = await join(staff);
    const answer = await (joined as { socket: Socket }).socket.timeout(3000).emitWithAck('chat', { text: 'may post' });
    expect(answer.message.text).toBe('may post');
    expect((await texts())[0]).toBe('may post');
  });
});

// Issue 23, item 9: the mock's chat relays attachments to every participant's page, so a
// `javascript:`, `data:` or `vbscript:` link there would run or show what the sender chose. Only
// http: and https: URLs pass; others are refused on the acknowledgement with the chat's refusal
// (VALIDATION_FAILED naming the field), stored nowhere and sent to no one.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
let staff: AdminClient;
let conversationId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  mock = await startMockPlatform();
  staff = await createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials.admin,
    maxRetries: 0,
  });
  conversationId = (await staff.GET('/v2/conversations')).data.data[0]!._id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await mock?.close();
});

async function connect(): Promise<Socket> {
  const socket = io(mock.urls.chat, {
    query: { token: staff.session!.accessToken, conversationId },
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

type Ack = {
  error?: { code: string; message: string; details?: { field: string } };
  message?: { attachments: Array<{ url: string }> };
};
const send = (socket: Socket, url: string) =>
  socket.timeout(3000).emitWithAck('chat', {
    text: 'see this',
    attachments: [{ url, name: 'file', mimeType: 'text/html' }],
  }) as Promise<Ack>;

it.each([
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/0b1c',
])('refuses the attachment URL %s: not stored, not relayed', async (url) => {
  const sender = await connect();
  const listener = await connect();
  const heard: unknown[] = [];
  listener.on('chat', (message) => heard.push(message));
  const before = (await staff.GET('/conversations/{id}/messages', { params: { path: { id: conversationId } } })).data
    .total;

  expect(await send(sender, url)).toEqual({
    error: {
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: attachments.0.url must be an http: or https: URL',
      details: { field: 'attachments.0.url' },
    },
  });
  // A message sent after it arrives first: the refused one was never relayed.
  await send(sender, 'https://files.example.com/ok.pdf');
  await expect.poll(() => heard.length).toBe(1);
  expect((heard[0] as Ack['message'])!.attachments[0]!.url).toBe('https://files.example.com/ok.pdf');
  expect(
    (await staff.GET('/conversations/{id}/messages', { params: { path: { id: conversationId } } })).data.total,
  ).toBe(before + 1);
});

it('relays http: and https: attachment URLs', async () => {
  const sender = await connect();
  for (const url of ['http://files.example.com/a.pdf', 'https://files.example.com/b.pdf']) {
    expect((await send(sender, url)).message?.attachments).toEqual([{ url, name: 'file', mimeType: 'text/html' }]);
  }
});

// The chat scenario under MSW, run by tests/mock/msw-chat.test.ts (setupServer in Node) and in
// Chromium by the page tests/mock/browser/page.ts (setupWorker): the SDK's own chat client
// (src/chat) against createMockHandlers' WebSocket handler, its answers checked against REST.
// socket.io-client keeps the global WebSocket it finds when it loads, so the caller loads it (and
// the chat client) after MSW has started, and hands them in.
import type { io as ioFunction, ManagerOptions } from 'socket.io-client';
import type { createChatClient as createChat, ChatMessage } from '../../src/chat/index.js';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import type { MockHandlers } from '../../mock/msw.js';

export interface ChatKit {
  createChatClient: typeof createChat;
  io: typeof ioFunction;
  /**
   * The transports the SDK's client is given: in Node a WebSocket MSW intercepts; in a browser
   * none (its defaults). The bare socket uses them too, or `['websocket']`.
   */
  transports?: ManagerOptions['transports'];
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function chatScenario(mock: MockHandlers, { createChatClient, io, transports }: ChatKit) {
  const signIn = (email: string, password: string) =>
    createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, email, password, maxRetries: 0 });
  const admin = await signIn(mock.credentials.admin.email, mock.credentials.admin.password);
  const reader = await signIn(mock.credentials.readOnlyAdmin.email, mock.credentials.readOnlyAdmin.password);
  const conversationId = (await admin.GET('/v2/conversations')).data.data[0]!._id;
  const restTexts = async () =>
    (
      await admin.GET('/conversations/{id}/messages', {
        params: { path: { id: conversationId }, query: { limit: 100 } },
      })
    ).data.data.map((m) => m.text);
  const seeded = await restTexts();

  const options = (token: string) => ({
    url: mock.urls.chat,
    token,
    conversationId,
    ...(transports ? { transports } : {}),
    reconnectionAttempts: 0,
    connectTimeout: 5000,
  });
  const join = async (client: AdminClient) => {
    const chat = createChatClient(options(client.session!.accessToken));
    const heard: ChatMessage[] = [];
    const history = new Promise<ChatMessage[]>((resolve) => chat.on('history', resolve));
    chat.on('chat', (message) => heard.push(message));
    await chat.connect();
    // Every status once connected: a server's disconnect is final, a lost connection reconnects.
    const statuses: string[] = [];
    chat.on('status', (status) => statuses.push(status));
    return { chat, heard, statuses, history: await history };
  };
  const refusal = async (token: string) => {
    const chat = createChatClient(options(token));
    try {
      await chat.connect();
      return 'connected';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    } finally {
      chat.disconnect();
    }
  };

  const sender = await join(admin);
  const listener = await join(reader);
  // The read-only admin may read (join) but not post: refused on the acknowledgement, as REST.
  const bare = io(mock.urls.chat, {
    query: { token: reader.session!.accessToken, conversationId },
    transports: transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const readerPost = (await bare.timeout(5000).emitWithAck('chat', { text: 'From the reader' })) as unknown;
  bare.disconnect();

  sender.chat.send({ text: 'Hello through MSW' });
  await until(() => listener.heard.length > 0 && sender.heard.length > 0, 'the message to arrive');
  const arrived = listener.heard[0]!;

  // An admin whose one role grants only the CMS: REST refuses the conversations, and so does the chat.
  const { data: role } = await admin.POST('/auth/role', { body: { name: 'CMS only' } });
  const { data: catalogue } = await admin.GET('/auth/permission', { params: { query: { limit: 100 } } });
  const cms = catalogue.data.find((p) => p.resource === 'cms' && p.action === '*' && p.level === 3)!;
  await admin.POST('/auth/role/{id}/permission/{pid}', { params: { path: { id: role._id, pid: cms._id } } });
  await admin.POST('/auth/admin', {
    body: { email: 'cms-only@example.com', fullName: 'CMS only', password: 'Pass-word-1', roles: [role._id] },
  });
  const editor = await signIn('cms-only@example.com', 'Pass-word-1');

  const result = {
    history: { sender: sender.history.map((m) => m.text), listener: listener.history.map((m) => m.text) },
    restBefore: [...seeded].reverse(),
    readerPost,
    arrived: { text: arrived.text, createdIsDate: arrived.created instanceof Date },
    senderHeard: sender.heard.map((m) => m.text),
    listenerHeard: listener.heard.map((m) => m.text),
    restAfter: await restTexts(),
    seeded,
    refused: { editor: await refusal(editor.session!.accessToken), badToken: await refusal('not-a-token') },
    statusesAfterReset: { sender: [] as string[], listener: [] as string[] },
  };
  mock.reset();
  await until(
    () => sender.chat.status === 'disconnected' && listener.chat.status === 'disconnected',
    'reset() to disconnect the chat',
  );
  result.statusesAfterReset = { sender: sender.statuses, listener: listener.statuses };
  sender.chat.disconnect();
  listener.chat.disconnect();
  return result;
}

/** What the scenario gives, wherever it runs: `seeded` is the conversation's messages, newest first. */
export function expectedScenario(seeded: string[]) {
  return {
    history: { sender: [...seeded].reverse(), listener: [...seeded].reverse() },
    restBefore: [...seeded].reverse(),
    readerPost: { error: { message: 'Forbidden', code: 'FORBIDDEN' } },
    arrived: { text: 'Hello through MSW', createdIsDate: true },
    senderHeard: ['Hello through MSW'],
    listenerHeard: ['Hello through MSW'],
    restAfter: ['Hello through MSW', ...seeded],
    seeded,
    refused: {
      editor: 'ChatAuthError: The chat server refused the connection: forbidden',
      badToken: 'ChatAuthError: The chat server refused the connection: unauthorized',
    },
    // The server's disconnect, not a lost connection: no `reconnecting` on the way.
    statusesAfterReset: { sender: ['disconnected'], listener: ['disconnected'] },
  };
}

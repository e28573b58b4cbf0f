// The MSW chat tests' setup in Node: the mock's handlers under setupServer (an unhandled frame is
// an error), the mock's end user signed in with a conversation of theirs, and bare WebSockets on
// the mock's origin that keep every frame they get.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createEndUserClient } from '../../src/index.js';
import { createMockHandlers, type MockHandlers } from '../../mock/msw.js';

/**
 * The mock's handlers for the calling test file: listening from its first `beforeAll` (before the
 * file's own, when called first), closed after all.
 */
export function mswChatPerFile(): MockHandlers {
  const mock = createMockHandlers({ now: '2026-11-24T10:00:00.000Z' });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  return mock;
}

/** The mock's end user, signed in (no retries), and the first conversation they are in. */
export async function endUserInChat(mock: MockHandlers) {
  const user = await createEndUserClient({
    baseUrl: mock.urls.enduser,
    apiKey: mock.credentials.apiKey,
    ...mock.credentials.endUser,
    maxRetries: 0,
  });
  const conversationId = (await user.GET('/v2/conversations')).data.data[0]!._id;
  return { user, conversationId };
}

/**
 * A bare WebSocket to `path` on the mock's origin: every frame it gets, as text, in `raw` (kept by
 * the first listener, so a later one sees its own frame there), and a wait on them that names them
 * when it times out.
 */
export function bareSocket(path: string) {
  const socket = new WebSocket(`ws://platform.mock${path}`);
  socket.binaryType = 'arraybuffer';
  const raw: string[] = [];
  socket.addEventListener('message', ({ data }) => raw.push(String(data)));
  const until = async (check: () => boolean) => {
    for (let waited = 0; !check(); waited += 20) {
      if (waited > 5000) throw new Error(`timed out; frames so far: ${raw.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, raw, until };
}

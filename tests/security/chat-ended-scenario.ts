// Issue 41, item 1, run under both doors (mock-chat-ended-sessions.test.ts over Socket.IO,
// msw-chat-ended-sessions.test.ts under MSW): at 7ccdd89 a socket whose admin token had expired,
// or whose account had been deleted, still received every message posted to its conversation;
// only its own next post was refused. Such a listener now hears nothing more and is disconnected.
import type { io as ioFunction, Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { createAdminClient, createEndUserClient } from '../../src/index.js';

interface Door {
  urls: { admin: string; enduser: string; chat: string };
  projectId: string;
  credentials: {
    apiKey: string;
    admin: { email: string; password: string };
    endUser: { email: string; password: string };
  };
}

export interface SocketKit {
  io: typeof ioFunction;
  transports: unknown;
}

/** A socket joined to `conversationId` as `token`, with what it hears and how it was disconnected. */
async function join({ io, transports }: SocketKit, url: string, token: string, conversationId: string) {
  const socket: Socket = io(url, {
    query: { token, conversationId },
    transports: transports as never,
    reconnection: false,
    forceNew: true,
  });
  const heard: string[] = [];
  let ended: string | undefined;
  socket.on('chat', (message: { text: string }) => heard.push(message.text));
  socket.on('disconnect', (reason) => {
    ended = reason;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('history', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    heard,
    /** What the socket got after it had heard `before` messages: the new texts, or its disconnect. */
    async next(before: number) {
      for (let waited = 0; heard.length === before && ended === undefined; waited += 20) {
        if (waited > 5000) throw new Error('the socket neither heard the message nor was disconnected');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { heard: heard.slice(before), ended };
    },
  };
}

const post = (socket: Socket, text: string) => socket.timeout(5000).emitWithAck('chat', { text });

/** An end user's seeded conversation on `door`, with the user's session and id. */
async function endUserRoom(door: Door) {
  const user = await createEndUserClient({
    baseUrl: door.urls.enduser,
    apiKey: door.credentials.apiKey,
    ...door.credentials.endUser,
    maxRetries: 0,
  });
  return {
    sessionId: user.session!.sessionId,
    userId: (await user.GET('/auth/self')).data._id,
    conversationId: (await user.GET('/v2/conversations')).data.data[0]!._id,
  };
}

const signInAdmin = (door: Door) =>
  createAdminClient({ baseUrl: door.urls.admin, projectId: door.projectId, ...door.credentials.admin, maxRetries: 0 });

/** The end user listens; an admin deletes the account and posts: the user's socket hears nothing more. */
export async function deletedAccountScenario(door: Door, kit: SocketKit) {
  const { sessionId, userId, conversationId } = await endUserRoom(door);
  const admin = await signInAdmin(door);
  const listener = await join(kit, door.urls.chat, sessionId, conversationId);
  const speaker = await join(kit, door.urls.chat, admin.session!.accessToken, conversationId);
  await admin.DELETE('/auth/user/{id}', { params: { path: { id: userId } } });
  expect(await post(speaker.socket, 'After the account was deleted')).toMatchObject({
    message: { text: 'After the account was deleted' },
  });
  expect(await listener.next(0)).toEqual({ heard: [], ended: 'io server disconnect' });
  expect(await speaker.next(0)).toEqual({ heard: ['After the account was deleted'], ended: undefined });
  for (const s of [listener, speaker]) s.socket.disconnect();
}

/**
 * An admin listens until the access token's `exp` has passed (`door` signs short-lived tokens);
 * the end user, whose session does not expire, posts: the admin's socket hears nothing.
 */
export async function expiredTokenScenario(door: Door, kit: SocketKit) {
  const { sessionId, conversationId } = await endUserRoom(door);
  const speaker = await join(kit, door.urls.chat, sessionId, conversationId);
  // Joined before the token expires; on a machine so loaded that it had, with a fresh one.
  let joined: { token: string; listener: Awaited<ReturnType<typeof join>> } | undefined;
  for (let attempt = 0; !joined; attempt += 1) {
    const token = (await signInAdmin(door)).session!.accessToken;
    try {
      joined = { token, listener: await join(kit, door.urls.chat, token, conversationId) };
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  const { token, listener } = joined;
  const { exp } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
  while (Date.now() / 1000 <= exp + 0.05) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await post(speaker.socket, 'After the token expired')).toMatchObject({
    message: { text: 'After the token expired' },
  });
  expect(await listener.next(0)).toEqual({ heard: [], ended: 'io server disconnect' });
  expect(await speaker.next(0)).toEqual({ heard: ['After the token expired'], ended: undefined });
  for (const s of [listener, speaker]) s.socket.disconnect();
}

// The end-user session's lifecycle (docs/design.md, decision 23) against a real loopback platform. An end-user
// session has no expiry the client can read: only signOut and a 401 end it.
import { describe, expect, it, vi } from 'vitest';
import { SessionExpiredError, UnauthorizedError, createEndUserClient, type EndUserSession } from '../../src/index.js';
import {
  API_KEY,
  END_USER,
  asyncStorage,
  memoryStorage,
  startSessionPlatform,
  type SessionPlatform,
} from '../support/session-platform.js';
import { defaultStorageKey } from './default-storage-key.js';

let platform: SessionPlatform;

describe('end-user session', () => {
  it('signs in, saves the session with its user and without the password, and is restored later sending nothing', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const first = await createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, ...END_USER, storage });
    expect(first.session).toEqual({ sessionId: 'session-1' });
    const saved = storage.items.get(defaultStorageKey('enduser', platform))!;
    expect(JSON.parse(saved)).toEqual({ sessionId: 'session-1', user: { _id: 'user-1', email: END_USER.email } });
    expect(saved).not.toContain(END_USER.password);
    expect(platform.requests).toHaveLength(1);

    expect(first.self).toEqual({ _id: 'user-1', email: END_USER.email }); // the login's answer: no request for it

    const restored = await createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, storage });
    // No login and no GET /auth/self: the user was kept beside the session.
    expect(platform.requests).toHaveLength(1);
    expect(restored.session).toEqual({ sessionId: 'session-1' });
    expect(restored.self).toEqual({ _id: 'user-1', email: END_USER.email });
    expect(restored.user).toBeUndefined();
    // loadSelf() refreshes it, and keeps the new answer for the next restore.
    expect(await restored.loadSelf()).toEqual({ _id: 'user-1', email: END_USER.email, firstName: 'Giorgi' });
    expect(restored.self?.firstName).toBe('Giorgi');
    expect(JSON.parse(storage.items.get(defaultStorageKey('enduser', platform))!).user.firstName).toBe('Giorgi');
    await restored.GET('/notification');
    expect(platform.requests.at(-1)!.headers['x-session-id']).toBe('session-1');
    expect(platform.requests.at(-1)!.headers['x-api-key']).toBe(API_KEY);
  });

  it('a session id in the options wins over the stored one and is saved', async () => {
    platform = await startSessionPlatform();
    const storage = asyncStorage({ 'my-key': JSON.stringify({ sessionId: 'stored' }) });
    const client = await createEndUserClient({
      baseUrl: platform.url,
      apiKey: API_KEY,
      sessionId: 'given',
      storage,
      storageKey: 'my-key',
    });
    expect(client.session).toEqual({ sessionId: 'given' });
    expect(JSON.parse(storage.items.get('my-key')!)).toEqual({ sessionId: 'given' }); // no user known yet
    expect(platform.requests).toHaveLength(0);
    // A session handed over is not asked about: `self` comes when the caller asks for it.
    expect(client.self).toBeUndefined();
    platform.sessions.add('given');
    expect(await client.loadSelf()).toEqual({ _id: 'user-1', email: END_USER.email, firstName: 'Giorgi' });
    expect(client.self?.firstName).toBe('Giorgi');
    expect(platform.requests.map((r) => `${r.method} ${r.path} ${r.headers['x-session-id']}`)).toEqual([
      'GET /auth/self given',
    ]);
  });

  // Issue 41, item 7: on 7ccdd89 the restore of an entry with no user asked GET /auth/self, and
  // offline it threw ConnectionError, so the app could not start.
  it('a session made from a session id (or stored by an old version) restores offline, sending nothing; loadSelf() later keeps the user', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const options = { baseUrl: platform.url, apiKey: API_KEY, storage, storageKey: 'key' };
    await createEndUserClient({ ...options, sessionId: 'handed-over' });
    expect(JSON.parse(storage.items.get('key')!)).toEqual({ sessionId: 'handed-over' });
    const sent: string[] = [];
    const offline = async (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      throw new TypeError('Failed to fetch');
    };
    const restored = await createEndUserClient({ ...options, fetch: offline, maxRetries: 0 });
    expect(sent).toEqual([]);
    expect(restored.session).toEqual({ sessionId: 'handed-over' });
    expect(restored.self).toBeUndefined();
    expect(storage.writes).toEqual(['set key']);

    // Online again: `loadSelf()` asks once and keeps the user beside the session for the next restore.
    platform.sessions.add('handed-over');
    const online = await createEndUserClient(options);
    expect(platform.requests).toHaveLength(0);
    expect((await online.loadSelf()).firstName).toBe('Giorgi');
    expect(online.self?.firstName).toBe('Giorgi');
    expect(JSON.parse(storage.items.get('key')!).user.firstName).toBe('Giorgi');
    const next = await createEndUserClient({ ...options, fetch: offline });
    expect(next.self?.firstName).toBe('Giorgi');
    expect(sent).toEqual([]);
    expect(platform.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /auth/self']);
  });

  it('with no session given or stored, rejects and sends nothing', async () => {
    platform = await startSessionPlatform();
    await expect(
      createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, storage: memoryStorage() }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(platform.requests).toHaveLength(0);
  });

  it('signOut and a 401 each remove the stored entry and tell the listener once', async () => {
    platform = await startSessionPlatform();
    for (const end of ['signOut', '401'] as const) {
      const storage = memoryStorage();
      const client = await createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, ...END_USER, storage });
      const seen: (EndUserSession | null)[] = [];
      client.onSessionChange((session) => seen.push(session));
      if (end === 'signOut') {
        await client.signOut();
      } else {
        platform.sessions.clear();
        await expect(client.GET('/notification')).rejects.toBeInstanceOf(UnauthorizedError);
      }
      expect(seen, end).toEqual([null]);
      expect(storage.items.size, end).toBe(0);
      const count = platform.requests.length;
      await expect(client.GET('/notification')).rejects.toBeInstanceOf(SessionExpiredError);
      expect(platform.requests, end).toHaveLength(count);
      expect(seen, end).toEqual([null]);
    }
  });

  it('the sign-up and login calls still work on a client whose session ended', async () => {
    platform = await startSessionPlatform();
    const client = await createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, ...END_USER });
    const listener = vi.fn();
    client.onSessionChange(listener);
    await client.signOut();
    const { data } = await client.POST('/auth/login', { body: END_USER });
    expect(data.sessionId).toBe('session-2');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

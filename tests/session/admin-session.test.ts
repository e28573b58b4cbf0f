// The admin session's lifecycle (docs/design.md, decision 23) against a real loopback platform that issues JWTs with
// an `exp`: restore, save, signOut, 401, expiry, each counted in the requests the server saw.
import { describe, expect, it, vi } from 'vitest';
import {
  EXPIRY_ALLOWANCE_MS,
  SessionExpiredError,
  UnauthorizedError,
  createAdminClient,
  isPlatformError,
  type AdminSession,
} from '../../src/index.js';
import { ADMIN_CREDENTIALS_MESSAGE } from '../../src/platform.js';
import {
  ADMIN,
  asyncStorage,
  memoryStorage,
  startSessionPlatform,
  tokenExpiringIn,
  type SessionPlatform,
} from '../support/session-platform.js';
import { defaultStorageKey } from './default-storage-key.js';

let platform: SessionPlatform;

// The admin calls here take projectId: the clients carry one (a client without one must give it per call).
const PROJECT = '65f1c0a2e4b0a1b2c3d4e5f6';

describe('admin session: storage', () => {
  it('is restored from storage with no request, and sends the stored credentials', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const first = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage });
    expect(platform.requests).toHaveLength(2); // the two logins

    const restored = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, storage });
    expect(platform.requests).toHaveLength(2);
    expect(restored.session).toEqual(first.session);
    expect(restored.session!.expiresAt).toBeInstanceOf(Date);
    expect(restored.self).toEqual({ _id: 'admin-1', email: ADMIN.email, fullName: 'Nino Beridze' });

    const { data } = await restored.GET('/request-action');
    expect(data.data.map((a) => a._id)).toEqual(['item-1']);
    const call = platform.requests.at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${first.session!.accessToken}`);
    expect(call.headers['x-session-id']).toBe(first.session!.sessionId);
  });

  it('saves the session of the credentials given in the options, over a stored one, never the password', async () => {
    platform = await startSessionPlatform({ tokenTtlSeconds: 600 });
    const storage = memoryStorage();
    const old = { sessionId: 'old-session', accessToken: tokenExpiringIn(600) };
    storage.items.set('admin', JSON.stringify(old));

    const admin = await createAdminClient({
      baseUrl: platform.url,
      projectId: PROJECT,
      ...ADMIN,
      storage,
      storageKey: 'admin',
    });
    expect(platform.requests.map((r) => r.path).sort()).toEqual(['/auth/admin/login', '/auth/login']);
    const saved = storage.items.get('admin')!;
    expect(JSON.parse(saved)).toEqual({
      sessionId: admin.session!.sessionId,
      accessToken: admin.session!.accessToken,
      expiresAt: admin.session!.expiresAt!.toISOString(),
    });
    expect(admin.session!.sessionId).not.toBe('old-session');
    // What a token says expires is what the platform put in `exp`: 600 s from the login.
    expect(admin.session!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(590_000);
    expect(saved).not.toContain(ADMIN.password);
    expect(saved).not.toContain('password');

    // A session given as it is wins too, and is saved, with no request.
    const given = { sessionId: 'given-session', accessToken: tokenExpiringIn(300) };
    const second = await createAdminClient({
      baseUrl: platform.url,
      projectId: PROJECT,
      ...given,
      storage,
      storageKey: 'admin',
    });
    expect(platform.requests).toHaveLength(2);
    expect(second.session).toMatchObject(given);
    expect(JSON.parse(storage.items.get('admin')!)).toMatchObject(given);
  });

  it('keys the entry by kind and base URL unless storageKey says otherwise', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    await createAdminClient({
      baseUrl: platform.url,
      projectId: PROJECT,
      sessionId: 's1',
      accessToken: tokenExpiringIn(60),
      storage,
    });
    expect([...storage.items.keys()]).toEqual([defaultStorageKey('admin', platform)]);
  });

  it('with nothing given and nothing usable stored, rejects with the spec message and sends nothing', async () => {
    platform = await startSessionPlatform();
    const expired = JSON.stringify({ sessionId: 's1', accessToken: tokenExpiringIn(-3600) });
    for (const stored of [
      undefined,
      '{not json',
      JSON.stringify({ sessionId: 's1' }),
      JSON.stringify({ sessionId: 's1', accessToken: 'not-a-jwt' }),
      expired,
    ]) {
      const storage = memoryStorage(stored === undefined ? {} : { [defaultStorageKey('admin', platform)]: stored });
      await expect(createAdminClient({ baseUrl: platform.url, projectId: PROJECT, storage })).rejects.toThrow(
        new Error(ADMIN_CREDENTIALS_MESSAGE),
      );
    }
    expect(platform.requests).toHaveLength(0);
  });

  it('refuses a storage without getItem, setItem and removeItem with a TypeError naming the option', async () => {
    platform = await startSessionPlatform();
    const storage = { getItem: () => null, setItem: () => {} } as never;
    await expect(createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage })).rejects.toThrow(
      new TypeError('`storage` must have getItem, setItem and removeItem (admin client).'),
    );
    expect(platform.requests).toHaveLength(0);
  });

  it('works with an async storage: restore, save and signOut each complete before they resolve', async () => {
    platform = await startSessionPlatform();
    const storage = asyncStorage();
    const first = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage });
    expect(JSON.parse(storage.items.get(defaultStorageKey('admin', platform))!).sessionId).toBe(
      first.session!.sessionId,
    );
    const restored = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, storage });
    expect(restored.session).toEqual(first.session);
    expect(platform.requests).toHaveLength(2);
    await restored.signOut();
    expect(storage.items.has(defaultStorageKey('admin', platform))).toBe(false);
  });
});

describe('admin session: how it ends', () => {
  it('signOut removes the stored entry, tells each listener once, and later calls fail before sending', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage });
    const seen: (AdminSession | null)[] = [];
    const other = vi.fn();
    admin.onSessionChange((session) => seen.push(session));
    const unsubscribe = admin.onSessionChange(other);
    unsubscribe();
    expect(seen).toEqual([]); // never on subscribing

    await admin.signOut();
    await admin.signOut();
    expect(seen).toEqual([null]);
    expect(other).not.toHaveBeenCalled();
    expect(admin.session).toBeNull();
    expect(storage.items.size).toBe(0);

    const before = platform.requests.length;
    const error = await admin.GET('/request-action').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(isPlatformError(error)).toBe(true);
    expect(platform.requests).toHaveLength(before);
    expect(seen).toEqual([null]);
  });

  it('a 401 ends it: the call rejects with its UnauthorizedError, the entry is removed, listeners told once', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage });
    const listener = vi.fn();
    admin.onSessionChange(listener);
    platform.sessions.clear(); // the platform forgets the session (revoked, restarted)

    // Two calls in flight when the 401s come: one end, one notification.
    const errors = await Promise.all(
      [admin.GET('/request-action'), admin.GET('/projects')].map((p) => p.catch((e: unknown) => e)),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    }
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(null);
    expect(admin.session).toBeNull();
    expect(storage.items.size).toBe(0);

    const count = platform.requests.length;
    await expect(admin.GET('/request-action')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(platform.requests).toHaveLength(count);
  });

  it('a 401 removes only its own entry, not a newer session another client saved under the key', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const stale = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage });
    const fresh = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN, storage });
    platform.sessions.delete(stale.session!.sessionId);
    await expect(stale.GET('/request-action')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(JSON.parse(storage.items.get(defaultStorageKey('admin', platform))!).sessionId).toBe(
      fresh.session!.sessionId,
    );
  });

  it('a wrong password at sign-in is an UnauthorizedError, not a session error', async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    await expect(
      createAdminClient({ baseUrl: platform.url, projectId: PROJECT, email: ADMIN.email, password: 'wrong', storage }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(storage.items.size).toBe(0);
  });
});

describe('admin session: expiry (no refresh call exists)', () => {
  it(`fails with SessionExpiredError before sending once ${EXPIRY_ALLOWANCE_MS / 1000} s past expiresAt`, async () => {
    platform = await startSessionPlatform();
    const storage = memoryStorage();
    const session = { sessionId: 'expired-session', accessToken: tokenExpiringIn(-40) };
    platform.sessions.add(session.sessionId);
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...session, storage });
    const listener = vi.fn();
    admin.onSessionChange(listener);

    const error = await admin.GET('/request-action').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as Error).message).toBe('GET /request-action: the session has ended; sign in again.');
    expect(JSON.stringify(error)).not.toContain(session.sessionId);
    expect(platform.requests).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(null);
    expect(storage.items.size).toBe(0);
    expect(admin.session).toBeNull();
  });

  it('still sends a session within the allowance: a client clock running ahead is tolerated', async () => {
    platform = await startSessionPlatform();
    const session = { sessionId: 'just-expired', accessToken: tokenExpiringIn(-20) };
    platform.sessions.add(session.sessionId);
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...session });
    // This platform judges `exp` by its own clock and refuses; the client still sent it.
    await expect(admin.GET('/request-action')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(platform.requests).toHaveLength(1);
    expect(platform.requests[0]!.headers['x-session-id']).toBe('just-expired');
  });

  it('with a short-lived token: sent until the platform refuses it, then nothing is sent', async () => {
    platform = await startSessionPlatform({ tokenTtlSeconds: 1 });
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...ADMIN });
    const ends = vi.fn();
    admin.onSessionChange(ends);
    await admin.GET('/request-action');
    expect(admin.session!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Past `exp` but within the allowance: sent, and the platform's 401 ends the session.
    await expect(admin.GET('/request-action')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(ends).toHaveBeenCalledTimes(1);
    await expect(admin.GET('/request-action')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(platform.calls()).toHaveLength(2);
  });

  it('judges expiry at each call by the clock: the same session is sent at +28 s and refused at +32 s', async () => {
    platform = await startSessionPlatform();
    const start = Date.now();
    const session = { sessionId: 'timed', accessToken: tokenExpiringIn(60) };
    platform.sessions.add(session.sessionId);
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...session });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 60_000 + 28_000);
      await admin.GET('/request-action').catch(() => undefined); // this platform refuses it by its clock; it was sent
      expect(platform.requests).toHaveLength(1);
      platform.sessions.add(session.sessionId);
      const second = await createAdminClient({ baseUrl: platform.url, projectId: PROJECT, ...session });
      vi.setSystemTime(start + 60_000 + 32_000);
      await expect(second.GET('/request-action')).rejects.toBeInstanceOf(SessionExpiredError);
      expect(platform.requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

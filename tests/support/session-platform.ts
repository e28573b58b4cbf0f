// A small platform for session tests on a real loopback server: logins that issue JWTs with an
// `exp` of `tokenTtlSeconds`, calls that answer 401 to an expired or unknown session, and every
// request recorded (so a test counts what reached the wire).
import { afterEach } from 'vitest';
import { fakeJwt, startServer, type Recorded, type Reply, type TestServer } from './server.js';

export const ADMIN = { email: 'nino@example.ge', password: 'admin-password-1' };
export const END_USER = { email: 'giorgi@example.ge', password: 'user-password-1' };
export const API_KEY = 'pk_test_session';

export interface SessionPlatform extends TestServer {
  /** Sessions the platform still accepts; delete one to make the platform refuse it. */
  sessions: Set<string>;
  /** Requests that needed a session (everything but the logins and browsers' preflights). */
  calls(): Recorded[];
}

const page = (data: unknown[]) => ({ data, total: data.length, page: 1, limit: 20 });

/** The platforms the running test started: each closed when the test ends (the one teardown of every session test file). */
const started = new Set<TestServer>();
afterEach(async () => {
  const open = [...started];
  started.clear();
  await Promise.all(open.map((platform) => platform.close()));
});

/** A session platform on loopback, closed when the test that started it ends. */
export async function startSessionPlatform({ tokenTtlSeconds = 3600 } = {}): Promise<SessionPlatform> {
  const sessions = new Set<string>();
  let next = 0;
  const body = (req: Recorded) => JSON.parse(req.body.toString() || '{}') as { email?: string; password?: string };
  const unauthorized: Reply = { status: 401, body: { message: 'Unauthorized' } };

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, x-session-id, x-api-key, content-type',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  };
  // As the platform does for browsers: a preflight, and CORS headers on every answer.
  const server = await startServer(async (req) => {
    if (req.method === 'OPTIONS') return { status: 204, headers: cors };
    const reply = answer(req);
    return { ...reply, headers: { ...reply.headers, ...cors } };
  });
  started.add(server);

  function answer(req: Recorded): Reply {
    const now = Math.floor(Date.now() / 1000);
    if (req.method === 'POST' && req.path === '/auth/admin/login') {
      const { email, password } = body(req);
      if (email !== ADMIN.email || password !== ADMIN.password) return unauthorized;
      const accessToken = fakeJwt({
        _id: 'admin-1',
        email,
        fullName: 'Nino Beridze',
        permissions: { '*': { '*': 'Admin' } },
        iat: now,
        exp: now + tokenTtlSeconds,
      });
      return { body: { accessToken, user: { _id: 'admin-1' } } };
    }
    if (req.method === 'POST' && req.path === '/auth/login') {
      const { email, password } = body(req);
      const ok =
        (email === ADMIN.email && password === ADMIN.password) ||
        (email === END_USER.email && password === END_USER.password);
      if (!ok) return unauthorized;
      const sessionId = `session-${++next}`;
      sessions.add(sessionId);
      return { body: { sessionId, user: { _id: 'user-1', email } } };
    }
    const sessionId = String(req.headers['x-session-id'] ?? '');
    if (!sessions.has(sessionId)) return unauthorized;
    const bearer = String(req.headers.authorization ?? '');
    if (bearer) {
      const claims = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString() || '{}') as {
        exp?: number;
      };
      if (typeof claims.exp !== 'number' || claims.exp <= now) return unauthorized;
    }
    if (req.method === 'GET' && req.path === '/auth/self')
      return { body: { _id: 'user-1', email: END_USER.email, firstName: 'Giorgi' } };
    return { body: page([{ _id: 'item-1', created: '2026-01-01T10:00:00.000Z' }]) };
  }
  const logins = new Set(['/auth/admin/login', '/auth/login']);
  return Object.assign(server, {
    sessions,
    calls: () => server.requests.filter((r) => r.method !== 'OPTIONS' && !logins.has(r.path)),
  });
}

/** A Storage-like object over a Map, as `localStorage` behaves (sync), recording every write. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    items,
    writes,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(`set ${key}`);
      items.set(key, String(value));
    },
    removeItem: (key: string) => {
      writes.push(`remove ${key}`);
      items.delete(key);
    },
  };
}

/** The same, every method answering a promise (IndexedDB- or AsyncStorage-like). */
export function asyncStorage(initial: Record<string, string> = {}) {
  const sync = memoryStorage(initial);
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), 5));
  return {
    items: sync.items,
    getItem: (key: string) => later(() => sync.getItem(key)),
    setItem: (key: string, value: string) => later(() => sync.setItem(key, value)),
    removeItem: (key: string) => later(() => sync.removeItem(key)),
  };
}

/**
 * `kept` as a slow storage (an async one on a busy device): `getItem` answers what was stored when
 * it was asked, once `release()` is called (`released` settles then); writes go through at once.
 */
export function slowReads(kept: ReturnType<typeof memoryStorage>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    released,
    storage: {
      ...kept,
      getItem: (key: string) => {
        const held = kept.getItem(key);
        return released.then(() => held);
      },
    },
  };
}

/** An unsigned JWT like the platform's, expiring `secondsFromNow` from now (negative: in the past). */
export function tokenExpiringIn(secondsFromNow: number): string {
  const now = Math.floor(Date.now() / 1000);
  return fakeJwt({
    _id: 'admin-1',
    email: ADMIN.email,
    fullName: 'Nino Beridze',
    permissions: {},
    exp: now + secondsFromNow,
  });
}

// The session's lifecycle for the admin and end-user clients (docs/design.md, decision 23), kept the way supabase-js
// keeps its auth: one current session, saved in a Storage-like place, ended locally by signOut, a
// 401 or expiry, with listeners told once. The platform has no refresh call: nothing here renews a
// session; when it ends, the app signs in again (a new client).
import { SessionExpiredError, StorageTimeoutError } from '../core/errors.js';

/** The session a client sends. */
export interface Session {
  /** Sent as `x-session-id`. */
  sessionId: string;
  /** Admin only: sent as `Authorization: Bearer`. */
  // `| undefined`: an end-user session says `accessToken?: undefined`, which must still be a
  // Session for a consumer compiling with `exactOptionalPropertyTypes`.
  accessToken?: string | undefined;
  /** From the access token's `exp`; absent when the platform gives no end (end-user sessions). */
  expiresAt?: Date | undefined;
}

/**
 * Where a client keeps its session, as JSON under `storageKey`: anything with these three
 * methods, sync or async. `localStorage` and `sessionStorage` fit as they are.
 */
export interface SessionStorage {
  getItem(key: string): string | null | undefined | PromiseLike<string | null | undefined>;
  setItem(key: string, value: string): unknown;
  removeItem(key: string): unknown;
}

/** The session options of the admin and end-user factories. */
export interface SessionOptions {
  /**
   * Where the session is kept. Credentials in the options win and their session is saved here
   * (never a password); without them, a session stored here is used with no request.
   * @default an in-memory storage of this client (nothing survives a reload)
   */
  storage?: SessionStorage;
  /** The entry's key in `storage`. @default `platform-client.<admin|enduser>.<baseUrl>` */
  storageKey?: string;
  /**
   * Milliseconds an async `storage` may take to answer. Past it the factory rejects with
   * StorageTimeoutError (reading or saving the session), and ending a session goes on without
   * the stored entry's removal, rather than wait forever on a storage that never answers.
   * @default 5000
   */
  storageTimeout?: number;
}

export const DEFAULT_STORAGE_TIMEOUT_MS = 5_000;

/** What the admin and end-user clients add for their session. */
export interface SessionLifecycle<S extends Session> {
  /** The session the client sends, or `null` once it has ended. */
  readonly session: S | null;
  /** Calls `listener` once per change (never on subscribing); returns its unsubscribe. */
  onSessionChange(listener: (session: S | null) => void): () => void;
  /** Ends the session locally (the platform has no sign-out call): removes the stored entry and tells the listeners. */
  signOut(): Promise<void>;
}

/** A session is still sent this long after its `expiresAt`: a client clock running ahead is tolerated. */
export const EXPIRY_ALLOWANCE_MS = 30_000;

type Thenable<T> = T | PromiseLike<T>;

function memoryStorage(): SessionStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A stored entry: the session's credentials, and the user kept beside them (end-user clients), as JSON gives it. */
interface StoredSession {
  sessionId: string;
  accessToken?: string;
  user?: unknown;
}

function parse(raw: string | null | undefined): StoredSession | undefined {
  try {
    const value = raw ? JSON.parse(raw) : undefined;
    if (
      typeof value?.sessionId === 'string' &&
      value.sessionId &&
      (value.accessToken === undefined || typeof value.accessToken === 'string')
    ) {
      return {
        sessionId: value.sessionId,
        ...(value.accessToken ? { accessToken: value.accessToken } : {}),
        user: value.user,
      };
    }
  } catch {
    // not ours, or damaged: as if nothing were stored
  }
  return undefined;
}

/** Past `expiresAt` by more than the allowance. */
export const isExpired = (session: Session) =>
  session.expiresAt !== undefined && Date.now() > session.expiresAt.getTime() + EXPIRY_ALLOWANCE_MS;

export interface SessionStore<S extends Session> extends SessionLifecycle<S> {
  /** The stored session's credentials and user, if any (expiry is for the caller to judge). */
  stored(): Thenable<StoredSession | undefined>;
  /**
   * Makes `session` current and, when `write` is truthy, saves it with `user` beside it (as
   * supabase-js keeps `user`). A restore only reads: it must never put back a session that a
   * sign-in replaced while the storage was read.
   */
  save(session: S, write: unknown, user?: unknown): Thenable<unknown>;
  /** The session to send with `operation`, or SessionExpiredError (ending an expired one). */
  require(operation: string): S;
  /** Ends the session if there is one; never rejects (a failing storage is not the caller's error). */
  end(): Promise<void>;
}

export function createSessionStore<S extends Session>(
  kind: 'admin' | 'enduser',
  options: SessionOptions & { baseUrl: string },
): SessionStore<S> {
  const storage = options.storage ?? memoryStorage();
  if (!['getItem', 'setItem', 'removeItem'].every((m) => typeof storage[m as keyof SessionStorage] === 'function')) {
    throw new TypeError(`\`storage\` must have getItem, setItem and removeItem (${kind} client).`);
  }
  const limit = options.storageTimeout ?? DEFAULT_STORAGE_TIMEOUT_MS;
  const key = options.storageKey ?? `platform-client.${kind}.${options.baseUrl}`;

  /**
   * Runs `next` on a storage answer: at once on a plain value, after it on a promise, which
   * fails with StorageTimeoutError once it has taken `limit` ms (`method` names the call).
   */
  const after = <T, R>(value: Thenable<T>, method: string, next: (value: T) => R): Thenable<R> =>
    value && typeof (value as PromiseLike<T>).then === 'function'
      ? new Promise<T>((resolve, reject) => {
          const timer = setTimeout(
            () =>
              reject(
                new StorageTimeoutError(
                  `\`storage.${method}\` did not answer within ${limit} ms (\`storageTimeout\`, ${kind} client).`,
                ),
              ),
            limit,
          );
          void Promise.resolve(value)
            .then(resolve, reject)
            .finally(() => clearTimeout(timer));
        }).then(next)
      : next(value as T);
  const listeners = new Set<(session: S | null) => void>();
  let current: S | null = null;

  function end(): Promise<void> {
    const ended = current;
    if (!ended) return Promise.resolve();
    current = null;
    const tell = () => {
      for (const listener of [...listeners]) {
        try {
          listener(null);
        } catch (error) {
          // One listener's bug neither stops the others nor turns into the call's error.
          setTimeout(() => {
            throw error;
          });
        }
      }
    };
    let removed: unknown;
    try {
      // Another client may have saved a newer session under this key: remove only our own.
      removed = after(storage.getItem(key), 'getItem', (raw) =>
        parse(raw)?.sessionId === ended.sessionId ? after(storage.removeItem(key), 'removeItem', () => 0) : undefined,
      );
    } catch {
      // A storage that throws: nothing to wait for (`removed` was never assigned).
    }
    if (removed && typeof (removed as PromiseLike<unknown>).then === 'function')
      return Promise.resolve(removed).then(tell, tell);
    tell();
    return Promise.resolve();
  }

  return {
    get session() {
      return current;
    },
    onSessionChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    signOut: end,
    end,
    stored: () => after(storage.getItem(key), 'getItem', parse),
    save(session, write, user) {
      current = session;
      // A session is its credentials and expiry only (never a password): it is stored whole.
      return write && after(storage.setItem(key, JSON.stringify({ ...session, user })), 'setItem', () => 0);
    },
    require(operation) {
      if (current && !isExpired(current)) return current;
      void end();
      throw new SessionExpiredError(`${operation}: the session has ended; sign in again.`);
    },
  };
}

/**
 * Adds the store's `session`, `onSessionChange` and `signOut` to a client, `session` read live
 * and not enumerable: `JSON.stringify(client)` and `util.inspect(client)` (a structured logger
 * given the client) never print the session id or the access token.
 */
export function withSession<C extends object, S extends Session>(
  client: C,
  store: SessionStore<S>,
): C & SessionLifecycle<S> {
  return Object.defineProperties(client, {
    session: { get: () => store.session },
    onSessionChange: { value: store.onSessionChange, enumerable: true },
    signOut: { value: store.signOut, enumerable: true },
  }) as C & SessionLifecycle<S>;
}

// Issue 23, "also": a session storage that never answers leaves no factory waiting forever. Past
// `storageTimeout` (default 5000 ms) the factory rejects with StorageTimeoutError naming the
// storage method (reading the stored session, or saving a new one); ending a session on such a
// storage still ends it and tells the listeners.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORAGE_TIMEOUT_MS,
  StorageTimeoutError,
  createAdminClient,
  createEndUserClient,
  isPlatformError,
  type SessionStorage,
} from '../../src/index.js';
import { fakeJwt } from '../support/server.js';

const accessToken = fakeJwt({ _id: 'a1', email: 'a@b.ge', fullName: 'A', permissions: {} });
const never = () => new Promise<never>(() => {});
/** A storage whose named methods never answer; the others answer at once (async). */
const hanging = (...methods: (keyof SessionStorage)[]): SessionStorage & { calls: string[] } => {
  const calls: string[] = [];
  const answer = <T>(method: string, value: T): Promise<T> => (
    calls.push(method), methods.includes(method as keyof SessionStorage) ? never() : Promise.resolve(value)
  );
  return {
    calls,
    getItem: () => answer('getItem', null),
    setItem: () => answer('setItem', undefined),
    removeItem: () => answer('removeItem', undefined),
  };
};

describe('a storage that never answers', () => {
  it('the default bound is 5000 ms', () => {
    expect(DEFAULT_STORAGE_TIMEOUT_MS).toBe(5000);
  });

  it('getItem (no credentials given, so the stored session is read): the admin factory rejects after storageTimeout', async () => {
    const started = Date.now();
    const error = await createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      storage: hanging('getItem'),
      storageTimeout: 100,
    }).catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(StorageTimeoutError);
    expect(isPlatformError(error)).toBe(true);
    expect((error as Error).name).toBe('StorageTimeoutError');
    expect((error as Error).message).toBe(
      '`storage.getItem` did not answer within 100 ms (`storageTimeout`, admin client).',
    );
    expect(took).toBeGreaterThanOrEqual(95);
    expect(took).toBeLessThan(2000);
  });

  it('setItem (saving the session given): the end-user factory rejects', async () => {
    const error = await createEndUserClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'pk-key',
      sessionId: 'sess-1',
      storage: hanging('setItem'),
      storageTimeout: 50,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageTimeoutError);
    expect((error as Error).message).toContain('`storage.setItem`');
  });

  it('signOut on a storage that stops answering still ends the session and tells the listeners', async () => {
    const storage = hanging();
    const client = await createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      sessionId: 'sess-1',
      accessToken,
      storage,
      storageTimeout: 50,
    });
    storage.getItem = never;
    const told: unknown[] = [];
    client.onSessionChange((s) => told.push(s));
    await client.signOut();
    expect(client.session).toBeNull();
    expect(told).toEqual([null]);
  });

  it('a storageTimeout out of range is a RangeError naming it', async () => {
    for (const storageTimeout of [0, -1, 1.5, Infinity, 2 ** 31]) {
      const error = await createAdminClient({
        baseUrl: 'http://127.0.0.1:9',
        sessionId: 's',
        accessToken,
        storageTimeout,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message).toContain('`storageTimeout`');
    }
  });

  it('an answering async storage is used as before', async () => {
    const items = new Map<string, string>();
    const storage: SessionStorage = {
      getItem: async (k) => items.get(k) ?? null,
      setItem: async (k, v) => void items.set(k, v),
      removeItem: async (k) => void items.delete(k),
    };
    await createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      sessionId: 'sess-1',
      accessToken,
      storage,
      storageTimeout: 50,
    });
    const again = await createAdminClient({ baseUrl: 'http://127.0.0.1:9', storage, storageTimeout: 50 });
    expect(again.session?.sessionId).toBe('sess-1');
  });
});

// Issue 41, item 6: a restore only reads. A restore whose storage answers after a sign-in saved its
// own session (a slow async storage on a busy device) writes nothing: on 7ccdd89 it saved the old
// session back over the new one, so the next page load signed the old user back in. Admin and
// end-user clients, against a real loopback platform.
import { describe, expect, it } from 'vitest';
import { createAdminClient, createEndUserClient } from '../../src/index.js';
import {
  ADMIN,
  API_KEY,
  END_USER,
  memoryStorage,
  slowReads,
  startSessionPlatform,
  tokenExpiringIn,
} from '../support/session-platform.js';

describe('a restore that answers after a sign-in writes nothing', () => {
  it('end-user client: the signed-in session stays stored, and a reload restores it', async () => {
    const platform = await startSessionPlatform();
    const kept = memoryStorage({ key: JSON.stringify({ sessionId: 'old-session', user: { _id: 'old-user' } }) });
    const slow = slowReads(kept);
    const options = { baseUrl: platform.url, apiKey: API_KEY, storage: slow.storage, storageKey: 'key' };
    const restoring = createEndUserClient(options);
    // The sign-in saves its session while the restore still waits on the storage.
    const signedIn = await createEndUserClient({ ...options, storage: kept, ...END_USER });
    expect(JSON.parse(kept.items.get('key')!).sessionId).toBe(signedIn.session!.sessionId);
    const writes = kept.writes.length;
    slow.release();
    const late = await restoring;
    // The restore still gives the client of what it read (the provider drops it), but wrote nothing.
    expect(late.session).toEqual({ sessionId: 'old-session' });
    expect(kept.writes.slice(writes)).toEqual([]);
    const reload = await createEndUserClient({ ...options, storage: kept });
    expect(reload.session).toEqual(signedIn.session);
    expect(reload.self).toEqual(signedIn.self);
  });

  it('admin client: likewise', async () => {
    const platform = await startSessionPlatform();
    const old = { sessionId: 'old-session', accessToken: tokenExpiringIn(3600) };
    const kept = memoryStorage({ key: JSON.stringify(old) });
    const slow = slowReads(kept);
    const options = { baseUrl: platform.url, projectId: 'p1', storage: slow.storage, storageKey: 'key' };
    const restoring = createAdminClient(options);
    const signedIn = await createAdminClient({ ...options, storage: kept, ...ADMIN });
    const writes = kept.writes.length;
    slow.release();
    const late = await restoring;
    expect(late.session!.sessionId).toBe('old-session');
    expect(kept.writes.slice(writes)).toEqual([]);
    const reload = await createAdminClient({ ...options, storage: kept });
    expect(reload.session).toEqual(signedIn.session);
    expect(reload.session!.sessionId).not.toBe('old-session');
  });

  it('a restore alone writes nothing either (a sync storage): only reads', async () => {
    const platform = await startSessionPlatform();
    const kept = memoryStorage({
      admin: JSON.stringify({ sessionId: 's-admin', accessToken: tokenExpiringIn(3600) }),
      user: JSON.stringify({ sessionId: 's-user', user: { _id: 'user-1', email: END_USER.email } }),
    });
    const before = new Map(kept.items);
    const admin = await createAdminClient({
      baseUrl: platform.url,
      projectId: 'p1',
      storage: kept,
      storageKey: 'admin',
    });
    const user = await createEndUserClient({
      baseUrl: platform.url,
      apiKey: API_KEY,
      storage: kept,
      storageKey: 'user',
    });
    expect(admin.session!.sessionId).toBe('s-admin');
    expect(user.session).toEqual({ sessionId: 's-user' });
    expect(kept.writes).toEqual([]);
    expect(kept.items).toEqual(before);
    expect(platform.requests).toHaveLength(0);
  });
});

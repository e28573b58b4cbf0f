// @vitest-environment happy-dom
// useSelf (issue 42, item 5): who is signed in, typed present, against the mock platform; a clear
// error where the client does not know its user yet, and the user once it does.
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createEndUserClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { useSelf } from '../../src/react/index.js';
import { platformWrapper } from '../support/platform-wrapper.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform();
});
afterAll(() => mock?.close());

describe('useSelf', () => {
  it('gives the signed-in end user and admin; a client made from a sessionId only once it has loaded its user', async () => {
    const options = { baseUrl: mock.urls.enduser, apiKey: mock.credentials.apiKey, maxRetries: 0 };
    const user = await createEndUserClient({ ...options, ...mock.credentials.endUser });
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const { wrapper } = platformWrapper({ enduser: user, admin });
    const { result } = renderHook(() => ({ user: useSelf('enduser'), admin: useSelf('admin') }), { wrapper });
    expect(result.current.user.email).toBe(mock.credentials.endUser.email);
    expect(result.current.admin.email).toBe(mock.credentials.admin.email);

    const bySession = await createEndUserClient({ ...options, sessionId: user.session!.sessionId });
    const unknown = platformWrapper({ enduser: bySession });
    expect(() => renderHook(() => useSelf('enduser'), { wrapper: unknown.wrapper })).toThrow(
      "useSelf('enduser'): the client does not know its user yet (made from a sessionId): await client.loadSelf() before giving it to <PlatformProvider>.",
    );
    await bySession.loadSelf();
    const known = platformWrapper({ enduser: bySession });
    expect(renderHook(() => useSelf('enduser'), { wrapper: known.wrapper }).result.current._id).toBe(user.self._id);
  });
});

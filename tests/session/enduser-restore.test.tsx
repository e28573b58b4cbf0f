// @vitest-environment happy-dom
// Restoring an end-user session sends nothing (docs/design.md, decision 23): the user is kept beside
// the session in storage, so an app that starts offline still makes its client, and a page load
// waits on no round trip. A restore that answers after a sign-in is dropped. Against the real mock,
// under StrictMode.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionError, createEndUserClient, signUpEndUser } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import {
  PlatformProvider,
  usePlatformClient,
  useRestoreSession,
  useSignIn,
  type SessionClientOptions,
} from '../../src/react/index.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import { memoryStorage, slowReads } from '../support/session-platform.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
});
afterAll(() => mock?.close());
afterEach(cleanup);

/** A fetch for an app that starts offline: every request fails as a dropped network does, and is counted. */
function offline() {
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(input instanceof Request ? `${input.method} ${new URL(input.url).pathname}` : String(input));
    throw new TypeError('Failed to fetch');
  };
  return { sent, fetch };
}

/** The mock's end user signed in once, their session kept in a storage as the app's next load finds it. */
async function signedInStorage() {
  const storage = memoryStorage();
  const first = await createEndUserClient({
    baseUrl: mock.urls.enduser,
    apiKey: mock.credentials.apiKey,
    ...mock.credentials.endUser,
    storage,
  });
  return { storage, first };
}

describe('restoring an end-user session', () => {
  it('makes the client offline from storage, sending no request, with self as it was (dates revived)', async () => {
    const { storage, first } = await signedInStorage();
    const net = offline();
    const restored = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      storage,
      fetch: net.fetch,
      maxRetries: 0,
    });
    expect(net.sent).toEqual([]);
    expect(restored.session).toEqual(first.session);
    expect(restored.self).toEqual(first.self);
    expect(restored.self?.email).toBe(mock.credentials.endUser.email);
    expect(restored.self?.created).toBeInstanceOf(Date);
    // The first call is the first request, and it fails as the network does.
    await expect(restored.GET('/auth/self')).rejects.toBeInstanceOf(ConnectionError);
    expect(net.sent).toEqual(['GET /enduser/auth/self']);
  });

  it('useRestoreSession under StrictMode puts the stored user in the provider with no request', async () => {
    const { storage, first } = await signedInStorage();
    const net = offline();
    const options: SessionClientOptions['enduser'] = {
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      storage,
      fetch: net.fetch,
      maxRetries: 0,
    };
    function App() {
      const { isRestoring, error } = useRestoreSession('enduser', options);
      const user = usePlatformClient('enduser', { optional: true });
      if (isRestoring) return <p>restoring</p>;
      if (error) return <p>{error.name}</p>;
      return <p>{user?.self ? `hello ${user.self.firstName} ${user.self.lastName}` : 'nobody'}</p>;
    }
    render(
      <PlatformProvider>
        <App />
      </PlatformProvider>,
    );
    await screen.findByText(`hello ${first.self.firstName} ${first.self.lastName}`);
    expect(net.sent).toEqual([]);
  });

  it('a restore that answers after a sign-in is dropped: the signed-in user stays', async () => {
    const { storage: kept } = await signedInStorage();
    const other = { email: 'tamar.restore-race@example.com', password: 'Restore-Race-2026' };
    await signUpEndUser({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      ...other,
      firstName: 'Tamar',
      lastName: 'Gelashvili',
    });
    // A slow storage: it answers what it held when asked, but only once released.
    const slow = slowReads(kept);
    const options: SessionClientOptions['enduser'] = {
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      storage: slow.storage,
      storageKey: 'race',
    };
    kept.items.set('race', [...kept.items.values()][0]!);
    function App() {
      const { isRestoring } = useRestoreSession('enduser', options);
      const { signIn } = useSignIn('enduser', options);
      const user = usePlatformClient('enduser', { optional: true });
      return (
        <>
          <p>{isRestoring ? 'restoring' : 'restored'}</p>
          <p>{user ? `hello ${user.self?.firstName}` : 'nobody'}</p>
          <button type="button" onClick={() => void signIn(other)}>
            Sign in
          </button>
        </>
      );
    }
    // React Query's own defaults, not the tests' QueryClient.
    const { wrapper } = platformWrapper({}, new QueryClient());
    render(<App />, { wrapper });
    expect(screen.getByText('restoring')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    await screen.findByText('hello Tamar');
    // Now the stored (older) session answers.
    await act(async () => {
      slow.release();
      await slow.released;
    });
    await screen.findByText('restored');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('hello Tamar')).toBeTruthy();
    expect(screen.queryByText('hello Luka')).toBeNull();
    // Issue 41, item 6: nor did it save the old session back, so a reload restores Tamar.
    expect(JSON.parse(kept.items.get('race')!).user.firstName).toBe('Tamar');
    const reload = await createEndUserClient({ ...options, storage: kept });
    expect(reload.self?.firstName).toBe('Tamar');
  });
});

// @vitest-environment happy-dom
// useSession and the provider's cache clean-up, against a real loopback platform: when a surface's
// session ends, none of that surface's data stays in the QueryClient for the next user.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError, createAdminClient, createEndUserClient, createPublicClient } from '../../src/index.js';
import { PlatformProvider, accountOf, useSession, type PlatformClients } from '../../src/react/index.js';
import { useListRequestActions } from '../../src/react/admin.js';
import { useListNotifications } from '../../src/react/enduser.js';
import { ADMIN, API_KEY, END_USER, startSessionPlatform, type SessionPlatform } from '../support/session-platform.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/strict-mode.js';

let platform: SessionPlatform;

function setup(clients: PlatformClients) {
  // No retries; data stale at once, as React Query's default.
  const { queryClient, wrapper } = platformWrapper(
    clients,
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const keysOf = (surface: string) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: [surface] })
      .map((q) => q.queryKey);
  return { queryClient, wrapper, keysOf };
}

function AdminRequests() {
  const { data } = useListRequestActions();
  return <p>admin: {data?.data.map((a) => a._id).join(',') ?? 'loading'}</p>;
}

function UserNotifications() {
  const { data } = useListNotifications();
  return <p>user: {data ? data.data.length : 'loading'}</p>;
}

/** What an app does: the signed-in screens while there is a session, a sign-in screen after. */
function App() {
  const admin = useSession('admin');
  const user = useSession('enduser');
  return (
    <>
      {admin ? <AdminRequests /> : <p>admin signed out</p>}
      {user ? <UserNotifications /> : <p>user signed out</p>}
    </>
  );
}

describe('useSession and the provider', () => {
  it('useSession gives the session, then null when it ends, rendering again', async () => {
    platform = await startSessionPlatform();
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: '65f1c0a2e4b0a1b2c3d4e5f6', ...ADMIN });
    const { wrapper } = setup({ admin });
    const { result } = renderHook(() => useSession('admin'), { wrapper });
    expect(result.current).toBe(admin.session);
    expect(result.current!.sessionId).toBe('session-1');
    await act(() => admin.signOut());
    expect(result.current).toBeNull();
  });

  it("removes the admin queries when the admin signs out, and keeps the other surfaces' queries", async () => {
    platform = await startSessionPlatform();
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: '65f1c0a2e4b0a1b2c3d4e5f6', ...ADMIN });
    const enduser = await createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, ...END_USER });
    const publicClient = createPublicClient({ baseUrl: platform.url, apiKey: API_KEY });
    const { wrapper, keysOf, queryClient } = setup({ admin, enduser, public: publicClient });
    queryClient.setQueryData(['public', '/box', {}], { data: [] });
    render(<App />, { wrapper });
    await screen.findByText('admin: item-1');
    await screen.findByText('user: 1');
    expect(keysOf('admin')).toHaveLength(1);
    expect(keysOf('enduser')).toHaveLength(1);

    await act(() => admin.signOut());
    await screen.findByText('admin signed out');
    expect(keysOf('admin')).toEqual([]);
    expect(keysOf('enduser')).toHaveLength(1);
    expect(keysOf('public')).toHaveLength(1);
    expect(screen.getByText('user: 1')).toBeTruthy();
  });

  it('removes the end-user queries when a 401 ends that session, whoever made the call', async () => {
    platform = await startSessionPlatform();
    const admin = await createAdminClient({ baseUrl: platform.url, projectId: '65f1c0a2e4b0a1b2c3d4e5f6', ...ADMIN });
    const enduser = await createEndUserClient({ baseUrl: platform.url, apiKey: API_KEY, ...END_USER });
    const { wrapper, keysOf } = setup({ admin, enduser });
    render(<App />, { wrapper });
    await screen.findByText('user: 1');
    await screen.findByText('admin: item-1');

    platform.sessions.delete(enduser.session!.sessionId);
    let failure: unknown;
    await act(async () => {
      failure = await enduser.GET('/notification').catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(UnauthorizedError);
    await screen.findByText('user signed out');
    expect(keysOf('enduser')).toEqual([]);
    expect(keysOf('admin')).toHaveLength(1);
    // Nothing of the ended session is fetched again.
    const count = platform.calls().length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.calls()).toHaveLength(count);
  });

  it('stops listening to a client the provider no longer holds', async () => {
    platform = await startSessionPlatform();
    const first = await createAdminClient({ baseUrl: platform.url, projectId: '65f1c0a2e4b0a1b2c3d4e5f6', ...ADMIN });
    const second = await createAdminClient({ baseUrl: platform.url, projectId: '65f1c0a2e4b0a1b2c3d4e5f6', ...ADMIN });
    const queryClient = new QueryClient();
    const tree = (admin: typeof first) => (
      <QueryClientProvider client={queryClient}>
        <PlatformProvider clients={{ admin }}>
          <p>app</p>
        </PlatformProvider>
      </QueryClientProvider>
    );
    const view = render(tree(first));
    view.rerender(tree(second));
    // An entry of the account (keys name it; both clients are the same admin's).
    queryClient.setQueryData(['admin', '/request-action', { account: accountOf(second) }], { data: [] });
    await act(() => first.signOut());
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(1));
    await act(() => second.signOut());
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(0);
  });
});

// @vitest-environment happy-dom
// Signing in and out from React (useSignIn, useRestoreSession, useSignOut), under StrictMode,
// against a real loopback platform: the provider switches the surface's client, drops that
// surface's cached queries (and only those), and a failed sign-in reads as a person would say it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInError, UnauthorizedError } from '../../src/index.js';
import {
  usePlatformClient,
  useRestoreSession,
  useSession,
  useSignIn,
  useSignOut,
  type SessionClientOptions,
} from '../../src/react/index.js';
import { getListRequestActionsQueryKey, useListRequestActions } from '../../src/react/admin.js';
import {
  ADMIN,
  API_KEY,
  END_USER,
  memoryStorage,
  startSessionPlatform,
  type SessionPlatform,
} from '../support/session-platform.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/strict-mode.js';

const PROJECT = '65f1c0a2e4b0a1b2c3d4e5f6';
let platform: SessionPlatform;
afterEach(() => {
  cleanup();
  return platform?.close();
});

const LOGINS = ['/auth/admin/login', '/auth/login'];
const logins = () => platform.requests.filter((r) => r.method === 'POST' && LOGINS.includes(r.path)).map((r) => r.path);
/** What reached the platform, without the browser's CORS preflights. */
const sentPaths = () => platform.requests.filter((r) => r.method !== 'OPTIONS').map((r) => r.path);

function setup() {
  // Fresh forever: a cached answer that was not dropped would stay on screen.
  const { queryClient, wrapper } = platformWrapper({});
  const storage = memoryStorage();
  const admin: SessionClientOptions['admin'] = { baseUrl: platform.url, projectId: PROJECT, storage };
  const enduser: SessionClientOptions['enduser'] = { baseUrl: platform.url, apiKey: API_KEY, storage };
  return { queryClient, storage, options: { admin, enduser }, wrapper };
}

/** The admin's screens: who is signed in (the client's `self`), their requests, and the way out. */
function Staff() {
  const admin = usePlatformClient('admin');
  const signOut = useSignOut('admin');
  const { data } = useListRequestActions();
  return (
    <>
      <p>signed in as {admin.self.fullName}</p>
      <p>may write: {String(admin.can('request-action', 'update', 'Write'))}</p>
      <p>requests: {data ? data.data.map((a) => a._id).join(',') : 'loading'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

function SignInForm({ options }: { options: SessionClientOptions['admin'] }) {
  const { signIn, isPending, error } = useSignIn('admin', options);
  const [password, setPassword] = useState('wrong');
  return (
    <>
      <button type="button" onClick={() => void signIn({ email: ADMIN.email, password })} disabled={isPending}>
        Sign in
      </button>
      <button type="button" onClick={() => setPassword(ADMIN.password)}>
        Fix password
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
    </>
  );
}

function AdminApp({ options }: { options: SessionClientOptions['admin'] }) {
  const { isRestoring } = useRestoreSession('admin', options);
  const session = useSession('admin');
  if (isRestoring) return <p>restoring</p>;
  return session ? <Staff /> : <SignInForm options={options} />;
}

describe('sign-in and sign-out from React', () => {
  it('a wrong password: one login request, a readable message, the typed error as its cause', async () => {
    platform = await startSessionPlatform();
    const { wrapper, options } = setup();
    let error: SignInError | undefined;
    let result: unknown = 'not yet';
    function Form() {
      const signIn = useSignIn('admin', options.admin);
      error = signIn.error;
      return (
        <>
          <button
            type="button"
            onClick={() => void signIn.signIn({ email: ADMIN.email, password: 'wrong' }).then((r) => (result = r))}
          >
            Sign in
          </button>
          {signIn.error ? <p role="alert">{signIn.error.message}</p> : null}
        </>
      );
    }
    render(<Form />, { wrapper });
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(logins()).toEqual(['/auth/admin/login']); // no legacy login after a refused one
    expect(result).toBeUndefined(); // resolved, not rejected
    expect(error).toBeInstanceOf(SignInError);
    expect(error!.reason).toBe('credentials');
    expect(error!.cause).toBeInstanceOf(UnauthorizedError);
    expect((error!.cause as UnauthorizedError).status).toBe(401);
    expect(JSON.stringify(error)).not.toContain('wrong');
  });

  it("signs in: the provider gets the client (self, can), never shown someone else's admin entries, then sign-out drops the account's", async () => {
    platform = await startSessionPlatform();
    const { wrapper, options, queryClient, storage } = setup();
    // Left from someone before: an admin query and a public one.
    queryClient.setQueryData(getListRequestActionsQueryKey({ projectId: PROJECT }), {
      data: [{ _id: 'someone-elses' }],
    } as never);
    queryClient.setQueryData(['public', '/box', { path: {} }], { data: [] });
    render(<AdminApp options={options.admin} />, { wrapper });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(sentPaths()).toEqual([]); // nothing kept: nothing sent

    act(() => screen.getByRole('button', { name: 'Fix password' }).click());
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    await screen.findByText('signed in as Nino Beridze');
    expect(screen.getByText('may write: true')).toBeTruthy();
    expect(logins()).toEqual(['/auth/admin/login', '/auth/login']); // one of each, in that order
    await screen.findByText('requests: item-1'); // not someone-elses: keys name their account
    expect(queryClient.getQueryCache().findAll({ queryKey: ['public'] })).toHaveLength(1);
    expect(JSON.parse(storage.items.get(`platform-client.admin.${platform.url}`)!).sessionId).toBe('session-1');

    act(() => screen.getByRole('button', { name: 'Sign out' }).click());
    await screen.findByRole('button', { name: 'Sign in' });
    // Only the entry of no account is left (it was never this one's); the signed-in account's are gone.
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['admin'] })
        .map((q) => q.queryKey),
    ).toEqual([getListRequestActionsQueryKey({ projectId: PROJECT })]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['public'] })).toHaveLength(1);
    expect(storage.items.has(`platform-client.admin.${platform.url}`)).toBe(false);
  });

  it('restores the kept admin session with no request, once under StrictMode', async () => {
    platform = await startSessionPlatform();
    const first = setup();
    render(<AdminApp options={first.options.admin} />, { wrapper: first.wrapper });
    await screen.findByRole('button', { name: 'Fix password' });
    act(() => screen.getByRole('button', { name: 'Fix password' }).click());
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    await screen.findByText('requests: item-1');
    cleanup();
    const sent = sentPaths().length;

    // A reload: a new app on the same storage.
    const again = setup();
    const options = { ...again.options.admin, storage: first.storage };
    render(<AdminApp options={options} />, { wrapper: again.wrapper });
    await screen.findByText('signed in as Nino Beridze');
    await screen.findByText('requests: item-1');
    // No login, nothing about the session: only the screen's own query (StrictMode may ask it twice).
    expect(new Set(sentPaths().slice(sent))).toEqual(new Set(['/request-action']));
    expect(logins()).toEqual(['/auth/admin/login', '/auth/login']);
  });

  it('restores the kept end-user session with no request and gives self; an entry without a user restores with no request too, and loadSelf() keeps the user', async () => {
    platform = await startSessionPlatform();
    const { wrapper, options } = setup();
    const signedIn: string[] = [];
    function User() {
      const { signIn } = useSignIn('enduser', options.enduser);
      const { isRestoring, error } = useRestoreSession('enduser', options.enduser);
      const user = usePlatformClient('enduser', { optional: true });
      const session = useSession('enduser');
      if (isRestoring) return <p>restoring</p>;
      if (session && user) return <p>hello {user.self?.firstName ?? user.self?.email}</p>;
      return (
        <>
          {error ? <p role="alert">{error.name}</p> : null}
          <button type="button" onClick={() => void signIn(END_USER).then((c) => c && signedIn.push(c.self!.email))}>
            Sign in
          </button>
        </>
      );
    }
    const view = render(<User />, { wrapper });
    await screen.findByRole('button', { name: 'Sign in' });
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    await screen.findByText(`hello ${END_USER.email}`); // the login's answer: no GET /auth/self
    expect(signedIn).toEqual([END_USER.email]);
    expect(sentPaths()).toEqual(['/auth/login']);
    view.unmount();

    const reload = setup();
    const kept = { ...reload.options.enduser, storage: options.enduser.storage };
    function Reloaded() {
      useRestoreSession('enduser', kept);
      const user = usePlatformClient('enduser', { optional: true });
      return <p>{user?.self ? `hello ${user.self.email}` : 'nobody'}</p>;
    }
    const second = render(<Reloaded />, { wrapper: reload.wrapper });
    // The user kept beside the session: nothing sent.
    await screen.findByText(`hello ${END_USER.email}`);
    expect(sentPaths()).toEqual(['/auth/login']);
    second.unmount();

    // An entry without a user (an older version's, or one a given sessionId saved) restores with
    // no request either (issue 41, item 7: it asked GET /auth/self, and offline failed); the app
    // asks with loadSelf() when it needs the user, and the answer is kept for the next restore.
    const old = memoryStorage();
    const storageKey = 'old-entry';
    old.items.set(storageKey, JSON.stringify({ sessionId: 'session-1' }));
    function Upgraded({ setup: made }: { setup: ReturnType<typeof setup> }) {
      const { isRestoring, error } = useRestoreSession('enduser', {
        ...made.options.enduser,
        storage: old,
        storageKey,
      });
      const user = usePlatformClient('enduser', { optional: true });
      const [name, setName] = useState<string>();
      if (isRestoring) return <p>restoring</p>;
      if (error) return <p>{error.name}</p>;
      if (!user) return <p>nobody</p>;
      return (
        <>
          <p>hello {name ?? user.self?.firstName ?? 'whoever you are'}</p>
          <button
            type="button"
            onClick={() =>
              void user.loadSelf().then(
                (self) => setName(self.firstName),
                () => {},
              )
            }
          >
            Who am I
          </button>
        </>
      );
    }
    const upgraded = setup();
    const third = render(<Upgraded setup={upgraded} />, { wrapper: upgraded.wrapper });
    await screen.findByText('hello whoever you are');
    expect(sentPaths()).toEqual(['/auth/login']);
    expect(old.writes).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Who am I' }).click());
    await screen.findByText('hello Giorgi');
    expect(sentPaths()).toEqual(['/auth/login', '/auth/self']);
    expect(JSON.parse(old.items.get(storageKey)!).user.firstName).toBe('Giorgi');
    third.unmount();

    // A session the platform has ended meanwhile restores all the same (nothing is asked); its
    // first call's 401 ends it, and the provider drops the client.
    platform.sessions.clear();
    old.items.set(storageKey, JSON.stringify({ sessionId: 'session-1' }));
    const refused = setup();
    render(<Upgraded setup={refused} />, { wrapper: refused.wrapper });
    await screen.findByText('hello whoever you are');
    act(() => screen.getByRole('button', { name: 'Who am I' }).click());
    await screen.findByText('nobody');
    expect(sentPaths()).toEqual(['/auth/login', '/auth/self', '/auth/self']);
    expect(old.items.size).toBe(0);
  });
});

it('SignInError words each failure and keeps the typed cause', () => {
  const unauthorized = new UnauthorizedError(
    401,
    { message: 'Invalid email or password' },
    'POST /auth/admin/login',
    new Headers(),
  );
  const error = new SignInError(unauthorized);
  expect([error.message, error.reason, error.cause]).toEqual(['Wrong email or password.', 'credentials', unauthorized]);
  expect(error.name).toBe('SignInError');
});

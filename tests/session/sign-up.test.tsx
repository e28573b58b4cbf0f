// @vitest-environment happy-dom
// Signing a new end user up (signUpEndUser, useSignUp) against the real mock, under StrictMode: one
// POST /auth/signup with the API key only, a signed-in client whose `self` is the new user, the
// password kept nowhere, and failures a person can read with the typed error as their cause.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  UnprocessableEntityError,
  createEndUserClient,
  signUpEndUser,
  type EndUserClient,
} from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { usePlatformClient, useSignUp, type SessionClientOptions } from '../../src/react/index.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import { memoryStorage } from '../support/session-platform.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
});
afterAll(() => mock?.close());
afterEach(cleanup);

const PASSWORD = 'Kutaisi-Rain-2026';

/** Every string reachable from `root` (own properties, enumerable or not, and closures' Maps aside). */
function strings(root: unknown): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
    seen.add(value);
    if (value instanceof Map) for (const [k, v] of value) walk(k), walk(v);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor) walk(descriptor.value);
    }
  };
  walk(root);
  return found;
}

/** A fetch that records each request's method, path, headers and body, then sends it. */
function recording() {
  const sent: { line: string; headers: Headers; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({
      line: `${request.method} ${new URL(request.url).pathname}`,
      headers: request.headers,
      body: await request.clone().text(),
    });
    return globalThis.fetch(request);
  };
  return { sent, fetch };
}

describe('signUpEndUser', () => {
  it('signs the new user up with one request and resolves to their client, signed in, the password kept nowhere', async () => {
    const storage = memoryStorage();
    const net = recording();
    const details = {
      email: 'mariam.signup@example.com',
      password: PASSWORD,
      firstName: 'Mariam',
      lastName: 'Jikia',
      phone: '+995555987654',
    };
    const client = await signUpEndUser({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      storage,
      fetch: net.fetch,
      ...details,
    });
    expect(net.sent.map((r) => r.line)).toEqual(['POST /enduser/auth/signup']);
    expect(JSON.parse(net.sent[0]!.body)).toEqual(details);
    expect(net.sent[0]!.headers.get('x-api-key')).toBe(mock.credentials.apiKey);
    expect(net.sent[0]!.headers.get('x-session-id')).toBeNull();

    expect(client.self).toMatchObject({
      email: details.email,
      firstName: 'Mariam',
      lastName: 'Jikia',
      phone: details.phone,
    });
    expect(client.self.created).toBeInstanceOf(Date);
    expect(client.session?.sessionId).toMatch(/\S/);
    // Signed in: the session is the platform's, for that same user.
    expect((await client.GET('/auth/self')).data._id).toBe(client.self._id);
    // Kept with the user for the next load, which sends nothing.
    const stored = [...storage.items.values()].join('');
    expect(stored).not.toContain(PASSWORD);
    const restored = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      storage,
    });
    expect(restored.self?._id).toBe(client.self._id);
    // Nowhere in the client either.
    expect(strings(client).filter((s) => s.includes(PASSWORD))).toEqual([]);
    // The new user signs in with that password.
    const again = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      email: details.email,
      password: PASSWORD,
    });
    expect(again.self._id).toBe(client.self._id);
  });

  it('a taken email rejects with ConflictError (409), a short password with UnprocessableEntityError, a missing name with a TypeError before sending', async () => {
    const base = { baseUrl: mock.urls.enduser, apiKey: mock.credentials.apiKey, firstName: 'Luka', lastName: 'M' };
    const taken = await signUpEndUser({ ...base, email: mock.credentials.endUser.email, password: PASSWORD }).catch(
      (e: unknown) => e,
    );
    expect(taken).toBeInstanceOf(ConflictError);
    expect((taken as ConflictError).status).toBe(409);
    expect((taken as ConflictError).code).toBe('EMAIL_TAKEN');
    const short = await signUpEndUser({ ...base, email: 'short.password@example.com', password: 'short' }).catch(
      (e: unknown) => e,
    );
    expect(short).toBeInstanceOf(UnprocessableEntityError);
    expect(String((short as Error).message)).not.toContain('short"');
    const net = recording();
    await expect(
      signUpEndUser({ ...base, firstName: '', email: 'x@example.com', password: PASSWORD, fetch: net.fetch }),
    ).rejects.toThrow('signUpEndUser: `firstName` is required');
    expect(net.sent).toEqual([]);
  });
});

describe('useSignUp', () => {
  function setup() {
    // React Query's own defaults, not the tests' QueryClient.
    const { queryClient, wrapper } = platformWrapper({}, new QueryClient());
    const options: SessionClientOptions['enduser'] = {
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      storage: memoryStorage(),
    };
    return { queryClient, options, wrapper };
  }

  it('signs up from a form: pending, then the provider holds the new user; the password is in no cache or state', async () => {
    const { queryClient, options, wrapper } = setup();
    const results: unknown[] = [];
    const signedUp: EndUserClient[] = [];
    function SignUpPage() {
      const result = useSignUp('enduser', options);
      results.push(result);
      const user = usePlatformClient('enduser', { optional: true });
      if (user) return <p>welcome {user.self?.firstName}</p>;
      return (
        <>
          <p>{result.isPending ? 'signing up' : 'ready'}</p>
          <button
            type="button"
            onClick={() =>
              void result
                .signUp({
                  email: 'nino.form@example.com',
                  password: PASSWORD,
                  firstName: 'Nino',
                  lastName: 'Kapanadze',
                })
                .then((client) => client && signedUp.push(client))
            }
          >
            Sign up
          </button>
        </>
      );
    }
    render(<SignUpPage />, { wrapper });
    act(() => screen.getByRole('button', { name: 'Sign up' }).click());
    expect(screen.getByText('signing up')).toBeTruthy();
    await screen.findByText('welcome Nino');
    expect(signedUp.map((c) => c.self.email)).toEqual(['nino.form@example.com']);
    expect(strings(results).filter((s) => s.includes(PASSWORD))).toEqual([]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state),
      ),
    ).not.toContain(PASSWORD);
  });

  it('a taken email reads "An account with this email already exists.", with the ConflictError as cause', async () => {
    const { options, wrapper } = setup();
    function SignUpPage() {
      const { signUp, error, isPending } = useSignUp('enduser', options);
      return (
        <>
          <button
            type="button"
            disabled={isPending}
            onClick={() =>
              void signUp({
                email: mock.credentials.endUser.email,
                password: PASSWORD,
                firstName: 'Luka',
                lastName: 'Maisuradze',
              })
            }
          >
            Sign up
          </button>
          <button
            type="button"
            onClick={() =>
              void signUp({ email: 'too.short@example.com', password: 'short', firstName: 'A', lastName: 'B' })
            }
          >
            Short password
          </button>
          {error ? (
            <p role="alert">
              {error.message} ({error.reason}, {(error.cause as Error).name})
            </p>
          ) : null}
        </>
      );
    }
    render(<SignUpPage />, { wrapper });
    act(() => screen.getByRole('button', { name: 'Sign up' }).click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email already exists. (exists, ConflictError)',
    );
    act(() => screen.getByRole('button', { name: 'Short password' }).click());
    await screen.findByText('Password must be at least 8 characters long. (invalid, UnprocessableEntityError)');
  });
});

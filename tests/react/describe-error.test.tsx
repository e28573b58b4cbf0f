// @vitest-environment happy-dom
// describeError: the words a person reads for any error a hook raises, against the real mock under
// StrictMode. The error itself keeps the platform's text and its typed fields.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConnectionError,
  ForbiddenError,
  SessionExpiredError,
  SignInError,
  UnprocessableEntityError,
  createAdminClient,
  createPublicClient,
  type AdminClient,
} from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { describeError, type PlatformClients } from '../../src/react/index.js';
import { useCreateRequestAction, useUpdateRequestAction } from '../../src/react/admin.js';
import { useListBoxes } from '../../src/react/public.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
let admin: AdminClient;
let readOnly: AdminClient;
let id: string;

beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
  const options = { baseUrl: mock.urls.admin, projectId: mock.projectId, maxRetries: 0 };
  admin = await createAdminClient({ ...options, ...mock.credentials.admin });
  readOnly = await createAdminClient({ ...options, ...mock.credentials.readOnlyAdmin });
  id = (await admin.POST('/request-action', { body: { type: 'visit', title: 'Visit the site' } })).data._id;
});
afterAll(() => mock?.close());
afterEach(cleanup);

const wrapper = (clients: PlatformClients) =>
  platformWrapper(clients, new QueryClient({ defaultOptions: { queries: { retry: false } } })).wrapper;

describe('describeError', () => {
  it("a 403 from a hook names what the role lacks, from the operation's x-permission", async () => {
    const { result } = renderHook(() => useUpdateRequestAction(), { wrapper: wrapper({ admin: readOnly }) });
    act(() => result.current.mutate({ id, data: { title: 'Renamed' } }));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    const error = result.current.error!;
    expect(error).toBeInstanceOf(ForbiddenError);
    // The platform's own text and the typed fields stay.
    expect(error.message).toBe('Forbidden');
    expect((error as ForbiddenError).status).toBe(403);
    expect(describeError(error)).toBe(
      'Your role does not allow this: it needs “update” on “request-action” at the Write level.',
    );
  });

  it('a 422 from a hook names the field in words', async () => {
    const { result } = renderHook(() => useCreateRequestAction(), { wrapper: wrapper({ admin }) });
    act(() => result.current.mutate({ data: { type: 'visit', title: '' } }));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    const error = result.current.error!;
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.message).toBe('Validation failed: title must NOT have fewer than 1 characters');
    expect(describeError(error)).toBe('Title cannot be empty.');
  });

  it('a network failure says the platform could not be reached', async () => {
    const offline = createPublicClient({
      baseUrl: mock.urls.public,
      apiKey: mock.credentials.apiKey,
      maxRetries: 0,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { result } = renderHook(() => useListBoxes({ type: 'quiz_result' }), {
      wrapper: wrapper({ public: offline }),
    });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.error).toBeInstanceOf(ConnectionError);
    expect(describeError(result.current.error)).toBe(
      'The platform could not be reached. Check the connection and try again.',
    );
  });

  it('words the other errors, and leaves worded ones as they are', () => {
    expect(describeError(new SessionExpiredError('GET /x: the session has ended; sign in again.'))).toBe(
      'Your session has ended. Sign in again.',
    );
    const signIn = new SignInError(new ConnectionError('down'));
    expect(describeError(signIn)).toBe(signIn.message);
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError(undefined)).toBe('Something went wrong.');
    // Another field, another rule: read from the platform's text.
    const email = new UnprocessableEntityError(
      422,
      { message: 'Validation failed: email must match format "email"', details: { field: 'email' } },
      'POST /auth/signup',
      new Headers(),
    );
    expect(describeError(email)).toBe('Email must be an email address.');
    const firstName = new UnprocessableEntityError(
      422,
      { message: "Validation failed: firstName must have required property 'firstName'" },
      'POST /auth/signup',
      new Headers(),
    );
    expect(describeError(firstName)).toBe('First name is required.');
  });
});

// @vitest-environment happy-dom
// The generated hooks through PlatformProvider, against prism: the same transport as the
// fetchers, so the same data (Dates included) and the same errors.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  UnprocessableEntityError,
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  type AdminClient,
  type EndUserClient,
  type PublicClient,
} from '../../src/index.js';
import type { PlatformClients } from '../../src/react/index.js';
import { useGetRequestAction, useListRequestActions, useMarkRequestActionSeen } from '../../src/react/admin.js';
import { useListBoxes as usePublicBoxes } from '../../src/react/public.js';
import { useListBoxes as useEndUserBoxes } from '../../src/react/enduser.js';
import { startPrism, type RunningPrism } from '../support/prism.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import { fakeJwt } from '../support/server.js';
import '../support/strict-mode.js';

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const requestId = '6601a3f4c2b1e0d9f8a7b6c5';
let prisms: RunningPrism[] = [];
let admin: AdminClient;
let publicClient: PublicClient;
let enduser: EndUserClient<false>;

beforeAll(async () => {
  const [a, p, e] = await Promise.all([startPrism('admin'), startPrism('public'), startPrism('enduser')]);
  prisms = [a, p, e];
  admin = await createAdminClient({
    baseUrl: a.url,
    sessionId: 's',
    accessToken: fakeJwt({ _id: 'x', permissions: {} }),
    projectId: project,
  });
  publicClient = createPublicClient({ baseUrl: p.url, apiKey: 'pk' });
  enduser = await createEndUserClient({ baseUrl: e.url, apiKey: 'pk', sessionId: 's' });
});
afterAll(async () => {
  await Promise.all(prisms.map((p) => p.close()));
});

// No retries; data stale at once, as React Query's default.
const setup = (clients: PlatformClients = { admin, public: publicClient, enduser }) =>
  platformWrapper(clients, new QueryClient({ defaultOptions: { queries: { retry: false } } }));

describe('generated hooks', () => {
  it('return what the fetcher returns for the same operation, Dates included', async () => {
    const { wrapper } = setup();
    const query = { statuses: ['pending', 'reviewed'] } as const;
    const { result } = renderHook(() => useListRequestActions({ statuses: [...query.statuses] }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const { data } = await admin.GET('/request-action', { params: { query: { statuses: ['pending', 'reviewed'] } } });
    expect(result.current.data).toEqual(data);
    expect(result.current.data!.data[0]!.created).toBeInstanceOf(Date);
  });

  it('get one by id through the same transport', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetRequestAction(requestId), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const { data } = await admin.GET('/request-action/{id}', { params: { path: { id: requestId } } });
    expect(result.current.data).toEqual(data);
  });

  it('fail with the ApiError subclass the fetcher throws', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetRequestAction('not-an-object-id'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const fetcherError = await admin
      .GET('/request-action/{id}', { params: { path: { id: 'not-an-object-id' } } })
      .catch((e) => e);
    expect(result.current.error).toBeInstanceOf(UnprocessableEntityError);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).status).toBe(fetcherError.status);
  });

  it('keep public and end-user caches apart for the same path', async () => {
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(
      () => ({ pub: usePublicBoxes({ type: 'quiz_result' }), own: useEndUserBoxes({ type: 'quiz_result' }) }),
      { wrapper },
    );
    await waitFor(() => expect([result.current.pub.status, result.current.own.status]).toEqual(['success', 'success']));
    const query = { params: { query: { type: 'quiz_result' as const } } };
    expect(result.current.pub.data).toEqual((await publicClient.GET('/box', query)).data);
    expect(result.current.own.data).toEqual((await enduser.GET('/box', query)).data);
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(keys.sort()).toEqual(['enduser', 'public']);
  });

  it('refresh a request action after marking it seen', async () => {
    const sent: string[] = [];
    const watched = await createAdminClient({
      baseUrl: prisms[0]!.url,
      sessionId: 's',
      accessToken: fakeJwt({ _id: 'x', permissions: {} }),
      projectId: project,
      // The requests whose answers reached the app: under StrictMode the first mount's GET is
      // aborted (TanStack cancels a query whose signal was read once its last observer leaves)
      // and asked again by the second mount.
      fetch: async (request) => {
        const response = await fetch(request);
        if (!request.signal.aborted) sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return response;
      },
    });
    const { wrapper } = setup({ admin: watched });
    const { result } = renderHook(
      () => ({ detail: useGetRequestAction(requestId), seen: useMarkRequestActionSeen() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    const before = result.current.detail.dataUpdatedAt;
    await act(() => result.current.seen.mutateAsync({ id: requestId, data: { version: 3 } }));
    await waitFor(() => expect(result.current.detail.dataUpdatedAt).toBeGreaterThan(before));
    // One read, the mutation, then the read again: the detail was invalidated, not left stale.
    const detail = `GET /request-action/${requestId}`;
    expect(sent).toEqual([detail, `PUT /request-action/${requestId}/seen`, detail]);
  });

  it('say clearly when there is no provider client for the surface', () => {
    const { wrapper } = setup({ public: publicClient });
    const said = /^No admin client: render inside <PlatformProvider clients=\{\{ admin \}\}>, or sign in\.$/;
    expect(() => renderHook(() => useListRequestActions(), { wrapper })).toThrow(said);
    // No provider at all: the same words (the query hooks' bundle carries one message).
    expect(() => renderHook(() => useListRequestActions())).toThrow(said);
  });
});

// @vitest-environment happy-dom
// What a mutation hook does to the cache, under <StrictMode> against the stateful mock platform:
// its promise settles once the queries it invalidates hold the new data; a 409 refreshes the
// entity it was about; a call can add to or narrow the keys; the key factory matches the hooks.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, type AdminClient, type HookError } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { getGetRequestActionQueryKey, getListRequestActionsQueryKey, keys } from '../../src/query/admin.js';
import {
  useAddRequestActionComment,
  useGetRequestAction,
  useListRequestActions,
  useMarkRequestActionSeen,
  useUpdateRequestAction,
} from '../../src/react/admin.js';
import { heldAdmin } from '../support/held-admin.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
let admin: AdminClient;
let id: string;

beforeAll(async () => {
  mock = await startMockPlatform();
  admin = await heldAdmin(mock, mock.credentials.admin);
  const { data } = await admin.POST('/request-action', { body: { type: 'visit', title: 'Visit the site' } });
  id = data._id;
});
afterAll(async () => {
  await mock?.close();
});
afterEach(cleanup);

// React Query's own defaults (retries, data stale at once), not the tests' QueryClient.
const setup = () => platformWrapper({ admin }, new QueryClient());

describe('mutation hooks and the cache', () => {
  it('mutateAsync resolves once the invalidated active queries hold the new data', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        detail: useGetRequestAction(id),
        list: useListRequestActions({ types: ['visit'] }),
        comment: useAddRequestActionComment(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess && result.current.list.isSuccess).toBe(true));
    const before = result.current.detail.data!.comments.length;

    await act(() => result.current.comment.mutateAsync({ id, data: { text: 'On my way' } }));

    // Read at once, without waiting: the refetch is already done.
    const detail = queryClient.getQueryData(getGetRequestActionQueryKey(admin, id))!;
    expect(detail.comments.at(-1)!.text).toBe('On my way');
    expect(detail.comments).toHaveLength(before + 1);
    const row = queryClient
      .getQueryData(getListRequestActionsQueryKey(admin, { types: ['visit'] }))!
      .data.find((r) => r._id === id)!;
    expect(row.comments.at(-1)!.text).toBe('On my way');
    // And the component renders it (React Query notifies observers on its next tick).
    await waitFor(() => expect(result.current.detail.data!.comments).toHaveLength(before + 1));
  });

  it('a 409 on mark-seen refreshes the request action, so the screen shows the current version', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => ({ detail: useGetRequestAction(id), seen: useMarkRequestActionSeen() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    const shown = result.current.detail.data!.version;
    // Someone else changes it meanwhile: the version on screen is stale.
    const { data: changed } = await admin.PUT('/request-action/{id}', {
      params: { path: { id } },
      body: { title: 'Visit the site at 10' },
    });
    expect(changed.version).toBe(shown + 1);

    let error: HookError | undefined;
    await act(() =>
      result.current.seen.mutateAsync({ id, data: { version: shown } }).catch((e: HookError) => void (error = e)),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(queryClient.getQueryData(getGetRequestActionQueryKey(admin, id))!.version).toBe(shown + 1);
    expect(queryClient.getQueryData(getGetRequestActionQueryKey(admin, id))!.title).toBe('Visit the site at 10');
  });

  it('skipInvalidation leaves the cache; `invalidates` adds keys (a list) or narrows them (a function)', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        detail: useGetRequestAction(id),
        list: useListRequestActions(),
        skip: useUpdateRequestAction({ skipInvalidation: true }),
        narrow: useUpdateRequestAction({
          invalidates: (generated) => generated.filter((k) => k[1] === '/request-action/{id}'),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess && result.current.list.isSuccess).toBe(true));
    const listUpdatedAt = () => queryClient.getQueryState(getListRequestActionsQueryKey(admin))!.dataUpdatedAt;
    const detailUpdatedAt = () => queryClient.getQueryState(getGetRequestActionQueryKey(admin, id))!.dataUpdatedAt;

    const [list0, detail0] = [listUpdatedAt(), detailUpdatedAt()];
    await act(() => result.current.skip.mutateAsync({ id, data: { title: 'Skipped' } }));
    expect([listUpdatedAt(), detailUpdatedAt()]).toEqual([list0, detail0]);
    expect(result.current.detail.data!.title).not.toBe('Skipped');

    await act(() => result.current.narrow.mutateAsync({ id, data: { title: 'Narrowed' } }));
    expect(queryClient.getQueryData(getGetRequestActionQueryKey(admin, id))!.title).toBe('Narrowed');
    expect(listUpdatedAt()).toBe(list0);
    expect(queryClient.getQueryState(getListRequestActionsQueryKey(admin))!.isInvalidated).toBe(false);

    const { result: adding } = renderHook(
      () => useUpdateRequestAction({ skipInvalidation: false, invalidates: [keys.admin['/request-action'].all] }),
      { wrapper },
    );
    const before = queryClient.getQueryCache().findAll({ queryKey: keys.admin['/request-action'].all }).length;
    expect(before).toBeGreaterThan(0);
    await act(() => adding.current.mutateAsync({ id, data: { title: 'Added' } }));
    expect(queryClient.getQueryData(getListRequestActionsQueryKey(admin))!.data.find((r) => r._id === id)!.title).toBe(
      'Added',
    );
  });
});

describe('the key factory', () => {
  it('builds the hooks own keys (with a scope) and prefixes that match every project (without one)', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => ({ detail: useGetRequestAction(id), list: useListRequestActions({ types: ['visit'] }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess && result.current.list.isSuccess).toBe(true));

    expect(keys.admin['/request-action'].detail(id, undefined, admin)).toEqual(getGetRequestActionQueryKey(admin, id));
    expect(keys.admin['/request-action/{id}'].detail(id, undefined, admin)).toEqual(
      getGetRequestActionQueryKey(admin, id),
    );
    expect(keys.admin['/request-action'].list({ types: ['visit'] }, admin)).toEqual(
      getListRequestActionsQueryKey(admin, { types: ['visit'] }),
    );
    // Exact keys read the hook's entry; typed by the factory.
    expect(queryClient.getQueryData(keys.admin['/request-action'].detail(id, undefined, admin))!._id).toBe(id);

    const find = (queryKey: readonly unknown[]) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .map((q) => q.queryKey[1]);
    expect(find(keys.admin['/request-action'].all)).toEqual(['/request-action']);
    expect(find(keys.admin['/request-action'].detail(id))).toEqual(['/request-action/{id}']);
    expect(find(keys.admin['/request-action'].list({ types: ['visit'] }))).toEqual(['/request-action']);
    expect(find(keys.admin['/request-action'].list({ types: ['training'] }))).toEqual([]);
    expect(find(keys.admin['/request-action'].detail(id, undefined, { projectId: 'another-project' }))).toEqual([]);

    await act(() => queryClient.invalidateQueries({ queryKey: keys.admin['/request-action'].all }));
    expect(queryClient.getQueryState(getListRequestActionsQueryKey(admin, { types: ['visit'] }))!.isInvalidated).toBe(
      false,
    );
    expect(queryClient.getQueryState(getListRequestActionsQueryKey(admin, { types: ['visit'] }))!.dataUpdateCount).toBe(
      2,
    );
  });
});

// @vitest-environment happy-dom
// optimisticUpdate with the generated mark-seen hook, against the stateful mock platform, under
// StrictMode: the request action and its list row show "seen" before the platform answers, hold
// the answer after; a stale version (409) puts both back as they were.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { optimisticUpdate } from '../../src/react/index.js';
import {
  getGetRequestActionQueryKey,
  getListRequestActionsQueryKey,
  useGetRequestAction,
  useListRequestActions,
  useListRequestActionsInfinite,
  useMarkRequestActionSeen,
  type RequestAction,
} from '../../src/react/admin.js';
import { keys } from '../../src/query/admin.js';
import { Gate, heldAdmin } from '../support/held-admin.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
let admin: AdminClient;
/** Holds every write until the test lets it through, so the optimistic state can be looked at. */
const writes = new Gate();
const log: string[] = [];
/** The paths of the PUTs the client sent. */
const puts = () => log.filter((sent) => sent.startsWith('PUT ')).map((sent) => sent.slice('PUT '.length));

beforeAll(async () => {
  mock = await startMockPlatform();
  admin = await heldAdmin(mock, mock.credentials.admin, { writes, log });
  // Signed in: from now on every write waits for the test.
  writes.closed = true;
});
afterEach(cleanup);
afterAll(() => mock?.close());

const setup = () => platformWrapper({ admin });

/** Mark seen as the hook gets it, optimistic: the admin in `seenBy` at once, in the detail and every list. */
function useScreen(id: string, keyStyle: 'getters' | 'factory' = 'getters') {
  // Either way of naming the keys: the hooks' key getters with the client, or the key factory.
  const byFactory = keyStyle === 'factory';
  return {
    detail: useGetRequestAction(id),
    list: useListRequestActions(),
    infinite: useListRequestActionsInfinite({ limit: 1 }),
    seen: useMarkRequestActionSeen({
      skipInvalidation: true, // what is on screen comes from optimisticUpdate alone
      mutation: optimisticUpdate<RequestAction, { id: string; data: { version: number } }>({
        entity: (v) =>
          byFactory ? keys.admin['/request-action/{id}'].detail(v.id) : getGetRequestActionQueryKey(admin, v.id),
        lists: () => [byFactory ? keys.admin['/request-action'].all : getListRequestActionsQueryKey(admin)],
        apply: (action) => ({ ...action, seenBy: [...action.seenBy, admin.self._id] }),
      }),
    }),
  };
}

const seenBy = (action: RequestAction | undefined) => action?.seenBy.includes(admin.self._id);

describe('optimisticUpdate', () => {
  it('shows the change before the answer, in the entity and its list rows, then holds the answer', async () => {
    const { data: page } = await admin.GET('/request-action');
    const target = page.data[0]!;
    expect(seenBy(target)).toBe(false);
    const { wrapper } = setup();
    const { result } = renderHook(() => useScreen(target._id), { wrapper });
    await waitFor(() =>
      expect([
        result.current.detail.isSuccess,
        result.current.list.isSuccess,
        result.current.infinite.isSuccess,
      ]).toEqual([true, true, true]),
    );
    const row = () => result.current.list.data!.data.find((a) => a._id === target._id);
    const infiniteRow = () => result.current.infinite.data!.pages[0]!.data.find((a) => a._id === target._id);

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.seen.mutateAsync({ id: target._id, data: { version: target.version } });
    });
    await waitFor(() => expect(puts().at(-1)).toBe(`/admin/request-action/${target._id}/seen`));
    // The platform has not answered yet: the screen already says seen, everywhere it shows the action.
    expect(seenBy(result.current.detail.data)).toBe(true);
    expect(seenBy(row())).toBe(true);
    if (infiniteRow()) expect(seenBy(infiniteRow())).toBe(true);
    expect(result.current.detail.data!.seenAt).toEqual(target.seenAt); // apply() changed seenBy only

    await act(async () => {
      await writes.next();
      await done;
    });
    // The answer replaced the guess: the platform's seenAt is there, and the platform agrees.
    const { data: stored } = await admin.GET('/request-action/{id}', { params: { path: { id: target._id } } });
    expect(result.current.detail.data!.seenAt).toEqual(stored.seenAt);
    expect(result.current.detail.data!.seenAt).toBeInstanceOf(Date);
    expect(row()!.seenAt).toEqual(stored.seenAt);
  });

  it('puts the entity and its rows back when the platform refuses (a stale version: 409), keys from the key factory', async () => {
    const { data: page } = await admin.GET('/request-action');
    const target = page.data.find((a) => !seenBy(a))!;
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => useScreen(target._id, 'factory'), { wrapper });
    await waitFor(() => expect([result.current.detail.isSuccess, result.current.list.isSuccess]).toEqual([true, true]));
    const before = { detail: result.current.detail.data, list: result.current.list.data };

    let failure: unknown;
    act(() => {
      result.current.seen
        .mutateAsync({ id: target._id, data: { version: target.version + 7 } })
        .catch((e: unknown) => (failure = e));
    });
    await waitFor(() => expect(seenBy(result.current.detail.data)).toBe(true));
    expect(seenBy(result.current.list.data!.data.find((a) => a._id === target._id))).toBe(true);
    await writes.next();
    await waitFor(() => expect(failure).toBeInstanceOf(ConflictError));
    // Back as they were, in the cache and on screen.
    await waitFor(() => expect(result.current.detail.data).toEqual(before.detail));
    expect(result.current.list.data).toEqual(before.list);
    expect(queryClient.getQueryData(getGetRequestActionQueryKey(admin, target._id))).toEqual(before.detail);
    expect(seenBy(result.current.detail.data)).toBe(false);
    const { data: stored } = await admin.GET('/request-action/{id}', { params: { path: { id: target._id } } });
    expect(seenBy(stored)).toBe(false);
  });
});

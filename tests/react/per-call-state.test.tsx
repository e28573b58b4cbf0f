// @vitest-environment happy-dom
// State that belongs to one call travels with that call (issue 42), under StrictMode, against the
// stateful mock platform, with the platform's reads held where the test says so: two overlapping
// refused optimistic calls on one entity both roll back and leave nothing pending; an answer for
// account A that arrives after the provider switched to account B never shows in B's view nor
// lands in B's keys; a call fired from a mount effect (twice, under StrictMode) rolls back twice.
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import type { KeyParams } from '../../src/query/query-key.js';
import {
  getRequestActionQueryOptions,
  useGetAdminPreference,
  useGetRequestAction,
  useListAdminPreferences,
  useListRequestActions,
  useSetAdminPreference,
  useUpdateRequestAction,
} from '../../src/react/admin.js';
import { accountOf, usePlatformClient, useSetPlatformClient } from '../../src/react/index.js';
import { Gate, heldAdmin, mockPerFile } from '../support/held-admin.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/patient-waits.js';
import '../support/strict-mode.js';

const KEY = 'per-call.test';
const ONLY_A = 'only-admin-a';
const mock = mockPerFile();
let a: AdminClient;
let b: AdminClient;
/** A's writes, and (once closed) A's reads, held until the test lets them through, in order; every request A sent. */
let writes: Gate;
let reads: Gate;
const sent: string[] = [];

beforeEach(async () => {
  writes = new Gate();
  reads = new Gate();
  a = await heldAdmin(mock(), mock().credentials.admin, { writes, reads, log: sent });
  b = await heldAdmin(mock(), mock().credentials.readOnlyAdmin);
  // Preferences are each admin's own: A's and B's values of KEY differ, and only A has ONLY_A.
  await a.POST('/auth/admin/preference/{key}', { params: { path: { key: KEY } }, body: { value: 'a-platform' } });
  await a.POST('/auth/admin/preference/{key}', { params: { path: { key: ONLY_A } }, body: { value: 'mine' } });
  await b.POST('/auth/admin/preference/{key}', { params: { path: { key: KEY } }, body: { value: 'b-platform' } });
  sent.length = 0;
  writes.closed = true;
});
afterEach(() => {
  writes.open();
  reads.open();
  cleanup();
});

const releaseWrite = () => writes.next();

/** What `account`'s entries in the cache hold, as text. */
const entriesOf = (queryClient: QueryClient, client: AdminClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['admin'] })
    .filter((query) => (query.queryKey[2] as KeyParams | undefined)?.account === accountOf(client))
    .map((query) => JSON.stringify(query.state.data ?? null));

describe('two overlapping refused optimistic calls on one entity', () => {
  it('both roll back: the screen ends on the platform value with its refetch held, and nothing stays pending', async () => {
    const { data: page } = await a.GET('/request-action');
    const target = page.data[0]!;
    const { wrapper, queryClient } = platformWrapper({ admin: a });
    const { result, rerender } = renderHook(
      () => ({
        detail: useGetRequestAction(target._id),
        list: useListRequestActions(),
        update: useUpdateRequestAction({
          // The contract refuses an empty title (422); the guess shows what was asked.
          optimistic: (current, variables) => ({ ...current, title: variables.data.title ?? current.title }),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect([result.current.detail.isSuccess, result.current.list.isSuccess]).toEqual([true, true]));
    const shown = () => [
      result.current.detail.data!.title,
      result.current.list.data!.data.find((row) => row._id === target._id)!.title,
    ];
    const refuse = (title: string) => {
      const outcome = { status: undefined as unknown };
      act(() => {
        result.current.update
          .mutateAsync({ id: target._id, data: { title, status: 'nonsense' as never } })
          .catch((error: { status?: number }) => (outcome.status = error.status));
      });
      return outcome;
    };
    const first = refuse('first guess');
    await waitFor(() => expect(shown()).toEqual(['first guess', 'first guess']));
    rerender();
    const second = refuse('second guess');
    await waitFor(() => expect(shown()).toEqual(['second guess', 'second guess']));
    rerender();
    reads.closed = true;
    // The first refused: the second still pending, so its guess stays on screen.
    await act(() => releaseWrite());
    await waitFor(() => expect(first.status).toBe(422));
    expect(shown()).toEqual(['second guess', 'second guess']);
    // The second refused: the platform's value at once, while the refetch is still held.
    await act(() => releaseWrite());
    await waitFor(() => expect(shown()).toEqual([target.title, target.title]));
    expect(second.status).toBeUndefined();
    reads.open();
    await waitFor(() => expect(second.status).toBe(422));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(shown()).toEqual([target.title, target.title]);
    expect(queryClient.isMutating()).toBe(0);
    // Nothing left pending on the entity: a third refused call rolls back at once, its refetch held.
    reads.closed = true;
    const third = refuse('third guess');
    await waitFor(() => expect(shown()).toEqual(['third guess', 'third guess']));
    await act(() => releaseWrite());
    await waitFor(() => expect(shown()).toEqual([target.title, target.title]));
    expect(third.status).toBeUndefined();
    expect(sent.filter((line) => line.startsWith('PUT '))).toHaveLength(3);
  });
});

describe('answers across a switch of account', () => {
  function useScreen() {
    const client = usePlatformClient('admin');
    return {
      who: client === a ? 'a' : client === b ? 'b' : 'other',
      list: useListAdminPreferences(),
      one: useGetAdminPreference(KEY),
      set: useSetAdminPreference(),
      switchTo: useSetPlatformClient(),
    };
  }
  type Seen = { who: string; list: string[] | undefined; one: unknown; set: unknown };
  /** The screen, each render of it kept in `seen`. */
  function recorded(seen: Seen[]) {
    const screen = useScreen();
    seen.push({
      who: screen.who,
      list: screen.list.data?.map((p) => `${p.key}=${String(p.value)}`),
      one: screen.one.data?.value,
      set: screen.set.data ?? screen.set.variables,
    });
    return screen;
  }

  it("A's slow read, answered after the switch to B, never shows in B's view nor lands in B's keys", async () => {
    const { wrapper, queryClient } = platformWrapper({ admin: a });
    const seen: Seen[] = [];
    reads.closed = true;
    const { result } = renderHook(() => recorded(seen), { wrapper });
    // The list and the entity (each twice: StrictMode mounts twice).
    await waitFor(() => expect(reads.waiting.length).toBeGreaterThanOrEqual(2));
    act(() => result.current.switchTo('admin', b));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ who: 'b', one: 'b-platform', list: expect.any(Array) }));
    // A's reads answer now, into A's keys only.
    const late = reads.waiting.length;
    await act(async () => reads.open());
    // The platform answered them all (the cache may drop them: nobody of A's observes them any more).
    await waitFor(() => expect(reads.answered).toBe(late));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const inB = seen.filter((s) => s.who === 'b');
    expect(inB.filter((s) => s.list?.some((p) => p.startsWith(ONLY_A)) || s.one === 'a-platform')).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ who: 'b', one: 'b-platform' });
    expect(entriesOf(queryClient, b).filter((data) => data.includes(ONLY_A) || data.includes('a-platform'))).toEqual(
      [],
    );
  });

  it("A's slow write, answered after the switch to B, never shows in B's view (answer or result) nor lands in B's keys", async () => {
    const { wrapper, queryClient } = platformWrapper({ admin: a });
    const seen: Seen[] = [];
    const { result } = renderHook(() => recorded(seen), { wrapper });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ who: 'a', one: 'a-platform' }));
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.set.mutateAsync({ key: KEY, data: { value: 'from-a' } });
    });
    await waitFor(() => expect(writes.waiting).toHaveLength(1));
    act(() => result.current.switchTo('admin', b));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ who: 'b', one: 'b-platform', list: expect.any(Array) }));
    await act(async () => {
      await releaseWrite();
      await done;
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const inB = seen.filter((s) => s.who === 'b');
    expect(inB.filter((s) => JSON.stringify(s).includes('from-a') || JSON.stringify(s).includes(ONLY_A))).toEqual([]);
    expect(result.current.set.isIdle).toBe(true);
    expect(entriesOf(queryClient, b).filter((data) => data.includes('from-a'))).toEqual([]);
    // It reached the platform, as A's.
    const { data: own } = await a.GET('/auth/admin/preference/{key}', { params: { path: { key: KEY } } });
    expect(own.value).toBe('from-a');
  });
});

describe('StrictMode double effects', () => {
  it('a refused call fired from a mount effect runs twice under StrictMode, and each rolls back: nothing stays pending', async () => {
    const { data: page } = await a.GET('/request-action');
    const target = page.data[2]!;
    const { wrapper, queryClient } = platformWrapper({ admin: a });
    // The entity in the cache before the first render (a prefetch, as a server would give), so
    // the effect fires at mount, which StrictMode runs twice.
    const entity = await queryClient.fetchQuery(getRequestActionQueryOptions(a, target._id));
    const outcomes: unknown[] = [];
    const effects: boolean[] = [];
    const { result } = renderHook(
      () => {
        const detail = useGetRequestAction(target._id);
        const update = useUpdateRequestAction({
          optimistic: (current, variables) => ({ ...current, title: variables.data.title ?? current.title }),
        });
        const { mutateAsync } = update;
        const loaded = detail.isSuccess;
        useEffect(() => {
          effects.push(loaded);
          if (!loaded) return;
          mutateAsync({ id: target._id, data: { title: '' } }).catch((error: { status?: number }) =>
            outcomes.push(error.status),
          );
        }, [loaded, mutateAsync]);
        return detail;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.title).toBe(''));
    // StrictMode mounts the effect twice: two calls.
    await waitFor(() => expect([effects, writes.waiting.length]).toEqual([[true, true], 2]));
    reads.closed = true;
    await act(() => releaseWrite());
    await act(() => releaseWrite());
    // Both refused, the platform's title back before any refetch answers.
    await waitFor(() => expect(result.current.data?.title).toBe(entity.title));
    reads.open();
    await waitFor(() => expect(outcomes).toEqual([422, 422]));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(result.current.data?.title).toBe(entity.title);
  });
});

// @vitest-environment happy-dom
// Mutations as values (issue 42, item 1), under StrictMode, against the stateful mock platform,
// with the platform's reads held where the test says so (a rollback must not wait for a refetch):
// each call's optimistic snapshot travels with the call (what `onMutate` returned), not with the
// render that made the callbacks, so a re-render mid-call still rolls back, and a later refused
// change of the same entity rolls back too; a success writes the answer into what the guess
// touched; `<op>MutationOptions` work without React.
import { MutationObserver } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import {
  getGetRequestActionQueryKey,
  getListRequestActionsQueryKey,
  getRequestActionQueryOptions,
  listRequestActionsQueryOptions,
  updateRequestActionMutationOptions,
  useGetRequestAction,
  useListRequestActions,
  useUpdateRequestAction,
  type RequestAction,
  type UpdateRequestActionMutationVariables,
} from '../../src/react/admin.js';
import { accountOf, optimisticUpdate } from '../../src/react/index.js';
import { Gate, heldAdmin, mockPerFile } from '../support/held-admin.js';
import { platformWrapper, testQueryClient } from '../support/platform-wrapper.js';
import { sendRefused } from '../support/refused-update.js';
import '../support/patient-waits.js';
import '../support/strict-mode.js';

const mock = mockPerFile();
let admin: AdminClient;
/** The writes (always held), and the reads (when the test closes their gate), let through by the test. */
let writes: Gate;
let reads: Gate;

beforeEach(async () => {
  writes = new Gate();
  reads = new Gate();
  admin = await heldAdmin(mock(), mock().credentials.admin, { writes, reads });
  // Signed in: from now on every write waits for the test.
  writes.closed = true;
});
afterEach(() => {
  reads.open();
  cleanup();
});

/** The entity, its list, and an update that shows an empty title at once (the contract refuses it: 422). */
function useScreen(id: string) {
  return {
    detail: useGetRequestAction(id),
    list: useListRequestActions(),
    update: useUpdateRequestAction({
      optimistic: (current, variables) => ({ ...current, title: variables.data.title ?? current.title }),
    }),
  };
}

async function renderScreen(index: number) {
  const { data: page } = await admin.GET('/request-action');
  const target = page.data[index]!;
  const { wrapper, queryClient } = platformWrapper({ admin });
  const screen = renderHook(() => useScreen(target._id), { wrapper });
  const { result } = screen;
  await waitFor(() => expect([result.current.detail.isSuccess, result.current.list.isSuccess]).toEqual([true, true]));
  const row = () => result.current.list.data!.data.find((a) => a._id === target._id)!;
  return { ...screen, target, row, queryClient };
}

describe('generated mutation options: per-call state travels with the call', () => {
  it('a re-render mid-call (its own isPending is enough) still rolls a refused change back, before any refetch answers', async () => {
    const { result, rerender, target, row } = await renderScreen(0);
    const failure = await sendRefused(() => result.current, target._id);
    await waitFor(() => expect(result.current.update.isPending).toBe(true));
    rerender();
    reads.closed = true;
    await act(() => writes.next());
    // The platform's value again, in the entity and its row, while the refetch is still held.
    await waitFor(() => expect(result.current.detail.data!.title).toBe(target.title));
    expect(row().title).toBe(target.title);
    expect(reads.waiting.length).toBeGreaterThan(0);
    expect(failure()).toBeUndefined();
    reads.open();
    await waitFor(() => expect(failure()).toBe(422));
  });

  it('a later refused change of the same entity rolls back too (no update is left pending for ever)', async () => {
    const { result, rerender, target, row } = await renderScreen(1);
    const refuse = async () => {
      const failure = await sendRefused(() => result.current, target._id);
      rerender();
      return failure;
    };
    // The first: re-rendered mid-call, let through with its refetch.
    const first = await refuse();
    await act(() => writes.next());
    await waitFor(() => expect(first()).toBe(422));
    await waitFor(() => expect(result.current.detail.data!.title).toBe(target.title));
    // The second, with the refetch held: its own rollback, at once.
    const second = await refuse();
    reads.closed = true;
    await act(() => writes.next());
    await waitFor(() => expect(result.current.detail.data!.title).toBe(target.title));
    expect(row().title).toBe(target.title);
    expect(second()).toBeUndefined();
  });

  it('a success writes the answer into the queries the guess touched, before any refetch answers', async () => {
    const { result, target, row } = await renderScreen(2);
    let done!: Promise<RequestAction>;
    act(() => {
      done = result.current.update.mutateAsync({ id: target._id, data: { title: 'Fixed radiator' } });
    });
    await waitFor(() => expect(row().title).toBe('Fixed radiator'));
    expect(result.current.detail.data!.version).toBe(target.version);
    reads.closed = true;
    await act(() => writes.next());
    // The answer's raised version, in the entity and its row, while their refetch is held.
    await waitFor(() => expect(result.current.detail.data!.version).toBe(target.version + 1));
    expect(row().version).toBe(target.version + 1);
    expect(row().title).toBe('Fixed radiator');
    expect(reads.waiting.length).toBeGreaterThan(0);
    reads.open();
    expect((await done).version).toBe(target.version + 1);
  });

  it("hands your onMutate's result to your callbacks, and the hook's `context` is it", async () => {
    const { data: page } = await admin.GET('/request-action');
    const target = page.data[3]!;
    const { wrapper } = platformWrapper({ admin });
    const heard: unknown[] = [];
    const { result } = renderHook(
      () =>
        useUpdateRequestAction<{ mark: string }>({
          optimistic: (current) => current,
          mutation: {
            onMutate: () => ({ mark: 'mine' }),
            onSuccess: (_data, _variables, own) => heard.push(['success', own]),
            onSettled: (_data, _error, _variables, own) => heard.push(['settled', own]),
          },
        }),
      { wrapper },
    );
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.mutateAsync({ id: target._id, data: { title: 'Mine' } });
    });
    await act(async () => {
      await writes.next();
      await done;
    });
    expect(heard).toEqual([
      ['success', { mark: 'mine' }],
      ['settled', { mark: 'mine' }],
    ]);
    await waitFor(() => expect(result.current.context).toEqual({ mark: 'mine' }));
  });
});

/** The tests' QueryClient, with the `index`th request action's entity query read into it. */
async function cachedTarget(index: number) {
  const queryClient = testQueryClient();
  const { data: page } = await admin.GET('/request-action');
  const target = page.data[index]!;
  await queryClient.fetchQuery(getRequestActionQueryOptions(admin, target._id));
  return { queryClient, page, target };
}

describe('<op>MutationOptions without React', () => {
  it('a MutationObserver runs them: the entity shows the change, then the answer, and the keys are the client account’s', async () => {
    const { queryClient, page, target } = await cachedTarget(4);
    await queryClient.fetchQuery(listRequestActionsQueryOptions(admin));
    const options = updateRequestActionMutationOptions(admin, {
      optimistic: (current, variables) => ({ ...current, title: variables.data.title ?? current.title }),
    });
    expect(options.mutationKey).toEqual(['admin', 'updateRequestAction']);
    const observer = new MutationObserver(queryClient, options);
    const done = observer.mutate({ id: target._id, data: { title: 'Without React' } });
    const key = getGetRequestActionQueryKey(admin, target._id);
    await waitFor(() => expect(queryClient.getQueryData(key)?.title).toBe('Without React'));
    expect(queryClient.getQueryData(key)?.version).toBe(target.version);
    await writes.next();
    const answer = await done;
    expect(answer.version).toBe(target.version + 1);
    expect(queryClient.getQueryData(key)).toEqual(answer);
    // Only the entity's own row of the list took the guess and the answer; the others are as the platform gave them.
    const rows = queryClient.getQueryData(getListRequestActionsQueryKey(admin))!.data;
    expect(rows.filter((row) => row.title === 'Without React').map((row) => row._id)).toEqual([target._id]);
    expect(rows.filter((row) => row._id !== target._id)).toEqual(page.data.filter((row) => row._id !== target._id));
  });

  it('with options but none of the callbacks, a call succeeds and a refused one fails with its own error; your `invalidates` adds nothing when not given', async () => {
    const queryClient = testQueryClient();
    const { data: page } = await admin.GET('/request-action');
    const target = page.data[7]!;
    // Spied, still called through.
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    const options = updateRequestActionMutationOptions(admin, { mutation: { gcTime: 5 } });
    const done = new MutationObserver(queryClient, options).mutate({ id: target._id, data: { title: 'Plain' } });
    await writes.next();
    expect((await done).title).toBe('Plain');
    // Exactly the generated keys: the list and the entity.
    expect(invalidated()).toEqual([
      getListRequestActionsQueryKey(admin),
      getGetRequestActionQueryKey(admin, target._id),
    ]);
    invalidate.mockClear();
    // A refusal that is no 409 or 404 refreshes nothing, and fails with the platform's error.
    const refused = new MutationObserver(queryClient, options)
      .mutate({ id: target._id, data: { title: '' } })
      .catch((error: { status?: number }) => error.status);
    await writes.next();
    expect(await refused).toBe(422);
    // With skipInvalidation, a 404 refreshes nothing either.
    const gone = new MutationObserver(
      queryClient,
      updateRequestActionMutationOptions(admin, { skipInvalidation: true }),
    )
      .mutate({ id: '660000000000000000009998', data: { title: 'Nobody' } })
      .catch((error: { status?: number }) => error.status);
    await writes.next();
    expect(await gone).toBe(404);
    expect(invalidated()).toEqual([]);
  });

  it('your onMutate throwing fails the call before any guess shows: nothing stays on screen, your onError hears it', async () => {
    const { queryClient, target } = await cachedTarget(8);
    const heard: unknown[] = [];
    const options = updateRequestActionMutationOptions(admin, {
      optimistic: (current) => ({ ...current, title: 'Guessed' }),
      mutation: {
        onMutate: () => {
          throw new Error('not now');
        },
        onError: (error, _variables, own) => heard.push([(error as Error).message, own]),
      },
    });
    const failed = new MutationObserver(queryClient, options)
      .mutate({ id: target._id, data: { title: 'Guessed' } })
      .catch((error: Error) => error.message);
    expect(await failed).toBe('not now');
    expect(heard).toEqual([['not now', undefined]]);
    expect(queryClient.getQueryData(getGetRequestActionQueryKey(admin, target._id))!.title).toBe(target.title);
    expect(writes.waiting).toHaveLength(0);
  });

  it('carry your options and the marks eviction reads; the snapshot is no enumerable part of the context; onError hears your context; a 404 reads the entity again', async () => {
    const { queryClient, target } = await cachedTarget(6);
    const heard: unknown[] = [];
    const options = updateRequestActionMutationOptions<{ mark: string }>(admin, {
      optimistic: (current) => current,
      mutation: {
        gcTime: 1234,
        meta: { mine: true },
        onMutate: () => ({ mark: 'mine' }),
        onError: (error, _variables, own) => heard.push([(error as { status?: number }).status, own]),
      },
    });
    expect(options.gcTime).toBe(1234);
    expect(options.meta).toEqual({ mine: true, platformSurface: 'admin', platformAccount: accountOf(admin) });
    const observer = new MutationObserver(queryClient, options);
    const refused = observer.mutate({ id: target._id, data: { title: '' } }).catch(() => 'refused');
    await waitFor(() => expect(observer.getCurrentResult().context).toBeDefined());
    const context = observer.getCurrentResult().context!;
    expect(Object.keys(context)).toEqual(['context']);
    expect(context.context).toEqual({ mark: 'mine' });
    expect(context.optimistic?.touched.length).toBe(1);
    await writes.next();
    expect(await refused).toBe('refused');
    expect(heard).toEqual([[422, { mark: 'mine' }]]);

    // An entity gone (404): its query is invalidated, to be read again.
    const gone = '660000000000000000009999';
    const key = getGetRequestActionQueryKey(admin, gone);
    queryClient.setQueryData(key, { ...target, _id: gone });
    const observed = queryClient.getQueryCache().find({ queryKey: key })!;
    const plain = new MutationObserver(queryClient, updateRequestActionMutationOptions(admin));
    const missing = plain.mutate({ id: gone, data: { title: 'Nobody' } }).catch((e: { status?: number }) => e.status);
    await writes.next();
    expect(await missing).toBe(404);
    // Inactive here (no observer), so marked stale rather than fetched.
    expect(observed.state.isInvalidated).toBe(true);
  });

  it("a user's optimisticUpdate in `mutation:` and the hook's own snapshot stay apart", async () => {
    const { data: page } = await admin.GET('/request-action');
    const target = page.data[5]!;
    const { wrapper } = platformWrapper({ admin });
    const { result, rerender } = renderHook(
      () => {
        const client = admin;
        return {
          detail: useGetRequestAction(target._id),
          update: useUpdateRequestAction({
            mutation: optimisticUpdate<RequestAction, UpdateRequestActionMutationVariables>({
              entity: (v) => getGetRequestActionQueryKey(client, v.id),
              apply: (current, v) => ({ ...current, title: v.data.title ?? current.title }),
            }),
          }),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    const failure = await sendRefused(() => result.current, target._id);
    rerender();
    reads.closed = true;
    await act(() => writes.next());
    await waitFor(() => expect(result.current.detail.data!.title).toBe(target.title));
    expect(failure()).toBeUndefined();
  });
});

// @vitest-environment happy-dom
// Optimistic updates from the mutation itself (issue 34, item 6), under StrictMode, against the
// stateful mock platform: `useUpdateRequestAction({ optimistic })` shows the change in the entity's
// query and its list rows before the platform answers, holds the answer after, and on a refusal
// goes back to the platform's value and reads it again. Typed by the entity query and the variables.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import {
  type useCreateRequestAction,
  useGetRequestAction,
  useListRequestActions,
  useUpdateRequestAction,
  type GetRequestActionQueryResult,
  type UpdateRequestActionMutationVariables,
} from '../../src/react/admin.js';
import { Gate, heldAdmin } from '../support/held-admin.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import { sendRefused } from '../support/refused-update.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
let admin: AdminClient;
/** The writes, held until the test lets each through; every request the client sent. */
const writes = new Gate();
const log: string[] = [];

beforeAll(async () => {
  mock = await startMockPlatform();
  admin = await heldAdmin(mock, mock.credentials.admin, { writes, log });
  // Signed in: from now on every write waits for the test.
  writes.closed = true;
});
afterEach(cleanup);
afterAll(() => mock?.close());

const setup = () => platformWrapper({ admin });

function useScreen(id: string) {
  return {
    detail: useGetRequestAction(id),
    list: useListRequestActions(),
    update: useUpdateRequestAction({
      optimistic: (current, variables) => {
        // The entity query's data and the mutation's variables, as typed.
        expectTypeOf(current).toEqualTypeOf<GetRequestActionQueryResult>();
        expectTypeOf(variables).toEqualTypeOf<UpdateRequestActionMutationVariables>();
        return { ...current, title: variables.data.title ?? current.title };
      },
    }),
  };
}

const release = () => writes.next();

describe('a mutation hook with `optimistic`', () => {
  it('shows the change in the entity and its list row before the answer, then holds the answer', async () => {
    const { data: page } = await admin.GET('/request-action');
    const target = page.data[0]!;
    const { wrapper } = setup();
    const { result } = renderHook(() => useScreen(target._id), { wrapper });
    await waitFor(() => expect([result.current.detail.isSuccess, result.current.list.isSuccess]).toEqual([true, true]));
    const row = () => result.current.list.data!.data.find((a) => a._id === target._id);

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.update.mutateAsync({ id: target._id, data: { title: 'Fixed radiator' } });
    });
    // Not answered yet: the detail and the row already show it.
    await waitFor(() => expect(result.current.detail.data!.title).toBe('Fixed radiator'));
    expect(writes.waiting).toHaveLength(1);
    expect(row()!.title).toBe('Fixed radiator');
    expect(result.current.detail.data!.version).toBe(target.version);

    await act(async () => {
      await release();
      await done;
    });
    // The platform's answer: its raised version, in the detail and the row.
    const { data: stored } = await admin.GET('/request-action/{id}', { params: { path: { id: target._id } } });
    expect(stored.title).toBe('Fixed radiator');
    await waitFor(() => expect(result.current.detail.data!.version).toBe(stored.version));
    expect(row()!.version).toBe(stored.version);
  });

  it('a refused change (422) goes back to the platform value at once, and the entity is read again', async () => {
    const { data: page } = await admin.GET('/request-action');
    const target = page.data[1]!;
    const { wrapper } = setup();
    const { result } = renderHook(() => useScreen(target._id), { wrapper });
    await waitFor(() => expect([result.current.detail.isSuccess, result.current.list.isSuccess]).toEqual([true, true]));
    const reads = () => log.filter((p) => p.startsWith('GET ') && p.endsWith(`/request-action/${target._id}`)).length;
    const before = reads();

    const failure = await sendRefused(() => result.current, target._id);
    await act(() => release());
    await waitFor(() => expect(failure()).toBe(422));
    expect(result.current.detail.data!.title).toBe(target.title);
    expect(result.current.list.data!.data.find((a) => a._id === target._id)!.title).toBe(target.title);
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('is no option of a mutation that is about no one entity', () => {
    type CreateArgs = NonNullable<Parameters<typeof useCreateRequestAction>[0]>;
    expectTypeOf<CreateArgs['optimistic']>().toEqualTypeOf<undefined>();
  });
});

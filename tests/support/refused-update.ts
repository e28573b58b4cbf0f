// A change the platform refuses, as the optimistic mutation tests send it: an empty title (the
// contract's minLength refuses it: 422), shown at once by the guess before the platform answers.
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { UpdateRequestActionMutationVariables } from '../../src/react/admin.js';

/** What a test's screen holds: the entity's query and the update hook. */
export interface UpdateScreen {
  detail: { data?: { title: string } };
  update: { mutateAsync: (variables: UpdateRequestActionMutationVariables) => Promise<unknown> };
}

/**
 * Sends the refused change of `id` through `screen()`'s update and waits until the entity shows
 * it. Gives the refusal's status, `undefined` until the call has failed.
 */
export async function sendRefused(screen: () => UpdateScreen, id: string): Promise<() => unknown> {
  let failure: unknown;
  act(() => {
    screen()
      .update.mutateAsync({ id, data: { title: '' } })
      .catch((error: { status?: number }) => (failure = error.status));
  });
  await waitFor(() => expect(screen().detail.data!.title).toBe(''));
  return () => failure;
}

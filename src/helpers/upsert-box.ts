import type { components } from '../../generated/types/public.js';
import { ApiError } from '../core/errors.js';
import type { PublicClient } from '../clients/public.js';
import type { EndUserClient } from '../clients/enduser.js';

export type Box = components['schemas']['Box'];
export type BoxType = components['schemas']['BoxType'];

export interface UpsertBoxInput {
  key: string;
  type: BoxType;
  value: unknown;
}

type BoxClient = PublicClient | EndUserClient<boolean>;

/** The message of the error that means "no box has that key and type" (docs/design.md, decision 7). */
export const WRONG_BOX_ID = 'WRONG_BOX_ID';

export function isWrongBoxId(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body.message === WRONG_BOX_ID;
}

// Upserts in flight per client and key: a second upsert of the same box waits for the first,
// then updates (creating it again if it was deleted meanwhile), so concurrent calls send one
// lookup and at most one create.
const inFlight = new WeakMap<object, Map<string, Promise<Box>>>();

/**
 * Writes a box: looks it up by key and type, updates it when found, creates it when the
 * platform answers WRONG_BOX_ID (docs/design.md, decisions 7 and 8); when that create meets 409 (another client
 * created the key meanwhile), updates instead, once. Any other error is thrown as it came.
 */
export function upsertBox(client: BoxClient, input: UpsertBoxInput): Promise<Box> {
  let pending = inFlight.get(client);
  if (!pending) {
    pending = new Map();
    inFlight.set(client, pending);
  }
  const slot = `${input.type}\u0000${input.key}`;
  const previous = pending.get(slot);
  const run = previous
    ? previous.then(
        () => updateOrCreate(client, input),
        () => lookupThenWrite(client, input),
      )
    : lookupThenWrite(client, input);
  pending.set(slot, run);
  const clear = () => {
    if (pending!.get(slot) === run) pending!.delete(slot);
  };
  run.then(clear, clear);
  return run;
}

async function lookupThenWrite(client: BoxClient, input: UpsertBoxInput): Promise<Box> {
  const c = client as PublicClient;
  const params = { path: { id: input.key }, query: { type: input.type } };
  try {
    await c.GET('/box/{id}', { params });
  } catch (error) {
    if (!isWrongBoxId(error)) throw error;
    try {
      const { data } = await c.POST('/box', {
        params: { query: { type: input.type } },
        body: { key: input.key, value: input.value },
      });
      return data;
    } catch (createError) {
      // Another client created the key between our lookup and create: update it instead, once.
      if (!(createError instanceof ApiError && createError.status === 409)) throw createError;
    }
  }
  return update(client, input);
}

/** After an upsert of the same box: update it, or, when it is gone by now (WRONG_BOX_ID), upsert afresh. */
async function updateOrCreate(client: BoxClient, input: UpsertBoxInput): Promise<Box> {
  try {
    return await update(client, input);
  } catch (error) {
    if (!isWrongBoxId(error)) throw error;
    return lookupThenWrite(client, input);
  }
}

async function update(client: BoxClient, input: UpsertBoxInput): Promise<Box> {
  const { data } = await (client as PublicClient).PUT('/box/{id}', {
    params: { path: { id: input.key }, query: { type: input.type } },
    body: { value: input.value },
  });
  return data;
}

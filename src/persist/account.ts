// Whose data an entry is: the one place the persisted cache reads an account from a query key, a
// mutation or a client (docs/design.md, "The persisted query cache"). Keys name their account
// (`accountOf`, decision 22) and generated mutations carry it in their meta: a string for an admin
// or end user; entries of no account (the public surface's) are stored as their surface's own.
import { type AccountScope, accountOf } from '../query/account.js';
import { ACCOUNT_META } from '../query/mutation-meta.js';

const ofSurface = (surface: unknown) => `~${String(surface)}`;

/** The storage name of a key's account: its account id, or its surface's for keys of no account. */
export function accountOfKey(key: readonly unknown[]): string {
  const account = (key[2] as { account?: unknown } | undefined)?.account;
  return typeof account === 'string' ? account : ofSurface(key[0]);
}

/** The storage name of a mutation's account (its meta), or its surface's. */
export function accountOfMutation(mutation: {
  meta?: Record<string, unknown> | undefined;
  mutationKey?: readonly unknown[] | undefined;
}): string {
  const account = mutation.meta?.[ACCOUNT_META];
  return typeof account === 'string' ? account : ofSurface(mutation.mutationKey?.[0]);
}

/** The storage name of a client's account: the one its keys name. */
export const accountOfClient = (client: AccountScope & { readonly kind: string }): string =>
  accountOf(client) ?? ofSurface(client.kind);

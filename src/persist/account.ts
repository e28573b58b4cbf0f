// Whose data an entry is: the one place the persisted cache reads an account from a query key, a
// mutation or a client (docs/design.md, decision 32). Keys name their account (decision 22): a
// string for an admin or end user; entries of no account (the public surface's) are stored as their
// surface's own.

/** The mutation meta that names the account of the client a generated mutation was made with. */
export const ACCOUNT_META = 'platformAccount';

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

/** What the cache reads of a client: its surface, and the account its keys name. */
export interface AccountClient {
  readonly kind: string;
  readonly baseUrl?: string | undefined;
  readonly self?: { readonly _id?: unknown } | undefined;
}

/** The storage name of a client's account: the one its keys name. */
export const accountOfClient = (client: AccountClient): string => ofSurface(client.kind);

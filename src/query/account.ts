// Whose data a query key holds (docs/design.md, decision 22): an opaque id of the client's account,
// so two users' answers never share a cache entry, whatever QueryClient or provider they go through.
// Never a credential: the hash of the account's own id and its platform. No React here.

/** What the account id is read from: a client of any surface fits as it is. */
export interface AccountScope {
  readonly kind?: string | undefined;
  readonly baseUrl?: string | undefined;
  /** The signed-in account (an admin's, an end user's): its `_id` names it. */
  readonly self?: { readonly _id?: unknown } | undefined;
}

// Two 32-bit FNV-1a lanes (different seeds and primes): 64 bits, so two accounts on one device
// never meet by chance, in a few bytes of the hooks' bundle.
const hash = (text: string) => {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
};

// Each client's id, as first read: a client's keys never change under it (an end-user client made
// from a `sessionId` that calls `loadSelf()` later stays an account of its own, its entries its alone).
const ids = new WeakMap<object, string>();

/**
 * The account id of a client's query keys: for an admin or end-user client, a hash of its
 * account's `_id` and its base URL, as the client first shows them (a client that does not know
 * its account then, such as an end-user client made from a `sessionId` before `loadSelf()`: an id
 * of that client alone); `null` for a client of a surface without accounts (public); `undefined` for a scope that
 * is no client (`{ projectId }`: a key filter, matching every account).
 */
export function accountOf(scope: AccountScope): string | null | undefined {
  if (scope.kind !== 'admin' && scope.kind !== 'enduser') return scope.kind ? null : undefined;
  let account = ids.get(scope);
  if (!account) {
    const id = scope.self?._id;
    account =
      typeof id === 'string'
        ? hash(`${scope.kind} ${scope.baseUrl?.replace(/\/+$/, '')} ${id}`)
        : `~${Math.random().toString(36).slice(2)}`;
    ids.set(scope, account);
  }
  return account;
}

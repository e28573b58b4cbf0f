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

// Two 32-bit lanes (djb2-xor and a multiply-add by 31), 64 bits in all: two accounts on one device
// never meet by chance, in few bytes of the hooks' bundle. Ids are the platform's, not chosen by
// anyone who could aim at a collision.
const hash = (text: string) => {
  let a = 5381;
  let b = 0;
  for (const c of text) {
    a = (a * 33) ^ c.charCodeAt(0);
    b = (b * 31 + c.charCodeAt(0)) | 0;
  }
  return `${a >>> 0}.${b >>> 0}`;
};

// Each client's id, as first read: a client's keys never change under it (an end-user client made
// from a `sessionId` that calls `loadSelf()` later stays an account of its own, its entries its alone).
const ids = new WeakMap<object, string>();

/**
 * The account id of a client's query keys: for an admin or end-user client, a hash of its
 * account's `_id`, surface and base URL, as the client first shows them (a client that does not
 * know its account then, such as an end-user client made from a `sessionId` before `loadSelf()`:
 * an id of that client alone); `null` for a client of a surface without accounts (public);
 * `undefined` for a scope that is no client (`{ projectId }`: a key filter, matching every account).
 */
export function accountOf(scope: AccountScope): string | null | undefined {
  const { kind } = scope;
  if (!kind || kind === 'public') return kind && null;
  let account = ids.get(scope);
  if (!account) {
    account = hash(`${kind} ${scope.baseUrl?.replace(/\/+$/, '')} ${scope.self?._id ?? Math.random()}`);
    ids.set(scope, account);
  }
  return account;
}

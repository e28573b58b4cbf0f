// Where the persisted cache keeps its entries, one storage item per account (docs/design.md,
// "The persisted query cache"), with an index item naming them (a Storage-like place cannot list
// its keys).

/**
 * A place to keep text under keys, sync or async: `localStorage` fits as it is, an IndexedDB
 * store or React Native's AsyncStorage through three small methods.
 */
export interface CacheStorage {
  getItem(key: string): string | null | undefined | PromiseLike<string | null | undefined>;
  setItem(key: string, value: string): unknown;
  removeItem(key: string): unknown;
}

/** The storage key of an account's entries. */
export const itemOf = (prefix: string, account: string) => `${prefix}:${account}`;

/** The accounts the index names; none when it is absent or not ours. */
export async function readIndex(storage: CacheStorage, prefix: string): Promise<string[]> {
  try {
    const index: unknown = JSON.parse((await storage.getItem(prefix)) ?? '[]');
    return Array.isArray(index) ? index.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

// A Storage-like place for the persisted cache's tests: async like IndexedDB or AsyncStorage, and it
// counts its writes, so a test can say a restore wrote nothing.
import type { CacheStorage } from '../../src/persist/index.js';

export interface MemoryStorage extends CacheStorage {
  readonly items: Map<string, string>;
  /** Every setItem and removeItem, in order. */
  readonly writes: string[];
  /** All stored text, joined: what a secret must not be found in. */
  text(): string;
}

export function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  const writes: string[] = [];
  return {
    items,
    writes,
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => {
      writes.push(`set ${key}`);
      items.set(key, value);
    },
    removeItem: async (key) => {
      writes.push(`remove ${key}`);
      items.delete(key);
    },
    text: () => [...items].map(([k, v]) => `${k}=${v}`).join('\n'),
  };
}

// What the persisted cache knows of each operation, from the contract: the reviver of its answer
// (the one the transport uses, generated/operations) and its persist entry (the hash of its
// answer's schema, whether it holds a secret: generated/persist). No React here.
import { operations as adminOperations } from '../../generated/operations/admin.js';
import { operations as enduserOperations } from '../../generated/operations/enduser.js';
import { operations as publicOperations } from '../../generated/operations/public.js';
import { persistTable as adminTable } from '../../generated/persist/admin.js';
import { persistTable as enduserTable } from '../../generated/persist/enduser.js';
import { persistTable as publicTable } from '../../generated/persist/public.js';
import type { OperationTable } from '../core/operation-table.js';
import type { Reviver } from '../core/revive-plan.js';

/** The surfaces that have hooks, and so query keys. */
export type CacheSurface = 'admin' | 'public' | 'enduser';

interface PersistTable {
  readonly queries: Readonly<Record<string, { readonly hash: string; readonly secret?: boolean }>>;
  readonly mutations: Readonly<Record<string, { readonly secret?: boolean }>>;
}

const SURFACES: Record<CacheSurface, { table: PersistTable; operations: OperationTable }> = {
  admin: { table: adminTable, operations: adminOperations },
  public: { table: publicTable, operations: publicOperations },
  enduser: { table: enduserTable, operations: enduserOperations },
};

/** A GET of a query key: its operation's schema hash, reviver and whether its answer holds a secret. */
export interface CachedQuery {
  readonly hash: string;
  readonly secret: boolean;
  readonly revive: Reviver | undefined;
  readonly infinite: boolean;
}

/** The GET a generated query key (`[surface, path template, params, 'infinite'?]`) stands for, if any. */
export function queryOf(key: readonly unknown[]): CachedQuery | undefined {
  const surface = SURFACES[key[0] as CacheSurface];
  const path = key[1];
  if (!surface || typeof path !== 'string' || !Object.hasOwn(surface.table.queries, path)) return undefined;
  const entry = surface.table.queries[path] as PersistTable['queries'][string];
  return {
    hash: entry.hash,
    secret: entry.secret === true,
    revive: surface.operations[`GET ${path}`]?.revive,
    infinite: key[3] === 'infinite',
  };
}

/** A generated mutation of a mutation key (`[surface, operationId]`): whether its variables hold a secret; undefined when none. */
export function mutationOf(key: readonly unknown[] | undefined): { readonly secret: boolean } | undefined {
  const surface = SURFACES[key?.[0] as CacheSurface];
  const id = key?.[1];
  if (!surface || typeof id !== 'string' || !Object.hasOwn(surface.table.mutations, id)) return undefined;
  return { secret: surface.table.mutations[id]?.secret === true };
}

/** Every generated mutation's key, `[surface, operationId]`. */
export const mutationKeys = (): (readonly [CacheSurface, string])[] =>
  (Object.keys(SURFACES) as CacheSurface[]).flatMap((surface) =>
    Object.keys(SURFACES[surface].table.mutations).map((id) => [surface, id] as const),
  );

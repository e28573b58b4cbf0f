// The mock's records, typed from the contracts by the tables the domains declare, and the fields the
// mock keeps for itself beside them. Node-free, so that `MockSeedData` (./types.ts, public) is derived from it too.
import type { components as Admin } from '../generated/types/admin.js';
import type { components as EndUser } from '../generated/types/enduser.js';
import { TABLES_OF } from './domains/tables.js';
import type { Wire } from './wire.js';

type A = Admin['schemas'];
type E = EndUser['schemas'];

type Schema<N> = N extends `admin:${infer S extends keyof A}`
  ? A[S]
  : N extends `enduser:${infer S extends keyof E}`
    ? E[S]
    : never;

/** A table of the store; each domain declares its own (`domains/<d>/tables.ts`). */
export type Table = keyof typeof TABLES_OF;
export const TABLES = Object.keys(TABLES_OF) as Table[];
/** A record of `T` as answers show it. */
export type Shown<T extends Table> = Wire<Schema<(typeof TABLES_OF)[T]['schema']>>;

/**
 * The key a stored record keeps the mock's own fields under: a symbol, which JSON leaves out, so
 * a record is its answer as it stands (REST replies and chat events alike): no handler has a view
 * to call, and none can forget one.
 */
export const own: unique symbol = Symbol('mock-own-fields');

/** The mock's own fields, by table: kept on a record under {@link own}, never in an answer. */
interface OwnFields {
  /** The card's owner: the contract's BankCard does not show it. */
  bankCards: { userId: string };
  /** Who has marked the message seen: each caller's unread count is reckoned from it. */
  messages: { seenBy?: string[] };
  /** `<admin id>:<key>`, or the key for the seed's (every admin's): the contract's has no id. */
  preferences: { _id: string };
}
/** The same names at run time; the type makes it list exactly OwnFields's. */
const OWN_FIELDS: { [T in keyof OwnFields]: Record<keyof OwnFields[T], true> } = {
  bankCards: { userId: true },
  messages: { seenBy: true },
  preferences: { _id: true },
};

type OwnOf<T extends Table> = T extends keyof OwnFields ? { [own]: OwnFields[T] } : unknown;
/** The id a record is stored under: its contract's `_id`, else (a preference) its own. */
type IdOf<T extends Table> = T extends 'preferences' ? unknown : { _id: string };

/** A stored record of `T`: exactly what answers show, with the mock's own fields under {@link own}. */
export type Row<T extends Table> = Shown<T> & IdOf<T> & OwnOf<T>;

export const idOf = (row: Row<Table>): string =>
  '_id' in row ? row._id : (row as unknown as { [own]: { _id: string } })[own]._id;

/**
 * A record as a seed gives it (`MockSeedData`): its contract type with its `_id`, and the mock's
 * own fields and an account's password (kept apart: Store.passwords) beside them, flat.
 */
export type SeedRow<T extends Table> = Shown<T> & { _id: string } & (T extends keyof OwnFields
    ? OwnFields[T]
    : unknown) &
  (T extends 'users' | 'admins' ? { password?: string } : unknown);

/**
 * A seed's record as the store keeps it: the mock's own fields moved under {@link own}, in place
 * (a record the seed shares, a conversation's last message, stays one object).
 */
export function rowOf<T extends Table>(table: T, given: SeedRow<T>): Row<T> {
  const record = given as Record<string | symbol, unknown>;
  const names = Object.keys((OWN_FIELDS as Partial<Record<Table, object>>)[table] ?? {});
  if (names.length) record[own] = Object.fromEntries(names.filter((n) => n in record).map((n) => [n, record[n]]));
  for (const name of names) delete record[name];
  return given as unknown as Row<T>;
}

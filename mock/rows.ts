// The mock's records, typed from the contracts: one map of table to contract type, the fields the
// mock keeps for itself beside it, and the one view rule that drops them. Node-free, so that
// `MockSeedData` (./types.ts, public) is derived from it too.
import type { components as Admin } from '../generated/types/admin.js';
import type { components as EndUser } from '../generated/types/enduser.js';
import type { Wire } from './wire.js';

type A = Admin['schemas'];
type E = EndUser['schemas'];

/**
 * The one map of table to the contract type of its records (`<contract>:<schema>`); the list of
 * tables at run time is its keys.
 */
const TABLE_TYPES = {
  admins: 'admin:Admin',
  roles: 'admin:Role',
  permissions: 'admin:Permission',
  preferences: 'admin:AdminPreference',
  users: 'admin:User',
  requestActions: 'admin:RequestAction',
  boxes: 'enduser:Box',
  cmsModels: 'admin:CmsModel',
  cmsContent: 'admin:CmsContent',
  files: 'admin:CmsFile',
  images: 'admin:CmsImage',
  conversations: 'admin:Conversation',
  messages: 'admin:Message',
  notifications: 'enduser:Notification',
  holidays: 'enduser:Holiday',
  bankCards: 'enduser:BankCard',
  transactions: 'admin:Transaction',
  entities: 'admin:Entity',
} as const;
type Schema<N> = N extends `admin:${infer S extends keyof A}`
  ? A[S]
  : N extends `enduser:${infer S extends keyof E}`
    ? E[S]
    : never;

export type Table = keyof typeof TABLE_TYPES;
export const TABLES = Object.keys(TABLE_TYPES) as Table[];
/** A record of `T` as answers show it. */
export type Shown<T extends Table> = Wire<Schema<(typeof TABLE_TYPES)[T]>>;

/** The mock's own fields, by table: kept on a record, never in an answer. */
interface OwnFields {
  /** A password a record might still carry (they live apart, in Store.passwords). */
  users: { password?: string };
  admins: { password?: string };
  /** The card's owner: the contract's BankCard does not show it. */
  bankCards: { userId: string };
  /** Who has marked the message seen: each caller's unread count is reckoned from it. */
  messages: { seenBy?: string[] };
  /** `<admin id>:<key>`, or the key for the seed's (every admin's); the contract's has no id. */
  preferences: { _id: string };
}
/** The same names at run time; the type makes it list exactly OwnFields's. */
const OWN_FIELDS: { [T in keyof OwnFields]: Record<keyof OwnFields[T], true> } = {
  users: { password: true },
  admins: { password: true },
  bankCards: { userId: true },
  messages: { seenBy: true },
  preferences: { _id: true },
};

/** A stored record of `T`: its contract type and the mock's own fields. */
export type Row<T extends Table> = Shown<T> & { _id: string } & (T extends keyof OwnFields ? OwnFields[T] : unknown);

/** The one view rule: a record as answers show it, without the mock's own fields. */
export function view<T extends Table>(table: T, row: Row<T>): Shown<T> {
  const hidden = (OWN_FIELDS as Partial<Record<Table, object>>)[table];
  if (!hidden) return row;
  const shown: Record<string, unknown> = { ...row };
  for (const field of Object.keys(hidden)) delete shown[field];
  return shown as Shown<T>;
}

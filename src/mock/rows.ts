// The mock's records, typed from the contracts: one mapping of table to contract type, the
// fields the mock keeps for itself beside it, and the one view rule that drops them. Node-free
// and types only but for the rule, so `MockSeedData` (./types.ts) is derived from it too.
import type { components as Admin } from '../../generated/types/admin.js';
import type { components as EndUser } from '../../generated/types/enduser.js';
import type { Wire } from './wire.js';

type A = Admin['schemas'];
type E = EndUser['schemas'];

/** Each table's records as their contract type shows them on the wire (dates as ISO strings). */
interface ContractTypes {
  admins: A['Admin'];
  roles: A['Role'];
  permissions: A['Permission'];
  preferences: A['AdminPreference'];
  users: A['User'];
  requestActions: A['RequestAction'];
  boxes: E['Box'];
  cmsModels: A['CmsModel'];
  cmsContent: A['CmsContent'];
  files: A['CmsFile'];
  images: A['CmsImage'];
  conversations: A['Conversation'];
  messages: A['Message'];
  notifications: E['Notification'];
  holidays: E['Holiday'];
  bankCards: E['BankCard'];
  transactions: A['Transaction'];
  entities: A['Entity'];
}
export type Table = keyof ContractTypes;
/** A record of `T` as answers show it. */
export type Shown<T extends Table> = Wire<ContractTypes[T]>;

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

/** Every table, at run time (the object's type makes it list each exactly once). */
const TABLE_NAMES: Record<Table, true> = {
  admins: true,
  roles: true,
  permissions: true,
  preferences: true,
  users: true,
  requestActions: true,
  boxes: true,
  cmsModels: true,
  cmsContent: true,
  files: true,
  images: true,
  conversations: true,
  messages: true,
  notifications: true,
  holidays: true,
  bankCards: true,
  transactions: true,
  entities: true,
};
export const TABLES = Object.keys(TABLE_NAMES) as Table[];

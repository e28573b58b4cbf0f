// The mock's state: tables of records in memory, seeded from the contracts' examples so that the
// first list a newcomer opens shows what the contract documents. `reset()` builds it anew.
import type { OpenApiDocument, Surface } from './contracts.js';

/**
 * A stored record. The mock keeps records as the JSON the contract describes; each domain reads
 * the fields it models, so a record is an open JSON object rather than a per-table type.
 */
export type Row = { _id: string; [field: string]: any };

export const TABLES = [
  'admins',
  'roles',
  'permissions',
  'preferences',
  'users',
  'requestActions',
  'boxes',
  'cmsModels',
  'cmsContent',
  'files',
  'images',
  'conversations',
  'messages',
  'notifications',
  'holidays',
  'bankCards',
  'transactions',
  'entities',
] as const;
export type Table = (typeof TABLES)[number];

/**
 * The one view rule: fields the mock keeps for itself, by table, never in an answer. Passwords
 * live apart (Store.passwords); these drop one a record might still carry, whatever wrote it.
 */
const OWN_FIELDS: Partial<Record<Table, readonly string[]>> = {
  users: ['password'],
  admins: ['password'],
  bankCards: ['userId'],
  messages: ['seenBy'],
  preferences: ['_id'],
};

/** A record as answers show it: without the fields the mock keeps for itself. */
export function view(table: Table, row: Row): Row {
  const hidden = OWN_FIELDS[table];
  if (!hidden) return row;
  const shown: Row = { ...row };
  for (const field of hidden) delete shown[field];
  return shown;
}

export interface Session {
  kind: 'admin' | 'user';
  id: string;
}

export class Store {
  readonly tables = {} as Record<Table, Map<string, Row>>;
  /** Passwords by account id (admins and end users). */
  readonly passwords = new Map<string, string>();
  /** Session ids of logins, admin and end user. */
  readonly sessions = new Map<string, Session>();
  /** Bytes of uploaded files and images, by id. */
  readonly blobs = new Map<string, { bytes: Uint8Array; type: string; name: string }>();
  /** Bytes that calls stored (box values, uploads), by `<table>:<id>`, for the stored-bytes limit. */
  readonly stored = new Map<string, number>();
  /** Raised by reset(): tokens signed before it are refused. */
  epoch = 0;

  constructor(private readonly seed: (store: Store) => void) {
    this.reset();
  }

  reset(): void {
    for (const name of TABLES) this.tables[name] = new Map();
    this.passwords.clear();
    this.sessions.clear();
    this.blobs.clear();
    this.stored.clear();
    this.epoch += 1;
    this.seed(this);
  }

  table(name: Table): Map<string, Row> {
    return this.tables[name];
  }

  /** The table's records, in the order they were stored. */
  rows(name: Table): Row[] {
    return [...this.tables[name].values()];
  }

  insert(name: Table, row: Row): Row {
    this.tables[name].set(row._id, row);
    return row;
  }
}

/** A deep copy of a named example of any of the contracts (they share their components). */
export function exampleReader(docs: Record<Surface, OpenApiDocument>) {
  return function example<T = Row>(name: string): T {
    for (const doc of Object.values(docs)) {
      const found = doc.components.examples?.[name];
      if (found && 'value' in found) return structuredClone(found.value) as T;
    }
    throw new Error(`The contracts have no example named ${name}`);
  };
}

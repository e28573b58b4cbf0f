// The mock's state: tables of records in memory, seeded from the contracts' examples so that the
// first list a newcomer opens shows what the contract documents. `reset()` builds it anew.
import type { OpenApiDocument, Surface } from './contracts.js';
import { TABLES, type Row, type Table } from './rows.js';

type Tables = { [T in Table]: Map<string, Row<T>> };

export interface Session {
  kind: 'admin' | 'user';
  id: string;
}

export class Store {
  readonly tables = {} as Tables;
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
    for (const name of TABLES) (this.tables as Record<Table, Map<string, unknown>>)[name] = new Map();
    this.passwords.clear();
    this.sessions.clear();
    this.blobs.clear();
    this.stored.clear();
    this.epoch += 1;
    this.seed(this);
  }

  table<T extends Table>(name: T): Tables[T] {
    return this.tables[name];
  }

  /** The table's records, in the order they were stored. */
  rows<T extends Table>(name: T): Row<T>[] {
    return [...this.tables[name].values()];
  }

  insert<T extends Table>(name: T, row: Row<T>): Row<T> {
    this.tables[name].set(row._id, row);
    return row;
  }
}

/** A deep copy of a named example of any of the contracts (they share their components). */
export function exampleReader(docs: Record<Surface, OpenApiDocument>) {
  return function example<T>(name: string): T {
    for (const doc of Object.values(docs)) {
      const found = doc.components.examples?.[name];
      if (found && 'value' in found) return structuredClone(found.value) as T;
    }
    throw new Error(`The contracts have no example named ${name}`);
  };
}

// The mock's state: tables of records in memory, seeded from the contracts' examples so that the
// first list a newcomer opens shows what the contract documents.
import type { OpenApiDocument } from './contracts.js';
import { SURFACES, type Surface } from './surfaces.js';
import { nowIso } from './ids.js';
import { jsonBytes, recordTooLarge, StorageRefusal, storageFull, type Limits } from './limits.js';
import { idOf, own, TABLES, type Row, type Table } from './rows.js';

type Tables = { [T in Table]: Map<string, Row<T>> };

/** A record with its own fields too (they are stored, if never answered): its bytes and its JSON. */
const withOwn = (row: Row<Table>) => ({ ...row, ...(row as { [own]?: object })[own] });
const recordBytes = (row: Row<Table>) => jsonBytes(withOwn(row));
const recordJson = (row: Row<Table>) => JSON.stringify(withOwn(row));

export type Session = { kind: 'admin' | 'user'; id: string };

export class Store {
  tables = {} as Tables;
  /** By account id (admins and end users). */
  passwords = new Map<string, string>();
  sessions = new Map<string, Session>();
  /** Bytes of uploaded files and images, by id. */
  blobs = new Map<string, { bytes: Uint8Array; type: string; name: string }>();
  /**
   * Bytes that calls stored, by `<table>:<id>` (a record's JSON, and an upload's bytes with its
   * record) and `passwords:<id>`, for the stored-bytes limit. The seed's records count from the
   * first call that changes them.
   */
  stored = new Map<string, number>();
  private total = 0;
  /** Upload bytes kept beside a record, by the record's key: counted with it on every change. */
  private extras = new Map<string, number>();
  /** Each seeded record as JSON when seeded, by `<table>:<id>`: what a reseed compares with. */
  private seeded = new Map<string, string>();
  private seeding = false;
  /** What undoes each change of the call under way (`atomically`), newest last. */
  private journal: Array<() => void> | undefined;
  /** Raised by reset(): tokens signed before it are refused. */
  epoch = 0;

  /** Seeds a table's domain (every domain when none is named), once; returns the tables it seeded now. */
  private seeder: (table?: Table) => Table[];
  /** Seeded at once (throwing what the seed throws), or when `lazy` each table on its first use. */
  constructor(
    private readonly seed: (store: Store) => (table?: Table) => Table[],
    private readonly limits: Pick<Limits, 'maxRecordBytes' | 'maxStoredBytes'>,
    lazy = false,
  ) {
    for (const name of TABLES) (this.tables as Record<Table, Map<string, unknown>>)[name] = new Map();
    this.seeder = seed(this);
    if (!lazy) this.need();
  }

  private need(table?: Table): void {
    const seeding = this.seeding;
    this.seeding = true;
    try {
      for (const name of this.seeder(table))
        for (const [id, row] of this.tables[name]) this.seeded.set(`${name}:${id}`, recordJson(row));
    } finally {
      this.seeding = seeding;
    }
  }

  /**
   * Back to the seed: a fresh store is seeded and replaces this one's state only once it has
   * succeeded, so a seed that throws leaves the store as it was (and throws); the epoch rises.
   */
  reset(): void {
    Object.assign(this, new Store(this.seed, this.limits), { epoch: this.epoch + 1 });
  }

  /**
   * The seed again (the contracts' examples changed) under what the calls did: a seeded record
   * still as it was seeded becomes the fresh seed's (a field its example gained shows; one the
   * examples dropped goes), and what calls created, changed (in place or not) or deleted stays
   * as it is. Throws what the seed throws, changing nothing.
   */
  reseed(): void {
    const fresh = new Store(this.seed, this.limits);
    this.need();
    for (const name of TABLES) {
      const table = this.tables[name] as Map<string, Row<Table>>;
      const next = fresh.tables[name] as Map<string, Row<Table>>;
      const before = (id: string) => this.seeded.get(`${name}:${id}`);
      const asSeeded = (id: string) => table.has(id) && before(id) === recordJson(table.get(id)!);
      for (const id of table.keys()) if (asSeeded(id) && !next.has(id)) table.delete(id);
      for (const [id, row] of next)
        if (asSeeded(id) || (before(id) === undefined && !table.has(id))) table.set(id, row);
    }
    this.seeded = fresh.seeded;
  }

  /**
   * Counts `bytes` under `key` (replacing what it held), or throws a StorageRefusal (413) and
   * counts nothing when a record (`recordBytes`) is over its cap or the total would pass its own.
   */
  private count(key: string, bytes: number, recordBytes = bytes): void {
    if (this.seeding) return;
    const { maxRecordBytes, maxStoredBytes } = this.limits;
    if (recordBytes > maxRecordBytes) throw new StorageRefusal(recordTooLarge(maxRecordBytes, recordBytes));
    const total = this.total - (this.stored.get(key) ?? 0) + bytes;
    if (total > maxStoredBytes) throw new StorageRefusal(storageFull(maxStoredBytes));
    this.stored.set(key, bytes);
    this.total = total;
  }

  /**
   * Runs a call's writes all or nothing: when `write` throws (a StorageRefusal, say), every record,
   * password and count it changed is put back as it was. Only its synchronous part is covered.
   */
  atomically<R>(write: () => R): R {
    if (this.journal) return write();
    const journal: Array<() => void> = [];
    this.journal = journal;
    try {
      return write();
    } catch (error) {
      for (const undo of journal.reverse()) undo();
      throw error;
    } finally {
      this.journal = undefined;
    }
  }

  /** Notes the count under `counted` and `entry` (a map and its key), put back if the call fails. */
  private keep(counted: string, entry?: [Map<string, unknown>, string]): void {
    if (!this.journal || this.seeding) return;
    const [map, key] = entry ?? [new Map<string, unknown>(), ''];
    const [had, value] = [map.has(key), map.get(key)];
    const [bytes, extra] = [this.stored.get(counted), this.extras.get(counted)];
    this.journal.push(() => {
      if (had) map.set(key, value);
      else map.delete(key);
      this.total += (bytes ?? 0) - (this.stored.get(counted) ?? 0);
      if (bytes === undefined) this.stored.delete(counted);
      else this.stored.set(counted, bytes);
      if (extra === undefined) this.extras.delete(counted);
      else this.extras.set(counted, extra);
    });
  }

  table<T extends Table>(name: T): Tables[T] {
    this.need(name);
    return this.tables[name];
  }

  /** The table's records, in the order they were stored. */
  rows<T extends Table>(name: T): Row<T>[] {
    return [...this.table(name).values()];
  }

  /** Stores a record (counted with `extraBytes` of an upload beside it), or throws a StorageRefusal. */
  insert<T extends Table>(name: T, row: Row<T>, extraBytes = 0): Row<T> {
    const id = idOf(row);
    const key = `${name}:${id}`;
    const bytes = recordBytes(row);
    this.keep(key, [this.table(name), id]);
    this.count(key, bytes + extraBytes, bytes);
    if (extraBytes > 0 && !this.seeding) this.extras.set(key, extraBytes);
    this.tables[name].set(id, row);
    return row;
  }

  /**
   * Changes a stored record by `changes` (checked against its type) and stamps it updated now;
   * counted at its new size, or a StorageRefusal and the record unchanged.
   */
  update<T extends Table, R extends Row<T>>(name: T, row: R, changes: Partial<R>): R {
    const next = { ...row, ...changes, updated: nowIso() };
    const key = `${name}:${idOf(row)}`;
    const bytes = recordBytes(next);
    this.keep(key);
    this.count(key, bytes + (this.extras.get(key) ?? 0), bytes);
    if (this.journal && !this.seeding) {
      const before = { ...row };
      this.journal.push(() => {
        for (const field of Object.keys(next)) if (!(field in before)) delete (row as Record<string, unknown>)[field];
        Object.assign(row, before);
      });
    }
    return Object.assign(row, next);
  }

  /** Deletes a record and what it counted, an account's password with it. */
  remove(name: Table, id: string): void {
    this.keep(`${name}:${id}`, [this.table(name), id]);
    this.keep(`passwords:${id}`, [this.passwords, id]);
    this.tables[name].delete(id);
    this.release(`${name}:${id}`);
    this.extras.delete(`${name}:${id}`);
    this.passwords.delete(id);
    this.release(`passwords:${id}`);
  }

  /** Opens a login's session, counted like a record (held until a reset), or throws a StorageRefusal. */
  openSession(sessionId: string, session: Session): void {
    this.hold(`sessions:${sessionId}`, jsonBytes({ sessionId, ...session }), [this.sessions, sessionId]);
    this.sessions.set(sessionId, session);
  }

  /** Counts `bytes` held outside the tables (an admin's access token), or throws a StorageRefusal. */
  hold(key: string, bytes: number, entry?: [Map<string, unknown>, string]): void {
    this.keep(key, entry);
    this.count(key, bytes);
  }

  /** Stops counting what `hold` (or a record) counted under `key`. */
  release(key: string): void {
    this.total -= this.stored.get(key) ?? 0;
    this.stored.delete(key);
  }

  /** Keeps an account's password (counted like a record), or throws a StorageRefusal. */
  setPassword(accountId: string, password: string): void {
    this.keep(`passwords:${accountId}`, [this.passwords, accountId]);
    this.count(`passwords:${accountId}`, jsonBytes(password));
    this.passwords.set(accountId, password);
  }
}

/** A deep copy of a named example of any of the contracts (they share their components). */
export function exampleReader(docs: Record<Surface, OpenApiDocument>) {
  return function example<T>(name: string): T {
    for (const surface of SURFACES) {
      const found = docs[surface].components.examples?.[name]; // a contract read only when the ones before lack it
      if (found && 'value' in found) return structuredClone(found.value) as T;
    }
    throw new Error(`The contracts have no example named ${name}`);
  };
}

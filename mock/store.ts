// The mock's state: tables of records in memory, seeded from the contracts' examples so that the
// first list a newcomer opens shows what the contract documents.
import type { OpenApiDocument } from './contracts.js';
import { SURFACES, type Surface } from './surfaces.js';
import { nowIso } from './ids.js';
import { jsonBytes, recordTooLarge, Refusal, storageFull, type Limits } from './limits.js';
import { idOf, own, TABLES, type Row, type Table } from './rows.js';

type Tables = { [T in Table]: Map<string, Row<T>> };

/** A record with its own fields too (they are stored, if never answered): its bytes and its JSON. */
const withOwn = (row: Row<Table>) => ({ ...row, ...(row as { [own]?: object })[own] });
const recordBytes = (row: Row<Table>) => jsonBytes(withOwn(row));
const recordJson = (row: Row<Table>) => JSON.stringify(withOwn(row));

const setOrDelete = <V>(map: Map<string, V>, key: string, value: V | undefined) =>
  value === undefined ? map.delete(key) : map.set(key, value);

export type Session = { kind: 'admin' | 'user'; id: string };

export class Store {
  tables = Object.fromEntries(TABLES.map((name) => [name, new Map()])) as Tables;
  /** By account id (admins and end users). */
  passwords = new Map<string, string>();
  sessions = new Map<string, Session>();
  /** Bytes of uploaded files and images, by id. */
  blobs = new Map<string, { bytes: Uint8Array; type: string; name: string }>();
  /**
   * What calls stored, for the stored-bytes limit, by `<table>:<id>` (a record's JSON, with the
   * bytes of an upload kept beside it, `extra`, counted with it on every change), `passwords:<id>`,
   * `sessions:<id>` and `tokens:<signature>`. The seed's records count from the first call that changes them.
   */
  private stored = new Map<string, { bytes: number; extra: number }>();
  private total = 0;
  /** Each seeded record as JSON when seeded, by `<table>:<id>`: what a reseed compares with. */
  private seeded = new Map<string, string>();
  private seeding = 0;
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
    this.seeder = seed(this);
    if (!lazy) this.need();
  }

  private need(table?: Table): void {
    this.seeding++;
    try {
      for (const name of this.seeder(table))
        for (const [id, row] of this.tables[name]) this.seeded.set(`${name}:${id}`, recordJson(row));
    } finally {
      this.seeding--;
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
   * Sets `id` of `map` (labelled `label`) to `value`, or deletes it when `value` is undefined,
   * counting `bytes` (and an upload's `extra` beside them) under `<label>:<id>`; undone if the call
   * fails (`atomically`). Throws a Refusal (413), changing nothing, when the bytes are over a
   * record's cap or the total would pass its own.
   */
  put<V>(label: string, map: Map<string, V>, id: string, value: V | undefined, bytes = 0, extra = 0): void {
    const key = `${label}:${id}`;
    const [held, before] = [this.stored.get(key), map.get(id)];
    if (!this.seeding) {
      const { maxRecordBytes, maxStoredBytes } = this.limits;
      if (value !== undefined && bytes > maxRecordBytes) throw new Refusal(recordTooLarge(maxRecordBytes, bytes));
      const entry = value === undefined ? undefined : { bytes: bytes + extra, extra };
      if (this.total - (held?.bytes ?? 0) + (entry?.bytes ?? 0) > maxStoredBytes)
        throw new Refusal(storageFull(maxStoredBytes));
      this.journal?.push(() => {
        this.count(key, held);
        setOrDelete(map, id, before);
      });
      this.count(key, entry);
    }
    setOrDelete(map, id, value);
  }

  /** Counts `entry` under `key` instead of what it held (nothing when undefined). */
  private count(key: string, entry: { bytes: number; extra: number } | undefined): void {
    this.total += (entry?.bytes ?? 0) - (this.stored.get(key)?.bytes ?? 0);
    setOrDelete(this.stored, key, entry);
  }

  /**
   * Runs a call's writes all or nothing: when `write` throws (a Refusal, say), every record,
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

  table<T extends Table>(name: T): Tables[T] {
    this.need(name);
    return this.tables[name];
  }

  /** The table's records, in the order they were stored. */
  rows<T extends Table>(name: T): Row<T>[] {
    return [...this.table(name).values()];
  }

  /** Stores a record (counted with `extraBytes` of an upload beside it), or throws a Refusal. */
  insert<T extends Table>(name: T, row: Row<T>, extraBytes = 0): Row<T> {
    this.put(name, this.table(name), idOf(row), row, recordBytes(row), extraBytes);
    return row;
  }

  /**
   * Changes a stored record by `changes` (checked against its type) and stamps it updated now;
   * counted at its new size, or a Refusal and the record unchanged.
   */
  update<T extends Table, R extends Row<T>>(name: T, row: R, changes: Partial<R>): R {
    const next = { ...row, ...changes, updated: nowIso() };
    const id = idOf(row);
    this.put(name, this.tables[name], id, row, recordBytes(next), this.stored.get(`${name}:${id}`)?.extra);
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
  remove<T extends Table>(name: T, id: string): void {
    this.put(name, this.table(name), id, undefined);
    this.put('passwords', this.passwords, id, undefined);
  }

  /** Keeps an account's password (counted like a record), or throws a Refusal. */
  setPassword(accountId: string, password: string): void {
    this.put('passwords', this.passwords, accountId, password, jsonBytes(password));
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

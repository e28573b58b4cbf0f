// What a modelled operation receives and answers, what a domain's seed is given, and the small
// helpers every domain uses.
import type { Faker } from '@faker-js/faker';
import type { OpenApiDocument, Surface } from './contracts.js';
import type { Limits } from './limits.js';
import type { Body, OperationKey, Params, Query } from './operations.js';
import type { Row, SeedRow, Table } from './rows.js';
import type { Store } from './store.js';
import type { Operation } from './validator-input.js';
import type { AccessClaims, TokenSigner } from './tokens.js';

export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

/** A call of operation `K` (or of any of a union of them), as its contract types it after validation. */
export interface MockRequest<K extends OperationKey = OperationKey> {
  surface: Surface;
  /** Its operation, as matched and resolved (./router.ts). */
  operation: Operation;
  params: Params<K>;
  query: Query<K>;
  /** The query string as sent, for parameters whose names are data (`f.title`, `o.views`). */
  rawQuery: URLSearchParams;
  body: Body<K>;
  files: Record<string, UploadedFile>;
  /** The admin whose access token and session the call carries (admin surface). */
  admin?: Row<'admins'>;
  claims?: AccessClaims;
  /** The end user whose session the call carries (end-user surface). */
  user?: Row<'users'>;
}

export interface MockReply {
  status: number;
  body?: unknown;
  /** Raw bytes instead of JSON (downloads). */
  bytes?: UploadedFile;
  /** The content type of a body that is not JSON (a CSV example, say): a string, Blob or bytes, sent as they are. */
  contentType?: string;
}

/** Who a call is from: the credentials its surface checked (./auth.ts). */
export type Identity = Pick<MockRequest, 'admin' | 'claims' | 'user'>;

export interface Platform {
  store: Store;
  tokens: TokenSigner;
  projectId: string;
  docs: Record<Surface, OpenApiDocument>;
  limits: Limits;
  keys: { apiKey: string; privateApiKey: string };
  /** The mock's "today" (the `now` option). */
  now: Date;
  example<T>(name: string): T;
}

/** What a domain's seed (`domains/<d>/seed.ts`) is given, on the first use of its tables (domains/index.ts). */
export interface Seeding extends Pick<Platform, 'store' | 'example'> {
  /** The `seed` option: `own` and `empty` seed only the accounts and what they need. */
  preset: 'demo' | 'empty' | 'own';
  /**
   * The records of `table` the named examples hold (a record, a list or a page of them; `Name.field`
   * for each record's `field`), each once: two examples of one record (one `_id`) must agree, or
   * this throws naming both files and the fields they differ in.
   */
  rows<T extends Table>(table: T, ...sources: string[]): SeedRow<T>[];
  fill<T extends Table>(table: T, rows: SeedRow<T>[]): void;
  /** The demo's two seeded fakers (English, German) and its "today": `demo` only. */
  demo?: { en: Faker; de: Faker; now: Date };
  /** What a domain's seed leaves for those that need it (the signed-in end user, the demo's people). */
  shared: { endUserId: string; users: SeedRow<'users'>[]; transactions: SeedRow<'transactions'>[] };
}

export type Handler<K extends OperationKey = OperationKey> = (
  request: MockRequest<K>,
  platform: Platform,
) => MockReply | Promise<MockReply>;
/** Modelled operations, keyed `<surface>.<operationId>`: each handler gets its operation's types. */
export type Handlers = { [K in OperationKey]?: Handler<K> };

export const ok = (body: unknown, status = 200): MockReply => ({ status, body });
export const noContent = (): MockReply => ({ status: 204 });
export const fail = (status: number, message: string, code?: string, details?: unknown) => ({
  status,
  body: { message, ...(code ? { code } : {}), ...(details === undefined ? {} : { details }) },
});
/** A 404 in the handler's own words: `Not found: ` and what was looked for (`no user with id …`). */
export const notFound = (what: string): MockReply => fail(404, `Not found: ${what}`, 'NOT_FOUND');
export const forbidden = (): MockReply => fail(403, 'Forbidden', 'FORBIDDEN');
/** A 422 naming one `field`: `Validation failed: <subject> <what>`, the subject the field unless given. */
export const invalid = (field: string, what: string, subject = field) =>
  fail(422, `Validation failed: ${subject} ${what}`, 'VALIDATION_FAILED', { field });

/** One page of `rows` as the contract's PageMeta pages them. */
export function page<T>(rows: T[], { page = 1, limit = 20 }: { page?: number; limit?: number }) {
  return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
}

export const newestFirst = (a: { created?: string }, b: { created?: string }) =>
  (b.created ?? '').localeCompare(a.created ?? '');

/** Fields of `patch` that are not undefined, for updates that keep what is left out. */
export function defined<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

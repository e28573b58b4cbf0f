// What `startMockPlatform` takes and gives (docs/design.md, decision 21). Node-free on purpose: a consumer's type
// check needs none of the mock's optional peers.
import type { SeedRow, Table } from './rows.js';
import type { OpenApiDocument, Surface } from './surfaces.js';

/**
 * Records to start the mock with instead of the demo (`seed` option), by table, each row as its
 * contract type shows it on the wire (dates as ISO strings) with the mock's own fields: the
 * owner of a bank card (`userId`, which the contract's BankCard does not show), a `password` an
 * end user or admin signs in with, who has seen a message (`seenBy`), a preference's `_id`. The
 * three accounts of `credentials` and the permission catalogue are always there besides.
 */
export type MockSeedData = { [T in Table]?: SeedRow<T>[] };

/**
 * The mock's options, each documented here once with its default (the value in {@link MOCK_DEFAULTS}).
 * `startMockPlatform` takes them all; `createMockHandlers` those that apply without a server
 * ({@link MockHandlersOptions}). A bad value throws at once, a RangeError or TypeError naming it.
 */
export interface MockPlatformOptions {
  /**
   * What the mock starts with (and `reset()` returns to): `'demo'`, the contracts' examples and
   * enough generated records for every screen (64 request actions, pages of news in English and
   * German, transactions, conversations, holidays around `now`), the same on every start from a
   * fixed seed (needs the optional peer `@faker-js/faker`); `'empty'`, only the accounts; or your
   * own records. @default "demo"
   */
  seed?: 'demo' | 'empty' | MockSeedData;
  /**
   * The mock's "today" for the demo's dates (holidays this month and the next, request actions
   * of the last months) and the holiday balance's default year: a Date or an ISO string.
   * @default the real date when the mock starts
   */
  now?: Date | string;
  /**
   * The web pages that may call the mock (REST and chat) from a browser: `'loopback'` allows
   * pages served from localhost, 127.0.0.0/8 and [::1] (a console on another port), `'*'` any
   * page, or a list of exact origins (`['https://dev.example.com']`). Calls from outside a
   * browser (Node, curl) send no origin and are always answered. Server only: under MSW every
   * page is the mock's own (`'*'`). @default "loopback"
   */
  corsOrigins?: 'loopback' | '*' | readonly string[];
  /**
   * Host names the mock answers besides loopback names (`localhost`, `*.localhost`, 127.0.0.0/8,
   * `[::1]`) and the `host` it listens on. A request (REST or the chat's handshake) with any other
   * `Host` is refused with 403 `HOST_NOT_ALLOWED` before routing: a page on a name its owner
   * points at 127.0.0.1 (DNS rebinding) is same-origin with the mock, so CORS alone cannot stop
   * it. As Vite's `server.allowedHosts`: `'.example.test'` takes the name and every subdomain;
   * `true` answers any name (and lets rebinding in). Server only. @default []
   */
  allowedHosts?: readonly string[] | true;
  /** Port of the one HTTP server (read the one taken from `urls`). Server only. @default 0 (any free port) */
  port?: number;
  /** Interface to listen on. Server only. @default "127.0.0.1" */
  host?: string;
  /** Lifetime of the admin access tokens the logins give, in seconds (a positive integer). @default 3600 */
  tokenTtlSeconds?: number;
  /** The largest request body read, in bytes; a larger one is refused with 413 `PAYLOAD_TOO_LARGE`. @default 20971520 (20 MiB) */
  maxBodyBytes?: number;
  /**
   * The largest box value the mock keeps, in bytes of its JSON text; a larger one is refused with
   * 413 `VALUE_TOO_LARGE`. @default 1048576 (1 MiB)
   */
  maxBoxValueBytes?: number;
  /**
   * The longest box key the mock keeps, in UTF-8 bytes; a longer one is refused with 413
   * `KEY_TOO_LARGE`. @default 1024
   */
  maxBoxKeyBytes?: number;
  /**
   * The largest record a call may store, in bytes of its JSON (a sign-up, a CMS entry, a request
   * action with its comments, a chat message…); a write that would make one larger is refused with
   * 413 `RECORD_TOO_LARGE` and changes nothing. @default 2097152 (2 MiB)
   */
  maxRecordBytes?: number;
  /**
   * The most bytes that calls may have stored at once: every record they create or change (as
   * JSON), uploaded files, passwords and live sign-ins (sessions, admin tokens) together; the
   * seed's records count once a call changes them. A write (or sign-in) past it is refused with
   * 413 `STORAGE_FULL` until something is deleted or `reset()`. @default 104857600 (100 MiB)
   */
  maxStoredBytes?: number;
}

/** Options of `createMockHandlers` (platform-client/mock/msw): {@link MockPlatformOptions} without a server's, and `baseUrl`. */
export type MockHandlersOptions = Omit<MockPlatformOptions, 'corsOrigins' | 'allowedHosts' | 'port' | 'host'> & {
  /**
   * The URL the surfaces sit under: `${baseUrl}/admin`, `${baseUrl}/public`, … (`urls` gives them).
   * An origin of its own keeps the mock apart from anything else the page or test fetches.
   * @default "http://platform.mock"
   */
  baseUrl?: string;
};

/** Every option's default but `now`'s, in one place: a new cap is one line here, its option above, and its check. */
export const MOCK_DEFAULTS = {
  seed: 'demo',
  corsOrigins: 'loopback',
  allowedHosts: [] as readonly string[],
  port: 0,
  host: '127.0.0.1',
  baseUrl: 'http://platform.mock',
  tokenTtlSeconds: 3600,
  limits: {
    maxBodyBytes: 20 * 1024 * 1024,
    maxBoxValueBytes: 1024 * 1024,
    maxBoxKeyBytes: 1024,
    maxRecordBytes: 2 * 1024 * 1024,
    maxStoredBytes: 100 * 1024 * 1024,
  },
} as const satisfies Required<Omit<MockHandlersOptions & MockPlatformOptions, 'now' | `max${string}`>> & {
  limits: Required<Pick<MockPlatformOptions, `max${string}` & keyof MockPlatformOptions>>;
};

/** An account the mock accepts. */
export interface MockAccount {
  email: string;
  password: string;
}

/** A running mock platform. */
export interface MockPlatform {
  /** Base URLs of the four surfaces, and the chat client's `url`. */
  urls: { admin: string; public: string; private: string; enduser: string; chat: string };
  /** The project the seed data belongs to; pass it as the admin client's `projectId`. */
  projectId: string;
  /** Accounts and keys: `admin` may do everything, `readOnlyAdmin` only read. */
  credentials: Record<'admin' | 'readOnlyAdmin' | 'endUser', MockAccount> & Record<'apiKey' | 'privateApiKey', string>;
  /**
   * Back to the seed data; sessions and tokens end too (sign in again), chat sockets are
   * disconnected. With `now`, the mock's "today" changes first (the demo's dates move with it).
   * From another process: `POST /__mock/reset` with `{ "now"?: "<ISO date>" }` (loopback only).
   */
  reset(options?: { now?: Date | string }): void;
  /**
   * Serves new contracts without a restart (`npm start` calls it on each save under openapi/):
   * the four bundled documents, as generated/openapi/ holds them, or, without an argument, those
   * read again from there. Routing, validation and the seeded records no call has changed follow
   * them; what calls created or changed, sessions and tokens stay. Rejects, still serving the
   * contracts it had, when one cannot be served.
   */
  reloadContracts(contracts?: Record<Surface, OpenApiDocument>): Promise<void>;
  /** Stops the server and the chat endpoint, ending connections and requests in flight. */
  close(): Promise<void>;
}

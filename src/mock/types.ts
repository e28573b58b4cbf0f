// What `startMockPlatform` takes and gives (docs/design.md, decision 21). Node-free on purpose: a consumer's type
// check needs none of the mock's optional peers.

/** Options of {@link startMockPlatform}. */
export interface MockPlatformOptions {
  /** Port of the one HTTP server. @default 0 (any free port) */
  port?: number;
  /** Interface to listen on. @default "127.0.0.1" */
  host?: string;
  /** Lifetime of the admin access tokens the logins give, in seconds. @default 3600 */
  tokenTtlSeconds?: number;
  /** The largest request body read, in bytes; a larger one is refused with 413 `PAYLOAD_TOO_LARGE`. @default 20971520 (20 MiB) */
  maxBodyBytes?: number;
  /**
   * The largest box value the mock keeps, in bytes of its JSON text; a larger one is refused with
   * 413 `VALUE_TOO_LARGE`. @default 1048576 (1 MiB)
   */
  maxBoxValueBytes?: number;
  /**
   * The most bytes that calls may have stored at once (box values and uploaded files together);
   * a write past it is refused with 413 `STORAGE_FULL` until something is deleted or `reset()`.
   * @default 104857600 (100 MiB)
   */
  maxStoredBytes?: number;
}

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
  credentials: {
    admin: MockAccount;
    readOnlyAdmin: MockAccount;
    endUser: MockAccount;
    apiKey: string;
    privateApiKey: string;
  };
  /** Back to the seed data; sessions and tokens end too (sign in again), chat sockets are disconnected. */
  reset(): void;
  /** Stops the server and the chat endpoint, ending connections and requests in flight. */
  close(): Promise<void>;
}

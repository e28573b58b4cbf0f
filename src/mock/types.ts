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

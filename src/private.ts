// platform-client/private: the private client, whose key is a server secret (docs/design.md,
// decision 17). A server-only entry: package.json resolves it for servers (Node, Deno, Bun,
// React Server Components, edge runtimes) and for no browser bundle (`"browser": null`), so a
// client component that imports it fails to build instead of shipping the key.
export { createPrivateClient } from './clients/private.js';
export type { PrivateClient, PrivateClientOptions } from './clients/private.js';

// platform-client/zod/admin: the generated zod schemas of the admin surface (DESIGN 10). The
// schemas describe what the client returns (Date where a fetcher gives a Date); `wire` holds
// the same schemas for the raw JSON on the wire; `responseSchemas` is what the `validate`
// client option reads; `wireResponseSchemas` the wire schema of each answer.
export * from '../../generated/zod/admin/index.js';
export * as wire from '../../generated/zod-wire/admin/index.js';
export { responseSchemas } from '../../generated/zod/admin/responses.js';
export { responseSchemas as wireResponseSchemas } from '../../generated/zod-wire/admin/responses.js';

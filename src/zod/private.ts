// platform-client/zod/private: the generated zod schemas of the private surface (DESIGN 10). The
// schemas describe what the client returns (Date where a fetcher gives a Date); `wire` holds
// the same schemas for the raw JSON on the wire; `responseSchemas` is what the `validate`
// client option reads; `wireResponseSchemas` the wire schema of each answer.
export * from '../../generated/zod/private/index.js';
export * as wire from '../../generated/zod-wire/private/index.js';
export { responseSchemas } from '../../generated/zod/private/responses.js';
export { responseSchemas as wireResponseSchemas } from '../../generated/zod-wire/private/responses.js';

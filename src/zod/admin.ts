// platform-client/zod/admin: the generated zod schemas of the admin surface (docs/design.md, decision 10). The
// schemas describe what the client returns (Date where a fetcher gives a Date); `wire` holds
// the same schemas for the raw JSON; `responseSchemas` (output) and `wireResponseSchemas` give
// each operation's answer schema by `METHOD /path`; `validate: schemas` reads the first.
import { responseSchemas as outputs } from '../../generated/zod/admin/responses.js';
import { withCheck } from '../core/response-validation.js';

export * from '../../generated/zod/admin/index.js';
export * as wire from '../../generated/zod-wire/admin/index.js';
export { responseSchemas as wireResponseSchemas } from '../../generated/zod-wire/admin/responses.js';

/** Output schemas by `METHOD /path`, and the check the `validate` client option calls. */
export const responseSchemas = /* @__PURE__ */ withCheck(outputs);

// platform-client/zod/public: the generated zod schemas of the public surface (docs/design.md, decision 10), one
// tree: a date-time is a codec, so `parse` (or `decode`) takes the JSON the platform sends and gives
// what the client returns (a Date), `encode` gives the JSON back, and `z.input` is the wire type.
// `responseSchemas` gives each operation's answer schema by `METHOD /path`; `validate: schemas` reads it.
import { responseSchemas as answers } from '../../generated/zod/public/responses.js';
import { withCheck } from '../core/response-validation.js';

export * from '../../generated/zod/public/index.js';

/** Answer schemas by `METHOD /path`, and the check the `validate` client option calls. */
export const responseSchemas = /* @__PURE__ */ withCheck(answers);

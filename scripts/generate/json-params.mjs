// Query parameters the contract sends JSON-encoded (`content: application/json`, the v3 `s2` and
// `f2` groups) are typed as the value the caller gives, not as the string on the wire: the
// transport encodes them (it reads `json` from generated/operations). openapi-typescript types
// `content` parameters as plain strings, so it reads a copy rewritten here.
import { parameterObjects } from './model.mjs';

export function jsonParamsAsSchemas(doc) {
  const copy = structuredClone(doc);
  const rewrite = (param) => {
    if (!param || param.$ref || !param.content) return;
    const media = param.content['application/json'] ?? Object.values(param.content)[0];
    param.schema = media.schema;
    delete param.content;
  };
  for (const param of parameterObjects(copy)) rewrite(param);
  return copy;
}

// Query parameters the contract sends JSON-encoded (`content: application/json`, the v3 `s2` and
// `f2` groups) are typed as the value the caller gives, not as the string on the wire: the
// transport encodes them (it reads `json` from generated/operations). openapi-typescript types
// `content` parameters as plain strings, so it reads a copy rewritten here.
export function jsonParamsAsSchemas(doc) {
  const copy = structuredClone(doc);
  const rewrite = (param) => {
    if (!param || param.$ref || !param.content) return;
    const media = param.content['application/json'] ?? Object.values(param.content)[0];
    param.schema = media.schema;
    delete param.content;
  };
  for (const param of Object.values(copy.components?.parameters ?? {})) rewrite(param);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const param of item.parameters ?? []) rewrite(param);
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && Array.isArray(op.parameters)) op.parameters.forEach(rewrite);
    }
  }
  return copy;
}

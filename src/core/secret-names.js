// The one list of names that mark a credential (an API key, a token, a session id, a password, a
// secret): the transport redacts such headers from errors and log lines (./redact.ts), and the
// generator marks an answer or variables holding such a field as never persisted
// (scripts/generate/persist.mjs, beside the contract's `writeOnly` and `format: password`). Plain
// JavaScript, so the generator (Node, no TypeScript) imports the very module the client does.

/**
 * Whether a header name carries a credential by convention (`authorization`, `x-api-key`,
 * `cookie`, custom `x-auth-token`...).
 * @param {string} name
 */
export const isSecretHeader = (name) => /auth|token|key|secret|session|password|cookie|signature/i.test(name);

/** Field names (a body's, an answer's, a parameter's) that hold a credential; each is also a secret header name. */
export const SECRET_FIELD =
  /^(api_?key|private_?api_?key|(access_?|refresh_?|id_?)?token|session_?id|password|secret|client_?secret)$/i;

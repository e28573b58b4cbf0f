// Keeping the client's credentials out of errors and log lines, even when a server echoes them.

import { isSecretHeader } from './secret-names.js';

/** Shorter values are too common in ordinary text to be found and replaced reliably. */
const MIN_SECRET_LENGTH = 4;

const REDACTED = '[redacted]';

/** `text` with every occurrence of each secret replaced by `[redacted]`. */
export function scrub(text: string, secrets: readonly string[]): string {
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && text.includes(secret)) text = text.split(secret).join(REDACTED);
  }
  return text;
}

/**
 * `text` parsed as JSON with `secrets` taken out of every string and every key once decoded: a
 * server may echo a credential with `\u` escapes, or one holding `"` escaped, which the raw text
 * does not show as it is.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON.parse's own type: the caller's schema types the value
export const parseRedacted = (text: string, secrets: readonly string[]): any =>
  JSON.parse(text, (_, v) =>
    typeof v === 'string'
      ? scrub(v, secrets)
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [scrub(k, secrets), x]))
        : v,
  );

/**
 * Headers for a log line: credential headers replaced, and any value holding one of `secrets`,
 * so no token, key or session id is ever logged.
 */
export function redactHeaders(
  headers: Record<string, string>,
  secrets: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(headers)) out[key] = isSecretHeader(key) ? REDACTED : scrub(headers[key]!, secrets);
  return out;
}

/** The secret-named values of a headers object: credentials the caller added as headers. */
export function secretHeaderValues(headers: Record<string, string>): string[] {
  return Object.keys(headers)
    .filter(isSecretHeader)
    .map((name) => headers[name]!);
}

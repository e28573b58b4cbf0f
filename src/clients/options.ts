import { checkHeaderValue, checkHeaders, checkNumbers } from '../core/check-options.js';
import type { TransportOptions } from '../core/transport.js';

export function requireString(options: object, name: string, kind: string): string {
  const value = (options as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value.length === 0) {
    // The message names the option, never its value: it may be a secret.
    throw new TypeError(`${kind}: \`${name}\` is required and must be a non-empty string.`);
  }
  return value;
}

/** A credential option (key, session id, token): required, and sendable as a header value. */
export function requireCredential(options: object, name: string, kind: string): string {
  const value = requireString(options, name, kind);
  checkHeaderValue(value, name, kind);
  return value;
}

/** An optional credential option: absent, or as `requireCredential` asks. */
export function optionalCredential(options: object, name: string, kind: string): string | undefined {
  const value = (options as Record<string, unknown>)[name];
  return value === undefined || value === '' ? undefined : requireCredential(options, name, kind);
}

/** The checks every factory makes (DESIGN 20): base URL, numeric ranges, header values. */
export function checkTransportOptions(options: TransportOptions, kind: string): void {
  requireString(options, 'baseUrl', kind);
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new TypeError(`${kind}: \`baseUrl\` must be an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`${kind}: \`baseUrl\` must be an http or https URL.`);
  // A password in the URL would go into every error's URL and cause; credentials have their options.
  if (url.username || url.password) throw new TypeError(`${kind}: \`baseUrl\` must not carry credentials (user:password@).`);
  if (url.search || url.hash) throw new TypeError(`${kind}: \`baseUrl\` must not have a query or a fragment.`);
  checkNumbers(options, kind);
  checkHeaders(options.headers, kind);
}

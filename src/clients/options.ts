import { checkHeaderValue, checkHeaders, checkNumbers } from '../core/check-options.js';
import type { SchemaModule } from '../core/response-validation.js';
import type { TransportOptions } from '../core/transport.js';

/**
 * A string option: required (or absent when `optional`), non-empty, and for a credential
 * sendable as a header value. The message names the option, never its value: it may be a secret.
 */
function requireString(options: object, name: string, kind: string, credential?: boolean, optional?: boolean): string {
  const value = (options as Record<string, unknown>)[name];
  if (optional && (value === undefined || value === '')) return '';
  if (typeof value !== 'string' || !value) throw new TypeError(`${kind}: \`${name}\` is required: a non-empty string.`);
  if (credential) checkHeaderValue(value, name, kind);
  return value;
}

/** A credential option (key, session id, token): required, and sendable as a header value. */
export const requireCredential = (options: object, name: string, kind: string): string =>
  requireString(options, name, kind, true);

/** An optional credential option: absent (''), or as `requireCredential` asks. */
export const optionalCredential = (options: object, name: string, kind: string): string =>
  requireString(options, name, kind, true, true);

/** The checks every factory makes (docs/design.md, decision 20): base URL, numeric ranges, header values. */
export function checkTransportOptions(options: TransportOptions, kind: string): void {
  // Absolute http(s); no user:password@ (it would go into every error's URL and cause), no query or fragment.
  if (!/^https?:\/\/[^/?#@\s]+(\/[^?#]*)?$/i.test(requireString(options, 'baseUrl', kind))) {
    throw new TypeError(`${kind}: \`baseUrl\` must be an absolute http(s) URL without credentials, query or fragment.`);
  }
  checkNumbers(options, kind);
  checkHeaders(options.headers, kind);
}

/** The `validate` option of every client kind, for its surface `S`. */
export interface ValidateOption<S extends string> {
  /**
   * Checks every answer against the contract's output schemas and fails a call whose answer
   * differs with ResponseValidationError (docs/design.md, decision 10). Give the surface's schema
   * module: `import * as schemas from 'platform-client/zod/admin'` (or `/public`, `/private`,
   * `/enduser`). Without it the client holds no zod.
   * @default undefined (answers are not checked)
   */
  validate?: SchemaModule<S>;
}

import { isHeaderSafe } from '../core/check-options.js';
import { ResponseParseError, type ErrorOptions } from '../core/errors.js';

/** A ResponseParseError of the login `POST <baseUrl><path>`: its message says what is wrong, never a value. */
export function loginAnswerError(baseUrl: string, path: string, message: string): ResponseParseError {
  const where: ErrorOptions = { method: 'POST', url: baseUrl.replace(/\/+$/, '') + path };
  return new ResponseParseError(`POST ${where.url}: ${message}`, where);
}

/**
 * A credential from a login answer: a non-empty string a header can carry, or a
 * ResponseParseError naming the field (never its value) and the operation.
 */
export function credentialFrom(data: unknown, field: string, baseUrl: string, path: string): string {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || value.length === 0)
    throw loginAnswerError(baseUrl, path, `the answer has no \`${field}\` string.`);
  if (!isHeaderSafe(value))
    throw loginAnswerError(baseUrl, path, `the answer's \`${field}\` holds a character a header cannot carry.`);
  return value;
}

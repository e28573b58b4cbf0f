import { isHeaderSafe } from '../core/check-options.js';
import { ResponseParseError, type ErrorOptions } from '../core/errors.js';

/**
 * A credential from a login answer: a non-empty string a header can carry, or a
 * ResponseParseError naming the field (never its value) and the operation.
 */
export function credentialFrom(data: unknown, field: string, baseUrl: string, path: string): string {
  const where: ErrorOptions = { method: 'POST', url: `${baseUrl.replace(/\/+$/, '')}${path}` };
  const at = `POST ${where.url}`;
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || value.length === 0) {
    throw new ResponseParseError(`${at}: the answer has no \`${field}\` string.`, where);
  }
  if (!isHeaderSafe(value)) {
    throw new ResponseParseError(`${at}: the answer's \`${field}\` holds a character a header cannot carry.`, where);
  }
  return value;
}

import type { TransportOptions } from '../core/transport.js';

export function requireString(options: object, name: string, kind: string): string {
  const value = (options as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value.length === 0) {
    // The message names the option, never its value: it may be a secret.
    throw new TypeError(`${kind}: \`${name}\` is required and must be a non-empty string.`);
  }
  return value;
}

export function checkTransportOptions(options: TransportOptions, kind: string): void {
  requireString(options, 'baseUrl', kind);
  try {
    new URL(options.baseUrl);
  } catch {
    throw new TypeError(`${kind}: \`baseUrl\` must be an absolute URL.`);
  }
}

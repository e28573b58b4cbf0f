// Which web pages may call the mock from a browser (issue 25, item 7; the `corsOrigins` option of
// ./types.ts): the mock's keys are fixed and public (`pk_mock`), so with `*` any page the developer
// opens could drive it.
import { isLoopbackHost } from './host-check.js';
import { MOCK_DEFAULTS, type MockPlatformOptions } from './types.js';

const BASE = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-api-key, x-session-id, x-idempotent, x-request-id',
  'access-control-expose-headers': 'content-disposition, x-request-id',
  'access-control-max-age': '600',
};

/** Whether `origin` is a page served from this machine: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { protocol, hostname } = new URL(origin);
  return (protocol === 'http:' || protocol === 'https:') && isLoopbackHost(hostname);
}

/** The check for one option value; a RangeError names a value it cannot be. */
export function originPolicy(
  option: MockPlatformOptions['corsOrigins'] = MOCK_DEFAULTS.corsOrigins,
  caller = 'startMockPlatform',
): (origin: string) => boolean {
  if (option === 'loopback') return isLoopbackOrigin;
  if (option === '*') return () => true;
  if (Array.isArray(option) && option.every((o) => typeof o === 'string')) {
    const allowed = new Set(option.map((o) => o.replace(/\/+$/, '')));
    return (origin) => allowed.has(origin);
  }
  throw new RangeError(`${caller}: \`corsOrigins\` must be 'loopback', '*' or an array of origins.`);
}

/**
 * The CORS headers of an answer to a request from `origin`: the allowed origin echoed (with
 * `vary: origin`, so no cache serves it to another page), or none, which the browser refuses.
 */
export function corsHeaders(origin: string | undefined, allows: (origin: string) => boolean): Record<string, string> {
  if (!origin || !allows(origin)) return { vary: 'origin' };
  return { ...BASE, 'access-control-allow-origin': origin, vary: 'origin' };
}

// Which `Host` the mock answers (issue 33, item 1; the `allowedHosts` option of ./types.ts says why):
// plain values in, plain values out, so that any HTTP adapter (node:http, a fetch handler) can call it.
import { MOCK_DEFAULTS, type MockPlatformOptions } from './types.js';

/** The host name of a Host header (`name:port`, `[v6]:port`), lower-cased, without a trailing dot; undefined when it is none. */
function hostName(host: string | undefined): string | undefined {
  // A Host header is an authority: URL parses it, brackets and port included, and refuses junk.
  if (!host || /[/?#@\\\s]/.test(host) || !URL.canParse(`http://${host}`)) return undefined;
  return new URL(`http://${host}`).hostname.replace(/\.$/, '');
}

/** Whether a host name (as {@link hostName} gives it) is this machine's: localhost, *.localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackHost(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    // URL has already normalised the address (`127.1` becomes 127.0.0.1).
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/** The option's check; a RangeError names a value it cannot be. */
export function hostPolicy(
  boundHost: string,
  option: MockPlatformOptions['allowedHosts'] = MOCK_DEFAULTS.allowedHosts,
): (host: string | undefined) => boolean {
  if (option === true) return () => true;
  if (!Array.isArray(option) || !option.every((h) => typeof h === 'string' && h !== ''))
    throw new RangeError('startMockPlatform: `allowedHosts` must be `true` or an array of host names.');
  const exact = new Set<string>();
  const domains: string[] = [];
  for (const entry of option) {
    const domain = entry.startsWith('.');
    const name = hostName(domain ? entry.slice(1) : entry);
    if (!name)
      throw new RangeError(`startMockPlatform: \`allowedHosts\` holds ${JSON.stringify(entry)}, not a host name.`);
    exact.add(name);
    if (domain) domains.push(`.${name}`);
  }
  const bound = hostName(boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost);
  if (bound) exact.add(bound);
  return (host) => {
    const name = hostName(host);
    return name !== undefined && (isLoopbackHost(name) || exact.has(name) || domains.some((d) => name.endsWith(d)));
  };
}

/** The error body of the refusal: it names the host refused and the option that would allow it. */
export function hostRefusal(host: string | undefined): { message: string; code: string } {
  const shown = hostName(host) ?? 'none';
  return {
    message: `Host ${JSON.stringify(shown)} is not allowed: the mock answers loopback names (localhost, 127.0.0.1, [::1]) and its own host; add others to startMockPlatform's \`allowedHosts\``,
    code: 'HOST_NOT_ALLOWED',
  };
}

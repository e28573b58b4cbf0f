// Option checks shared by the factories and every call (docs/design.md, decision 20). Messages name the option,
// never its value: the value may be a secret.

import { MAX_TIMER_MS } from './timeouts.js';

/** Integer ranges of the numeric options; outside them a timer fires at once or a loop never ends. */
const RANGES: Array<[string, number?, number?]> = [
  ['timeout'],
  ['totalTimeout'],
  ['connectTimeout'],
  ['storageTimeout'],
  ['maxRetries', 0, 10],
  ['maxResponseBytes', 1, 2 ** 53],
];

/** Throws a RangeError naming the first numeric option that is given and not an integer in range. */
export function checkNumbers(options: object, where: string): void {
  // A timeout by default: from 1 ms to the longest a timer takes.
  for (const [name, min = 1, max = MAX_TIMER_MS] of RANGES) {
    const value = (options as Record<string, unknown>)[name];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) {
      throw new RangeError(`${where}: \`${name}\` must be an integer from ${min} to ${max}.`);
    }
  }
}

// A header value may hold TAB and visible Latin-1; anything else (CR, LF, NUL, other controls,
// characters past U+00FF) cannot be sent, or would split the header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses in a header value
const BAD_HEADER_VALUE = /[\0-\x08\n-\x1f\x7f]|[^\0-\xff]/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Whether a credential or header value can go into a header as it is. */
export const isHeaderSafe = (value: string): boolean => !BAD_HEADER_VALUE.test(value);

/** Throws a TypeError naming `option` when its value (or name) cannot be sent as a header. */
export function checkHeaderValue(value: string, option: string, where: string, name = 'x'): void {
  if (!isHeaderSafe(value) || !HEADER_NAME.test(name)) {
    throw new TypeError(`${where}: \`${option}\` holds a character a header cannot carry.`);
  }
}

/** Checks every name and value of a `headers` option. */
export function checkHeaders(headers: Record<string, string | undefined> | undefined, where: string): void {
  for (const [name, value] of Object.entries(headers ?? {}))
    if (value != null) checkHeaderValue(String(value), `headers.${name}`, where, name);
}

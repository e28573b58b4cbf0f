// Option checks shared by the factories and every call (DESIGN 20). Messages name the option,
// never its value: the value may be a secret.

const MAX_TIMER_MS = 2_147_483_647;

/** Integer ranges of the numeric options; outside them a timer fires at once or a loop never ends. */
const RANGES: Record<string, readonly [number, number]> = {
  timeout: [1, MAX_TIMER_MS],
  totalTimeout: [1, MAX_TIMER_MS],
  connectTimeout: [1, MAX_TIMER_MS],
  maxRetries: [0, 10],
  maxResponseBytes: [1, Number.MAX_SAFE_INTEGER],
};

/** Throws a RangeError naming the first numeric option that is given and not an integer in range. */
export function checkNumbers(options: object, where: string): void {
  for (const name in RANGES) {
    const value = (options as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const [min, max] = RANGES[name]!;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`${where}: \`${name}\` must be an integer from ${min} to ${max}.`);
    }
  }
}

// A header value may hold TAB and visible Latin-1; anything else (CR, LF, NUL, other controls,
// characters past U+00FF) cannot be sent, or would split the header.
const BAD_HEADER_VALUE = /[\0-\x08\n-\x1f\x7f]|[^\0-\xff]/;

/** Whether a credential or header value can go into a header as it is. */
export function isHeaderSafe(value: string): boolean {
  return !BAD_HEADER_VALUE.test(value);
}

/** Throws a TypeError naming `option` when its value cannot be a header value. */
export function checkHeaderValue(value: string, option: string, where: string): void {
  if (BAD_HEADER_VALUE.test(value)) {
    throw new TypeError(`${where}: \`${option}\` holds a control character or a character outside Latin-1, which a header cannot carry.`);
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Checks every name and value of a `headers` option. */
export function checkHeaders(headers: Record<string, string | undefined> | undefined, where: string): void {
  if (!headers) return;
  for (const name in headers) {
    if (!HEADER_NAME.test(name)) throw new TypeError(`${where}: \`headers\` has a name that is not a header name.`);
    const value = headers[name];
    if (value !== undefined && value !== null) checkHeaderValue(String(value), `headers.${name}`, where);
  }
}

// docs/design.md, decision 10: in free-form data (and in `reviveDates`, for data from elsewhere) a string shaped
// like YYYY-MM-DDTHH:MM:SS.fff… with fractional seconds and a zone becomes a Date; everything
// else, impossible dates included, stays a string. Fields the contract types `date-time` are
// read by `parseDateTime` (revive-plan.ts).

// The shape, and the ranges of the month, day, time and offset fields; the day is checked against
// its month and year below. A RegExp test, then the digits read by character code: no captures (their
// strings cost more than the expression).
const DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** 400 years of the Gregorian calendar (146097 days) in ms: Date.UTC maps years below 100 to 19xx. */
const CYCLE_MS = 12_622_780_800_000;

const utc = (year: number, month: number, day: number, minutes = 0, seconds = 0, ms = 0) =>
  Date.UTC(year + 400, month - 1, day, 0, minutes, seconds, ms) - CYCLE_MS;

/**
 * The Date of a value in a `format: date-time` field: any RFC 3339 timestamp with a zone, with
 * or without fractional seconds; undefined when it is not one (month 13, no zone, a leap second).
 */
export function parseDateTime(value: string): Date | undefined {
  if (!DATE_TIME.test(value)) return undefined;
  // The two digits at `at` (the expression has checked they are digits); 528 is 48 * 10 + 48.
  const two = (at: number) => value.charCodeAt(at) * 10 + value.charCodeAt(at + 1) - 528;
  const year = two(0) * 100 + two(2), month = two(5), day = two(8);
  // Feb 30 or Apr 31 would roll into the next month.
  if (day > 28 && new Date(utc(year, month, day)).getUTCDate() != day) return undefined;
  // Up to three digits of the fraction are read; the rest are dropped.
  let ms = 0;
  if (value.charCodeAt(19) === 46) {
    for (let at = 20, scale = 100, c; scale >= 1 && (c = value.charCodeAt(at) - 48) >= 0 && c <= 9; at++, scale /= 10) ms += c * scale;
  }
  const n = value.length, sign = value.charCodeAt(n - 6);
  // `+HH:MM` (43) is ahead of UTC, `-HH:MM` (45) behind.
  const offset = sign === 43 || sign === 45 ? (44 - sign) * (two(n - 5) * 60 + two(n - 2)) : 0;
  return new Date(utc(year, month, day, two(11) * 60 + two(14) - offset, two(17), ms));
}

/**
 * The Date a timestamp string stands for under the spec's rule (free-form data), or undefined:
 * the date-time rule with fractional seconds, and `T` and `Z` in upper case (docs/design.md, decision 10).
 */
export function parseTimestamp(value: string): Date | undefined {
  return value.charCodeAt(19) === 46 && value.charCodeAt(10) === 84 && value.charCodeAt(value.length - 1) !== 122
    ? parseDateTime(value)
    : undefined;
}

/** Sets a property as an own one: a JSON key "__proto__" would set the prototype by assignment. */
export function setOwn(node: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  else node[key] = value;
}

/**
 * Revives timestamps in place, at any depth, and returns the value. A string given directly
 * comes back as a Date when it is a timestamp.
 */
export function reviveDates<T>(value: T): T {
  if (typeof value === 'string') return (parseTimestamp(value) ?? value) as T;
  // A stack, not recursion: free-form data may be nested deeper than the call stack goes.
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown>;
    if (typeof node !== 'object' || node === null || node instanceof Date) continue;
    // An array's keys are its indices.
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (typeof v === 'string') {
        const d = parseTimestamp(v);
        if (d) setOwn(node, key, d);
      } else if (typeof v === 'object') stack.push(v);
    }
  }
  return value;
}

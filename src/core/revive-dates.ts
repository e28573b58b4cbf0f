// docs/design.md, decision 10: in free-form data (and in `reviveDates`, for data from elsewhere) a string shaped
// like YYYY-MM-DDTHH:MM:SS.fff… with fractional seconds and a zone becomes a Date; everything
// else, impossible dates included, stays a string. Fields the contract types `date-time` are
// read by `parseDateTime` (the generated revivers, revive-plan.ts).

/**
 * The two digits at `at` as a number, or 10000 when either is not a digit (then every range
 * test below fails). Reading by character code, with no RegExp and no substring, is what makes
 * 50,000 timestamps cheap (bench/README.md).
 */
const two = (s: string, at: number): number => {
  const a = s.charCodeAt(at) - 48,
    b = s.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : 1e4;
};

/**
 * The Date of a value in a `format: date-time` field: any RFC 3339 timestamp with a zone, with
 * or without fractional seconds; undefined when it is not one (month 13, no zone, a leap second).
 */
export function parseDateTime(s: string): Date | undefined {
  let year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5),
    day = two(s, 8),
    hour = two(s, 11),
    minute = two(s, 14),
    second = two(s, 17);
  if (
    !(year <= 9999 && month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59) ||
    // `-` 45, `:` 58, `T` or `t` 84 | 32.
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    (s.charCodeAt(10) | 32) !== 116 ||
    s.charCodeAt(13) !== 58 ||
    s.charCodeAt(16) !== 58 ||
    // Feb 30 or Apr 31; (m + (m >> 3)) & 1 is 1 for the months of 31 days.
    (day > 28 &&
      day >
        (month === 2 ? (year % 4 || (year % 100 === 0 && year % 400) ? 28 : 29) : 30 + ((month + (month >> 3)) & 1)))
  )
    return undefined;
  // Up to three digits of the fraction are read; the rest only checked.
  let at = 19,
    ms = 0,
    scale = 100,
    c: number;
  if (s.charCodeAt(at) === 46) {
    // biome-ignore lint/suspicious/noAssignInExpressions: the digit is read and tested in one step of a hot loop
    while ((c = s.charCodeAt(++at) - 48) >= 0 && c <= 9) {
      ms += c * scale;
      scale = (scale / 10) | 0;
    }
    if (at === 20) return undefined;
  }
  const zone = s.charCodeAt(at);
  let offset = 0;
  if ((zone | 32) === 122) {
    if (s.length !== at + 1) return undefined;
  } else {
    const h = two(s, at + 1),
      m = two(s, at + 4);
    // `+HH:MM` (43) is ahead of UTC, `-HH:MM` (45) behind.
    if (s.length !== at + 6 || s.charCodeAt(at + 3) !== 58 || !(h <= 23 && m <= 59) || (zone !== 43 && zone !== 45))
      return undefined;
    offset = (44 - zone) * (h * 60 + m);
  }
  // Days since 1970 (days-from-civil): years counted from March, 400 years on so that none is
  // negative; 865566 is 1970's day number counted that way.
  year += 399 + +(month > 2);
  const days =
    year * 365 +
    (year >> 2) -
    ((year / 100) | 0) +
    ((year / 400) | 0) +
    (((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) | 0) +
    day -
    865566;
  return new Date(((days * 24 + hour) * 60 + minute - offset) * 60000 + second * 1000 + ms);
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

/** Revives the timestamps among `node`'s own values and puts the objects among them on `stack`. */
function reviveKeys(node: Record<string, unknown>, stack: unknown[]): void {
  // An array's keys are its indices. Own keys only: assigning to an own "__proto__" (JSON.parse
  // makes one) sets that property, never the prototype.
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (typeof v === 'string') {
      const d = parseTimestamp(v);
      if (d) node[key] = d;
    } else if (typeof v === 'object' && v !== null && !(v instanceof Date)) stack.push(v);
  }
}

/**
 * Revives timestamps in place, at any depth, and returns the value. A string given directly
 * comes back as a Date when it is a timestamp. Data from elsewhere may hold cycles: each object
 * is visited once.
 */
export function reviveDates<T>(value: T): T {
  if (typeof value === 'string') return (parseTimestamp(value) ?? value) as T;
  const seen = new Set<object>();
  // A stack, not recursion: data may be nested deeper than the call stack goes.
  for (const stack: unknown[] = [value]; stack.length; ) {
    const node = stack.pop() as Record<string, unknown>;
    if (typeof node === 'object' && node !== null && !seen.has(node)) {
      seen.add(node);
      reviveKeys(node, stack);
    }
  }
  return value;
}

/**
 * `reviveDates` for parsed JSON, which has no cycles (the transport's free-form data): no record
 * of what was visited, so the walk stays as fast as it can be.
 */
export function reviveTree<T>(value: T): T {
  if (typeof value === 'string') return (parseTimestamp(value) ?? value) as T;
  for (const stack: unknown[] = [value]; stack.length; ) {
    const node = stack.pop() as Record<string, unknown>;
    if (typeof node === 'object' && node !== null) reviveKeys(node, stack);
  }
  return value;
}

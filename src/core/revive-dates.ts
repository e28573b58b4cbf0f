// docs/design.md, decision 10: in free-form data (and in `reviveDates`, for data from elsewhere) a string shaped
// like YYYY-MM-DDTHH:MM:SS.fff… with fractional seconds and a zone becomes a Date; everything
// else, impossible dates included, stays a string. Fields the contract types `date-time` are
// read by `parseDateTime` (revive-plan.ts).
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const two = (s: string, i: number) => {
  const a = s.charCodeAt(i) - 48, b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
};

/**
 * The Date of a value in a `format: date-time` field: any RFC 3339 timestamp with a zone, with
 * or without fractional seconds; undefined when it is not one (month 13, no zone, a leap second).
 */
export function parseDateTime(value: string): Date | undefined {
  // Read by character codes, not a RegExp and Date's string parser: most strings fail the first
  // checks, and a timestamp costs a few multiplications and one Date.
  const n = value.length;
  const t = value.charCodeAt(10);
  if (n < 20 || (t !== 84 && t !== 116) || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45 ||
      value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58) return undefined;
  const hi = two(value, 0), lo = two(value, 2), month = two(value, 5), day = two(value, 8);
  const hour = two(value, 11), minute = two(value, 14), second = two(value, 17);
  // `two` gives -1 for a non-digit, which fails the range checks.
  if (hi < 0 || lo < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined;
  let i = 19, ms = 0;
  if (value.charCodeAt(19) === 46) {
    const c1 = value.charCodeAt(20) - 48;
    if (c1 < 0 || c1 > 9) return undefined;
    ms = c1 * 100;
    i = 21;
    let c = value.charCodeAt(21) - 48;
    if (c >= 0 && c <= 9) {
      ms += c * 10;
      c = value.charCodeAt(++i) - 48;
      if (c >= 0 && c <= 9) ms += c;
      // Digits past the millisecond are read and dropped.
      while (c >= 0 && c <= 9) c = value.charCodeAt(++i) - 48;
    }
  }
  let offset = 0;
  const z = value.charCodeAt(i);
  if (z === 90 || z === 122) { if (i + 1 !== n) return undefined; }
  else if ((z === 43 || z === 45) && i + 6 === n && value.charCodeAt(i + 3) === 58) {
    const oh = two(value, i + 1), om = two(value, i + 4);
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return undefined;
    offset = (z === 43 ? 1 : -1) * (oh * 60 + om);
  } else return undefined;
  const year = hi * 100 + lo;
  if (day > 28 && day > DAYS[month - 1]! || (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)))) return undefined;
  // Days since 1970-01-01 of the proleptic Gregorian calendar (H. Hinnant's days_from_civil):
  // cheaper than Date.UTC, and right for years below 100, which Date.UTC maps to 19xx.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = ((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 | 0) + day - 1;
  const days = era * 146097 + yoe * 365 + (yoe / 4 | 0) - (yoe / 100 | 0) + doy - 719468;
  return new Date(days * 86_400_000 + hour * 3_600_000 + (minute - offset) * 60_000 + second * 1000 + ms);
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

/**
 * Revives timestamps in place, at any depth, and returns the value. A string given directly
 * comes back as a Date when it is a timestamp.
 */
export function reviveDates<T>(value: T): T {
  if (typeof value === 'string') return (parseTimestamp(value) ?? value) as T;
  if (typeof value !== 'object' || value === null) return value;
  const stack: object[] = [value];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown>;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i];
        if (typeof v === 'string') {
          const d = parseTimestamp(v);
          if (d) node[i] = d;
        } else if (typeof v === 'object' && v !== null && !(v instanceof Date)) stack.push(v);
      }
      continue;
    }
    const keys = Object.keys(node);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const v = node[key];
      if (typeof v === 'string') {
        const d = parseTimestamp(v);
        if (d) {
          // A JSON key "__proto__" is an own property: assignment would set the prototype instead.
          if (key === '__proto__') Object.defineProperty(node, key, { value: d, writable: true, enumerable: true, configurable: true });
          else node[key] = d;
        }
      } else if (typeof v === 'object' && v !== null && !(v instanceof Date)) stack.push(v);
    }
  }
  return value;
}


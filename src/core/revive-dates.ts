// DESIGN 10: a string shaped like YYYY-MM-DDTHH:MM:SS.fff… with fractional seconds and a zone
// becomes a Date; everything else, impossible dates included, stays a string.
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d+(?:Z|[+-](\d{2}):(\d{2}))$/;
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The Date a timestamp string stands for, or undefined when it is not one (DESIGN 10). */
export function parseTimestamp(value: string): Date | undefined {
  // Cheap rejections first: most strings are not timestamps.
  if (value.length < 22 || value.charCodeAt(10) !== 84 /* T */ || value.charCodeAt(4) !== 45) return undefined;
  const m = SHAPE.exec(value);
  if (!m) return undefined;
  const year = +m[1]!;
  const month = +m[2]!;
  const day = +m[3]!;
  if (month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && !leap ? 28 : DAYS[month - 1]!)) return undefined;
  if (+m[4]! > 23 || +m[5]! > 59 || +m[6]! > 59) return undefined;
  if (m[7] !== undefined && (+m[7] > 23 || +m[8]! > 59)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
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
    for (const key in node) {
      if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
      const v = node[key];
      if (typeof v === 'string') {
        const d = parseTimestamp(v);
        // defineProperty, not assignment: a JSON key "__proto__" must stay a plain own property.
        if (d) Object.defineProperty(node, key, { value: d, writable: true, enumerable: true, configurable: true });
      } else if (typeof v === 'object' && v !== null && !(v instanceof Date)) stack.push(v);
    }
  }
  return value;
}

/** JSON.parse and revival in one call: the transport's only JSON reader. */
export function parseJson(text: string): unknown {
  return reviveDates(JSON.parse(text));
}

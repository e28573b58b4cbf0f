// Structural sharing that knows Dates: the transport revives `date-time` fields as Date objects,
// which TanStack Query's `replaceEqualDeep` treats as opaque, so every entity holding a timestamp
// would be a new object after every refetch and every memoised row would render again. No React.

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  const proto = value !== null && typeof value === 'object' && Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The new answer, with every part equal to the old one's replaced by the old one's object:
 * TanStack Query's `replaceEqualDeep` for plain objects and arrays, and an equal Date (same
 * time) keeps the old Date. Unchanged data is the old data itself; a changed row is new, and so
 * are the arrays and objects holding it, nothing else.
 */
export function shareWithDates<T>(previous: unknown, next: T, depth = 0): T {
  if (previous === next) return next;
  if (previous instanceof Date && next instanceof Date) return (+previous === +next ? previous : next) as T;
  const array = Array.isArray(previous);
  // Past 500 levels (a cyclic or absurd answer), TanStack gives up too: the new value as it is.
  if (depth > 500 || (array ? !Array.isArray(next) : !(isPlainObject(previous) && isPlainObject(next)))) return next;
  type Parts = Record<string, unknown>;
  const names = Object.keys(next as Parts);
  const copy = (array ? [] : {}) as Parts;
  let equal = names.length === Object.keys(previous as Parts).length;
  for (const name of names) {
    const shared = shareWithDates((previous as Parts)[name], (next as Parts)[name], depth + 1);
    copy[name] = shared;
    if (shared !== (previous as Parts)[name] || !Object.hasOwn(previous as Parts, name)) equal = false;
  }
  return (equal ? previous : copy) as T;
}

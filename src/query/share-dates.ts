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
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const names = Object.keys(b);
  const copy = (array ? [] : {}) as Record<string, unknown>;
  let equal = names.length === Object.keys(a).length;
  for (const name of names) {
    const shared = shareWithDates(a[name], b[name], depth + 1);
    copy[name] = shared;
    if (shared !== a[name] || !Object.hasOwn(a, name)) equal = false;
  }
  return (equal ? previous : copy) as T;
}

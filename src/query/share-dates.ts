// Structural sharing that knows Dates: the transport revives `date-time` fields as Date objects,
// which TanStack Query's `replaceEqualDeep` treats as opaque, so every entity holding a timestamp
// would be a new object after every refetch and every memoised row would render again. No React.

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
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
  if (previous instanceof Date && next instanceof Date)
    return (previous.getTime() === next.getTime() ? previous : next) as T;
  const array = Array.isArray(previous) && Array.isArray(next);
  // Past 500 levels (a cyclic or absurd answer), TanStack gives up too: the new value as it is.
  if (depth > 500 || (!array && !(isPlainObject(previous) && isPlainObject(next)))) return next;
  const a = previous as Record<string | number, unknown>;
  const b = next as Record<string | number, unknown>;
  const names = array ? undefined : Object.keys(b);
  const count = names ? names.length : (next as unknown[]).length;
  const size = array ? (previous as unknown[]).length : Object.keys(a).length;
  const copy = (array ? new Array(count) : {}) as Record<string | number, unknown>;
  let equal = 0;
  for (let i = 0; i < count; i++) {
    const key = names ? (names[i] as string) : i;
    const before = a[key];
    const after = b[key];
    const shared =
      before === after || typeof before !== 'object' || typeof after !== 'object' || before === null || after === null
        ? after
        : shareWithDates(before, after, depth + 1);
    copy[key] = shared;
    if (shared === before && (names ? Object.hasOwn(a, key) : i < size)) equal += 1;
  }
  return (size === count && equal === size ? previous : copy) as T;
}

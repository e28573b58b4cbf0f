// Realistic answers of `GET /request-action/{id}` (the RequestAction schema of the admin
// contract) and of a page of them. Deterministic: the same bytes on every run.

const BASE_MS = Date.UTC(2026, 2, 14, 9, 26, 53, 589); // 2026-03-14T09:26:53.589Z
const hex = (n, width = 24) => n.toString(16).padStart(width, '0').slice(-width);
const objectId = (kind, n) => `65f1c0a2${hex(kind, 4)}${hex(n, 12)}`;
const stamp = (n) => new Date(BASE_MS + n * 37_123).toISOString();

const TYPES = ['maintenance', 'visit', 'vacation', 'rent', 'buy', 'training'];
const STATUSES = ['pending', 'confirmed', 'reviewed', 'user_accepted', 'archived'];
const TEXTS = [
  'The technician will come on Thursday morning.',
  'Please leave the key with the concierge, I am away until Friday.',
  'Done: the boiler pressure is back to 1.5 bar and the valve was replaced.',
  'Can we move the visit to the afternoon? Anything after 15:00 works for me.',
];

const SHORT_TEXTS = ['OK, thanks.', 'On my way.', 'Fixed.', 'Tomorrow at 10?'];

/** One comment; `n` makes it unique. */
function comment(n, texts = TEXTS) {
  return {
    _id: objectId(3, n),
    authorId: objectId(n % 2 ? 4 : 5, n % 7),
    authorType: n % 2 ? 'admin' : 'user',
    text: texts[n % texts.length],
    created: stamp(n),
  };
}

/** One request action with `comments` comments; `n` makes it unique. */
export function requestAction(n, comments) {
  return {
    _id: objectId(1, n),
    projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
    userId: objectId(2, n % 97),
    type: TYPES[n % TYPES.length],
    status: STATUSES[n % STATUSES.length],
    version: (n % 9) + 1,
    category: 'Maintenance',
    title: `Leaking radiator in apartment B-${(n % 40) + 1}`,
    description: 'The radiator in the bedroom leaks since Monday; water reaches the parquet.',
    data: { apartment: `B-${(n % 40) + 1}`, floor: (n % 12) + 1, preferredDate: '2026-03-16' },
    comments: Array.from({ length: comments }, (_, i) => comment(n * 1000 + i)),
    review: n % 3 ? { rating: (n % 5) + 1, comment: 'Quick and friendly, thank you.' } : null,
    seenBy: [objectId(4, 1), objectId(4, 2)],
    seenAt: stamp(n + 11),
    created: stamp(n),
    updated: stamp(n + 7),
  };
}

/** The id the bench server answers with the ~1 kB request action, and the ~100 kB one. */
export const SMALL_ID = objectId(1, 1);
export const LARGE_ID = objectId(1, 2);

/** The JSON text of the ~1 kB answer (a request action with 2 comments). */
export const smallJson = () => JSON.stringify(requestAction(1, 2));
/** The JSON text of the ~100 kB answer (a request action with a long thread of comments). */
export const largeJson = () =>
  JSON.stringify({ ...requestAction(2, 0), comments: Array.from({ length: 520 }, (_, i) => comment(2000 + i)) });

/** A list item: a vacation request action (`data` holds its dates), short comments. */
function vacation(n, comments) {
  const { description, category, ...rest } = requestAction(n, 0);
  return {
    ...rest,
    type: 'vacation',
    title: 'Vacation',
    data: { start: stamp(n + 86_400), end: stamp(n + 5 * 86_400), approved: stamp(n + 900) },
    comments: Array.from({ length: comments }, (_, i) => comment(n * 1000 + i, SHORT_TEXTS)),
    seenBy: [objectId(4, 1)],
  };
}

/**
 * The ~5 MB answer for the revival bench: a page of 5,000 vacation request actions with 4
 * comments each, 10 timestamps each (created, updated, seenAt, the three dates of `data`, 4
 * comment dates): 50,000 in all.
 */
export function hugeJson() {
  const data = Array.from({ length: 5000 }, (_, i) => vacation(i, 4));
  return JSON.stringify({ data, total: data.length, page: 1, limit: data.length });
}

/** How many strings of `text` are timestamps (for the report). */
export const countTimestamps = (text) => (text.match(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/g) ?? []).length;

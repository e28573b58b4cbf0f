// Display helpers: dates, enum values, ids.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** A Date (or a timestamp string the platform sent) as "16 Mar 2026, 08:12". */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : '—';
}

/** A calendar day: a Date, or a `YYYY-MM-DD` string (which stays a string on the wire). */
export function formatDay(value: Date | string | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return day.format(new Date(y, m - 1, d));
  }
  const date = toDate(value);
  return date ? day.format(date) : '—';
}

export function formatTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? time.format(date) : '';
}

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value == null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `user_accepted` → "User accepted". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The last characters of an id, enough to tell ids apart on screen. */
export function shortId(id: string): string {
  return id.length > 8 ? `…${id.slice(-6)}` : id;
}

// Display helpers: dates, enum values, ids.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** A Date (the SDK gives one for every `date-time` field) as "16 Mar 2026, 08:12". */
export function formatDateTime(value: Date | null | undefined): string {
  return value ? dateTime.format(value) : '—';
}

/** A calendar day (`format: date`: a `YYYY-MM-DD` string, never a Date) as "16 Mar 2026". */
export function formatDay(value: string | null | undefined): string {
  return value ? day.format(calendarDate(value)) : '—';
}

/** Two calendar days as one short range: "1–5 Nov 2026", "28 Nov – 2 Dec 2026", "3 Nov 2026". */
export function formatDayRange(start: string, end: string): string {
  return day.formatRange(calendarDate(start), calendarDate(end));
}

function calendarDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The day of a Date, as "16 Mar 2026". */
export function formatDate(value: Date): string {
  return day.format(value);
}

export function formatTime(value: Date | null | undefined): string {
  return value ? time.format(value) : '';
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

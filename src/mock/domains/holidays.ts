// The intranet's holidays for the signed-in end user: the balance of a year (from the holidays
// the store holds), the holidays active in a date range, and a check of a range against them.
import { ok, type Handlers, type Platform } from '../context.js';
import type { Row } from '../store.js';

const overlaps = (h: Row, start: string, end: string) => h.startDate <= end && h.endDate >= start;

/** Monday to Friday between two calendar days, both included. */
function workingDays(start: string, end: string): number {
  let days = 0;
  for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days += 1;
  }
  return days;
}

const holidays = (platform: Platform) => [...platform.store.table('holidays').values()];

export const holidayHandlers: Handlers = {
  'enduser.getHolidayBalance': ({ user, query }, platform) => {
    const seed = platform.example<Row>('HolidayBalance');
    const year = query.year ?? new Date().getUTCFullYear();
    // The example's balance is the seed of its user and year (days taken before the stored
    // holidays); the holidays the store holds for the user that year add to it.
    const seeded = seed.userId === user!._id && seed.year === year;
    const byType: Record<string, number> = seeded ? { ...seed.byType } : {};
    let used = seeded ? seed.used : 0;
    for (const h of holidays(platform)) {
      if (h.userId !== user!._id || !h.startDate.startsWith(String(year)) || h.status === 'rejected') continue;
      byType[h.type] = (byType[h.type] ?? 0) + h.days;
      if (h.type === 'holiday') used += h.days;
    }
    return ok({ ...seed, userId: user!._id, year, used, remaining: seed.accrued - used, byType });
  },
  'enduser.listActiveHolidays': ({ query }, platform) =>
    ok(holidays(platform).filter((h) => h.status !== 'rejected' && overlaps(h, query.startDate, query.endDate))),
  'enduser.checkHoliday': ({ query }, platform) => {
    const conflicts = holidays(platform).filter((h) => h.status !== 'rejected' && overlaps(h, query.startDate, query.endDate));
    const days = query.endDate >= query.startDate ? workingDays(query.startDate, query.endDate) : 0;
    return ok({ startDate: query.startDate, endDate: query.endDate, workingDays: days, available: days > 0, conflicts });
  },
};

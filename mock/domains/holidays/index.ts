// The intranet's holidays for the signed-in end user: the balance of a year (from the holidays
// the store holds), the holidays active in a date range, and a check of a range: its working
// days, available when the balance of the start's year covers them, and the colleagues'
// absences it overlaps.
import { ok, type Handlers, type Platform } from '../../context.js';
import type { components } from '../../../generated/types/enduser.js';
import type { Row } from '../../rows.js';
import { dayOf, workingDays } from './seed.js';

type HolidayBalance = components['schemas']['HolidayBalance'];

const holidays = (platform: Platform) => platform.store.rows('holidays');
/** The absences (not rejected) that overlap the days from `start` to `end`. */
const away = (platform: Platform, start: string, end: string) =>
  holidays(platform).filter((h) => h.status !== 'rejected' && h.startDate <= end && h.endDate >= start);

/** The user's balance of `year`. */
function balanceOf(platform: Platform, user: Row<'users'>, year: number): HolidayBalance {
  const seed = platform.example<HolidayBalance>('HolidayBalance');
  // The example's balance is the seed of its user and year (days taken before the stored
  // holidays); the holidays the store holds for the user that year add to it.
  const seeded = seed.userId === user._id && seed.year === year;
  const byType: Record<string, number> = seeded ? { ...seed.byType } : {};
  let used = seeded ? seed.used : 0;
  for (const h of holidays(platform)) {
    if (h.userId !== user._id || !h.startDate.startsWith(String(year)) || h.status === 'rejected') continue;
    byType[h.type] = (byType[h.type] ?? 0) + h.days;
    if (h.type === 'holiday') used += h.days;
  }
  return { ...seed, userId: user._id, year, used, remaining: seed.accrued - used, byType };
}

export const handlers: Handlers = {
  'enduser.getHolidayBalance': ({ user, query }, platform) =>
    ok(balanceOf(platform, user!, query.year ?? platform.now.getUTCFullYear())),
  'enduser.listActiveHolidays': ({ query }, platform) => ok(away(platform, query.startDate, query.endDate)),
  'enduser.checkHoliday': ({ user, query: { startDate, endDate } }, platform) => {
    const conflicts = away(platform, startDate, endDate).filter((h) => h.userId !== user!._id);
    const days = workingDays(startDate, endDate);
    const { remaining } = balanceOf(platform, user!, dayOf(startDate).getUTCFullYear());
    return ok({ startDate, endDate, workingDays: days, available: days > 0 && days <= remaining, conflicts });
  },
};
export { seed } from './seed.js';

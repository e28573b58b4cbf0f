// The intranet's holidays for the signed-in end user (docs/guide.md, "What it holds to"): a year's balance
// from the holidays the store holds, the absences in a date range, and a check of a range.
import type { components } from '../../../generated/types/enduser.js';
import { ok, type Handlers, type Platform, type Seeding } from '../../context.js';
import { DAY, demoKit } from '../../demo.js';
import type { Row, SeedRow } from '../../rows.js';

type HolidayBalance = components['schemas']['HolidayBalance'];

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Monday to Friday between two calendar days, both included, counted arithmetically (whole
 * weeks, then the days left), so any range the contract's dates allow answers at once.
 */
function workingDays(start: string, end: string): number {
  const first = dayOf(start);
  const days = Math.round((dayOf(end).getTime() - first.getTime()) / DAY) + 1;
  if (days <= 0) return 0;
  let count = Math.floor(days / 7) * 5;
  for (let i = 0, weekday = first.getUTCDay(); i < days % 7; i += 1, weekday = (weekday + 1) % 7) {
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** The absences (not rejected) that overlap the days from `start` to `end`. */
const away = (platform: Platform, start: string, end: string) =>
  platform.store.rows('holidays').filter((h) => h.status !== 'rejected' && h.startDate <= end && h.endDate >= start);

function balanceOf(platform: Platform, user: Row<'users'>, year: number): HolidayBalance {
  const seed = platform.example<HolidayBalance>('HolidayBalance');
  // The example's balance is the seed of its user and year (days taken before the stored
  // holidays); the holidays the store holds for the user that year add to it.
  const seeded = seed.userId === user._id && seed.year === year;
  const byType: Record<string, number> = seeded ? { ...seed.byType } : {};
  let used = seeded ? seed.used : 0;
  for (const h of platform.store.rows('holidays')) {
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

const TYPES = ['holiday', 'family', 'unpaid', 'sick_day', 'day_off', 'holiday'] as const;

// The examples' holidays (the list's and the check's conflicts), and 30 absences of the colleagues.
export function demo(seeding: Seeding): void {
  seeding.fill('holidays', seeding.rows('holidays', 'HolidayList', 'HolidayCheck.conflicts'));
  const { f, now, id, before, iso } = demoKit(seeding);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  // Each colleague's absences follow one another (a few days to weeks apart): nobody is away twice at once.
  const lastEnd = new Map<string, Date>();
  const demo = Array.from({ length: 30 }, (_, i): SeedRow<'holidays'> => {
    const user = seeding.shared.users[i % 12]!;
    const previous = lastEnd.get(user._id);
    const drawn = previous
      ? new Date(previous.getTime() + f.number.int({ min: 2, max: 30 }) * DAY)
      : f.date.between({ from: monthStart, to: new Date(monthStart.getTime() + 60 * DAY) });
    // An absence starts on a working day: a Saturday or Sunday moves to the Monday after.
    const weekday = drawn.getUTCDay();
    const start = new Date(drawn.getTime() + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0) * DAY);
    const type = TYPES[i % TYPES.length]!;
    const length = type === 'day_off' ? 1 : f.number.int({ min: 1, max: type === 'sick_day' ? 3 : 10 });
    const end = new Date(start.getTime() + (length - 1) * DAY);
    lastEnd.set(user._id, end);
    return {
      _id: id(),
      userId: user._id,
      userName: `${user.firstName} ${user.lastName}`,
      type,
      startDate: day(start),
      endDate: day(end),
      days: Math.max(1, workingDays(day(start), day(end))),
      status: i % 10 === 9 ? 'pending' : 'confirmed',
      created: iso(before(30, start < now ? start : now)),
    };
  });
  seeding.fill('holidays', demo);
}

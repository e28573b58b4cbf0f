// For `demo`: the examples' holidays (the list's and the check's conflicts), and 30 absences of
// the demo's colleagues from last month to the month after next, so the calendar opens on some.
import type { Seeding } from '../../context.js';
import { DAY, demoKit } from '../../demo.js';
import type { SeedRow } from '../../rows.js';

const DAY_MS = 86_400_000;
export const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Monday to Friday between two calendar days, both included, counted arithmetically (whole
 * weeks, then the days left), so any range the contract's dates allow answers at once. The
 * mock knows no public holidays.
 */
export function workingDays(start: string, end: string): number {
  const first = dayOf(start);
  const days = Math.round((dayOf(end).getTime() - first.getTime()) / DAY_MS) + 1;
  if (days <= 0) return 0;
  let count = Math.floor(days / 7) * 5;
  for (let i = 0, weekday = first.getUTCDay(); i < days % 7; i += 1, weekday = (weekday + 1) % 7) {
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

const TYPES = ['holiday', 'family', 'unpaid', 'sick_day', 'day_off', 'holiday'] as const;
const day = (date: Date) => date.toISOString().slice(0, 10);

export function seed(seeding: Seeding): void {
  if (seeding.preset !== 'demo') return;
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

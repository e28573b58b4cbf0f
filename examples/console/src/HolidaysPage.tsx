// The signed-in end user's holidays, through the end-user client: the balance of the year shown
// and who is away in the month shown. The month is in the address (#/holidays?month=2026-11), so
// back, forward, a reload and a shared link show the same month; without one, this month.
import { useGetHolidayBalance, useListActiveHolidays, type Holiday } from 'platform-client/react/enduser';
import { Badge } from './Badge';
import { formatDay, formatDayRange, humanize } from './format';
import { MONTH, navigate } from './routes';
import { Empty, ErrorNotice, Loading } from './states';
import { useNarrow } from './useNarrow';

export function HolidaysPage({ month: inAddress }: { month?: string | undefined }) {
  const today = new Date();
  const picked = inAddress ?? `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const [year, monthIndex] = picked.split('-').map(Number) as [number, number];
  const first = calendarDay(new Date(year, monthIndex - 1, 1));
  const last = calendarDay(new Date(year, monthIndex, 0));
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(
    new Date(year, monthIndex - 1, 1),
  );

  return (
    <section className="page" aria-labelledby="holidays-title">
      <header className="page-head">
        <div>
          <h1 id="holidays-title">Holidays</h1>
          <p className="muted">Your balance for the year shown and who is away in the month.</p>
        </div>
        <label className="field field-inline">
          <span>Month</span>
          <input
            type="month"
            min="2000-01"
            max="2100-12"
            value={picked}
            required
            onChange={(e) => MONTH.test(e.target.value) && navigate({ name: 'holidays', month: e.target.value })}
          />
        </label>
      </header>
      <Balance year={year} />
      <ActiveHolidays month={month} start={first} end={last} />
    </section>
  );
}

function Balance({ year: shown }: { year: number }) {
  const balance = useGetHolidayBalance({ year: shown });
  if (balance.isPending)
    return (
      <div className="card">
        <Loading label="Loading the balance…" />
      </div>
    );
  if (balance.isError)
    return (
      <div className="card">
        <ErrorNotice error={balance.error} onRetry={() => void balance.refetch()} />
      </div>
    );
  const { year, accrued, used, remaining, accrualType, byType } = balance.data;
  const types = Object.entries(byType).filter(([, days]) => (days ?? 0) > 0);
  return (
    <section className="card" aria-labelledby="balance-title">
      <h2 id="balance-title">
        Balance {year} <span className="muted small">· {humanize(accrualType)} accrual</span>
      </h2>
      <div className="stats">
        <Stat label="Accrued" value={accrued} />
        <Stat label="Used" value={used} />
        <Stat label="Remaining" value={remaining} emphasis />
      </div>
      {types.length ? (
        <ul className="by-type">
          {types.map(([type, days]) => (
            <li key={type}>
              <span>{humanize(type)}</span>
              <strong>{days} d</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Stat({ label, value, emphasis }: { label: string; value: number; emphasis?: boolean }) {
  return (
    <div className={emphasis ? 'stat stat-emphasis' : 'stat'}>
      <span className="stat-value">{value}</span>
      <span className="stat-label">{label} (days)</span>
    </div>
  );
}

/** A local day as `YYYY-MM-DD`: what a `format: date` parameter takes. */
function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function ActiveHolidays({ month, start, end }: { month: string; start: string; end: string }) {
  // A phone has room for three columns: who (and what), when, and the status.
  const narrow = useNarrow();
  const holidays = useListActiveHolidays({
    // Calendar days (`format: date`) are YYYY-MM-DD strings, in the types and on the wire.
    startDate: start,
    endDate: end,
  });
  return (
    <section className="card" aria-labelledby="away-title">
      <h2 id="away-title">Away in {month}</h2>
      {holidays.isPending ? (
        <Loading label="Loading holidays…" />
      ) : holidays.isError ? (
        <ErrorNotice error={holidays.error} onRetry={() => void holidays.refetch()} />
      ) : holidays.data.length === 0 ? (
        <Empty title={`Nobody is away in ${month}`} />
      ) : (
        <div className="table-scroll">
          {narrow ? <NarrowTable holidays={byStart(holidays.data)} /> : <WideTable holidays={byStart(holidays.data)} />}
        </div>
      )}
    </section>
  );
}

function WideTable({ holidays }: { holidays: readonly Holiday[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Employee</th>
          <th scope="col">Type</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" className="numeric">
            Days
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {holidays.map((holiday) => (
          <tr key={holiday._id}>
            <td>{holiday.userName}</td>
            <td>{humanize(holiday.type)}</td>
            <td className="nowrap">{formatDay(holiday.startDate)}</td>
            <td className="nowrap">{formatDay(holiday.endDate)}</td>
            <td className="numeric">{holiday.days}</td>
            <td>
              <Badge value={holiday.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NarrowTable({ holidays }: { holidays: readonly Holiday[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Employee</th>
          <th scope="col">When</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {holidays.map((holiday) => (
          <tr key={holiday._id}>
            <td>
              {holiday.userName}
              <div className="muted small">{humanize(holiday.type)}</div>
            </td>
            <td>
              <time dateTime={holiday.startDate}>{formatDayRange(holiday.startDate, holiday.endDate)}</time>
              <div className="muted small">{holiday.days === 1 ? '1 day' : `${holiday.days} days`}</div>
            </td>
            <td>
              <Badge value={holiday.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month's absences in calendar order (the platform lists them in no order a reader can follow). */
function byStart<T extends { startDate: string; userName: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.userName.localeCompare(b.userName));
}

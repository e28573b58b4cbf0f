// The string formats our contracts use, for ajv (which knows none by itself). Calendar days and
// timestamps are checked for real dates, as docs/design.md, decision 10 asks of answers; `password` and `binary`
// only describe a value.
// A day the calendar has: an impossible one (02-30) is NaN or rolls over to another day.
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString().startsWith(value);

export const FORMATS: Record<string, (value: string) => boolean> = {
  date: isDay,
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) &&
    isDay(value.slice(0, 10)) &&
    !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  uri: (value) => URL.canParse(value),
  password: () => true,
  binary: () => true,
};

// The string formats our contracts use, for ajv (which knows none by itself). Calendar days and
// timestamps are checked for real dates, as docs/design.md, decision 10 asks of answers; `password` and `binary`
// only describe a value.
const isDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
};

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

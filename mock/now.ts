// The mock's "today" (`now`), bounded: the demo places dates years around it, and each must stay
// an RFC 3339 date of four-digit year that the contracts' validators accept. A valid but extreme
// date (`+275760-09-13T00:00:00Z`) made seeding throw, and the mock half-seeded (issue 41, item 4).

const EARLIEST = '1970-01-01T00:00:00.000Z';
const LATEST = '9000-01-01T00:00:00.000Z';

/** `now` as a Date, or what is wrong with it (naming the range) for the caller to word. */
export function readNow(now: Date | string): Date | { problem: string } {
  const date = new Date(now);
  if (Number.isNaN(date.getTime())) return { problem: 'must be a valid Date or ISO date string' };
  if (date.getTime() < Date.parse(EARLIEST) || date.getTime() > Date.parse(LATEST))
    return { problem: `must be between ${EARLIEST} and ${LATEST}` };
  return date;
}

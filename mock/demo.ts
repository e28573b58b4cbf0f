// What the domains' `demo` seeds share (issue 25, item 4; docs/guide.md, "Seeds and `now`"): enough records
// that every screen of a console has something to show, a "Load more" included. The examples' own
// records stay as they are: the docs and tests that name them keep working.
import { EXAMPLE_STAFF } from './accounts.js';
import type { Seeding } from './context.js';

export const DAY = 86_400_000;
export const STAFF_IDS = EXAMPLE_STAFF.map(([id]) => id);

/** What people write in comments and chats: plain sentences a console shows as they would be. */
export const SAYINGS = [
  'Thanks, that works for me.',
  'Could you send the documents by email?',
  'The technician can come on Thursday morning.',
  'I have attached the signed copy.',
  'We received your payment, thank you.',
  'Is the apartment still available next month?',
  'Please confirm the new date.',
  'The keys are at the reception.',
  'Can we move the visit to the afternoon?',
  'The invoice is on its way.',
  'I will be away until Monday.',
  'Everything is in order on our side.',
] as const;

/** The demo's draws around its "today", with the English faker (`f`) they come from. */
export function demoKit({ demo, shared }: Seeding) {
  const { en: f, now } = demo!;
  return {
    f,
    get de() {
      return demo!.de;
    },
    now,
    id: () => f.database.mongodbObjectId(),
    before: (days: number, from = now) => f.date.between({ from: new Date(from.getTime() - days * DAY), to: from }),
    after: (start: Date, days: number) =>
      f.date.between({ from: start, to: new Date(Math.min(start.getTime() + days * DAY, now.getTime())) }),
    iso: (date: Date) => date.toISOString(),
    /** The seeded end user owns every fourth, so their own lists page too. */
    ownerOf: (i: number) => (i % 4 === 0 ? shared.endUserId : shared.users[i % shared.users.length]!._id),
    /** An apartment's name, as `B-1204`. */
    apartment: () => `${f.string.alpha({ length: 1, casing: 'upper' })}-${f.number.int({ min: 101, max: 1808 })}`,
  };
}

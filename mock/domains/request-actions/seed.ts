// The examples' request actions, and for `demo` 64 more (over two pages of the console's 25) of
// every type and status, owned by the demo's users, with threads of comments.
import { requestActionStatusValues, requestActionTypeValues } from '../../../generated/types/enduser.js';
import { PROJECT_ID } from '../../accounts.js';
import type { Seeding } from '../../context.js';
import { demoKit, SAYINGS, STAFF_IDS } from '../../demo.js';
import type { SeedRow, Shown } from '../../rows.js';

type Faker = ReturnType<typeof demoKit>['f'];
/**
 * Each type's category (the department a person would file it with) and title, about an apartment
 * (`a`), drawing from the faker `f`.
 */
const KINDS: Record<Shown<'requestActions'>['type'], [string, (a: string, f: Faker) => string]> = {
  visit: ['Sales', (a) => `Viewing of apartment ${a}`],
  change_file: ['Documents', (a) => `Update the contract file for ${a}`],
  vacation: ['HR', (_, f) => `Vacation, ${f.number.int({ min: 2, max: 14 })} days`],
  training: [
    'HR',
    (_, f) => `Training: ${f.helpers.arrayElement(['first aid', 'fire safety', 'customer service', 'Excel basics'])}`,
  ],
  maintenance: [
    'Maintenance',
    (a, f) =>
      `${f.helpers.arrayElement(['Leaking tap', 'Broken heating', 'Window will not close', 'Door lock stuck', 'Lift noise'])} in ${a}`,
  ],
  buy: ['Sales', (a) => `Buy apartment ${a}`],
  rent: ['Rent', (a) => `Rent apartment ${a}`],
  sell: ['Sales', (a) => `Sell apartment ${a}`],
  rent_out: ['Rent', (a) => `Rent out apartment ${a}`],
  exchange: ['Rent', (a) => `Exchange ${a} for a larger one`],
  waiting_list: ['Rent', (a) => `Waiting list for ${a}`],
  request_invoice: ['Documents', (_, f) => `Invoice for ${f.date.month()}`],
  redirecting_friend: ['Sales', (_, f) => `Referral: ${f.person.fullName()}`],
  replace_apartment: ['Rent', (a) => `Replace ${a}`],
  request_apartment_link: ['Documents', (a) => `Link to apartment ${a}`],
};

export function demo(seeding: Seeding): void {
  seeding.fill('requestActions', seeding.rows('requestActions', 'RequestActionPage', 'RequestAction'));
  const { f, id, before, after, iso, ownerOf, apartment: drawApartment } = demoKit(seeding);
  const demo = Array.from({ length: 64 }, (_, i): SeedRow<'requestActions'> => {
    const created = before(120);
    // Written one after another: a thread reads in the order of its times.
    const times = Array.from({ length: f.number.int({ min: 0, max: 3 }) }, () => iso(after(created, 10))).sort();
    const comments = times.map((at) => {
      const admin = f.datatype.boolean();
      return {
        _id: id(),
        authorId: admin ? f.helpers.arrayElement(STAFF_IDS) : ownerOf(i),
        authorType: admin ? ('admin' as const) : ('user' as const),
        text: f.helpers.arrayElement(SAYINGS),
        created: at,
      };
    });
    const updated = comments.at(-1)?.created ?? iso(created);
    const seen = f.datatype.boolean(0.5);
    const apartment = drawApartment();
    const type = requestActionTypeValues[i % requestActionTypeValues.length]!;
    const [category, title] = KINDS[type];
    return {
      _id: id(),
      projectId: PROJECT_ID,
      userId: ownerOf(i),
      type,
      status: requestActionStatusValues[i % requestActionStatusValues.length]!,
      version: comments.length + f.number.int({ min: 0, max: 2 }),
      category,
      title: title(apartment, f),
      // Two different sayings: arrayElements draws without repeating one.
      description: f.helpers.arrayElements(SAYINGS, 2).join(' '),
      data: { apartment },
      comments,
      review: null,
      seenBy: seen ? [f.helpers.arrayElement(STAFF_IDS)] : [],
      seenAt: seen ? updated : null,
      created: iso(created),
      updated,
    };
  });
  seeding.fill('requestActions', demo);
}

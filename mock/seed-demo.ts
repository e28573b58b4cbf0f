// The `demo` seed's volume (issue 25, item 4): enough records that every screen of a console
// has something to show, a "Load more" included, drawn by @faker-js/faker from a fixed seed so
// that two mocks started on the same day hold the same data. Dates are placed around the mock's
// `now` (holidays this month and the next, request actions of the last months), so the screens
// that open on "today" are never empty. The examples' own records stay as they are: the docs and
// tests that name them keep working.
import type { Faker } from '@faker-js/faker';
import { workingDays } from './domains/holidays.js';
import type { Row, SeedRow } from './rows.js';

type DemoTable =
  | 'users'
  | 'requestActions'
  | 'cmsContent'
  | 'transactions'
  | 'notifications'
  | 'conversations'
  | 'messages'
  | 'holidays'
  | 'boxes';
/** What the demo adds to each table, rows as the contract's types describe them on the wire. */
export type DemoRecords = { [T in DemoTable]: SeedRow<T>[] };

export interface DemoContext {
  /** The two languages of the content, each a seeded Faker. */
  en: Faker;
  de: Faker;
  now: Date;
  projectId: string;
  /** The signed-in end user of `credentials.endUser`. */
  endUserId: string;
  /** Admins whose names appear on comments and messages. */
  staffIds: string[];
  newsModelId: string;
}

const REQUEST_TYPES = [
  'visit',
  'change_file',
  'vacation',
  'training',
  'maintenance',
  'buy',
  'rent',
  'sell',
  'rent_out',
  'exchange',
  'waiting_list',
  'request_invoice',
  'redirecting_friend',
  'replace_apartment',
  'request_apartment_link',
] as const;
/** The department a request of each type goes to: its category, as a person would file it. */
const CATEGORY_OF: Record<(typeof REQUEST_TYPES)[number], string> = {
  visit: 'Sales',
  change_file: 'Documents',
  vacation: 'HR',
  training: 'HR',
  maintenance: 'Maintenance',
  buy: 'Sales',
  rent: 'Rent',
  sell: 'Sales',
  rent_out: 'Rent',
  exchange: 'Rent',
  waiting_list: 'Rent',
  request_invoice: 'Documents',
  redirecting_friend: 'Sales',
  replace_apartment: 'Rent',
  request_apartment_link: 'Documents',
};
const REQUEST_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'reviewed',
  'user_accepted',
  'user_rejected',
  'archived',
] as const;
const TRANSACTION_STATUSES = ['succeeded', 'succeeded', 'pending', 'failed', 'refunded', 'partially_refunded'] as const;
const HOLIDAY_TYPES = ['holiday', 'family', 'unpaid', 'sick_day', 'day_off', 'holiday'] as const;
const BOX_TYPES = [
  'quiz_result',
  'survey_result',
  'intranet_responsibilities',
  'web_property_wishlist',
  'alchemy_element_images',
  'unit_user_preference',
] as const;
/** How many request actions the demo holds: over two pages of the console's 25. */
const DEMO_REQUEST_ACTIONS = 64;
const DAY = 86_400_000;

/** What people write in comments and chats: plain sentences a console shows as they would be. */
const SAYINGS = [
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

/** A request action's title by its type, about an apartment. */
/** A German news headline (faker's German locale has no catch phrases of its own). */
function germanTitle(de: Faker): string {
  const city = de.location.city();
  return de.helpers.arrayElement([
    `Neues aus ${city}`,
    `${city}: Tag der offenen Tür`,
    `Rückblick auf das Sommerfest in ${city}`,
    `Neue Öffnungszeiten in ${city}`,
    `Im Gespräch mit ${de.person.fullName()}`,
    `${de.commerce.productName()} jetzt erhältlich`,
    `Spendenlauf in ${city}`,
  ]);
}

function titleOf(type: (typeof REQUEST_TYPES)[number], apartment: string, f: Faker): string {
  switch (type) {
    case 'visit':
      return `Viewing of apartment ${apartment}`;
    case 'change_file':
      return `Update the contract file for ${apartment}`;
    case 'vacation':
      return `Vacation, ${f.number.int({ min: 2, max: 14 })} days`;
    case 'training':
      return `Training: ${f.helpers.arrayElement(['first aid', 'fire safety', 'customer service', 'Excel basics'])}`;
    case 'maintenance':
      return `${f.helpers.arrayElement(['Leaking tap', 'Broken heating', 'Window will not close', 'Door lock stuck', 'Lift noise'])} in ${apartment}`;
    case 'buy':
      return `Buy apartment ${apartment}`;
    case 'rent':
      return `Rent apartment ${apartment}`;
    case 'sell':
      return `Sell apartment ${apartment}`;
    case 'rent_out':
      return `Rent out apartment ${apartment}`;
    case 'exchange':
      return `Exchange ${apartment} for a larger one`;
    case 'waiting_list':
      return `Waiting list for ${apartment}`;
    case 'request_invoice':
      return `Invoice for ${f.date.month()}`;
    case 'redirecting_friend':
      return `Referral: ${f.person.fullName()}`;
    case 'replace_apartment':
      return `Replace ${apartment}`;
    default:
      return `Link to apartment ${apartment}`;
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const money = (n: number) => Math.round(n * 100) / 100;

export function demoRecords(ctx: DemoContext): DemoRecords {
  const { en: f, de, now } = ctx;
  const id = () => f.database.mongodbObjectId();
  const before = (days: number, from = now) =>
    f.date.between({ from: new Date(from.getTime() - days * DAY), to: from });
  const after = (start: Date, days: number) =>
    f.date.between({ from: start, to: new Date(Math.min(start.getTime() + days * DAY, now.getTime())) });
  const iso = (date: Date) => date.toISOString();

  const users: DemoRecords['users'] = Array.from({ length: 24 }, () => {
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const created = before(400);
    return {
      _id: id(),
      email: f.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      firstName,
      lastName,
      phone: f.helpers.maybe(() => `+9955${f.string.numeric(8)}`, { probability: 0.6 }) ?? null,
      avatar: null,
      roles: [],
      emailVerified: f.datatype.boolean(0.7),
      created: iso(created),
      updated: iso(after(created, 60)),
    };
  });
  // The seeded end user owns every fourth, so their own lists page too.
  const ownerOf = (i: number) => (i % 4 === 0 ? ctx.endUserId : users[i % users.length]!._id);

  const requestActions: DemoRecords['requestActions'] = Array.from({ length: DEMO_REQUEST_ACTIONS }, (_, i) => {
    const created = before(120);
    // Written one after another: a thread reads in the order of its times.
    const times = Array.from({ length: f.number.int({ min: 0, max: 3 }) }, () => iso(after(created, 10))).sort();
    const comments = times.map((at) => {
      const admin = f.datatype.boolean();
      return {
        _id: id(),
        authorId: admin ? f.helpers.arrayElement(ctx.staffIds) : ownerOf(i),
        authorType: admin ? ('admin' as const) : ('user' as const),
        text: f.helpers.arrayElement(SAYINGS),
        created: at,
      };
    });
    const updated = comments.at(-1)?.created ?? iso(created);
    const seen = f.datatype.boolean(0.5);
    const apartment = `${f.string.alpha({ length: 1, casing: 'upper' })}-${f.number.int({ min: 101, max: 1808 })}`;
    const type = REQUEST_TYPES[i % REQUEST_TYPES.length]!;
    return {
      _id: id(),
      projectId: ctx.projectId,
      userId: ownerOf(i),
      type,
      status: REQUEST_STATUSES[i % REQUEST_STATUSES.length]!,
      version: comments.length + f.number.int({ min: 0, max: 2 }),
      category: CATEGORY_OF[type],
      title: titleOf(type, apartment, f),
      // Two different sayings: arrayElements draws without repeating one.
      description: f.helpers.arrayElements(SAYINGS, 2).join(' '),
      data: { apartment },
      comments,
      review: null,
      seenBy: seen ? [f.helpers.arrayElement(ctx.staffIds)] : [],
      seenAt: seen ? updated : null,
      created: iso(created),
      updated,
    };
  });

  // News in English and German: several pages of 20 on either surface.
  const cmsContent: DemoRecords['cmsContent'] = Array.from({ length: 48 }, (_, i) => {
    const created = before(365);
    const category = f.helpers.arrayElement(['events', 'company', 'product', 'community']);
    const views = f.number.int({ min: 10, max: 5000 });
    const featured = i % 7 === 0;
    const publishedAt = iso(after(created, 3));
    return {
      _id: id(),
      modelId: ctx.newsModelId,
      values: {
        en: {
          title: f.company.catchPhrase(),
          summary: `${f.person.fullName()} on ${f.commerce.productName().toLowerCase()} in ${f.location.city()}.`,
          category,
          views,
          featured,
          publishedAt,
        },
        de: {
          title: germanTitle(de),
          summary: `${de.person.fullName()} berichtet über ${de.commerce.productName()}.`,
          category,
          views,
          featured,
          publishedAt,
        },
      },
      // After the examples' entries, which keep the first places.
      order: 10 + i,
      status: i % 12 === 11 ? 'draft' : 'published',
      created: iso(created),
      updated: publishedAt,
    };
  });

  const transactions: DemoRecords['transactions'] = Array.from({ length: 42 }, (_, i) => {
    const status = TRANSACTION_STATUSES[i % TRANSACTION_STATUSES.length]!;
    const amount = money(f.number.float({ min: 5, max: 900, fractionDigits: 2 }));
    const created = before(90);
    const event = (type: string, s: Row<'transactions'>['status'], message: string, at: Date) => ({
      _id: id(),
      type,
      status: s,
      message,
      created: iso(at),
    });
    const events = [event('created', 'pending', 'Payment started', created)];
    if (status !== 'pending')
      events.push(
        event(
          status === 'failed' ? 'declined' : 'captured',
          status === 'failed' ? 'failed' : 'succeeded',
          status === 'failed' ? 'Declined by the bank' : 'Payment captured by the bank',
          after(created, 1),
        ),
      );
    const refundAmount = status === 'refunded' ? amount : status === 'partially_refunded' ? money(amount / 2) : 0;
    const refund = refundAmount
      ? {
          amount: refundAmount,
          reason: f.helpers.arrayElement(['Item returned by the customer', 'Duplicate payment', 'Service cancelled']),
          created: iso(after(created, 20)),
        }
      : null;
    if (refund)
      events.push(event('refunded', status, `GEL ${refundAmount.toFixed(2)} returned`, new Date(refund.created)));
    return {
      _id: id(),
      amount,
      currency: f.helpers.arrayElement(['GEL', 'GEL', 'EUR', 'USD']),
      status,
      method: i % 3 === 0 ? 'link' : 'card',
      userId: ownerOf(i),
      orderId: f.helpers.maybe(() => id(), { probability: 0.5 }) ?? null,
      description: f.commerce.productName(),
      events,
      refund,
      created: iso(created),
      updated: events.at(-1)!.created,
    };
  });

  const notifications: DemoRecords['notifications'] = Array.from({ length: 16 }, (_, i) => {
    // Newest first by index, a few days apart: the three newest (and every fifth after) unread, so
    // the first page a person opens shows what is new.
    const created = before(2, new Date(now.getTime() - i * 3 * DAY));
    const seen = i >= 3 && i % 5 !== 4;
    const payment = transactions[i % transactions.length]!;
    return {
      _id: id(),
      userId: ctx.endUserId,
      channel: 'IN_APP',
      ...(i % 2 === 0
        ? { type: 'PAYMENT' as const, data: { transactionId: payment._id } }
        : { sourceType: 'News' as const, data: {} }),
      title: i % 2 === 0 ? 'Payment received' : `News: ${f.company.catchPhrase()}`,
      body:
        i % 2 === 0
          ? `Your payment of ${payment.amount.toFixed(2)} ${payment.currency} was received.`
          : `${f.person.fullName()} wrote about ${f.commerce.productName().toLowerCase()}.`,
      seen,
      seenAt: seen ? iso(after(created, 2)) : null,
      created: iso(created),
    };
  });

  const conversations: DemoRecords['conversations'] = [];
  const messages: DemoRecords['messages'] = [];
  for (let c = 0; c < 8; c += 1) {
    const staff = ctx.staffIds[c % ctx.staffIds.length]!;
    const participants = [c % 2 === 0 ? ctx.endUserId : users[c]!._id, staff];
    const _id = id();
    let at = before(60);
    const created = iso(at);
    const history = Array.from({ length: f.number.int({ min: 4, max: 14 }) }, (_, m) => {
      at = after(at, 2);
      const attachment = m % 5 === 4;
      return {
        _id: id(),
        conversationId: _id,
        senderId: participants[m % 2]!,
        text: f.helpers.arrayElement(SAYINGS),
        attachments: attachment
          ? [
              {
                url: `https://files.example.com/${f.string.alphanumeric(10)}.pdf`,
                name: `${f.system.fileName({ extensionCount: 0 })}.pdf`,
                mimeType: 'application/pdf',
              },
            ]
          : [],
        seen: true,
        seenAt: iso(at),
        created: iso(at),
      };
    });
    // The newest message of every other conversation is unread.
    if (c % 2 === 0) Object.assign(history.at(-1)!, { seen: false, seenAt: null });
    messages.push(...history);
    conversations.push({
      _id,
      topic: f.helpers.arrayElement(['General', 'Sales', 'Contact Center']),
      title: f.helpers.arrayElement([
        `Lease for apartment ${f.string.alpha({ length: 1, casing: 'upper' })}-${f.number.int({ min: 101, max: 1808 })}`,
        `Invoice ${f.number.int({ min: 1000, max: 9999 })}`,
        `Repair in ${f.string.alpha({ length: 1, casing: 'upper' })}-${f.number.int({ min: 101, max: 1808 })}`,
        `Move-in on ${f.date.month()} ${f.number.int({ min: 1, max: 28 })}`,
      ]),
      participants,
      lastMessage: history.at(-1)!,
      unreadCount: 0,
      archived: c === 7,
      created,
      updated: history.at(-1)!.created,
    });
  }

  // Colleagues away from last month to the month after next, so the calendar opens on absences.
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  // Each colleague's absences follow one another (a few days to weeks apart): nobody is away twice at once.
  const lastEnd = new Map<string, Date>();
  const holidays: DemoRecords['holidays'] = Array.from({ length: 30 }, (_, i) => {
    const user = users[i % 12]!;
    const previous = lastEnd.get(user._id);
    const drawn = previous
      ? new Date(previous.getTime() + f.number.int({ min: 2, max: 30 }) * DAY)
      : f.date.between({ from: monthStart, to: new Date(monthStart.getTime() + 60 * DAY) });
    // An absence starts on a working day: a Saturday or Sunday moves to the Monday after.
    const weekday = drawn.getUTCDay();
    const start = new Date(drawn.getTime() + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0) * DAY);
    const type = HOLIDAY_TYPES[i % HOLIDAY_TYPES.length]!;
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

  const boxes: DemoRecords['boxes'] = BOX_TYPES.flatMap((type, t) =>
    Array.from({ length: 3 }, (_, i) => {
      const created = before(200);
      return {
        _id: id(),
        key: `${type.replace(/_/g, '-')}-${i + 1}`,
        type,
        value: { note: f.commerce.productName(), score: f.number.int({ min: 0, max: 10 }) },
        userId: (t + i) % 2 === 0 ? null : ctx.endUserId,
        created: iso(created),
        updated: iso(after(created, 30)),
      };
    }),
  );

  return { users, requestActions, cmsContent, transactions, notifications, conversations, messages, holidays, boxes };
}

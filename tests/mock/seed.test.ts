// Issue 25, item 4: the `seed` and `now` options. The demo seed fills every screen (volumes over
// every status and type, two languages, holidays around "today"), the same on every start; the
// empty seed holds the accounts only; the caller's own records are what the mock serves.
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminClient, createEndUserClient, createPublicClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

const started: MockPlatform[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((m) => m.close()));
});
async function start(options: Parameters<typeof startMockPlatform>[0] = {}) {
  const mock = await startMockPlatform(options);
  started.push(mock);
  return mock;
}
const staffOn = (m: MockPlatform) =>
  createAdminClient({ baseUrl: m.urls.admin, projectId: m.projectId, ...m.credentials.admin, maxRetries: 0 });
const userOn = (m: MockPlatform) =>
  createEndUserClient({ baseUrl: m.urls.enduser, apiKey: m.credentials.apiKey, ...m.credentials.endUser });

const STATUSES = ['pending', 'confirmed', 'rejected', 'reviewed', 'user_accepted', 'user_rejected', 'archived'];
const TYPES = [
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
];

describe("the 'demo' seed (the default)", () => {
  it('fills every screen: request actions over every status and type, news in two languages, payments, chats, notifications, boxes', async () => {
    const mock = await start({ now: '2026-11-24T09:00:00.000Z' });
    const staff = await staffOn(mock);
    const { data: actions } = await staff.GET('/request-action', { params: { query: { limit: 100 } } });
    expect(actions.total).toBeGreaterThanOrEqual(60);
    expect(new Set(actions.data.map((a) => a.status))).toEqual(new Set(STATUSES));
    expect(new Set(actions.data.map((a) => a.type))).toEqual(new Set(TYPES));
    // More than a page of 25: "Load more" shows.
    expect((await staff.GET('/request-action', { params: { query: { limit: 25 } } })).data.data).toHaveLength(25);

    const site = createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.apiKey });
    for (const lang of ['en', 'de']) {
      const { data: news } = await site.GET('/v3/cms/content/api/{apiId}', {
        params: { path: { apiId: 'news' }, query: { lang } },
      });
      expect(news.total, lang).toBeGreaterThan(40); // several pages of 20
      expect(news.data.every((entry) => entry.lang === lang)).toBe(true);
    }

    const { data: transactions } = await staff.GET('/payment/transaction', { params: { query: { limit: 100 } } });
    expect(transactions.total).toBeGreaterThanOrEqual(40);
    expect(new Set(transactions.data.map((t) => t.status))).toEqual(
      new Set(['pending', 'succeeded', 'failed', 'refunded', 'partially_refunded']),
    );
    const refunded = transactions.data.find((t) => t.status === 'refunded')!;
    expect(refunded.refund?.amount).toBe(refunded.amount);
    expect(
      (await staff.GET('/payment/transaction/{id}/event', { params: { path: { id: refunded._id } } })).data.data.map(
        (e) => e.type,
      ),
    ).toEqual(['created', 'captured', 'refunded']);
    // A refund's event names the transaction's own currency (the demo's said GEL whatever was paid).
    for (const t of transactions.data.filter((t) => t.refund && t.currency !== 'GEL')) {
      const events = (await staff.GET('/payment/transaction/{id}/event', { params: { path: { id: t._id } } })).data;
      expect(events.data.at(-1)?.message).toBe(`${t.currency} ${t.refund!.amount.toFixed(2)} returned`);
    }
    expect(transactions.data.some((t) => t.refund && t.currency !== 'GEL')).toBe(true);

    const { data: conversations } = await staff.GET('/v2/conversations', { params: { query: { limit: 100 } } });
    expect(conversations.total).toBeGreaterThanOrEqual(8);
    const history = await staff.GET('/conversations/{id}/messages', {
      params: { path: { id: conversations.data[0]!._id } },
    });
    expect(history.data.total).toBeGreaterThanOrEqual(4);

    const luka = await userOn(mock);
    expect((await luka.GET('/notification', { params: { query: { limit: 100 } } })).data.total).toBeGreaterThanOrEqual(
      16,
    );
    expect((await luka.GET('/request-action', { params: { query: { limit: 100 } } })).data.total).toBeGreaterThan(15); // every fourth is his
    expect((await site.GET('/box', { params: { query: { type: 'survey_result' } } })).data.total).toBeGreaterThan(0);
  });

  it('places holidays around `now`: this month and the next have absences, a month far away none', async () => {
    const mock = await start({ now: '2031-05-15T09:00:00.000Z' });
    const luka = await userOn(mock);
    const away = async (startDate: string, endDate: string) =>
      (await luka.GET('/intranet/holiday/active', { params: { query: { startDate, endDate } } })).data;
    expect((await away('2031-05-01', '2031-05-31')).length).toBeGreaterThan(3);
    expect((await away('2031-06-01', '2031-06-30')).length).toBeGreaterThan(3);
    expect(await away('2029-01-01', '2029-01-31')).toEqual([]);
    // The balance answers the year of `now` by default.
    expect((await luka.GET('/intranet/holiday/balance')).data.year).toBe(2031);
  });

  it('holds the same records on every start with the same `now`, and after reset()', async () => {
    const now = new Date('2026-11-24T09:00:00.000Z');
    const [a, b] = await Promise.all([start({ now }), start({ now })]);
    const list = async (m: MockPlatform) =>
      (await (await staffOn(m)).GET('/request-action', { params: { query: { limit: 100 } } })).data.data.map((r) => [
        r._id,
        r.title,
        r.created.toISOString(),
      ]);
    const first = await list(a);
    expect(await list(b)).toEqual(first);
    a.reset();
    expect(await list(a)).toEqual(first);
  });

  // Follow-ups of a newcomer's read of the demo: nobody is away twice at once, comments read in
  // the order they were written, and no description says the same sentence twice. Over several
  // `now`s, since each draws other records.
  it.each(['2026-11-24T09:00:00.000Z', '2027-02-28T18:30:00.000Z', '2030-07-01T00:00:00.000Z'])(
    'reads as people wrote it (now %s)',
    async (now) => {
      const mock = await start({ now });
      const luka = await userOn(mock);
      const away = (
        await luka.GET('/intranet/holiday/active', {
          params: { query: { startDate: '2000-01-01', endDate: '2100-12-31' } },
        })
      ).data;
      expect(away.length).toBeGreaterThan(20);
      const sorted = away.toSorted(
        (a, b) => a.userId.localeCompare(b.userId) || a.startDate.localeCompare(b.startDate),
      );
      sorted.slice(1).forEach((h, i) => {
        const before = sorted[i]!;
        if (before.userId === h.userId)
          expect(
            h.startDate > before.endDate,
            `${h.userId}: ${before.startDate}..${before.endDate} and ${h.startDate}..${h.endDate}`,
          ).toBe(true);
      });

      const { data: actions } = await (await staffOn(mock)).GET('/request-action', {
        params: { query: { limit: 100 } },
      });
      expect(actions.data.length).toBe(actions.total);
      expect(actions.data.filter((a) => a.comments.length > 1).length).toBeGreaterThan(10);
      for (const action of actions.data) {
        const times = action.comments.map((c) => c.created.getTime());
        expect(times, action.title).toEqual(times.toSorted((a, b) => a - b));
        const sentences = (action.description ?? '').split(/(?<=[.!?])\s+/).filter(Boolean);
        expect(new Set(sentences).size, action.description).toBe(sentences.length);
      }
      // Filed where a person would file it: the category follows the type (for the generated
      // records, which name an apartment; the contract's own examples are as the contract has them).
      const categories = new Map<string, Set<string | undefined>>();
      const generated = actions.data.filter((a) => typeof (a.data as { apartment?: unknown }).apartment === 'string');
      expect(generated.length).toBeGreaterThanOrEqual(60);
      for (const action of generated)
        categories.set(action.type, (categories.get(action.type) ?? new Set()).add(action.category));
      for (const [type, seen] of categories) expect([...seen], type).toHaveLength(1);
      expect(categories.get('maintenance')).toEqual(new Set(['Maintenance']));
      expect(categories.get('vacation')).toEqual(new Set(['HR']));
      // Nobody's absence starts on a Saturday or a Sunday.
      for (const h of away)
        expect([0, 6], `${h.userName} from ${h.startDate}`).not.toContain(
          new Date(`${h.startDate}T00:00:00Z`).getUTCDay(),
        );
      // What is new is on the first page of notifications, newest first.
      const firstPage = (await luka.GET('/notification', { params: { query: { limit: 10 } } })).data.data;
      expect(firstPage.slice(0, 3).map((n) => n.seen)).toEqual([false, false, false]);
      const times = firstPage.map((n) => n.created.getTime());
      expect(times).toEqual(times.toSorted((a, b) => b - a));
    },
  );

  it('refuses a `now` that is no date', async () => {
    await expect(startMockPlatform({ now: 'yesterday' })).rejects.toThrow(/`now`/);
  });
});

describe("the 'empty' seed", () => {
  it('holds the accounts and nothing else', async () => {
    const mock = await start({ seed: 'empty' });
    const staff = await staffOn(mock);
    expect((await staff.GET('/request-action')).data.total).toBe(0);
    expect((await staff.GET('/payment/transaction')).data.total).toBe(0);
    const luka = await userOn(mock);
    expect((await luka.GET('/auth/self')).data.email).toBe(mock.credentials.endUser.email);
    expect((await luka.GET('/notification')).data.total).toBe(0);
  });
});

describe('your own records', () => {
  it('serves them, besides the accounts; a user row with a password signs in', async () => {
    const created = '2026-05-01T10:00:00.000Z';
    const mock = await start({
      seed: {
        users: [
          {
            _id: '6700000000000000000000a1',
            email: 'owner@example.com',
            firstName: 'Own',
            lastName: 'User',
            phone: null,
            avatar: null,
            roles: [],
            emailVerified: true,
            created,
            updated: created,
            password: 'Own-password-1',
          },
        ],
        requestActions: [
          {
            _id: '6700000000000000000000b1',
            projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
            userId: '6700000000000000000000a1',
            type: 'visit',
            status: 'pending',
            version: 0,
            title: 'My own record',
            comments: [],
            seenBy: [],
            created,
            updated: created,
          },
        ],
      },
    });
    const staff = await staffOn(mock);
    const { data } = await staff.GET('/request-action');
    expect(data.data.map((r) => r.title)).toEqual(['My own record']);
    const own = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      email: 'owner@example.com',
      password: 'Own-password-1',
    });
    expect((await own.GET('/request-action')).data.data[0]!._id).toBe('6700000000000000000000b1');
    // The passwords stay apart: no answer shows one.
    expect(
      JSON.stringify(
        (await staff.GET('/auth/user/{id}', { params: { path: { id: '6700000000000000000000a1' } } })).data,
      ),
    ).not.toContain('Own-password-1');
  });

  it('refuses a table the mock does not have, and a row without an _id', async () => {
    await expect(startMockPlatform({ seed: { pizzas: [] } as never })).rejects.toThrow(/no table pizzas/);
    await expect(startMockPlatform({ seed: { requestActions: [{ title: 'x' }] } as never })).rejects.toThrow(/_id/);
  });
});

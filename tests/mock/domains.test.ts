// Domain rules the contracts state, through the SDK's clients against a real mock: cards belong
// to their user, unread counts are the caller's, content order, in-app notifications, holiday
// checks against the balance and colleagues' absences, request actions for a known user.
import { beforeAll, describe, expect, it } from 'vitest';
import { createChatClient, type ChatMessage } from '../../src/chat/index.js';
import type { AdminClient, EndUserClient } from '../../src/index.js';
import type { components } from '../../generated/types/enduser.js';
import { contractBreaches } from './contract-check.js';
import { useRecordedMock } from './recorded-mock.js';

type BankCard = components['schemas']['BankCard'];

const at = useRecordedMock();
let staff: AdminClient;
let luka: EndUserClient;

beforeAll(async () => {
  staff = await at.staff();
  luka = await at.endUser();
});

async function signUp(email: string): Promise<EndUserClient> {
  const fresh = await at.endUser({ sessionId: 'none' });
  const { data } = await fresh.POST('/auth/signup', {
    body: { email, password: 'Card-holder-1', firstName: 'Card', lastName: 'Holder' },
  });
  return at.endUser({ sessionId: data.sessionId });
}

describe('bank cards', () => {
  it('belong to the user who added them: others neither list, delete nor pay with them', async () => {
    const { data: lukasCards } = await luka.GET('/payment/bankCard');
    expect(lukasCards.length).toBe(2);
    const newcomer = await signUp('new.cards@example.com');
    expect((await newcomer.GET('/payment/bankCard')).data).toEqual([]);
    await expect(
      newcomer.DELETE('/payment/bankCard/{id}', { params: { path: { id: lukasCards[0]!._id } } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      newcomer.POST('/payment/payWithCard', { body: { cardId: lukasCards[0]!._id, amount: 5, currency: 'GEL' } }),
    ).rejects.toMatchObject({
      status: 422,
      body: { details: { field: 'cardId' } },
    });

    const { data: registration } = await newcomer.POST('/payment/bankCard', {
      body: { returnUrl: 'https://shop.example.com/cards', isDefault: false },
    });
    expect(registration.transactionId).toMatch(/^[0-9a-f]{24}$/);
    const { data: mine } = await newcomer.GET('/payment/bankCard');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ isDefault: true, holderName: 'CARD HOLDER' });
    const { data: paid } = await newcomer.POST('/payment/payWithCard', {
      body: { cardId: mine[0]!._id, amount: 12, currency: 'GEL' },
    });
    expect(paid.status).toBe('succeeded');
    expect((await luka.GET('/payment/bankCard')).data.map((c) => c._id)).toEqual(lukasCards.map((c) => c._id));
    await expect(
      luka.DELETE('/payment/bankCard/{id}', { params: { path: { id: mine[0]!._id } } }),
    ).rejects.toMatchObject({ status: 404 });
    await newcomer.DELETE('/payment/bankCard/{id}', { params: { path: { id: mine[0]!._id } } });
    expect((await newcomer.GET('/payment/bankCard')).data).toEqual([]);
  });

  it('deleting the default card makes the newest card left the default', async () => {
    const holder = await signUp('two.cards@example.com');
    await holder.POST('/payment/bankCard', { body: { returnUrl: 'https://shop.example.com/cards', isDefault: true } });
    await holder.POST('/payment/bankCard', { body: { returnUrl: 'https://shop.example.com/cards', isDefault: false } });
    await holder.POST('/payment/bankCard', { body: { returnUrl: 'https://shop.example.com/cards', isDefault: false } });
    const { data: cards } = await holder.GET('/payment/bankCard');
    // Listed in the order they were added: the first is the default, the last the newest.
    expect(cards.map((c) => c.isDefault)).toEqual([true, false, false]);
    const [first, , newest] = cards as [BankCard, BankCard, BankCard];
    await holder.DELETE('/payment/bankCard/{id}', { params: { path: { id: first._id } } });
    const { data: left } = await holder.GET('/payment/bankCard');
    expect(left.filter((c) => c.isDefault).map((c) => c._id)).toEqual([newest._id]);
    expect(left).toHaveLength(2);
  });
});

describe('conversations', () => {
  it('count, per caller, the messages others sent that the caller has not seen; mark-seen lowers it', async () => {
    const unread = async (client: AdminClient | EndUserClient, id: string) => {
      const { data } = client === staff ? await staff.GET('/v2/conversations') : await luka.GET('/v2/conversations');
      return data.data.find((c) => c._id === id)!.unreadCount;
    };
    const { data: list } = await luka.GET('/v2/conversations');
    const conversation = list.data[0]!;
    const before = { luka: await unread(luka, conversation._id), staff: await unread(staff, conversation._id) };

    const chat = createChatClient({
      url: at.mock.urls.chat,
      token: staff.session!.accessToken,
      conversationId: conversation._id,
    });
    try {
      await chat.connect();
      const sent = new Promise<ChatMessage>((resolve) => chat.on('chat', resolve));
      chat.send({ text: 'Your keys are ready' });
      const message = await sent;
      expect(await unread(luka, conversation._id)).toBe(before.luka + 1);
      expect(await unread(staff, conversation._id)).toBe(before.staff);

      const { data: seen } = await luka.PUT('/conversations/{id}/messages/{mid}/seen', {
        params: { path: { id: conversation._id, mid: message._id } },
      });
      expect(seen).toMatchObject({ _id: message._id, seen: true });
      expect(seen).not.toHaveProperty('seenBy');
      expect(await unread(luka, conversation._id)).toBe(before.luka);
    } finally {
      chat.disconnect();
    }
  });

  it("a message is `seen` once the other side has seen it: staff marking staff's message leaves it unread for the end user, in the flag and the count alike", async () => {
    const { data: list } = await luka.GET('/v2/conversations');
    const conversation = list.data[1]!;
    const chat = createChatClient({
      url: at.mock.urls.chat,
      token: staff.session!.accessToken,
      conversationId: conversation._id,
    });
    let message: ChatMessage;
    try {
      await chat.connect();
      const sent = new Promise<ChatMessage>((resolve) => chat.on('chat', resolve));
      chat.send({ text: 'The contract is ready to sign' });
      message = await sent;
    } finally {
      chat.disconnect();
    }
    const path = { id: conversation._id, mid: message._id };
    const lukasView = async () => {
      const { data: messages } = await luka.GET('/conversations/{id}/messages', {
        params: { path: { id: conversation._id } },
      });
      const { data: conversations } = await luka.GET('/v2/conversations');
      return {
        seen: messages.data.find((m) => m._id === message._id)!.seen,
        unread: conversations.data.find((c) => c._id === conversation._id)!.unreadCount,
      };
    };
    const before = await lukasView();
    expect(before.seen).toBe(false);

    const { data: byStaff } = await staff.PUT('/conversations/{id}/messages/{mid}/seen', { params: { path } });
    expect(byStaff.seen).toBe(false);
    expect(await lukasView()).toEqual(before);

    const { data: byLuka } = await luka.PUT('/conversations/{id}/messages/{mid}/seen', { params: { path } });
    expect(byLuka.seen).toBe(true);
    expect(await lukasView()).toEqual({ seen: true, unread: before.unread - 1 });
    const { data: staffSees } = await staff.GET('/conversations/{id}/messages', {
      params: { path: { id: conversation._id } },
    });
    expect(staffSees.data.find((m) => m._id === message._id)).toMatchObject({ seen: true });
  });
});

describe('CMS content order', () => {
  it('puts the listed entries first and the others after them in their order', async () => {
    const { data: model } = await staff.POST('/cms/model', { body: { apiId: 'ordering', name: 'Ordering' } });
    const ids: Record<string, string> = {};
    for (const title of ['a', 'b', 'c', 'd']) {
      const { data } = await staff.POST('/cms/content', {
        body: { modelId: model._id, values: { en: { title } }, status: 'draft' },
      });
      ids[title] = data._id;
    }
    await staff.PUT('/cms/content/order', { body: { modelId: model._id, ids: [ids.c!] } });
    const { data: listed } = await staff.GET('/cms/content', { params: { query: { modelId: model._id } } });
    expect(listed.data.map((row) => [(row.values.en as { title: string }).title, row.order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
      ['d', 3],
    ]);
  });
});

describe('notifications', () => {
  it('stores only the in-app one, typed PAYMENT when it is about a transaction', async () => {
    const { data: self } = await luka.GET('/auth/self');
    const { data: sent } = await staff.POST('/notification', {
      body: {
        channels: ['EMAIL', 'PUSH', 'IN_APP'],
        userIds: [self._id],
        title: 'Paid',
        body: '12 GEL received',
        data: { transactionId: '6607f4a5b6c7d8e9f0a1b2c3' },
      },
    });
    expect(sent).toMatchObject({ recipients: 1, sent: 3, failed: 0 });
    expect(sent.notificationIds).toHaveLength(1);
    const { data: mine } = await luka.GET('/notification');
    const stored = mine.data.filter((n) => n.title === 'Paid');
    expect(stored.map((n) => [n._id, n.channel, n.type])).toEqual([[sent.notificationIds![0], 'IN_APP', 'PAYMENT']]);

    const { data: pushOnly } = await staff.POST('/notification', {
      body: { channels: ['PUSH'], userIds: [self._id], title: 'Push only', body: 'x' },
    });
    expect(pushOnly).toMatchObject({ sent: 1, notificationIds: [] });
    expect((await luka.GET('/notification')).data.data.some((n) => n.title === 'Push only')).toBe(false);
  });
});

describe('holidays', () => {
  it('are available only when the balance covers the working days', async () => {
    // The seeded balance of 2026 leaves 4.5 days.
    const check = async (startDate: string, endDate: string) =>
      (await luka.GET('/intranet/holiday/check', { params: { query: { startDate, endDate } } })).data;
    expect(await check('2026-12-07', '2026-12-10')).toMatchObject({ workingDays: 4, available: true });
    expect(await check('2026-12-07', '2026-12-11')).toMatchObject({ workingDays: 5, available: false });
  });

  it('list colleagues’ absences as conflicts, not the caller’s own', async () => {
    // Nino (a seeded user with a July holiday) gets a password from an admin to sign in.
    const nino = '65f1c0a2e4b0a1b2c3d4e5f8';
    await staff.PUT('/auth/user/{id}', { params: { path: { id: nino } }, body: { password: 'Nino-signs-in-1' } });
    const { data: user } = await staff.GET('/auth/user/{id}', { params: { path: { id: nino } } });
    const client = await at.endUser({ email: user.email, password: 'Nino-signs-in-1' });
    const { data } = await client.GET('/intranet/holiday/check', {
      params: { query: { startDate: '2026-07-01', endDate: '2026-07-10' } },
    });
    expect(data.conflicts.length).toBeGreaterThan(0);
    expect(data.conflicts.every((h) => h.userId !== nino)).toBe(true);
  });

  it('counts the working days of any range by weeks, weekends left out', async () => {
    const { data } = await luka.GET('/intranet/holiday/check', {
      params: { query: { startDate: '0001-01-01', endDate: '9999-12-31' } },
    });
    // 521722 whole weeks and five days from a Monday: (521722 * 5) + 5.
    expect(data).toMatchObject({ workingDays: 2608615, available: false });
    // Weekends at the edges: Saturday to Sunday is none, Friday to Monday two.
    const edge = async (startDate: string, endDate: string) =>
      (await luka.GET('/intranet/holiday/check', { params: { query: { startDate, endDate } } })).data.workingDays;
    expect(await edge('2026-12-05', '2026-12-06')).toBe(0);
    expect(await edge('2026-12-04', '2026-12-07')).toBe(2);
    expect(await edge('2026-12-07', '2026-12-06')).toBe(0);
  });
});

describe('request actions', () => {
  it('an admin-created one for a user the project does not have is 422 naming userId', async () => {
    await expect(
      staff.POST('/request-action', {
        body: { type: 'visit', title: 'For nobody', userId: 'abcdefabcdefabcdefabcdef' },
      }),
    ).rejects.toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED', details: { field: 'userId' } } });
    const { data: self } = await luka.GET('/auth/self');
    const { data: made } = await staff.POST('/request-action', {
      body: { type: 'visit', title: 'For Luka', userId: self._id },
    });
    expect(made.userId).toBe(self._id);
  });

  it("confirming with a comment sets the status and adds the user's comment in one new version", async () => {
    const { data: self } = await luka.GET('/auth/self');
    const { data: made } = await luka.POST('/request-action', { body: { type: 'visit', title: 'Confirm me' } });
    const { data: confirmed } = await luka.POST('/request-action/confirm', {
      body: { requestActionId: made._id, accepted: false, comment: 'Another day, please' },
    });
    expect(confirmed).toMatchObject({ status: 'user_rejected', version: made.version + 1, seenBy: [] });
    expect(confirmed.comments.map(({ authorId, authorType, text }) => ({ authorId, authorType, text }))).toEqual([
      { authorId: self._id, authorType: 'user', text: 'Another day, please' },
    ]);
    const { data: plain } = await luka.POST('/request-action/confirm', {
      body: { requestActionId: made._id, accepted: true },
    });
    expect(plain).toMatchObject({ status: 'user_accepted', version: made.version + 2 });
    expect(plain.comments).toHaveLength(1);
  });
});

describe('contract', () => {
  it('every answer above matches its operation’s response schema', async () => {
    const { breaches } = await contractBreaches(at.answers);
    expect(breaches).toEqual([]);
  });
});

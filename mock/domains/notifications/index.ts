// Notifications: of an admin's sending or a server's, only in-app ones are stored, one per user, for the
// user to list (EMAIL, SMS and PUSH leave the platform).
import { invalid, newestFirst, ok } from '../../context.js';
import type { Handlers, MockRequest, Platform, Seeding } from '../../context.js';
import { DAY, demoKit } from '../../demo.js';
import { nowIso, objectId } from '../../ids.js';
import type { Row, SeedRow, Shown } from '../../rows.js';
import { onId, tableHandlers } from '../../table-handlers.js';

type InApp = Pick<Shown<'notifications'>, 'userId' | 'title' | 'body' | 'type' | 'sourceType' | 'data'>;

const storeInApp = (platform: Platform, { data = {}, ...given }: InApp): Row<'notifications'> =>
  platform.store.insert('notifications', {
    _id: objectId(),
    channel: 'IN_APP',
    ...given,
    data,
    seen: false,
    seenAt: null,
    created: nowIso(),
  });

const isUser = (platform: Platform, userId: string) => platform.store.table('users').has(userId);
const mine = (n: Row<'notifications'>, { user }: Pick<MockRequest, 'user'>) => n.userId === user!._id;

export const handlers: Handlers = {
  'admin.sendNotification': ({ body }, platform) => {
    const { channels, userIds, title, body: text, sourceType, data } = body;
    const known = userIds.filter((userId) => isUser(platform, userId));
    // The contract's InAppNotificationType names one kind, PAYMENT, which its example recognises by
    // the transaction in `data`; other notifications are about nothing it names (`type` is optional).
    const type = typeof data?.transactionId === 'string' ? { type: 'PAYMENT' as const } : {};
    const inApp = channels.includes('IN_APP') ? known : [];
    const stored = inApp.map((userId) =>
      storeInApp(platform, { userId, title, body: text, ...type, ...(sourceType ? { sourceType } : {}), data }),
    );
    // Users the project does not have count as failed on every channel, as the platform reports them.
    const sent = known.length * channels.length;
    const failed = userIds.length * channels.length - sent;
    return ok({ recipients: userIds.length, sent, failed, notificationIds: stored.map((n) => n._id) });
  },
  'private.sendInAppNotification': ({ body: { userId, type, title, body, data } }, platform) =>
    isUser(platform, userId)
      ? ok(storeInApp(platform, { userId, type, title, body, data }), 201)
      : invalid('userId', 'names no user of this project'),
  'enduser.listNotifications': tableHandlers('notifications', { order: newestFirst, where: mine }).list,
  'enduser.markNotificationSeen': onId(
    'notifications',
    mine,
  )((notification) => ok(Object.assign(notification, { seen: true, seenAt: nowIso() }))),
};
// The examples' notifications, and 16 drawn for the end user, payments and news.
export function demo(seeding: Seeding): void {
  seeding.fill('notifications', seeding.rows('notifications', 'NotificationPage'));
  const { f, now, id, before, after, iso } = demoKit(seeding);
  const { endUserId, transactions } = seeding.shared;
  const demo = Array.from({ length: 16 }, (_, i): SeedRow<'notifications'> => {
    // Newest first by index, a few days apart: the three newest (and every fifth after) unread, so
    // the first page a person opens shows what is new.
    const created = before(2, new Date(now.getTime() - i * 3 * DAY));
    const seen = i >= 3 && i % 5 !== 4;
    const payment = transactions[i % transactions.length]!;
    return {
      _id: id(),
      userId: endUserId,
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
  seeding.fill('notifications', demo);
}

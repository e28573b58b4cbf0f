// Notifications: an admin sends to users on each channel; only in-app ones are stored, one per
// user, for the user to list (EMAIL, SMS and PUSH leave the platform). An end user lists theirs
// and marks one seen.
import { fail, notFound, ok, page, newestFirst, type Handlers } from '../context.js';
import { nowIso, objectId } from '../ids.js';

/**
 * What an in-app notification is about (`type`). The contract's InAppNotificationType names one
 * kind, PAYMENT, which its example recognises by the transaction in `data`; other notifications
 * are about nothing the contract names and go without (`type` is optional).
 */
const inAppType = (data: unknown): { type?: 'PAYMENT' } =>
  data && typeof data === 'object' && typeof (data as { transactionId?: unknown }).transactionId === 'string' ? { type: 'PAYMENT' } : {};

export const notificationHandlers: Handlers = {
  'admin.sendNotification': ({ body }, platform) => {
    const created = nowIso();
    const ids: string[] = [];
    const channels = body.channels as string[];
    let sent = 0;
    for (const userId of body.userIds as string[]) {
      if (!platform.store.table('users').has(userId)) continue;
      sent += channels.length;
      if (!channels.includes('IN_APP')) continue;
      const _id = objectId();
      ids.push(_id);
      platform.store.insert('notifications', {
        _id,
        userId,
        channel: 'IN_APP',
        ...inAppType(body.data),
        title: body.title,
        body: body.body,
        ...(body.sourceType ? { sourceType: body.sourceType } : {}),
        data: body.data ?? {},
        seen: false,
        seenAt: null,
        created,
      });
    }
    // Users the project does not have count as failed on every channel, as the platform reports them.
    return ok({ recipients: body.userIds.length, sent, failed: body.userIds.length * channels.length - sent, notificationIds: ids });
  },
  // A server integration's in-app notification to one user: stored as the admin's IN_APP sends are,
  // so the user's next list shows it.
  'private.sendInAppNotification': ({ body }, platform) => {
    if (!platform.store.table('users').has(body.userId)) {
      return fail(422, 'Validation failed: userId names no user of this project', 'VALIDATION_FAILED', { field: 'userId' });
    }
    const notification = platform.store.insert('notifications', {
      _id: objectId(),
      userId: body.userId,
      channel: 'IN_APP',
      type: body.type,
      title: body.title,
      body: body.body,
      data: body.data ?? {},
      seen: false,
      seenAt: null,
      created: nowIso(),
    });
    return ok(notification, 201);
  },
  'enduser.listNotifications': ({ user, query }, platform) =>
    ok(page(platform.store.rows('notifications').filter((n) => n.userId === user!._id).sort(newestFirst), query)),
  'enduser.markNotificationSeen': ({ user, params }, platform) => {
    const notification = platform.store.table('notifications').get(params.id!);
    if (!notification || notification.userId !== user!._id) return notFound();
    notification.seen = true;
    notification.seenAt = nowIso();
    return ok(notification);
  },
};

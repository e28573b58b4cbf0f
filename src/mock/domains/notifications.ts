// Notifications: an admin sends to users (an IN_APP one lands in each user's list), an end user
// lists theirs and marks one seen.
import { notFound, ok, page, newestFirst, type Handlers } from '../context.js';
import { nowIso, objectId } from '../ids.js';

export const notificationHandlers: Handlers = {
  'admin.sendNotification': ({ body }, platform) => {
    const created = nowIso();
    const ids: string[] = [];
    for (const userId of body.userIds as string[]) {
      if (!platform.store.table('users').has(userId)) continue;
      for (const channel of body.channels as string[]) {
        const _id = objectId();
        ids.push(_id);
        platform.store.insert('notifications', {
          _id,
          userId,
          channel,
          title: body.title,
          body: body.body,
          ...(body.sourceType ? { sourceType: body.sourceType } : {}),
          data: body.data ?? {},
          seen: false,
          seenAt: null,
          created,
        });
      }
    }
    const addressed = (body.userIds as string[]).length * (body.channels as string[]).length;
    // Users the project does not have count as failed, as the platform reports them.
    return ok({ recipients: body.userIds.length, sent: ids.length, failed: addressed - ids.length, notificationIds: ids });
  },
  'enduser.listNotifications': ({ user, query }, platform) =>
    ok(page([...platform.store.table('notifications').values()].filter((n) => n.userId === user!._id).sort(newestFirst), query)),
  'enduser.markNotificationSeen': ({ user, params }, platform) => {
    const notification = platform.store.table('notifications').get(params.id!);
    if (!notification || notification.userId !== user!._id) return notFound();
    notification.seen = true;
    notification.seenAt = nowIso();
    return ok(notification);
  },
};

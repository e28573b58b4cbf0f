// Notifications: an admin sends to users on each channel; only in-app ones are stored, one per
// user, for the user to list (EMAIL, SMS and PUSH leave the platform). A server integration's
// in-app notification is stored the same way. An end user lists theirs and marks one seen.
import { fail, ok, page, newestFirst, type Handlers, type MockRequest, type Platform } from '../../context.js';
import { nowIso, objectId } from '../../ids.js';
import type { Row, Shown } from '../../rows.js';
import { noRecord, onRecord } from '../../table-handlers.js';

type InApp = Pick<Shown<'notifications'>, 'userId' | 'title' | 'body' | 'type' | 'sourceType' | 'data'>;

/** Stores an unseen in-app notification, for its user's next list. */
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

/**
 * What an in-app notification is about (`type`). The contract's InAppNotificationType names one
 * kind, PAYMENT, which its example recognises by the transaction in `data`; other notifications
 * are about nothing the contract names and go without (`type` is optional).
 */
const inAppType = (data: Record<string, unknown> | undefined): { type?: 'PAYMENT' } =>
  typeof data?.transactionId === 'string' ? { type: 'PAYMENT' } : {};

export const handlers: Handlers = {
  'admin.sendNotification': ({ body }, platform) => {
    const { channels, userIds, title, body: text, sourceType, data } = body;
    const known = userIds.filter((userId) => platform.store.table('users').has(userId));
    const stored = channels.includes('IN_APP')
      ? known.map((userId) =>
          storeInApp(platform, {
            userId,
            title,
            body: text,
            ...inAppType(data),
            ...(sourceType ? { sourceType } : {}),
            data,
          }),
        )
      : [];
    // Users the project does not have count as failed on every channel, as the platform reports them.
    const sent = known.length * channels.length;
    return ok({
      recipients: userIds.length,
      sent,
      failed: userIds.length * channels.length - sent,
      notificationIds: stored.map((n) => n._id),
    });
  },
  'private.sendInAppNotification': ({ body: { userId, type, title, body, data } }, platform) =>
    platform.store.table('users').has(userId)
      ? ok(storeInApp(platform, { userId, type, title, body, data }), 201)
      : fail(422, 'Validation failed: userId names no user of this project', 'VALIDATION_FAILED', { field: 'userId' }),
  'enduser.listNotifications': ({ user, query }, platform) =>
    ok(
      page(
        platform.store
          .rows('notifications')
          .filter((n) => n.userId === user!._id)
          .sort(newestFirst),
        query,
      ),
    ),
  'enduser.markNotificationSeen': onRecord(
    ({ user, params }: Pick<MockRequest, 'user'> & { params: { id: string } }, platform) => {
      const notification = platform.store.table('notifications').get(params.id);
      return notification?.userId === user!._id ? notification : undefined;
    },
    ({ params }) => noRecord('notifications', params.id),
  )((notification) => ok(Object.assign(notification, { seen: true, seenAt: nowIso() }))),
};
export { seed } from './seed.js';
export { tables } from './tables.js';

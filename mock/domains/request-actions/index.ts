// Request actions for admins and end users: each change raises `version`, and marking one seen
// names the version the reader saw (a stale one answers 409).
import { defined, fail, invalid, newestFirst, ok, page } from '../../context.js';
import type { Handlers, Identity, MockReply, MockRequest, Platform } from '../../context.js';
import { newRecord, nowIso, objectId } from '../../ids.js';
import type { OnSurfaces } from '../../operations.js';
import type { Row } from '../../rows.js';
import { writable } from '../../writable.js';
import { listParam } from '../../list-param.js';
import { answerRow, noRecord, onId, onSurfaces, removal } from '../../table-handlers.js';

type RequestAction = Row<'requestActions'>;

const sees = (row: RequestAction, { user }: Identity, platform: Platform) =>
  user ? row.userId === user._id : row.projectId === platform.projectId;
const onRequestAction = onId('requestActions', sees);

/** A change raises `version` and empties `seenBy`, as that names the admins who have seen the current version. */
const touch = (platform: Platform, row: RequestAction, changes: Partial<RequestAction> = {}) =>
  platform.store.update('requestActions', row, { ...changes, version: row.version + 1, seenBy: [] });

/** The change that adds the caller's comment `text`. */
const commented = ({ comments }: RequestAction, { admin, user }: Identity, text: string): Partial<RequestAction> => ({
  comments: [
    ...comments,
    { _id: objectId(), authorId: (admin ?? user)!._id, authorType: admin ? 'admin' : 'user', text, created: nowIso() },
  ],
});

/** The caller; else the user an admin names, or the project's first: every request action has a `userId`. */
function ownerOf(
  { user, body }: MockRequest<OnSurfaces<'createRequestAction'>>,
  platform: Platform,
): string | MockReply {
  if (user) return user._id;
  const users = platform.store.table('users');
  // The end-user surface ignores a userId (RequestActionCreate): only an admin's names one.
  const named = 'userId' in body ? body.userId : undefined;
  if (named === undefined)
    return users.keys().next().value ?? invalid('userId', 'is required: the project has no users');
  return users.has(named) ? named : invalid('userId', 'names no user of this project');
}

export const handlers: Handlers = {
  ...onSurfaces(['admin', 'enduser'], {
    listRequestActions: (request, platform) => {
      const q: { userIds?: string[]; excludedUserIds?: string[]; types?: string[]; statuses?: string[] } =
        request.query;
      const [userIds, excluded, types, statuses] = [q.userIds, q.excludedUserIds, q.types, q.statuses].map(listParam);
      const rows = platform.store
        .rows('requestActions')
        .filter((row) => sees(row, request, platform))
        .filter((row) => !userIds || userIds.includes(row.userId))
        .filter((row) => !excluded?.includes(row.userId))
        .filter((row) => !types || types.includes(row.type))
        .filter((row) => !statuses || statuses.includes(row.status));
      return ok(page(rows.sort(newestFirst), request.query));
    },
    createRequestAction: (request, platform) => {
      const { type, title, category, description, data = {} } = request.body;
      const userId = ownerOf(request, platform);
      if (typeof userId !== 'string') return userId;
      const row = platform.store.insert('requestActions', {
        ...newRecord(),
        projectId: platform.projectId,
        userId,
        type,
        status: 'pending',
        version: 0,
        title,
        ...defined({ category, description }),
        data,
        comments: [],
        review: null,
        seenBy: [],
        seenAt: null,
      });
      return ok(row, 201);
    },
    getRequestAction: onRequestAction(answerRow),
    // An end user's body (RequestActionUserUpdate) is closed and has no `status`: the validator refuses it.
    updateRequestAction: onRequestAction((row, request, platform) => ok(touch(platform, row, writable(request)))),
    addRequestActionComment: onRequestAction((row, request, platform) =>
      ok(touch(platform, row, commented(row, request, request.body.text))),
    ),
  }),
  'admin.markRequestActionSeen': onRequestAction((row, { admin, body }) => {
    if (body.version !== row.version)
      return fail(409, 'Version conflict', 'CONFLICT', { expected: row.version, given: body.version });
    if (!row.seenBy.includes(admin!._id)) row.seenBy.push(admin!._id);
    row.seenAt = nowIso();
    return ok(row);
  }),
  'enduser.deleteRequestAction': onRequestAction(removal('requestActions')),
  'enduser.reviewRequestAction': onRequestAction((row, { body }, platform) =>
    ok(touch(platform, row, { review: { rating: body.rating, ...defined({ comment: body.comment }) } })),
  ),
  'enduser.confirmRequestAction': (request, platform) => {
    const { requestActionId, accepted, comment: text } = request.body;
    const row = platform.store.table('requestActions').get(requestActionId);
    if (!row || !sees(row, request, platform)) return noRecord('requestActions', requestActionId);
    // One change, so that a comment the store refuses leaves the status as it was.
    const status = accepted ? 'user_accepted' : 'user_rejected';
    return ok(touch(platform, row, { status, ...(text ? commented(row, request, text) : {}) }));
  },
};
export { demo } from './seed.js';

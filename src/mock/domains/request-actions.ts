// Request actions for admins and end users: created, listed with every filter and page, read,
// changed (each change raises `version`), commented, marked seen with the version the reader saw
// (a stale one answers 409), reviewed, confirmed and deleted.
import { fail, newestFirst, noContent, notFound, ok, page, defined, type Handlers, type MockReply, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { onRecord } from './table-handlers.js';
import type { Row } from '../store.js';

/** A comma-joined or repeated list parameter (docs/design.md, decision 11) as an array. */
export const listParam = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter(Boolean);

function visible(request: MockRequest, platform: Platform): Row[] {
  const rows = platform.store.rows('requestActions');
  return request.user ? rows.filter((row) => row.userId === request.user!._id) : rows.filter((row) => row.projectId === platform.projectId);
}

function find(request: MockRequest, platform: Platform, id: string): Row | undefined {
  return visible(request, platform).find((row) => row._id === id);
}

/** A handler on the request action the path's `id` names, answering 404 where the caller sees none. */
const onRequestAction = onRecord((request, platform) => find(request, platform, request.params.id!));

function touch(row: Row): Row {
  row.version += 1;
  row.updated = nowIso();
  return row;
}

const list = (request: MockRequest, platform: Platform) => {
  const q = request.query;
  const userIds = listParam(q.userIds);
  const excluded = listParam(q.excludedUserIds);
  const types = listParam(q.types);
  const statuses = listParam(q.statuses);
  const rows = visible(request, platform)
    .filter((row) => !userIds || userIds.includes(row.userId))
    .filter((row) => !excluded || !excluded.includes(row.userId))
    .filter((row) => !types || types.includes(row.type))
    .filter((row) => !statuses || statuses.includes(row.status))
    .sort(newestFirst);
  return ok(page(rows, q));
};

/**
 * The end user a new request action is for: an end user's own; on the admin surface the user
 * `userId` names (422 when the project has none), else the project's first user, as the
 * contract requires a `userId` on every request action and the admin named none.
 */
function ownerOf(request: MockRequest, platform: Platform): string | MockReply {
  if (request.user) return request.user._id;
  const users = platform.store.table('users');
  const named = request.body.userId as string | undefined;
  if (named === undefined) return users.keys().next().value ?? fail(422, 'Validation failed: userId is required: the project has no users', 'VALIDATION_FAILED', { field: 'userId' });
  return users.has(named) ? named : fail(422, 'Validation failed: userId names no user of this project', 'VALIDATION_FAILED', { field: 'userId' });
}

const create = (request: MockRequest, platform: Platform) => {
  const now = nowIso();
  const { body } = request;
  const userId = ownerOf(request, platform);
  if (typeof userId !== 'string') return userId;
  const row = platform.store.insert('requestActions', {
    _id: objectId(),
    projectId: platform.projectId,
    userId,
    type: body.type,
    status: 'pending',
    version: 0,
    title: body.title,
    ...defined({ category: body.category, description: body.description }),
    data: body.data ?? {},
    comments: [],
    review: null,
    seenBy: [],
    seenAt: null,
    created: now,
    updated: now,
  });
  return ok(row, 201);
};

const get = onRequestAction((row) => ok(row));

// An end user's body (RequestActionUserUpdate) is closed and has no `status`: the validator refuses it.
const update = onRequestAction((row, request) => {
  const { status, title, description, category, data } = request.body;
  Object.assign(row, defined({ status, title, description, category, data }));
  return ok(touch(row));
});

const comment = onRequestAction((row, request) => {
  const author = request.admin ?? request.user!;
  row.comments.push({ _id: objectId(), authorId: author._id, authorType: request.admin ? 'admin' : 'user', text: request.body.text, created: nowIso() });
  return ok(touch(row));
});

export const requestActionHandlers: Handlers = {
  'admin.listRequestActions': list,
  'admin.createRequestAction': create,
  'admin.getRequestAction': get,
  'admin.updateRequestAction': update,
  'admin.addRequestActionComment': comment,
  'admin.markRequestActionSeen': onRequestAction((row, request) => {
    if (request.body.version !== row.version) {
      return fail(409, 'Version conflict', 'CONFLICT', { expected: row.version, given: request.body.version });
    }
    if (!row.seenBy.includes(request.admin!._id)) row.seenBy.push(request.admin!._id);
    row.seenAt = nowIso();
    return ok(row);
  }),
  'enduser.listRequestActions': list,
  'enduser.createRequestAction': create,
  'enduser.getRequestAction': get,
  'enduser.updateRequestAction': update,
  'enduser.addRequestActionComment': comment,
  'enduser.deleteRequestAction': onRequestAction((row, _request, platform) => {
    platform.store.table('requestActions').delete(row._id);
    return noContent();
  }),
  'enduser.reviewRequestAction': onRequestAction((row, request) => {
    row.review = defined({ rating: request.body.rating, comment: request.body.comment });
    return ok(touch(row));
  }),
  'enduser.confirmRequestAction': (request, platform) => {
    const row = find(request, platform, request.body.requestActionId);
    if (!row) return notFound();
    row.status = request.body.accepted ? 'user_accepted' : 'user_rejected';
    if (request.body.comment) {
      row.comments.push({ _id: objectId(), authorId: request.user!._id, authorType: 'user', text: request.body.comment, created: nowIso() });
    }
    return ok(touch(row));
  },
};

// Generic project entities (admin `project/{pid}/entity/{kind}`): records of any kind the project
// names, each holding a JSON object; created, listed by kind, read, replaced and deleted.
import { noContent, ok, page, newestFirst, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { onRecord } from './table-handlers.js';

const ofKind = (request: MockRequest, platform: Platform) =>
  platform.store.rows('entities').filter((row) => row.kind === request.params.kind);

/** A handler on the entity the path names (its kind and id), 404 when there is none. */
const onEntity = onRecord((request, platform) => ofKind(request, platform).find((r) => r._id === request.params.id));

export const entityHandlers: Handlers = {
  'admin.listEntities': (request, platform) => ok(page(ofKind(request, platform).sort(newestFirst), request.query)),
  'admin.createEntity': ({ params, body }, platform) => {
    const now = nowIso();
    return ok(platform.store.insert('entities', { _id: objectId(), kind: params.kind, data: body.data, created: now, updated: now }), 201);
  },
  'admin.getEntity': onEntity((row) => ok(row)),
  'admin.updateEntity': onEntity((row, { body }) => ok(Object.assign(row, { data: body.data, updated: nowIso() }))),
  'admin.deleteEntity': onEntity((row, _request, platform) => {
    platform.store.table('entities').delete(row._id);
    return noContent();
  }),
};

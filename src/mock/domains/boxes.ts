// Boxes by key and type (docs/design.md, decisions 7 and 8): a project's boxes on the public surface, a user's own on
// the end-user surface. An unknown key answers 404 `WRONG_BOX_ID`; creating a key that exists 409.
import { fail, noContent, ok, page, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { onSurfaces } from './on-surfaces.js';
import type { Row } from '../store.js';

const wrongBoxId = () => fail(404, 'WRONG_BOX_ID');

function owned(request: MockRequest, platform: Platform): Row[] {
  const owner = request.user?._id ?? null;
  return [...platform.store.table('boxes').values()].filter((box) => box.type === request.query.type && (box.userId ?? null) === owner);
}

const find = (request: MockRequest, platform: Platform) => owned(request, platform).find((box) => box.key === request.params.id);

const list = (request: MockRequest, platform: Platform) => ok(page(owned(request, platform), request.query));

const get = (request: MockRequest, platform: Platform) => {
  const box = find(request, platform);
  return box ? ok(box) : wrongBoxId();
};

const create = (request: MockRequest, platform: Platform) => {
  if (owned(request, platform).some((box) => box.key === request.body.key)) {
    return fail(409, `A box with the key ${request.body.key} exists`, 'CONFLICT');
  }
  const now = nowIso();
  return ok(
    platform.store.insert('boxes', {
      _id: objectId(),
      key: request.body.key,
      type: request.query.type,
      value: request.body.value,
      userId: request.user?._id ?? null,
      created: now,
      updated: now,
    }),
    201,
  );
};

const update = (request: MockRequest, platform: Platform) => {
  const box = find(request, platform);
  if (!box) return wrongBoxId();
  box.value = request.body.value;
  box.updated = nowIso();
  return ok(box);
};

const remove = (request: MockRequest, platform: Platform) => {
  const box = find(request, platform);
  if (!box) return wrongBoxId();
  platform.store.table('boxes').delete(box._id);
  return noContent();
};

export const boxHandlers: Handlers = onSurfaces(['public', 'enduser'], {
  listBoxes: list,
  getBox: get,
  createBox: create,
  updateBox: update,
  deleteBox: remove,
});

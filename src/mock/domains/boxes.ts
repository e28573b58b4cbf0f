// Boxes by key and type (docs/design.md, decisions 7 and 8): a project's boxes on the public surface, a user's own on
// the end-user surface. An unknown key answers 404 `WRONG_BOX_ID`; creating a key that exists 409.
import { fail, noContent, ok, page, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { boxValueRefusal, jsonBytes, reserve } from '../limits.js';
import type { Row } from '../store.js';

const wrongBoxId = () => fail(404, 'WRONG_BOX_ID');

function owned(request: MockRequest, platform: Platform): Row[] {
  const owner = request.user?._id ?? null;
  return platform.store.rows('boxes').filter((box) => box.type === request.query.type && (box.userId ?? null) === owner);
}

const find = (request: MockRequest, platform: Platform) => owned(request, platform).find((box) => box.key === request.params.id);

const list = (request: MockRequest, platform: Platform) => ok(page(owned(request, platform), request.query));

const get = (request: MockRequest, platform: Platform) => {
  const box = find(request, platform);
  return box ? ok(box) : wrongBoxId();
};

/** A refusal when the value may not be stored as box `id`, else undefined (and its bytes counted). */
function refuseValue(platform: Platform, id: string, value: unknown) {
  const bytes = jsonBytes(value);
  return boxValueRefusal(platform, bytes) ?? reserve(platform, `boxes:${id}`, bytes);
}

const create = (request: MockRequest, platform: Platform) => {
  if (owned(request, platform).some((box) => box.key === request.body.key)) {
    return fail(409, `A box with the key ${request.body.key} exists`, 'CONFLICT');
  }
  const _id = objectId();
  const refused = refuseValue(platform, _id, request.body.value);
  if (refused) return refused;
  const now = nowIso();
  return ok(
    platform.store.insert('boxes', {
      _id,
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
  const refused = refuseValue(platform, box._id, request.body.value);
  if (refused) return refused;
  box.value = request.body.value;
  box.updated = nowIso();
  return ok(box);
};

const remove = (request: MockRequest, platform: Platform) => {
  const box = find(request, platform);
  if (!box) return wrongBoxId();
  platform.store.table('boxes').delete(box._id);
  platform.store.stored.delete(`boxes:${box._id}`);
  return noContent();
};

export const boxHandlers: Handlers = {
  'public.listBoxes': list,
  'public.getBox': get,
  'public.createBox': create,
  'public.updateBox': update,
  'public.deleteBox': remove,
  'enduser.listBoxes': list,
  'enduser.getBox': get,
  'enduser.createBox': create,
  'enduser.updateBox': update,
  'enduser.deleteBox': remove,
};

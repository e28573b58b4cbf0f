// Boxes by key and type (docs/design.md, decisions 7 and 8): a project's boxes on the public surface, a user's own on
// the end-user surface. An unknown key answers 404 `WRONG_BOX_ID`; creating a key that exists 409.
import { fail, noContent, ok, page, patch, type Handlers, type MockRequest, type Platform } from '../context.js';
import { newRecord } from '../ids.js';
import { boxValueRefusal, jsonBytes, reserve } from '../limits.js';
import type { OnSurfaces } from '../operations.js';
import { onRecord } from './table-handlers.js';

const wrongBoxId = () => fail(404, 'WRONG_BOX_ID');

/** The caller's boxes of the query's type: the user's own, or the project's (no user). */
const owned = ({ user, query }: { user?: { _id: string }; query: { type: string } }, platform: Platform) =>
  platform.store.rows('boxes').filter((box) => box.type === query.type && (box.userId ?? null) === (user?._id ?? null));

/** A handler on the caller's box the path's key names, `WRONG_BOX_ID` when there is none. */
const onBox = onRecord(
  (request: Parameters<typeof owned>[0] & { params: { id: string } }, platform) =>
    owned(request, platform).find((box) => box.key === request.params.id),
  wrongBoxId,
);

/** A refusal when the value may not be stored as box `id`, else undefined (and its bytes counted). */
function refuseValue(platform: Platform, id: string, value: unknown) {
  const bytes = jsonBytes(value);
  return boxValueRefusal(platform, bytes) ?? reserve(platform, `boxes:${id}`, bytes);
}

const list = (request: MockRequest<OnSurfaces<'listBoxes'>>, platform: Platform) =>
  ok(page(owned(request, platform), request.query));
const get = onBox((box) => ok(box));

const create = (request: MockRequest<OnSurfaces<'createBox'>>, platform: Platform) => {
  const { key, value } = request.body;
  if (owned(request, platform).some((box) => box.key === key))
    return fail(409, `A box with the key ${key} exists`, 'CONFLICT');
  const record = newRecord();
  return (
    refuseValue(platform, record._id, value) ??
    ok(
      platform.store.insert('boxes', {
        ...record,
        key,
        type: request.query.type,
        value,
        userId: request.user?._id ?? null,
      }),
      201,
    )
  );
};

const update = onBox<OnSurfaces<'updateBox'>>(
  (box, { body }, platform) => refuseValue(platform, box._id, body.value) ?? ok(patch(box, { value: body.value })),
);

const remove = onBox((box, _request, platform) => {
  platform.store.table('boxes').delete(box._id);
  platform.store.stored.delete(`boxes:${box._id}`);
  return noContent();
});

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

// Boxes by key and type (docs/design.md, decisions 7 and 8): the project's on the public surface, a user's own on
// the end-user surface.
import { boxTypeValues } from '../../../generated/types/enduser.js';
import { fail, ok, page, type Handlers, type Platform, type Seeding } from '../../context.js';
import { demoKit } from '../../demo.js';
import { newRecord } from '../../ids.js';
import { boxKeyRefusal, boxValueRefusal, jsonBytes } from '../../limits.js';
import { answerRow, onRecord, onSurfaces, removal } from '../../table-handlers.js';

/** The caller's boxes of the query's type: the user's own, or the project's (no user). */
const owned = ({ user, query }: { user?: { _id: string }; query: { type: string } }, platform: Platform) =>
  platform.store.rows('boxes').filter((box) => box.type === query.type && (box.userId ?? null) === (user?._id ?? null));

const onBox = onRecord(
  (request: Parameters<typeof owned>[0] & { params: { id: string } }, platform) =>
    owned(request, platform).find((box) => box.key === request.params.id),
  () => fail(404, 'WRONG_BOX_ID'),
);

/** A refusal when the value may not be a box's (the store counts the whole record), else undefined. */
const refuseValue = (platform: Platform, value: unknown) => boxValueRefusal(platform.limits, jsonBytes(value));

export const handlers: Handlers = onSurfaces(['public', 'enduser'], {
  listBoxes: (request, platform) => ok(page(owned(request, platform), request.query)),
  getBox: onBox(answerRow),
  createBox: (request, platform) => {
    const { key, value } = request.body;
    const refused = boxKeyRefusal(platform.limits, key) ?? refuseValue(platform, value);
    if (refused) return refused;
    if (owned(request, platform).some((box) => box.key === key))
      return fail(409, `A box with the key ${key} exists`, 'CONFLICT');
    const userId = request.user?._id ?? null;
    return ok(platform.store.insert('boxes', { ...newRecord(), key, type: request.query.type, value, userId }), 201);
  },
  updateBox: onBox(
    (box, { body }, platform) =>
      refuseValue(platform, body.value) ?? ok(platform.store.update('boxes', box, { value: body.value })),
  ),
  deleteBox: onBox(removal('boxes')),
});
// The examples' box (a user's) and the same one as the project's, for the public
// surface; and three drawn boxes of each type, the project's and the end user's in turn.
export function demo(seeding: Seeding): void {
  const boxes = seeding.rows('boxes', 'BoxPage', 'Box');
  seeding.fill('boxes', [
    ...boxes,
    ...boxes.map((box) => ({ ...box, _id: `${box._id.slice(0, 22)}ff`, userId: null })),
  ]);
  const { f, id, before, after, iso } = demoKit(seeding);
  const demo = boxTypeValues.flatMap((type, t) =>
    Array.from({ length: 3 }, (_, i) => {
      const created = before(200);
      return {
        _id: id(),
        key: `${type.replace(/_/g, '-')}-${i + 1}`,
        type,
        value: { note: f.commerce.productName(), score: f.number.int({ min: 0, max: 10 }) },
        userId: (t + i) % 2 === 0 ? null : seeding.shared.endUserId,
        created: iso(created),
        updated: iso(after(created, 30)),
      };
    }),
  );
  seeding.fill('boxes', demo);
}

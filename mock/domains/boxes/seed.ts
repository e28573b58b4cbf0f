// For `demo`: the examples' box (a user's) and the same one as the project's, for the public
// surface; and three drawn boxes of each type, the project's and the end user's in turn.
import type { Seeding } from '../../context.js';
import { demoKit } from '../../demo.js';

const TYPES = [
  'quiz_result',
  'survey_result',
  'intranet_responsibilities',
  'web_property_wishlist',
  'alchemy_element_images',
  'unit_user_preference',
] as const;

export function seed(seeding: Seeding): void {
  if (seeding.preset !== 'demo') return;
  const boxes = seeding.rows('boxes', 'BoxPage', 'Box');
  seeding.fill('boxes', [
    ...boxes,
    ...boxes.map((box) => ({ ...box, _id: `${box._id.slice(0, 22)}ff`, userId: null })),
  ]);
  const { f, id, before, after, iso } = demoKit(seeding);
  const demo = TYPES.flatMap((type, t) =>
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

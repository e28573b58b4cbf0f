// Always the model holiday feedback is written to (docs/design.md, decision 15). For `demo`: the
// examples' models and entries, two more entries `orderCmsContent`'s example orders, the public
// examples' entries under a `news` model, and 48 drawn news entries in English and German.
import type { Faker } from '@faker-js/faker';
import type { components } from '../../../generated/types/public.js';
import type { Seeding } from '../../context.js';
import { demoKit } from '../../demo.js';
import type { SeedRow } from '../../rows.js';
import type { Wire } from '../../wire.js';

/** A published entry of the examples, which give every field. */
type Published = Required<Wire<components['schemas']['PublishedContent']>>;
const created = '2025-11-03T08:10:27.845Z';

/** A German news headline (faker's German locale has no catch phrases of its own). */
function germanTitle(de: Faker): string {
  const city = de.location.city();
  return de.helpers.arrayElement([
    `Neues aus ${city}`,
    `${city}: Tag der offenen Tür`,
    `Rückblick auf das Sommerfest in ${city}`,
    `Neue Öffnungszeiten in ${city}`,
    `Im Gespräch mit ${de.person.fullName()}`,
    `${de.commerce.productName()} jetzt erhältlich`,
    `Spendenlauf in ${city}`,
  ]);
}

export function seed(seeding: Seeding): void {
  const { store, rows, fill } = seeding;
  /** The model an example entry is of: a text field for each of its fields, ids from `idPrefix`. */
  const modelOf = (entry: Published, name: string, idPrefix: string, localized: boolean) =>
    store.insert('cmsModels', {
      _id: entry.modelId,
      apiId: entry.apiId,
      name,
      fields: Object.keys(entry.fields).map((key, i) => ({
        _id: `${idPrefix}${String(i).padStart(2, '0')}`,
        key,
        name: key,
        type: 'text',
        required: false,
        localized,
      })),
      created,
      updated: created,
    });
  modelOf(seeding.example<Published>('HolidayFeedbackContent'), 'Holiday feedback', '6602f0a1b2c3d4e5f6a7ba', false);
  if (seeding.preset !== 'demo') return;

  fill('cmsModels', rows('cmsModels', 'CmsModelPage', 'CmsModel'));
  const content = rows('cmsContent', 'CmsContentPage', 'CmsContent');
  fill('cmsContent', content);
  for (const [i, _id] of ['6603c4d2e1f0a9b8c7d6e5a1', '6603c4d2e1f0a9b8c7d6e5b2'].entries()) {
    const entry = { ...structuredClone(content[0]!), _id, order: content[0]!.order + i + 1 };
    for (const v of Object.values(entry.values)) v.title = `${String(v.title ?? '')} (${i + 2})`;
    store.insert('cmsContent', entry);
  }
  // Stored as admin content (values by language), so both surfaces see the same entries.
  const published = rows('cmsContent', 'PublishedContentPage', 'PublishedContent') as unknown as Published[];
  const newsModelId = modelOf(published[0]!, 'News', '6602f0a1b2c3d4e5f6a7b9', true)._id;
  for (const { apiId, lang, fields, ...entry } of published)
    store.insert('cmsContent', { ...entry, values: { [lang]: fields }, status: 'published' });

  // News in English and German: several pages of 20 on either surface.
  const { f, de, id, before, after, iso } = demoKit(seeding);
  const news = Array.from({ length: 48 }, (_, i): SeedRow<'cmsContent'> => {
    const created = before(365);
    const category = f.helpers.arrayElement(['events', 'company', 'product', 'community']);
    const views = f.number.int({ min: 10, max: 5000 });
    const featured = i % 7 === 0;
    const publishedAt = iso(after(created, 3));
    const shared = { category, views, featured, publishedAt };
    return {
      _id: id(),
      modelId: newsModelId,
      values: {
        en: {
          title: f.company.catchPhrase(),
          summary: `${f.person.fullName()} on ${f.commerce.productName().toLowerCase()} in ${f.location.city()}.`,
          ...shared,
        },
        de: {
          title: germanTitle(de),
          summary: `${de.person.fullName()} berichtet über ${de.commerce.productName()}.`,
          ...shared,
        },
      },
      // After the examples' entries, which keep the first places.
      order: 10 + i,
      status: i % 12 === 11 ? 'draft' : 'published',
      created: iso(created),
      updated: publishedAt,
    };
  });
  fill('cmsContent', news);
}

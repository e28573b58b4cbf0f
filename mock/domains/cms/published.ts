// The published view of CMS content on the public (and end-user) surface: a model's entries by its apiId in
// one language, with the v2 query (`f.<field>` equality, `s.<field>` sort) and the v3 query as the contract says.
import { invalid, notFound, ok, page, type Handlers, type MockRequest, type Platform } from '../../context.js';
import { newRecord } from '../../ids.js';
import type { components } from '../../../generated/types/public.js';
import type { Row } from '../../rows.js';
import type { Wire } from '../../wire.js';
import { onId, onRecord, onSurfaces } from '../../table-handlers.js';

export const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
export const entriesOf = (platform: Platform, modelId: string) =>
  platform.store
    .rows('cmsContent')
    .filter((c) => c.modelId === modelId)
    .sort(byOrder);

export const nextOrder = (platform: Platform, modelId: string): number =>
  Math.max(-1, ...entriesOf(platform, modelId).map((c) => c.order)) + 1;

type Direction = 'asc' | 'desc';
type Published = Wire<components['schemas']['PublishedContent']>;

function publishedView(row: Row<'cmsContent'>, model: Row<'cmsModels'> | undefined, lang?: string): Published {
  const langs = Object.keys(row.values ?? {});
  const chosen = lang && langs.includes(lang) ? lang : langs.includes('en') ? 'en' : (langs[0] ?? lang ?? 'en');
  const { _id, modelId, order, created, updated } = row;
  const apiId = model ? { apiId: model.apiId } : {};
  return { _id, modelId, ...apiId, lang: chosen, fields: row.values?.[chosen] ?? {}, order, created, updated };
}

const entries = (platform: Platform, model: Row<'cmsModels'>, lang?: string): Published[] =>
  entriesOf(platform, model._id)
    .filter((row) => row.status === 'published' && (!lang || lang in (row.values ?? {})))
    .map((row) => publishedView(row, model, lang));

/** Handlers on the model the path's `apiId` names (404 otherwise). */
const onApiId = onRecord(
  ({ params }: { params: { apiId: string } }, platform) =>
    platform.store.rows('cmsModels').find((m) => m.apiId === params.apiId),
  ({ params }) => notFound(`no CMS model with apiId ${params.apiId}`),
);

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });

/** A sort key names a field, else a property of the entry itself (`order`, `created`). */
const sortValue = (row: Published, key: string) => row.fields[key] ?? (row as Record<string, unknown>)[key];

function sortBy(rows: Published[], keys: Array<[string, Direction]>): Published[] {
  return [...rows].sort((x, y) => {
    for (const [key, direction] of keys) {
      const order = compare(sortValue(x, key), sortValue(y, key));
      if (order) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** Parameters whose names carry a field: `f.title=x` gives [['title', 'x']]. */
const prefixed = (query: URLSearchParams, prefix: string): Array<[string, string]> =>
  [...query].filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [name.slice(prefix.length), value]);

function typed(value: string, valueType: string | undefined): unknown {
  if (valueType === 'NUMERIC') return Number(value);
  if (valueType === 'BOOLEAN') return value === 'true';
  return value;
}

function holds(actual: unknown, operator: string, expected: unknown): boolean {
  const lower = (value: unknown) => String(value ?? '').toLowerCase();
  if (operator === 'like') return lower(actual).includes(lower(expected));
  if (operator === '=' || operator === '!=') return (String(actual) === String(expected)) === (operator === '=');
  const order = compare(actual, expected);
  return operator === '>' ? order > 0 : operator === '>=' ? order >= 0 : operator === '<' ? order < 0 : order <= 0;
}

/** A page of `rows` that `keep` keeps, sorted by the `prefix` parameters (`s.`, `o.`); else a bad direction's 422. */
function query(
  rows: Published[],
  { rawQuery }: Pick<MockRequest, 'rawQuery'>,
  { prefix, keep, at }: { prefix: string; keep: (row: Published) => boolean; at: Parameters<typeof page>[1] },
) {
  const sorts = prefixed(rawQuery, prefix) as Array<[string, Direction]>;
  const bad = sorts.find(([, direction]) => direction !== 'asc' && direction !== 'desc');
  return bad ? invalid(`${prefix}${bad[0]}`, 'must be asc or desc') : ok(page(sortBy(rows.filter(keep), sorts), at));
}

/** The operator of each `s2` search condition. */
const SEARCHES = { contains: 'like', lt: '<', gt: '>' } as const;

export const publishedHandlers: Handlers = {
  'public.listCmsEntries': onApiId((model, { query }, platform) => ok(page(entries(platform, model), query))),
  'public.getCmsEntry': onApiId((model, { params: { id } }, platform) => {
    const row = entries(platform, model).find((r) => r._id === id);
    return row ? ok(row) : notFound(`no published entry with id ${id} in CMS model ${model.apiId}`);
  }),
  'public.queryCmsContentV2': onApiId((model, request, platform) => {
    const filters = prefixed(request.rawQuery, 'f.');
    const keep = (row: Published) => filters.every(([key, value]) => holds(row.fields[key], '=', value));
    return query(entries(platform, model), request, { prefix: 's.', keep, at: request.query });
  }),
  'public.queryCmsContentV3': onApiId((model, request, platform) => {
    // As the router parsed them (JSON) and the validator passed them.
    const { s2: searches = [], f2: groups = [], p2: at = {}, lang } = request.query;
    const keep = (row: Published) =>
      searches.every(({ key, condition, value }) => holds(row.fields[key], SEARCHES[condition], value)) &&
      (!groups.length ||
        groups.some((group) =>
          group.filters.every((f) => holds(row.fields[f.key], f.operator, typed(f.value, f.valueType))),
        ));
    return query(entries(platform, model, lang), request, { prefix: 'o.', keep, at });
  }),
  'public.getCmsContentV3': onId('cmsContent')((row, { query }, platform) =>
    row.status === 'published'
      ? ok(publishedView(row, platform.store.table('cmsModels').get(row.modelId), query.lang))
      : notFound(`no published CMS entry with id ${row._id}`),
  ),
  ...onSurfaces(['public', 'enduser'], {
    createCmsContentV3: ({ body }, platform) => {
      const model = platform.store.table('cmsModels').get(body.modelId);
      if (!model) return invalid('modelId', 'names no model');
      const row = platform.store.insert('cmsContent', {
        ...newRecord(),
        modelId: model._id,
        values: { [body.lang]: body.values },
        order: nextOrder(platform, model._id),
        status: 'published',
      });
      return ok(publishedView(row, model, body.lang), 201);
    },
  }),
};

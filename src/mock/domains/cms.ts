// CMS models (with their fields) and content for admins: create, list, read, update, delete,
// order and single values. The public surface's published view of the same content is in
// ./cms-published.ts.
import { defined, fail, noContent, notFound, ok, page, type Handlers, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import type { Row } from '../store.js';

const field = (input: Row): Row => ({ required: false, localized: false, ...input, _id: input._id ?? objectId() });

const models = (platform: Platform) => platform.store.table('cmsModels');
const content = (platform: Platform) => platform.store.table('cmsContent');

export const cmsHandlers: Handlers = {
  'admin.listCmsModels': ({ query }, platform) => ok(page([...models(platform).values()], query)),
  'admin.getCmsModel': ({ params }, platform) => {
    const model = models(platform).get(params.id!);
    return model ? ok(model) : notFound();
  },
  'admin.createCmsModel': ({ body }, platform) => {
    if ([...models(platform).values()].some((m) => m.apiId === body.apiId)) return fail(409, `A model with the apiId ${body.apiId} exists`, 'CONFLICT');
    const now = nowIso();
    return ok(platform.store.insert('cmsModels', { ...body, _id: objectId(), fields: (body.fields ?? []).map(field), created: now, updated: now }), 201);
  },
  'admin.updateCmsModel': ({ params, body }, platform) => {
    const model = models(platform).get(params.id!);
    if (!model) return notFound();
    if (body.apiId && [...models(platform).values()].some((m) => m._id !== model._id && m.apiId === body.apiId)) {
      return fail(409, `A model with the apiId ${body.apiId} exists`, 'CONFLICT');
    }
    Object.assign(model, defined(body), body.fields ? { fields: body.fields.map(field) } : {}, { updated: nowIso() });
    return ok(model);
  },
  'admin.deleteCmsModel': ({ params }, platform) => (models(platform).delete(params.id!) ? noContent() : notFound()),
  'admin.upsertCmsModelField': ({ params, body }, platform) => {
    const model = models(platform).get(params.id!);
    if (!model) return notFound();
    const at = model.fields.findIndex((f: Row) => (body._id && f._id === body._id) || f.key === body.key);
    if (at >= 0) model.fields[at] = field({ ...model.fields[at], ...body });
    else model.fields.push(field(body));
    model.updated = nowIso();
    return ok(model);
  },
  'admin.deleteCmsModelField': ({ params }, platform) => {
    const model = models(platform).get(params.id!);
    const at = model ? model.fields.findIndex((f: Row) => f._id === params.fieldId) : -1;
    if (!model || at < 0) return notFound();
    model.fields.splice(at, 1);
    model.updated = nowIso();
    return ok(model);
  },

  'admin.listCmsContent': ({ query }, platform) => {
    const rows = [...content(platform).values()].filter((c) => !query.modelId || c.modelId === query.modelId).sort((a, b) => a.order - b.order);
    return ok(page(rows, query));
  },
  'admin.getCmsContent': ({ params }, platform) => {
    const row = content(platform).get(params.id!);
    return row ? ok(row) : notFound();
  },
  'admin.createCmsContent': ({ body }, platform) => {
    if (!models(platform).has(body.modelId)) return fail(422, 'Validation failed: modelId names no model', 'VALIDATION_FAILED', { field: 'modelId' });
    const now = nowIso();
    const siblings = [...content(platform).values()].filter((c) => c.modelId === body.modelId);
    return ok(
      platform.store.insert('cmsContent', { order: siblings.length, status: 'draft', ...body, _id: objectId(), created: now, updated: now }),
      201,
    );
  },
  'admin.updateCmsContent': ({ params, body }, platform) => {
    const row = content(platform).get(params.id!);
    if (!row) return notFound();
    Object.assign(row, defined(body), { updated: nowIso() });
    return ok(row);
  },
  'admin.deleteCmsContent': ({ params }, platform) => (content(platform).delete(params.id!) ? noContent() : notFound()),
  'admin.orderCmsContent': ({ body }, platform) => {
    const rows = (body.ids as string[]).map((id) => content(platform).get(id));
    if (rows.some((row) => !row || row.modelId !== body.modelId)) {
      return fail(422, 'Validation failed: ids names content that is not of that model', 'VALIDATION_FAILED', { field: 'ids' });
    }
    rows.forEach((row, order) => Object.assign(row!, { order, updated: nowIso() }));
    return noContent();
  },
  'admin.setCmsContentValue': ({ params, body }, platform) => {
    const row = content(platform).get(params.id!);
    if (!row) return notFound();
    row.values[body.lang] = { ...(row.values[body.lang] ?? {}), [body.key]: body.value };
    row.updated = nowIso();
    return ok(row);
  },
};

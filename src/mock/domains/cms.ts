// CMS models (with their fields) and content for admins: create, list, read, update, delete,
// order and single values. The public surface's published view of the same content is in
// ./cms-published.ts.
import { fail, noContent, notFound, ok, page, type Handlers, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import type { Row } from '../store.js';
import { writable } from '../writable.js';

/** A model field from a CmsFieldUpsert: the properties it lists, defaults for the rest. */
const field = (input: Record<string, any>): Row => {
  const { _id, key, name, type, required = false, localized = false, options } = input;
  return { _id: typeof _id === 'string' ? _id : objectId(), key, name, type, required, localized, ...(options === undefined ? {} : { options }) };
};

const models = (platform: Platform) => platform.store.table('cmsModels');
const content = (platform: Platform) => platform.store.table('cmsContent');

/** The `order` a new entry of a model gets: after the model's entries. */
export const nextOrder = (platform: Platform, modelId: string): number =>
  Math.max(-1, ...[...content(platform).values()].filter((c) => c.modelId === modelId).map((c) => Number(c.order))) + 1;

export const cmsHandlers: Handlers = {
  'admin.listCmsModels': ({ query }, platform) => ok(page([...models(platform).values()], query)),
  'admin.getCmsModel': ({ params }, platform) => {
    const model = models(platform).get(params.id!);
    return model ? ok(model) : notFound();
  },
  'admin.createCmsModel': (request, platform) => {
    const { body } = request;
    if ([...models(platform).values()].some((m) => m.apiId === body.apiId)) return fail(409, `A model with the apiId ${body.apiId} exists`, 'CONFLICT');
    const now = nowIso();
    const model = { ...writable(request, platform), _id: objectId(), fields: (body.fields ?? []).map(field), created: now, updated: now };
    return ok(platform.store.insert('cmsModels', model), 201);
  },
  'admin.updateCmsModel': (request, platform) => {
    const { params, body } = request;
    const model = models(platform).get(params.id!);
    if (!model) return notFound();
    if (body.apiId && [...models(platform).values()].some((m) => m._id !== model._id && m.apiId === body.apiId)) {
      return fail(409, `A model with the apiId ${body.apiId} exists`, 'CONFLICT');
    }
    Object.assign(model, writable(request, platform), body.fields ? { fields: body.fields.map(field) } : {}, { updated: nowIso() });
    return ok(model);
  },
  'admin.deleteCmsModel': ({ params }, platform) => (models(platform).delete(params.id!) ? noContent() : notFound()),
  'admin.upsertCmsModelField': ({ params, body }, platform) => {
    const model = models(platform).get(params.id!);
    if (!model) return notFound();
    const at = model.fields.findIndex((f: Row) => (body._id && f._id === body._id) || f.key === body.key);
    const given = writable({ surface: 'admin', operationId: 'upsertCmsModelField', body }, platform);
    if (at >= 0) model.fields[at] = field({ ...model.fields[at], ...given, _id: model.fields[at]._id });
    else model.fields.push(field(given));
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
  'admin.createCmsContent': (request, platform) => {
    const { body } = request;
    if (!models(platform).has(body.modelId)) return fail(422, 'Validation failed: modelId names no model', 'VALIDATION_FAILED', { field: 'modelId' });
    const now = nowIso();
    const entry = { order: nextOrder(platform, body.modelId), status: 'draft', ...writable(request, platform), _id: objectId(), created: now, updated: now };
    return ok(platform.store.insert('cmsContent', entry), 201);
  },
  // CmsContentUpdate: values, order and status; the entry's model is fixed.
  'admin.updateCmsContent': (request, platform) => {
    const row = content(platform).get(request.params.id!);
    if (!row) return notFound();
    Object.assign(row, writable(request, platform), { updated: nowIso() });
    return ok(row);
  },
  'admin.deleteCmsContent': ({ params }, platform) => (content(platform).delete(params.id!) ? noContent() : notFound()),
  'admin.orderCmsContent': ({ body }, platform) => {
    const rows = (body.ids as string[]).map((id) => content(platform).get(id));
    if (rows.some((row) => !row || row.modelId !== body.modelId)) {
      return fail(422, 'Validation failed: ids names content that is not of that model', 'VALIDATION_FAILED', { field: 'ids' });
    }
    // The listed entries first, in the given order; the model's others after them, as they were.
    const listed = new Set(body.ids as string[]);
    const rest = [...content(platform).values()]
      .filter((row) => row.modelId === body.modelId && !listed.has(row._id))
      .sort((a, b) => a.order - b.order);
    const now = nowIso();
    [...(rows as Row[]), ...rest].forEach((row, order) => {
      if (row.order !== order) Object.assign(row, { order, updated: now });
    });
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

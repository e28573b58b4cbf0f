// CMS models (with their fields) and content for admins; the public surface's published view of it is ./published.ts.
import { defined, fail, invalid, noContent, notFound, ok, type Handlers, type Platform } from '../../context.js';
import { newRecord, nowIso, objectId } from '../../ids.js';
import type { Body } from '../../operations.js';
import type { Row } from '../../rows.js';
import { writable } from '../../writable.js';
import { onId, tableHandlers } from '../../table-handlers.js';
import { byOrder, entriesOf, nextOrder, publishedHandlers } from './published.js';

type Field = Row<'cmsModels'>['fields'][number];

/** A model field from a CmsFieldUpsert: the properties it lists, defaults for the rest. */
const field = ({ _id, key, name, type, required, localized, options }: Body<'admin.upsertCmsModelField'>): Field => ({
  _id: _id ?? objectId(),
  key,
  name,
  type,
  required: required ?? false,
  localized: localized ?? false,
  ...defined({ options }),
});

const apiIdTaken = (platform: Platform, apiId: string | undefined, except?: string) =>
  platform.store.rows('cmsModels').some((m) => m._id !== except && m.apiId === apiId) &&
  fail(409, `A model with the apiId ${apiId} exists`, 'CONFLICT');

const models = tableHandlers('cmsModels');
const onModel = onId('cmsModels');
const content = tableHandlers('cmsContent', {
  order: byOrder,
  where: (c, { query }: { query: { modelId?: string } }) => !query.modelId || c.modelId === query.modelId,
});
const onContent = onId('cmsContent');

export const handlers: Handlers = {
  ...publishedHandlers,
  'admin.listCmsModels': models.list,
  'admin.getCmsModel': models.get,
  'admin.deleteCmsModel': models.remove,
  'admin.createCmsModel': (request, platform) => {
    const { fields = [], ...given } = writable(request);
    return (
      apiIdTaken(platform, given.apiId) ||
      ok(platform.store.insert('cmsModels', { ...given, fields: fields.map(field), ...newRecord() }), 201)
    );
  },
  'admin.updateCmsModel': onModel((model, request, platform) => {
    const { fields, ...given } = writable(request);
    return (
      apiIdTaken(platform, given.apiId, model._id) ||
      ok(platform.store.update('cmsModels', model, { ...given, ...(fields ? { fields: fields.map(field) } : {}) }))
    );
  }),
  'admin.upsertCmsModelField': onModel((model, request, platform) => {
    const { body } = request;
    const at = model.fields.findIndex((f) => (body._id && f._id === body._id) || f.key === body.key);
    const given = writable(request);
    const fields = [...model.fields];
    if (at >= 0) fields[at] = field({ ...fields[at]!, ...given, _id: fields[at]!._id });
    else fields.push(field(given));
    return ok(platform.store.update('cmsModels', model, { fields }));
  }),
  'admin.deleteCmsModelField': onModel((model, { params }, platform) => {
    const fields = model.fields.filter((f) => f._id !== params.fieldId);
    return fields.length < model.fields.length
      ? ok(platform.store.update('cmsModels', model, { fields }))
      : notFound(`no field with id ${params.fieldId} in CMS model ${model._id}`);
  }),

  'admin.listCmsContent': content.list,
  'admin.getCmsContent': content.get,
  'admin.deleteCmsContent': content.remove,
  'admin.createCmsContent': (request, platform) => {
    const { modelId } = request.body;
    if (!platform.store.table('cmsModels').has(modelId)) return invalid('modelId', 'names no model');
    return ok(
      platform.store.insert('cmsContent', {
        order: nextOrder(platform, modelId),
        status: 'draft',
        ...writable(request),
        ...newRecord(),
      }),
      201,
    );
  },
  // CmsContentUpdate: values, order and status; the entry's model is fixed.
  'admin.updateCmsContent': onContent((row, request, platform) =>
    ok(platform.store.update('cmsContent', row, writable(request))),
  ),
  'admin.orderCmsContent': ({ body }, platform) => {
    const rows = body.ids.map((id) => platform.store.table('cmsContent').get(id));
    if (!rows.every((row): row is Row<'cmsContent'> => row?.modelId === body.modelId))
      return invalid('ids', 'names content that is not of that model');
    // The listed entries first, in the given order; the model's others after them, as they were.
    const listed = new Set(body.ids);
    const rest = entriesOf(platform, body.modelId).filter((row) => !listed.has(row._id));
    const now = nowIso();
    [...rows, ...rest].forEach((row, order) => {
      if (row.order !== order) Object.assign(row, { order, updated: now });
    });
    return noContent();
  },
  'admin.setCmsContentValue': onContent((row, { body }, platform) =>
    ok(
      platform.store.update('cmsContent', row, {
        values: { ...row.values, [body.lang]: { ...row.values[body.lang], [body.key]: body.value } },
      }),
    ),
  ),
};
export { seed } from './seed.js';

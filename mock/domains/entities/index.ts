// Generic project entities (admin `project/{pid}/entity/{kind}`): records of any kind the project names.
import { notFound, ok, page, newestFirst } from '../../context.js';
import type { Handlers, Seeding, Platform } from '../../context.js';
import { newRecord } from '../../ids.js';
import { answerRow, onRecord, removal } from '../../table-handlers.js';

const ofKind = (kind: string, platform: Platform) => platform.store.rows('entities').filter((row) => row.kind === kind);

const onEntity = onRecord(
  ({ params }: { params: { kind: string; id: string } }, platform) =>
    ofKind(params.kind, platform).find((r) => r._id === params.id),
  ({ params }) => notFound(`no entity of kind ${params.kind} with id ${params.id}`),
);

export const handlers: Handlers = {
  'admin.listEntities': ({ params, query }, platform) =>
    ok(page(ofKind(params.kind, platform).sort(newestFirst), query)),
  'admin.createEntity': ({ params, body }, platform) =>
    ok(platform.store.insert('entities', { kind: params.kind, data: body.data, ...newRecord() }), 201),
  'admin.getEntity': onEntity(answerRow),
  'admin.updateEntity': onEntity((row, { body }, platform) =>
    ok(platform.store.update('entities', row, { data: body.data })),
  ),
  'admin.deleteEntity': onEntity(removal('entities')),
};
export function demo({ rows, fill }: Seeding): void {
  fill('entities', rows('entities', 'EntityPage', 'Entity'));
}

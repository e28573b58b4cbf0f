// The handler makers the domains share (kept beside them, as no domain imports another): a table's list, get
// and delete by `_id`, a handler on the record a request names, and one handler on several surfaces.
import type { Handler, Handlers, MockReply, MockRequest, Platform } from './context.js';
import { noContent, notFound, ok, page } from './context.js';
import { TABLES_OF } from './domains/tables.js';
import type { OperationKey } from './operations.js';
import { idOf, type Row, type Table } from './rows.js';
import type { Surface } from './surfaces.js';

type IdsOn<S extends Surface> = OperationKey extends infer K ? (K extends `${S}.${infer Id}` ? Id : never) : never;
type SharedIds<S extends Surface> = { [Id in IdsOn<S>]: `${S}.${Id}` extends OperationKey ? Id : never }[IdsOn<S>];

/** `handlers` on each of `surfaces` (`getBox` as `public.getBox` and `enduser.getBox`), each typed for all. */
export const onSurfaces = <S extends Surface>(
  surfaces: S[],
  handlers: { [Id in SharedIds<S>]?: Handler<Extract<OperationKey, `${S}.${Id}`>> },
): Handlers =>
  Object.fromEntries(surfaces.flatMap((s) => Object.entries(handlers).map(([id, h]) => [`${s}.${id}`, h])));

export const answerRow = (row: unknown): MockReply => ok(row);

/** Deletes the record of `table` a handler was given; `removed` then drops what went with it (its bytes, say). */
export const removal =
  <T extends Table>(table: T, removed?: (platform: Platform, row: Row<T>) => void) =>
  (row: Row<T>, _request: unknown, platform: Platform): MockReply => {
    platform.store.remove(table, idOf(row));
    removed?.(platform, row);
    return noContent();
  };

/** List (those `where` keeps for the call, in `order`, else as stored), get and delete (then `removed`) of `table`'s. */
export function tableHandlers<T extends Table, Q = unknown>(
  table: T,
  options: {
    order?: (a: Row<T>, b: Row<T>) => number;
    where?: (row: Row<T>, request: Q, platform: Platform) => boolean;
    removed?: Parameters<typeof removal<T>>[1];
  } = {},
) {
  const { order, where = () => true, removed } = options;
  const list = (request: Q & { query: { page?: number; limit?: number } }, platform: Platform) => {
    const rows = platform.store.rows(table).filter((row) => where(row, request, platform));
    return ok(page(order ? rows.sort(order) : rows, request.query));
  };
  return { list, get: onId(table)(answerRow), remove: onId(table)(removal(table, removed)) };
}

/**
 * Handlers on the record `find` gives for a call (of any operation whose request has what `find`
 * reads), else the 404 `missing` words for it.
 */
export const onRecord =
  <R, Q>(find: (request: Q, platform: Platform) => R | undefined, missing: (request: Q) => MockReply) =>
  <K extends OperationKey>(handle: (row: R, request: MockRequest<K>, platform: Platform) => MockReply) =>
  (request: MockRequest<K> & Q, platform: Platform): MockReply => {
    const row = find(request, platform);
    return row ? handle(row, request, platform) : missing(request);
  };

/** The 404 of a record of `table` that `id` names not (or not for this caller). */
export const noRecord = (table: Table, id: string): MockReply =>
  notFound(`no ${TABLES_OF[table].called} with id ${id}`);

/** Handlers on the record of `table` the path's `id` names, where `sees` lets the caller see it (404 otherwise). */
export const onId = <T extends Table, Q = unknown>(
  table: T,
  sees: (row: Row<T>, request: Q, platform: Platform) => boolean = () => true,
) =>
  onRecord(
    (request: Q & { params: { id: string } }, platform) => {
      const row = platform.store.table(table).get(request.params.id);
      return row && sees(row, request, platform) ? row : undefined;
    },
    ({ params }) => noRecord(table, params.id),
  );

// The one table helper of the domains (kept beside them, as no domain imports another): list,
// get and delete of a table's records by `_id`, and a handler on the record a request names.
import { noContent, notFound, ok, page, type MockReply, type MockRequest, type Platform } from './context.js';
import { TABLES_OF } from './domains/tables.js';
import type { OperationKey } from './operations.js';
import { idOf, type Row, type Table } from './rows.js';

export interface TableOptions<T extends Table> {
  /** The list's order. @default the order of storing */
  order?: (a: Row<T>, b: Row<T>) => number;
  /** Run after a record is deleted (its bytes, say). @default nothing more */
  removed?: (platform: Platform, row: Row<T>) => void;
}

/** What a list needs of a call: a page in the query. */
type OnPage = (request: { query: { page?: number; limit?: number } }, platform: Platform) => MockReply;

export function tableHandlers<T extends Table>(table: T, { order, removed }: TableOptions<T> = {}) {
  const list: OnPage = ({ query }, platform) => {
    const rows = platform.store.rows(table);
    return ok(page(order ? rows.sort(order) : rows, query));
  };
  return {
    list,
    get: onId(table)((row) => ok(row)),
    remove: onId(table)((row, _request, platform) => {
      platform.store.remove(table, idOf(row));
      removed?.(platform, row);
      return noContent();
    }),
  };
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

/** Handlers on the record of `table` the path's `id` names. */
export const onId = <T extends Table>(table: T) =>
  onRecord(
    ({ params }: { params: { id: string } }, platform) => platform.store.table(table).get(params.id),
    ({ params }) => noRecord(table, params.id),
  );

// The one table helper of the domains: list, get and delete of a table's records by `_id`, each
// shown through the view rule (../rows.ts), and a handler on the record a request names.
import { noContent, notFound, ok, page, type MockReply, type MockRequest, type Platform } from '../context.js';
import type { OperationKey } from '../operations.js';
import { view, type Row, type Table } from '../rows.js';

export interface TableOptions<T extends Table> {
  /** The list's order. @default the order of storing */
  order?: (a: Row<T>, b: Row<T>) => number;
  /** Run after a record is deleted (its bytes, say). @default nothing more */
  removed?: (platform: Platform, row: Row<T>) => void;
}

/** What they need of a call: a page in the query (list), the record's `id` in the path (get, remove). */
type OnPage = (request: { query: { page?: number; limit?: number } }, platform: Platform) => MockReply;
type OnId = (request: { params: { id: string } }, platform: Platform) => MockReply;

export function tableHandlers<T extends Table>(table: T, { order, removed }: TableOptions<T> = {}): { list: OnPage; get: OnId; remove: OnId } {
  return {
    list: ({ query }, platform) => {
      const rows = platform.store.rows(table);
      return ok(page((order ? rows.sort(order) : rows).map((row) => view(table, row)), query));
    },
    get: ({ params }, platform) => {
      const row = platform.store.table(table).get(params.id);
      return row ? ok(view(table, row)) : notFound();
    },
    remove: ({ params }, platform) => {
      const row = platform.store.table(table).get(params.id);
      if (!row) return notFound();
      platform.store.table(table).delete(row._id);
      removed?.(platform, row);
      return noContent();
    },
  };
}

/**
 * Handlers on the record `find` gives for a call (of any operation whose request has what `find`
 * reads), else `missing()` (a 404).
 */
export const onRecord =
  <R, Q>(find: (request: Q, platform: Platform) => R | undefined, missing = notFound) =>
  <K extends OperationKey>(handle: (row: R, request: MockRequest<K>, platform: Platform) => MockReply) =>
  (request: MockRequest<K> & Q, platform: Platform): MockReply => {
    const row = find(request, platform);
    return row ? handle(row, request, platform) : missing();
  };

// The one table helper of the domains: list, get and delete of a table's records by `_id`, each
// shown through the view rule (../store.ts), and a handler on the record a request names.
import { noContent, notFound, ok, page, type Handler, type MockReply, type MockRequest, type Platform } from '../context.js';
import { view, type Row, type Table } from '../store.js';

export interface TableOptions {
  /** The list's order. @default the order of storing */
  order?: (a: Row, b: Row) => number;
  /** Run after a record is deleted (its bytes, say). @default nothing more */
  removed?: (platform: Platform, row: Row) => void;
}

export function tableHandlers(table: Table, { order, removed }: TableOptions = {}): { list: Handler; get: Handler; remove: Handler } {
  return {
    list: ({ query }, platform) => {
      const rows = platform.store.rows(table);
      return ok(page((order ? rows.sort(order) : rows).map((row) => view(table, row)), query));
    },
    get: ({ params }, platform) => {
      const row = platform.store.table(table).get(params.id!);
      return row ? ok(view(table, row)) : notFound();
    },
    remove: ({ params }, platform) => {
      const row = platform.store.table(table).get(params.id!);
      if (!row) return notFound();
      platform.store.table(table).delete(row._id);
      removed?.(platform, row);
      return noContent();
    },
  };
}

/** A handler on the record `find` gives for the request, 404 when the caller sees none. */
export const onRecord =
  (find: (request: MockRequest, platform: Platform) => Row | undefined) =>
  (handle: (row: Row, request: MockRequest, platform: Platform) => MockReply): Handler =>
  (request, platform) => {
    const row = find(request, platform);
    return row ? handle(row, request, platform) : notFound();
  };

import type { MediaType, SuccessResponse } from 'openapi-typescript-helpers';
import type { InitArgs, OperationOf } from './fetcher-types.js';
import { PaginationError } from './errors.js';
import type { RequestOptions } from './transport.js';

/** What a paged answer carries beside its items (the contracts' `PageMeta`). */
interface PageMeta {
  page: number;
  limit: number;
  total: number;
}

type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The item type of a paged GET on a path item: it takes `page` and answers `{ data: Item[] } & PageMeta`. */
type PagedItemOf<PathItem> = PathItem extends { get: infer Op }
  ? [QueryOf<Op>] extends [never]
    ? never
    : 'page' extends keyof QueryOf<Op>
      ? // biome-ignore lint/suspicious/noExplicitAny: admits every responses object, as SuccessData does
        Op extends { responses: infer R extends Record<string | number, any> }
        ? SuccessResponse<R, MediaType> extends PageMeta & { data: readonly (infer Item)[] }
          ? Item
          : never
        : never
      : never
  : never;

/** The paths whose GET is paged; the only ones `paginate` takes. */
export type PagedPath<Paths> = {
  [P in keyof Paths]: [PagedItemOf<Paths[P]>] extends [never] ? never : P;
}[keyof Paths];

/**
 * Walks every page of a paged GET, yielding its items in order. A page is fetched only when the
 * loop asks for its first item, so `break` stops fetching; the walk starts at the init's `page`
 * (default 1) and stops once `page * limit >= total`, by the numbers the answer gives, or at an
 * empty page. An answer that is not the page asked for (a server repeating page 1) or whose
 * `limit` is not positive ends the walk with PaginationError, so it never loops forever.
 */
export type Paginate<Paths extends {}> = <P extends PagedPath<Paths>>(
  path: P,
  ...init: InitArgs<OperationOf<Paths[P], 'get'>, undefined>
) => AsyncGenerator<PagedItemOf<Paths[P]>, void, undefined>;

type UntypedGet = (path: string, init?: RequestOptions) => Promise<{ data: unknown; response: Response }>;

/** `paginate` for a client: every page is a call of the client's own `GET`, so one transport. */
export function paginator<Paths extends {}>(client: { GET: unknown }): Paginate<Paths> {
  // The cast is on the name, not around the function: Stryker mutates nothing inside an `as`.
  async function* paginate(path: string, init: RequestOptions = {}) {
    let page = Number(init.params?.query?.page ?? 1);
    for (;;) {
      const query = { ...init.params?.query, page };
      const { data, response } = await (client.GET as UntypedGet)(path, { ...init, params: { ...init.params, query } });
      const answer = data as PageMeta & { data: unknown[] };
      if (answer?.page !== page || !(answer.limit > 0)) {
        // An empty answer too. The URL the answer came from, without its query (which may carry secrets).
        const url = response.url.split('?')[0];
        throw new PaginationError(`GET ${url}: the answer is not page ${page}.`, { method: 'GET', url });
      }
      yield* answer.data;
      if (!answer.data.length || !(page++ * answer.limit < answer.total)) return;
    }
  }
  return paginate as unknown as Paginate<Paths>;
}

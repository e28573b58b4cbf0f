// platform-client/query/public: a MINIMAL stand-in for the React-free query entry of issue 24 (its
// generator writes every operation's options and keys); only what the Next.js guide and fixture
// use, on the same helpers, so keys and requests are the hooks' own. Replaced by issue 24's.
import type { queryCmsContentV3 } from '../../generated/react/public/cms/cms.js';
import type { KeyScope } from '../react/query-key.js';
import { queryKeyOf, surfaceQueryOptions, type QueryArgs, type QueryKeyOf } from '../react/query-options.js';
import type { SurfaceClient } from '../react/request-url.js';

type QueryCmsContentV3Args = Parameters<typeof queryCmsContentV3>;
/** What `queryCmsContentV3` answers. */
export type QueryCmsContentV3QueryResult = Awaited<ReturnType<typeof queryCmsContentV3>>;

/** Query content of a model (v3): the query key of `useQueryCmsContentV3` and of these options. */
export const getQueryCmsContentV3QueryKey = (client: KeyScope, apiId: QueryCmsContentV3Args[0], params?: QueryCmsContentV3Args[1]): QueryKeyOf<QueryCmsContentV3QueryResult> =>
  queryKeyOf<QueryCmsContentV3QueryResult>('public', client, '/v3/cms/content/api/{apiId}', { apiId }, params);

/** Query content of a model (v3): query options for `prefetchQuery`, `fetchQuery`, `ensureQueryData`; no React. */
export const queryCmsContentV3QueryOptions = <TData = QueryCmsContentV3QueryResult>(client: SurfaceClient<'public'>, apiId: QueryCmsContentV3Args[0], params?: QueryCmsContentV3Args[1], options?: QueryArgs<QueryCmsContentV3QueryResult, TData>) =>
  surfaceQueryOptions<QueryCmsContentV3QueryResult, TData>('public', client, '/v3/cms/content/api/{apiId}', { apiId }, params, options);

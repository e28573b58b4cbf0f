// Type tests for the key factory (`keys.<surface>[path]`) and the mutation definitions, checked by
// `tsc --noEmit`: keys carry the data type of the query they match, take only the params of that
// GET, and exist only for the surface's GET paths.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type { AdminClient, EndUserClient, HookError } from '../../src/index.js';
import * as adminQuery from '../../src/query/admin.js';
import { keys as enduserKeys } from '../../src/query/enduser.js';
import type { HookError as ReactHookError } from '../../src/react/index.js';
import {
  keys,
  markRequestActionSeenMutation,
  type RequestAction,
  type RequestActionPage,
} from '../../src/react/admin.js';

declare const admin: AdminClient;
declare const enduser: EndUserClient;
const queryClient = new QueryClient();

// The react entry and the query entry export the same factory.
expectTypeOf(adminQuery.keys).toEqualTypeOf(keys);
expectTypeOf<ReactHookError>().toEqualTypeOf<HookError>();

// `.all`: a literal prefix, no client needed.
expectTypeOf(keys.admin['/request-action'].all).toEqualTypeOf<readonly ['admin', '/request-action']>();
expectTypeOf(enduserKeys.enduser['/request-action'].all).toEqualTypeOf<readonly ['enduser', '/request-action']>();

// Exact keys read the cache with the fetcher's data type.
const detail = queryClient.getQueryData(keys.admin['/request-action'].detail('id', undefined, admin));
expectTypeOf(detail).toEqualTypeOf<RequestAction | undefined>();
type Fetched = Awaited<ReturnType<typeof admin.GET<'/request-action/{id}'>>>['data'];
expectTypeOf(detail).toEqualTypeOf<Fetched | undefined>();
expectTypeOf(
  queryClient.getQueryData(keys.admin['/request-action'].list({ statuses: ['pending'] }, admin)),
).toEqualTypeOf<RequestActionPage | undefined>();
expectTypeOf(queryClient.getQueryData(keys.admin['/request-action/{id}'].detail('id'))).toEqualTypeOf<
  RequestAction | undefined
>();
// The end user's scope is its client too.
keys.admin['/request-action'].list(undefined, enduser);

// Only the GET's params, only its paths, only this surface.
// @ts-expect-error: not a status
keys.admin['/request-action'].list({ statuses: ['nope'] });
// @ts-expect-error: the detail needs its id
keys.admin['/request-action'].detail();
// @ts-expect-error: no GET at this path
void keys.admin['/request-action/{id}/seen'];
// @ts-expect-error: the admin entry has the admin surface only
void keys.enduser;
// @ts-expect-error: a list path has no detail when no GET `/{id}` is below it
void keys.admin['/auth/role/{id}'].list;

// A mutation's definition: keys, and the variables its hook takes.
expectTypeOf(markRequestActionSeenMutation.invalidates).returns.toEqualTypeOf<QueryKey[]>();
expectTypeOf(markRequestActionSeenMutation.invalidates)
  .parameter(1)
  .toEqualTypeOf<{ id: string; data: { version: number }; params?: adminQuery.MarkRequestActionSeenParams }>();

// Type tests for the query options factories and hooks (docs/design.md, decision 22), checked by `tsc --noEmit`:
// each factory takes a client of its surface and then exactly the hook's arguments; what a
// runtime can't honour does not compile.
import { QueryClient, useSuspenseQuery, type InfiniteData } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type { AdminClient, PublicClient } from '../../src/index.js';
import {
  getGetRequestActionQueryKey,
  getListRequestActionsQueryKey,
  getRequestActionQueryOptions,
  listRequestActionsInfiniteQueryOptions,
  listRequestActionsQueryOptions,
  type useGetRequestAction,
  useGetRequestActionSuspense,
  useListRequestActions,
  type useListRequestActionsInfinite,
  useListRequestActionsSuspense,
  type RequestAction,
  type RequestActionPage,
} from '../../src/react/admin.js';
import { listBoxesQueryOptions } from '../../src/react/public.js';

declare const admin: AdminClient;
declare const publicClient: PublicClient;
const queryClient = new QueryClient();

// Every parameter made required, so a tuple can lose its first or last element.
type Shift<T extends unknown[]> = Required<T> extends [unknown, ...infer Rest] ? Rest : never;
type Pop<T extends unknown[]> = Required<T> extends [...infer Init, unknown] ? Init : never;

export async function typeTests() {
  // The factory's arguments after the client are the hook's before its QueryClient.
  expectTypeOf<Shift<Parameters<typeof getRequestActionQueryOptions>>>().toEqualTypeOf<
    Pop<Parameters<typeof useGetRequestAction>>
  >();
  expectTypeOf<Shift<Parameters<typeof listRequestActionsQueryOptions>>>().toEqualTypeOf<
    Pop<Parameters<typeof useListRequestActions>>
  >();
  expectTypeOf<Shift<Parameters<typeof listRequestActionsInfiniteQueryOptions>>>().toEqualTypeOf<
    Pop<Parameters<typeof useListRequestActionsInfinite>>
  >();
  // The suspense hook takes the plain hook's path and query params.
  expectTypeOf<Parameters<typeof useGetRequestActionSuspense>[0]>().toEqualTypeOf<
    Parameters<typeof useGetRequestAction>[0]
  >();

  // The client is of the factory's surface.
  listBoxesQueryOptions(publicClient, { type: 'quiz_result' });
  // @ts-expect-error -- an admin operation needs the admin client
  listRequestActionsQueryOptions(publicClient);
  // @ts-expect-error -- a public operation needs the public client
  listBoxesQueryOptions(admin, { type: 'quiz_result' });
  // @ts-expect-error -- the path parameter is required
  getRequestActionQueryOptions(admin);
  // @ts-expect-error -- not a React Query option
  listRequestActionsQueryOptions(admin, undefined, { query: { staleTim: 1000 } });
  // @ts-expect-error -- an infinite query chooses its pages
  listRequestActionsInfiniteQueryOptions(admin, { page: 2 });
  // @ts-expect-error -- a suspense query is always enabled
  useListRequestActionsSuspense(undefined, { query: { enabled: false } });

  // What fetchQuery, ensureQueryData and the cache give is typed, Dates included.
  const page = await queryClient.fetchQuery(listRequestActionsQueryOptions(admin, { statuses: ['pending'] }));
  expectTypeOf(page).toEqualTypeOf<RequestActionPage>();
  expectTypeOf(page.data[0]!.created).toEqualTypeOf<Date>();
  const one = await queryClient.ensureQueryData(getRequestActionQueryOptions(admin, 'id'));
  expectTypeOf(one).toEqualTypeOf<RequestAction>();
  expectTypeOf(queryClient.getQueryData(getGetRequestActionQueryKey(admin, 'id'))).toEqualTypeOf<
    RequestAction | undefined
  >();
  expectTypeOf(queryClient.getQueryData(getListRequestActionsQueryKey({ projectId: 'p' }))).toEqualTypeOf<
    RequestActionPage | undefined
  >();
  const pages = await queryClient.fetchInfiniteQuery(listRequestActionsInfiniteQueryOptions(admin, { limit: 10 }));
  expectTypeOf(pages).toEqualTypeOf<InfiniteData<RequestActionPage, number>>();

  // The same options serve useSuspenseQuery directly; `select` changes the data type.
  expectTypeOf(useSuspenseQuery(getRequestActionQueryOptions(admin, 'id')).data).toEqualTypeOf<RequestAction>();
  expectTypeOf(useListRequestActions(undefined, { query: { select: (p) => p.total } }).data).toEqualTypeOf<
    number | undefined
  >();
  expectTypeOf(useGetRequestActionSuspense('id').data).toEqualTypeOf<RequestAction>();
}

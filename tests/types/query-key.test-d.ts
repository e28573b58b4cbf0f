// Type tests for the key rule (src/query/query-key.ts), checked by `tsc --noEmit`: `queryKeyOf` with a
// scope gives the hook's exact key, typed with its data; without one it gives a filter, which is no
// exact key, so a function that takes only a hook's key (of any data) refuses it.
import { QueryClient } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type { AdminClient } from '../../src/index.js';
import { type PlainKey, type QueryKeyOf, queryKeyOf } from '../../src/query/query-key.js';

type Project = { id: string };
declare const admin: AdminClient;
declare function exactKeyOnly<T>(key: QueryKeyOf<T>): T;
const queryClient = new QueryClient();

const exact = queryKeyOf<Project>('admin', admin, '/project/{id}', { id: 'p1' });
expectTypeOf(exact).toEqualTypeOf<QueryKeyOf<Project>>();
expectTypeOf(exactKeyOnly(exact)).toEqualTypeOf<Project>();
expectTypeOf(queryClient.getQueryData(exact)).toEqualTypeOf<Project | undefined>();

const filter = queryKeyOf('admin', undefined, '/project/{id}', { id: 'p1' });
expectTypeOf(filter).toEqualTypeOf<PlainKey>();
// @ts-expect-error: a filter (no scope) is not a hook's exact key
exactKeyOnly(filter);
// A filter is what invalidation takes.
void queryClient.invalidateQueries({ queryKey: filter });

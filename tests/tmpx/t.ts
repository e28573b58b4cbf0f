import * as h from '../../generated/react/admin/index.js';
import type { AdminClient } from '../../src/index.js';
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Fetcher = (...args: never[]) => Promise<{ data: unknown }>;
declare const client: AdminClient;
type Data<F extends Fetcher> = Awaited<ReturnType<F>>['data'];
declare function query<F extends Fetcher>(fetcher: F): <D, Q>(
  hook: (...args: never[]) => { data: D },
  options: (...args: never[]) => { queryFn: (...args: never[]) => Q },
) => [hook: Equal<D, Data<F>>, options: Equal<Awaited<Q>, Data<F>>];
declare function mutation<F extends Fetcher>(fetcher: F): <O, M = Data<F>>(
  options: (...args: never[]) => { mutationFn: (...args: never[]) => Promise<O> },
  hook?: (...args: never[]) => { mutateAsync: (...args: never[]) => Promise<M> },
) => [options: Equal<O, Data<F>>, hook: Equal<M, Data<F>>];
declare function ok(checks: [true, true]): void;
ok(query(client.GET<'/projects'>)(h.useListProjectsSuspense, h.listProjectsQueryOptions));
ok(query(client.GET<'/projects'>)(h.useGetProjectSuspense, h.listProjectsQueryOptions));
ok(query(client.GET<'/projects'>)(h.useListProjectsSuspense, h.getProjectQueryOptions));
ok(mutation(client.PUT<'/request-action/{id}'>)(h.updateRequestActionMutationOptions, h.useUpdateRequestAction));
ok(mutation(client.PUT<'/request-action/{id}'>)(h.updateRequestActionMutationOptions, h.useCreateRequestAction));
ok(mutation(client.PUT<'/request-action/{id}'>)(h.createRequestActionMutationOptions, h.useUpdateRequestAction));
ok(mutation(client.POST<'/auth/admin/login'>)(h.loginAdminMutationOptions));

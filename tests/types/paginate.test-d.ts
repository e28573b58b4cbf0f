// Type tests for client.paginate, checked by `tsc --noEmit`: only paged GET paths compile, the
// init is the GET's own, and the items have the operation's item type.
import type { AdminClient, EndUserClient, PrivateClient, PublicClient } from '../../src/index.js';
import type { components as AdminComponents } from '../../generated/types/admin.js';
import type { components as EndUserComponents } from '../../generated/types/enduser.js';
import type { components as PublicComponents } from '../../generated/types/public.js';
import type { Equal } from './hook-checks.js';

declare const admin: AdminClient;
declare const adminWithoutProject: AdminClient<false>;
declare const publicClient: PublicClient;
declare const privateClient: PrivateClient;
declare const enduser: EndUserClient;

const expectType = <T extends true>(value: T) => value;

export async function paginateTypes() {
  // The items are the operation's items (revived: `created` is a Date).
  for await (const action of admin.paginate('/request-action', { params: { query: { statuses: ['pending'] } } })) {
    expectType<Equal<typeof action, AdminComponents['schemas']['RequestAction']>>(true);
    const created: Date = action.created;
    void created;
  }
  // The init may be left out where the GET needs nothing; projectId stays optional on admin.
  for await (const project of admin.paginate('/projects')) void project._id;
  for await (const message of enduser.paginate('/conversations/{id}/messages', { params: { path: { id: 'c1' } } })) {
    expectType<Equal<typeof message, EndUserComponents['schemas']['Message']>>(true);
  }
  for await (const item of privateClient.paginate('/ecommerce/item')) void item;
  const boxes = publicClient.paginate('/box', { params: { query: { type: 'quiz_result' } } });
  expectType<Equal<typeof boxes, AsyncGenerator<PublicComponents['schemas']['Box'], void, undefined>>>(true);

  // A client made without a projectId: each walk names it, as each fetcher call does.
  for await (const action of adminWithoutProject.paginate('/request-action', {
    params: { query: { projectId: 'p1' } },
  }))
    void action.created;
  // @ts-expect-error -- projectId is required where the client has none
  adminWithoutProject.paginate('/request-action', { params: { query: { statuses: ['pending'] } } });
  // @ts-expect-error -- and the init may not be left out
  adminWithoutProject.paginate('/request-action');

  // A GET that answers one thing, not a page.
  // @ts-expect-error -- /request-action/{id} is not paged
  admin.paginate('/request-action/{id}', { params: { path: { id: 'x' } } });
  // A GET that answers a plain list (no page, limit, total).
  // @ts-expect-error -- /intranet/holiday/active is not paged
  enduser.paginate('/intranet/holiday/active', {
    params: { query: { startDate: '2026-07-01', endDate: '2026-07-31' } },
  });
  // A path with no GET at all.
  // @ts-expect-error -- /auth/login is a POST
  admin.paginate('/auth/login');
  // Another surface's paged path.
  // @ts-expect-error -- /request-action is not a public path
  publicClient.paginate('/request-action');
  // The GET's required parameters stay required...
  // @ts-expect-error -- /conversations/{id}/messages needs its path id
  enduser.paginate('/conversations/{id}/messages');
  // @ts-expect-error -- /box needs its type
  publicClient.paginate('/box');
  // ...and its parameters keep their types.
  // @ts-expect-error -- not a request action status
  admin.paginate('/request-action', { params: { query: { statuses: ['maybe'] } } });
  // @ts-expect-error -- the page number is a number
  admin.paginate('/request-action', { params: { query: { page: '2' } } });
}

// Type tests of platform-client/mock/msw: an answer is typed as its operation's wire (JSON) shape,
// so a wrong body, an undeclared status or an unknown operation fails to compile; the wire types
// take ISO strings where the SDK's types take Dates.
import { createMockHandlers, type WireBody, type WireSchemas } from '../../mock/msw.js';

export function mockMswTypeTests() {
  const mock = createMockHandlers({ seed: 'empty', now: '2026-11-24T09:00:00.000Z', baseUrl: 'http://api.test' });
  const action: WireSchemas<'admin'>['RequestAction'] = {
    _id: '6601a3f4c2b1e0d9f8a7b6c5',
    projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
    userId: '65f1c0a2e4b0a1b2c3d4e5f7',
    type: 'visit',
    title: 'Viewing 12B',
    status: 'pending',
    version: 0,
    comments: [],
    seenBy: [],
    created: '2026-03-14T09:26:53.589Z',
    updated: '2026-03-14T09:26:53.589Z',
  };
  const page: WireBody<'admin.listRequestActions', 200> = { data: [action], total: 1, page: 1, limit: 20 };

  mock.answer('admin.listRequestActions', { status: 200, body: page });
  mock.answer('admin.getRequestAction', { status: 200, body: action, delay: 50 }, { once: true });
  mock.answer('admin.listRequestActions', { status: 500, body: { message: 'down', code: 'INTERNAL' } });
  mock.answer('admin.deleteEntity', { status: 204 });
  mock.answer('admin.listRequestActions', { networkError: true });
  mock.answer('admin.listRequestActions', { delay: 2000 });
  mock.answer('public.getBox', async ({ request }) => ({
    status: 404,
    body: { message: `No box at ${new URL(request.url).search}`, code: 'WRONG_BOX_ID' },
  }));

  // @ts-expect-error -- the page's `data` holds request actions, not strings
  mock.answer('admin.listRequestActions', { status: 200, body: { data: ['x'], total: 1, page: 1, limit: 20 } });
  // @ts-expect-error -- a page needs its `total`
  mock.answer('admin.listRequestActions', { status: 200, body: { data: [action], page: 1, limit: 20 } });
  // @ts-expect-error -- on the wire a date is an ISO string, not a Date
  mock.answer('admin.getRequestAction', { status: 200, body: { ...action, created: new Date() } });
  // @ts-expect-error -- listRequestActions declares no 404
  mock.answer('admin.listRequestActions', { status: 404, body: { message: 'gone' } });
  // @ts-expect-error -- an error body needs its `message`
  mock.answer('admin.listRequestActions', { status: 500, body: { code: 'INTERNAL' } });
  // @ts-expect-error -- no such operation
  mock.answer('admin.listRequestActionz', { delay: 1 });
  // @ts-expect-error -- a network failure has no status
  mock.answer('admin.listRequestActions', { networkError: true, status: 500 });
  // @ts-expect-error -- a declared status with content needs its body
  mock.answer('admin.getRequestAction', { status: 200 });

  // @ts-expect-error -- the SDK's Date is not the wire's string
  const revived: WireSchemas<'admin'>['RequestAction'] = { ...action, created: new Date() };
  return [revived];
}

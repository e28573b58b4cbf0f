// Type tests, checked by `tsc --noEmit` in `npm test`: each client accepts only its own
// surface's paths and bodies, and returns Dates where the transport revives them.
import {
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
  type AdminClient,
} from '../../src/index.js';
import { listRequestActionsQueryOptions } from '../../src/react/admin.js';

declare const admin: AdminClient;
const publicClient = createPublicClient({ baseUrl: 'http://127.0.0.1:4011', apiKey: 'pk' });
const privateClient = createPrivateClient({ baseUrl: 'http://127.0.0.1:4012', privateApiKey: 'sk' });

export async function typeTests() {
  // A public client calling an admin path is a type error.
  // @ts-expect-error -- /request-action is not a public path
  await publicClient.GET('/request-action');
  // @ts-expect-error -- /auth/import is a private path
  await publicClient.POST('/auth/import', { body: { users: [] } });
  // @ts-expect-error -- /box is not a private path
  await privateClient.GET('/box', { params: { query: { type: 'quiz_result' } } });

  // projectId is optional on admin calls: the client fills it in.
  const { data } = await admin.GET('/request-action', { params: { query: { statuses: ['pending'] } } });
  const created: Date = data.data[0]!.created;
  void created;
  // The same for the generated hooks and query options (the contract requires it).
  listRequestActionsQueryOptions(admin, { statuses: ['pending'] });

  // A wrong enum value is a type error.
  // @ts-expect-error -- not a request action status
  await admin.GET('/request-action', { params: { query: { statuses: ['maybe'] } } });

  // A required body is required.
  // @ts-expect-error -- markRequestActionSeen needs { version }
  await admin.PUT('/request-action/{id}/seen', { params: { path: { id: 'x' } } });

  // Path parameters are required where the path has them.
  // @ts-expect-error -- missing path id
  await admin.GET('/request-action/{id}');

  const enduser = await createEndUserClient({ baseUrl: 'http://127.0.0.1:4013', apiKey: 'pk', sessionId: 's' });
  const holidays = await enduser.GET('/intranet/holiday/active', {
    params: { query: { startDate: '2026-07-01', endDate: '2026-07-31' } },
  });
  const start: string = holidays.data[0]!.startDate; // format: date stays a string
  void start;

  const report = await enduser.GET('/intranet/holiday/hr-report');
  const blob: Blob = report.data;
  void blob;

  void createAdminClient;
}

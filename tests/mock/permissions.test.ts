// What an admin's permissions let them do on the mock: the resource and level come from a table
// keyed by operationId (./permission-table.test.ts checks it is whole), not from the path's
// first segment or the HTTP method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
let staff: AdminClient;
const admin = (email: string, password: string) =>
  createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, email, password, maxRetries: 0 });

beforeAll(async () => {
  mock = await startMockPlatform();
  staff = await admin(mock.credentials.admin.email, mock.credentials.admin.password);
});
afterAll(async () => {
  await mock?.close();
});

describe('by operation, not by method or path', () => {
  it('lets the read-only admin search order groups, a POST that changes nothing', async () => {
    const readOnly = await admin(mock.credentials.readOnlyAdmin.email, mock.credentials.readOnlyAdmin.password);
    const { response } = await readOnly.POST('/ecommerce/order-group/search', {});
    expect(response.status).toBe(200);
    await expect(readOnly.POST('/request-action', { body: { type: 'visit', title: 'No' } })).rejects.toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });

  it('a content editor (cms * Write) reads and sets their own preferences, and works on the CMS, legacy paths included', async () => {
    const { data: role } = await staff.POST('/auth/role', { body: { name: 'Content editors' } });
    const { data: permissions } = await staff.GET('/auth/permission');
    const cms = permissions.data.find((p) => p.resource === 'cms' && p.action === '*' && p.level === 3)!;
    await staff.POST('/auth/role/{id}/permission/{pid}', { params: { path: { id: role._id, pid: cms._id } } });
    await staff.POST('/auth/admin', {
      body: { email: 'editor@example.com', fullName: 'Content Editor', password: 'Editor-pass-1', roles: [role._id] },
    });
    const editor = await admin('editor@example.com', 'Editor-pass-1');
    expect(editor.can('cms', 'create', 'Write')).toBe(true);

    await editor.POST('/auth/admin/preference/{key}', { params: { path: { key: 'theme' } }, body: { value: 'dark' } });
    expect((await editor.GET('/auth/admin/preference/{key}', { params: { path: { key: 'theme' } } })).data.value).toBe(
      'dark',
    );
    const { data: mine } = await editor.GET('/auth/admin/preference');
    expect(mine.find((p) => p.key === 'theme')?.value).toBe('dark');

    const { response: models } = await editor.GET('/cms/model');
    expect(models.status).toBe(200);
    const { response: legacy } = await editor.GET('/project/{pid}/content', {
      params: { path: { pid: mock.projectId } },
    });
    expect(legacy.status).toBe(200);
    await expect(editor.GET('/request-action')).rejects.toMatchObject({ status: 403 });
    await expect(editor.GET('/payment/transaction')).rejects.toMatchObject({ status: 403 });
  });
});

// Every operation the mock models, called once through the SDK's clients (the ones other mock
// tests do not reach are called here), and every JSON answer checked against the contract's
// response schema; the test fails if a modelled operation with a JSON answer went unchecked.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdminClient, createEndUserClient, createPrivateClient, createPublicClient } from '../../src/index.js';
import { handlers } from '../../mock/domains/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { contractBreaches, recordingFetch, type Answer } from './contract-check.js';

let mock: MockPlatform;
const answers: Answer[] = [];
beforeAll(async () => {
  mock = await startMockPlatform();
});
afterAll(async () => {
  await mock?.close();
});

function form(file: File, fields: Record<string, string> = {}): never {
  const body = new FormData();
  body.append('file', file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body as never;
}
const png = new File(
  [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1])],
  'p.png',
  { type: 'image/png' },
);

/** Modelled operations whose success answer is JSON, from the contracts. */
function jsonOperations(): string[] {
  const json: string[] = [];
  for (const key of Object.keys(handlers)) {
    const [surface, operationId] = key.split('.') as [string, string];
    const doc = JSON.parse(
      fs.readFileSync(new URL(`../../generated/openapi/${surface}.json`, import.meta.url), 'utf8'),
    );
    for (const item of Object.values(doc.paths) as Array<
      Record<string, { operationId?: string; responses?: Record<string, { content?: object; $ref?: string }> }>
    >) {
      for (const op of Object.values(item)) {
        if (op?.operationId !== operationId) continue;
        const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
        if (success?.content && Object.keys(success.content).some((type) => type.includes('json'))) json.push(key);
      }
    }
  }
  return json;
}

it('answers every modelled operation as its contract says', async () => {
  const fetch = recordingFetch(answers, mock.urls);
  const { credentials: c } = mock;
  const admin = await createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...c.admin, fetch });
  const site = createPublicClient({ baseUrl: mock.urls.public, apiKey: c.apiKey, fetch });
  const server = createPrivateClient({ baseUrl: mock.urls.private, privateApiKey: c.privateApiKey, fetch });

  // End user: sign-up, self, password, request actions, boxes, holidays, cards, payments.
  const fresh = await createEndUserClient({ baseUrl: mock.urls.enduser, apiKey: c.apiKey, fetch, sessionId: 'none' });
  const { data: signedUp } = await fresh.POST('/auth/signup', {
    body: { email: 'new.user@example.com', password: 'Long-enough-1', firstName: 'New', lastName: 'User' },
  });
  const user = await createEndUserClient({
    baseUrl: mock.urls.enduser,
    apiKey: c.apiKey,
    fetch,
    sessionId: signedUp.sessionId,
  });
  expect((await user.POST('/auth/self/update', { body: { lastName: 'Person' } })).data.lastName).toBe('Person');
  await user.POST('/auth/self/updatePassword', {
    body: { oldPassword: 'Long-enough-1', newPassword: 'Longer-still-2' },
  });
  const relogin = await createEndUserClient({
    baseUrl: mock.urls.enduser,
    apiKey: c.apiKey,
    fetch,
    email: 'new.user@example.com',
    password: 'Longer-still-2',
  });
  const { data: action } = await relogin.POST('/request-action', { body: { type: 'vacation', title: 'Autumn week' } });
  const id = { params: { path: { id: action._id } } };
  await relogin.GET('/request-action/{id}', id);
  await relogin.PUT('/request-action/{id}', { ...id, body: { description: 'Late October' } });
  await relogin.POST('/request-action/{id}/add-comment', { ...id, body: { text: 'Any week works' } });
  await relogin.POST('/request-action/{id}/review', { ...id, body: { rating: 4 } });
  const { data: confirmed } = await relogin.POST('/request-action/confirm', {
    body: { requestActionId: action._id, accepted: true },
  });
  expect(confirmed.status).toBe('user_accepted');
  await relogin.DELETE('/request-action/{id}', id);
  const boxType = { type: 'unit_user_preference' as const };
  await relogin.POST('/box', { params: { query: boxType }, body: { key: 'theme', value: 'dark' } });
  await relogin.GET('/box', { params: { query: boxType } });
  await relogin.GET('/box/{id}', { params: { path: { id: 'theme' }, query: boxType } });
  await relogin.PUT('/box/{id}', { params: { path: { id: 'theme' }, query: boxType }, body: { value: 'light' } });
  await relogin.DELETE('/box/{id}', { params: { path: { id: 'theme' }, query: boxType } });
  await site.POST('/box', { params: { query: boxType }, body: { key: 'k', value: 1 } });
  await site.DELETE('/box/{id}', { params: { path: { id: 'k' }, query: boxType } });
  await relogin.GET('/intranet/holiday/balance', { params: { query: { year: 2026 } } });
  await relogin.POST('/payment/bankCard', { body: { returnUrl: 'https://shop.example.com/cards', isDefault: false } });

  const luka = await createEndUserClient({ baseUrl: mock.urls.enduser, apiKey: c.apiKey, fetch, ...c.endUser });
  const { data: cards } = await luka.GET('/payment/bankCard');
  const { data: paid } = await server.POST('/payment/payWithCard', {
    body: { cardId: cards[0]!._id, amount: 5, currency: 'GEL' },
  });
  await server.GET('/transaction/{id}', { params: { path: { id: paid.transactionId } } });
  const { data: mine } = await luka.POST('/payment/payWithCard', {
    body: { cardId: cards[0]!._id, amount: 7, currency: 'GEL' },
  });
  await luka.GET('/transaction/{id}', { params: { path: { id: mine.transactionId } } });
  await admin.GET('/payment/transaction/{id}/event', { params: { path: { id: mine.transactionId } } });
  await luka.DELETE('/payment/bankCard/{id}', { params: { path: { id: cards[1]!._id } } });

  // Conversations on both surfaces.
  const { data: conversations } = await luka.GET('/v2/conversations');
  const conversation = { params: { path: { id: conversations.data[0]!._id } } };
  const { data: messages } = await luka.GET('/conversations/{id}/messages', conversation);
  const message = { params: { path: { id: conversation.params.path.id, mid: messages.data[0]!._id } } };
  await luka.PUT('/conversations/{id}/messages/{mid}/seen', message);
  await admin.PUT('/conversations/{id}/messages/{mid}/seen', message);
  await luka.PUT('/conversations/{id}', { ...conversation, body: { title: 'Lease 12B' } });
  await admin.PUT('/conversations/{id}', { ...conversation, body: { topic: 'Sales' } });

  // Administration.
  const { data: created } = await admin.POST('/auth/user', {
    body: {
      email: 'ana.new@example.com',
      password: 'Tbilisi-2026!',
      firstName: 'Ana',
      lastName: 'New',
      emailVerified: false,
    },
  });
  await admin.GET('/auth/user');
  await admin.GET('/auth/user/{id}', { params: { path: { id: created._id } } });
  await admin.PUT('/auth/user/{id}', { params: { path: { id: created._id } }, body: { lastName: 'Gelashvili' } });
  await admin.DELETE('/auth/user/{id}', { params: { path: { id: created._id } } });
  const { data: roles } = await admin.GET('/auth/role');
  const role = { params: { path: { id: roles.data[0]!._id } } };
  await admin.GET('/auth/role/{id}', role);
  await admin.PUT('/auth/role/{id}', { ...role, body: { name: 'Editors' } });
  const { data: permissions } = await admin.GET('/auth/permission');
  await admin.GET('/auth/permission/{id}', { params: { path: { id: permissions.data[0]!._id } } });
  await admin.DELETE('/auth/role/{id}/permission/{pid}', {
    params: { path: { id: role.params.path.id, pid: permissions.data[0]!._id } },
  });
  const { data: temp } = await admin.POST('/auth/role', { body: { name: 'Temporary' } });
  await admin.DELETE('/auth/role/{id}', { params: { path: { id: temp._id } } });
  const { data: newAdmin } = await admin.POST('/auth/admin', {
    body: { email: 'giorgi@example.com', fullName: 'Giorgi K', password: 'Kutaisi-Admin-77' },
  });
  await admin.GET('/auth/admin');
  await admin.DELETE('/auth/admin/{id}', { params: { path: { id: newAdmin._id } } });
  await admin.POST('/auth/admin/preference/{key}', {
    params: { path: { key: 'ui.density' } },
    body: { value: 'compact' },
  });
  expect(
    (await admin.GET('/auth/admin/preference/{key}', { params: { path: { key: 'ui.density' } } })).data.value,
  ).toBe('compact');
  await admin.GET('/auth/admin/preference');

  // CMS and files.
  const { data: models } = await admin.GET('/cms/model');
  const model = { params: { path: { id: models.data[0]!._id } } };
  await admin.GET('/cms/model/{id}', model);
  await admin.PUT('/cms/model/{id}', { ...model, body: { name: 'Announcements' } });
  const { data: withField } = await admin.PUT('/cms/model/{id}/field', {
    ...model,
    body: { key: 'pinned', name: 'Pinned', type: 'boolean', required: false, localized: false },
  });
  const pinned = withField.fields.find((f) => f.key === 'pinned')!;
  await admin.DELETE('/cms/model/{id}/field/{fieldId}', {
    params: { path: { id: model.params.path.id, fieldId: pinned._id } },
  });
  const { data: scratch } = await admin.POST('/cms/model', { body: { apiId: 'scratch', name: 'Scratch' } });
  await admin.DELETE('/cms/model/{id}', { params: { path: { id: scratch._id } } });
  const { data: content } = await admin.GET('/cms/content');
  const entry = { params: { path: { id: content.data[0]!._id } } };
  await admin.GET('/cms/content/{id}', entry);
  await admin.PUT('/cms/content/{id}', { ...entry, body: { status: 'published' } });
  const { data: news } = await site.GET('/cms/{apiId}', { params: { path: { apiId: 'news' } } });
  await site.GET('/cms/{apiId}/{id}', { params: { path: { apiId: 'news', id: news.data[0]!._id } } });
  await site.GET('/v3/cms/content/{id}', { params: { path: { id: news.data[0]!._id }, query: { lang: 'en' } } });
  const feedback = {
    modelId: '6602f0a1b2c3d4e5f6a7b8d0',
    lang: 'ka',
    values: { userEmail: 'luka@example.com', description: 'ok', isCompleted: false },
  };
  await site.POST('/v3/cms/content', { body: feedback });
  await luka.POST('/v3/cms/content', { body: feedback });
  const { data: draft } = await admin.POST('/cms/content', {
    body: { modelId: models.data[0]!._id, values: { en: { title: 'x' } }, status: 'draft' },
  });
  await admin.DELETE('/cms/content/{id}', { params: { path: { id: draft._id } } });
  const { data: file } = await site.POST('/v1/cms/file', {
    body: form(new File(['hello'], 'h.txt', { type: 'text/plain' })),
  });
  await admin.GET('/cms/file/{id}', { params: { path: { id: file._id } } });
  await admin.DELETE('/cms/file/{id}', { params: { path: { id: file._id } } });
  await server.POST('/file', {
    body: form(new File(['lease'], 'lease.pdf', { type: 'application/pdf' }), { isPrivate: 'true' }),
  });
  const { data: image } = await admin.POST('/cms/image', { body: form(png) });
  await admin.GET('/cms/image');
  await admin.GET('/cms/image/{id}', { params: { path: { id: image._id } } });
  await admin.DELETE('/cms/image/{id}', { params: { path: { id: image._id } } });
  await site.POST('/cms/image/upload', { body: form(png) });
  const { data: serverImage } = await server.POST('/image', { body: form(png) });
  await server.DELETE('/image/{id}', { params: { path: { id: serverImage._id } } });

  const { breaches, operations } = await contractBreaches(answers);
  expect(breaches).toEqual([]);
  // The other mock test files reach these; everything else must have been checked here.
  const elsewhere = new Set([
    'admin.loginAdmin',
    'admin.loginLegacy',
    'enduser.login',
    'enduser.getSelf',
    'admin.listRequestActions',
    'admin.createRequestAction',
    'admin.getRequestAction',
    'admin.updateRequestAction',
    'admin.addRequestActionComment',
    'admin.markRequestActionSeen',
    'enduser.listRequestActions',
    'public.getBox',
    'public.createBox',
    'public.updateBox',
    'public.listBoxes',
    'admin.listConversations',
    'admin.listConversationMessages',
    'admin.sendNotification',
    'enduser.listNotifications',
    'enduser.markNotificationSeen',
    'enduser.listActiveHolidays',
    'enduser.checkHoliday',
    'admin.listTransactions',
    'admin.getTransaction',
    'admin.refundTransaction',
    'admin.addRolePermission',
    'admin.getAdmin',
    'admin.updateAdmin',
    'admin.createRole',
    'admin.listPermissions',
    'admin.listCmsModels',
    'admin.createCmsModel',
    'admin.listCmsContent',
    'admin.createCmsContent',
    'admin.setCmsContentValue',
    'public.queryCmsContentV2',
    'public.queryCmsContentV3',
    'public.listCmsEntries',
    'admin.listCmsFiles',
    'admin.uploadCmsFile',
    'public.uploadImage',
    // ./read-back.test.ts: what a server integration or an admin creates, read back.
    'private.sendInAppNotification',
    'private.importUsers',
    'enduser.payWithLink',
    'private.payWithLink',
    'admin.listTransactionsM2',
    'admin.listEntities',
    'admin.createEntity',
    'admin.getEntity',
    'admin.updateEntity',
  ]);
  const unchecked = jsonOperations().filter((key) => !operations.has(key) && !elsewhere.has(key));
  expect(unchecked).toEqual([]);
});

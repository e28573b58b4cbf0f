// The stateful mock platform through the SDK's own clients: what a call changes is read back,
// filters and pages hold, errors are the contract's (401, 404, 409, 422), tokens expire, reset
// restores the seed, chat is stored and delivered with its sender, payments can be refunded.
// Every JSON answer is checked against its operation's response schema at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatClient, type ChatMessage } from '../../src/chat/index.js';
import {
  ApiError,
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
  upsertBox,
  type AdminClient,
} from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { contractBreaches, recordingFetch, type Answer } from './contract-check.js';

let mock: MockPlatform;
const answers: Answer[] = [];
let recorded: typeof fetch;

const admin = (account: 'admin' | 'readOnlyAdmin' = 'admin') =>
  createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials[account],
    fetch: recorded,
    maxRetries: 0,
  });
const endUser = () =>
  createEndUserClient({
    baseUrl: mock.urls.enduser,
    apiKey: mock.credentials.apiKey,
    ...mock.credentials.endUser,
    fetch: recorded,
  });
const publicClient = () =>
  createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.apiKey, fetch: recorded });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// A fixed "today": the demo seed's dates (holidays around it) are then the same on every run.
const NOW = '2026-11-24T10:00:00.000Z';

beforeAll(async () => {
  mock = await startMockPlatform({ now: NOW });
  recorded = recordingFetch(answers, mock.urls);
});
afterAll(async () => {
  await mock?.close();
});

describe('request actions', () => {
  let client: AdminClient;
  beforeAll(async () => {
    client = await admin();
  });

  it('creates one that reads back, filters to it, pages, changes status, comments', async () => {
    const { data: created } = await client.POST('/request-action', {
      body: { type: 'training', title: 'First-aid course', description: 'Two days' },
    });
    expect(created).toMatchObject({
      type: 'training',
      title: 'First-aid course',
      status: 'pending',
      version: 0,
      comments: [],
    });
    const { data: read } = await client.GET('/request-action/{id}', { params: { path: { id: created._id } } });
    expect(read._id).toBe(created._id);
    expect(read.created).toBeInstanceOf(Date);

    const { data: filtered } = await client.GET('/request-action', {
      params: { query: { types: ['training'], limit: 100 } },
    });
    // Newest first: the new one leads the seed's trainings.
    expect(filtered.data[0]!._id).toBe(created._id);
    expect(filtered.data.length).toBeGreaterThan(1);
    expect(filtered.data.every((r) => r.type === 'training')).toBe(true);
    const { data: reviewed } = await client.GET('/request-action', {
      params: { query: { statuses: ['reviewed', 'confirmed'] } },
    });
    expect(reviewed.data.length).toBeGreaterThan(0);
    expect(reviewed.data.every((r) => ['reviewed', 'confirmed'].includes(r.status))).toBe(true);
    const { data: excluded } = await client.GET('/request-action', {
      params: { query: { excludedUserIds: [created.userId] } },
    });
    expect(excluded.data.some((r) => r.userId === created.userId)).toBe(false);

    const { data: all } = await client.GET('/request-action', { params: { query: { limit: 1, page: 2 } } });
    expect(all).toMatchObject({ page: 2, limit: 1 });
    // The demo seed's 64 and the examples' 2, and the one made here.
    expect(all.total).toBe(67);
    expect(all.data).toHaveLength(1);

    const { data: confirmed } = await client.PUT('/request-action/{id}', {
      params: { path: { id: created._id } },
      body: { status: 'confirmed' },
    });
    expect(confirmed).toMatchObject({ status: 'confirmed', version: 1 });
    const { data: commented } = await client.POST('/request-action/{id}/add-comment', {
      params: { path: { id: created._id } },
      body: { text: 'See you on Monday' },
    });
    expect(commented.version).toBe(2);
    expect(commented.comments).toEqual([
      expect.objectContaining({ text: 'See you on Monday', authorType: 'admin', authorId: client.self._id }),
    ]);
    const { data: again } = await client.GET('/request-action/{id}', { params: { path: { id: created._id } } });
    expect(again.comments.map((c) => c.text)).toEqual(['See you on Monday']);
  });

  it('marks seen with the current version and refuses a stale one with 409', async () => {
    const { data: created } = await client.POST('/request-action', { body: { type: 'visit', title: 'Viewing 12B' } });
    await client.POST('/request-action/{id}/add-comment', {
      params: { path: { id: created._id } },
      body: { text: 'Booked' },
    });
    const stale = await failure(
      client.PUT('/request-action/{id}/seen', { params: { path: { id: created._id } }, body: { version: 0 } }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Version conflict');
    const { data: seen } = await client.PUT('/request-action/{id}/seen', {
      params: { path: { id: created._id } },
      body: { version: 1 },
    });
    expect(seen.seenBy).toContain(client.self._id);
    expect(seen.seenAt).toBeInstanceOf(Date);
  });

  it('forgets who has seen it when it changes: `seenBy` names those who saw the current version', async () => {
    const { data: created } = await client.POST('/request-action', { body: { type: 'visit', title: 'Viewing 14C' } });
    const { data: seen } = await client.PUT('/request-action/{id}/seen', {
      params: { path: { id: created._id } },
      body: { version: created.version },
    });
    expect(seen.seenBy).toEqual([client.self._id]);
    const { data: commented } = await client.POST('/request-action/{id}/add-comment', {
      params: { path: { id: created._id } },
      body: { text: 'Moved to Friday' },
    });
    expect(commented.version).toBe(created.version + 1);
    expect(commented.seenBy).toEqual([]);
    await client.PUT('/request-action/{id}/seen', {
      params: { path: { id: created._id } },
      body: { version: commented.version },
    });
    const { data: renamed } = await client.PUT('/request-action/{id}', {
      params: { path: { id: created._id } },
      body: { title: 'Viewing 14C, Friday' },
    });
    expect(renamed.seenBy).toEqual([]);
    expect(renamed.seenAt).toBeInstanceOf(Date); // when it was last marked seen stays
  });

  it('answers 404 for an unknown id and 422 naming the field', async () => {
    const missing = await failure(
      client.GET('/request-action/{id}', { params: { path: { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Not found: no request action with id aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing.code).toBe('NOT_FOUND');
    const invalid = await failure(
      client.POST('/request-action', { body: { type: 'visit', title: '' } as { type: 'visit'; title: string } }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.message).toMatch(/\btitle\b/);
    expect((invalid.body as { details: { field: string } }).details.field).toBe('title');
    const badQuery = await failure(
      client.GET('/request-action', { params: { query: { statuses: ['nope' as 'pending'] } } }),
    );
    expect(badQuery.status).toBe(422);
    expect(badQuery.message).toMatch(/statuses/);
  });

  it('lets an end user create and see only their own', async () => {
    const user = await endUser();
    const { data: self } = await user.GET('/auth/self');
    const { data: mine } = await user.POST('/request-action', { body: { type: 'maintenance', title: 'Broken lift' } });
    expect(mine.userId).toBe(self._id);
    const { data: list } = await user.GET('/request-action');
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((r) => r.userId === self._id)).toBe(true);
    const { data: fromAdmin } = await client.GET('/request-action/{id}', { params: { path: { id: mine._id } } });
    expect(fromAdmin.title).toBe('Broken lift');
  });
});

describe('credentials', () => {
  it('refuses wrong credentials and a wrong API key with 401', async () => {
    const wrong = await failure(
      createAdminClient({
        baseUrl: mock.urls.admin,
        projectId: mock.projectId,
        email: mock.credentials.admin.email,
        password: 'nope',
        fetch: recorded,
      }),
    );
    expect(wrong.status).toBe(401);
    const box = await failure(
      createPublicClient({ baseUrl: mock.urls.public, apiKey: 'pk_wrong', fetch: recorded }).GET('/box', {
        params: { query: { type: 'quiz_result' } },
      }),
    );
    expect(box.status).toBe(401);
    const privateKeyOnPublic = await failure(
      createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.privateApiKey, fetch: recorded }).GET(
        '/box',
        {
          params: { query: { type: 'quiz_result' } },
        },
      ),
    );
    expect(privateKeyOnPublic.status).toBe(401);
    // The message says which credential the operation wants, never the value that was sent.
    expect(box.message).toBe('Unauthorized: x-api-key missing or not valid here');
    expect(JSON.stringify(box.body)).not.toContain('pk_wrong');
    const sms = await failure(
      createPrivateClient({
        baseUrl: mock.urls.private,
        privateApiKey: 'sk_wrong',
        fetch: recorded,
        maxRetries: 0,
      }).POST('/notification/sms', {
        body: { to: '+995555123456', body: 'x' },
      }),
    );
    expect([sms.status, sms.message]).toEqual([401, 'Unauthorized: x-api-key missing or not valid here']);
  });

  it('says what is wrong with a baseUrl without its surface, and with a path the surface does not have', async () => {
    const origin = new URL(mock.urls.public).origin;
    const noSurface = await failure(
      createPublicClient({ baseUrl: origin, apiKey: mock.credentials.apiKey, fetch: recorded }).GET('/box', {
        params: { query: { type: 'quiz_result' } },
      }),
    );
    expect([noSurface.status, noSurface.message]).toEqual([
      404,
      'No surface at /box: this mock serves /admin, /public, /private, /enduser (and chat at /chat); end baseUrl with one',
    ]);
    const typo = await fetch(`${mock.urls.public}/boxx?type=quiz_result`, {
      headers: { 'x-api-key': mock.credentials.apiKey },
    });
    expect([typo.status, await typo.json()]).toEqual([
      404,
      { message: 'No operation GET /boxx on the public surface', code: 'NOT_FOUND' },
    ]);
  });

  it('gives tokens with the permissions of the account, and an exp', async () => {
    const full = await admin();
    const readOnly = await admin('readOnlyAdmin');
    expect(full.can('request-action', 'update', 'Write')).toBe(true);
    expect(readOnly.can('request-action', 'read', 'Read')).toBe(true);
    expect(readOnly.can('request-action', 'update', 'Write')).toBe(false);
    const payload = JSON.parse(Buffer.from(full.session!.accessToken.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('lets the read-only admin read but not change (403)', async () => {
    const readOnly = await admin('readOnlyAdmin');
    const { data } = await readOnly.GET('/request-action');
    expect(data.total).toBeGreaterThan(0);
    const refused = await failure(
      readOnly.POST('/request-action/{id}/add-comment', {
        params: { path: { id: data.data[0]!._id } },
        body: { text: 'no' },
      }),
    );
    expect(refused.status).toBe(403);
  });

  it('refuses an expired token with 401', async () => {
    // A token lives 1-2 s (its iat is whole seconds): long enough for one call, over after 3.1 s.
    const short = await startMockPlatform({ tokenTtlSeconds: 2, seed: 'empty' });
    try {
      const client = await createAdminClient({
        baseUrl: short.urls.admin,
        projectId: short.projectId,
        ...short.credentials.admin,
        maxRetries: 0,
      });
      await client.GET('/request-action');
      await new Promise((resolve) => setTimeout(resolve, 3100));
      const expired = await failure(client.GET('/request-action'));
      expect(expired.status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('boxes', () => {
  it('upserts: creates a missing box, then updates it; a duplicate create is 409', async () => {
    const client = publicClient();
    const missing = await failure(
      client.GET('/box/{id}', { params: { path: { id: 'wishlist-1' }, query: { type: 'web_property_wishlist' } } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('WRONG_BOX_ID');
    const created = await upsertBox(client, { key: 'wishlist-1', type: 'web_property_wishlist', value: ['12B'] });
    expect(created.value).toEqual(['12B']);
    const updated = await upsertBox(client, { key: 'wishlist-1', type: 'web_property_wishlist', value: ['12B', '4A'] });
    expect(updated._id).toBe(created._id);
    const { data: read } = await client.GET('/box/{id}', {
      params: { path: { id: 'wishlist-1' }, query: { type: 'web_property_wishlist' } },
    });
    expect(read.value).toEqual(['12B', '4A']);
    const duplicate = await failure(
      client.POST('/box', {
        params: { query: { type: 'web_property_wishlist' } },
        body: { key: 'wishlist-1', value: 1 },
      }),
    );
    expect(duplicate.status).toBe(409);
  });
});

describe('chat', () => {
  it('stores a message with its sender, delivers it live and returns it over REST', async () => {
    const staff = await admin();
    const user = await endUser();
    const { data: self } = await user.GET('/auth/self');
    const { data: conversations } = await user.GET('/v2/conversations');
    const conversation = conversations.data[0]!;
    expect(conversation.participants).toContain(self._id);

    const adminChat = createChatClient({
      url: mock.urls.chat,
      token: staff.session!.accessToken,
      conversationId: conversation._id,
    });
    const userChat = createChatClient({
      url: mock.urls.chat,
      token: user.session!.sessionId,
      conversationId: conversation._id,
    });
    try {
      const history = new Promise<ChatMessage[]>((resolve) => adminChat.on('history', resolve));
      await adminChat.connect();
      expect((await history).length).toBeGreaterThan(0);
      await userChat.connect();
      const received = new Promise<ChatMessage>((resolve) => adminChat.on('chat', resolve));
      userChat.send({ text: 'Is 12B still free?' });
      const message = await received;
      expect(message).toMatchObject({
        text: 'Is 12B still free?',
        senderId: self._id,
        conversationId: conversation._id,
      });

      const { data: messages } = await staff.GET('/conversations/{id}/messages', {
        params: { path: { id: conversation._id } },
      });
      expect(messages.data[0]).toMatchObject({ _id: message._id, text: 'Is 12B still free?', senderId: self._id });
    } finally {
      adminChat.disconnect();
      userChat.disconnect();
    }
  });

  it('refuses an end user in a conversation they are not part of, and a bad token', async () => {
    const user = await endUser();
    const staff = await admin();
    const { data: all } = await staff.GET('/v2/conversations');
    const { data: self } = await user.GET('/auth/self');
    const other = all.data.find((c) => !c.participants.includes(self._id))!;
    const outsider = createChatClient({
      url: mock.urls.chat,
      token: user.session!.sessionId,
      conversationId: other._id,
      connectTimeout: 3000,
    });
    await expect(outsider.connect()).rejects.toThrow();
    outsider.disconnect();
    const forged = createChatClient({
      url: mock.urls.chat,
      token: 'forged',
      conversationId: other._id,
      connectTimeout: 3000,
    });
    await expect(forged.connect()).rejects.toThrow();
    forged.disconnect();
  });
});

describe('payments', () => {
  it('a card payment creates a transaction the admin lists, reads and refunds', async () => {
    const user = await endUser();
    const { data: cards } = await user.GET('/payment/bankCard');
    const { data: paid } = await user.POST('/payment/payWithCard', {
      body: { cardId: cards[0]!._id, amount: 80, currency: 'GEL' },
    });
    expect(paid.status).toBe('succeeded');
    const staff = await admin();
    const { data: listed } = await staff.GET('/payment/transaction', {
      params: { query: { statuses: ['succeeded'] } },
    });
    expect(listed.data.map((t) => t._id)).toContain(paid.transactionId);
    const { data: partial } = await staff.POST('/payment/transaction/{id}/refund', {
      params: { path: { id: paid.transactionId } },
      body: { amount: 30, reason: 'Late delivery' },
    });
    expect(partial).toMatchObject({ status: 'partially_refunded', refund: { amount: 30, reason: 'Late delivery' } });
    const { data: full } = await staff.POST('/payment/transaction/{id}/refund', {
      params: { path: { id: paid.transactionId } },
      body: { reason: 'Cancelled' },
    });
    expect(full).toMatchObject({ status: 'refunded', refund: { amount: 80 } });
    const { data: read } = await staff.GET('/payment/transaction/{id}', {
      params: { path: { id: paid.transactionId } },
    });
    expect(read.status).toBe('refunded');
    const server = createPrivateClient({
      baseUrl: mock.urls.private,
      privateApiKey: mock.credentials.privateApiKey,
      fetch: recorded,
    });
    const { data: fromServer } = await server.GET('/transaction/{id}', {
      params: { path: { id: paid.transactionId } },
    });
    expect(fromServer.amount).toBe(80);
  });
});

describe('the rest of the modelled domains', () => {
  it('notifications sent by an admin reach the end user, who marks one seen', async () => {
    const user = await endUser();
    const { data: self } = await user.GET('/auth/self');
    const staff = await admin();
    const { data: sent } = await staff.POST('/notification', {
      body: { channels: ['IN_APP'], userIds: [self._id], title: 'Water off', body: 'Tuesday 10-12' },
    });
    expect(sent).toMatchObject({ recipients: 1, sent: 1, failed: 0 });
    const { data: mine } = await user.GET('/notification');
    const fresh = mine.data.find((n) => n.title === 'Water off')!;
    expect(fresh.seen).toBe(false);
    const { data: seen } = await user.PUT('/notification/{id}/seen', { params: { path: { id: fresh._id } } });
    expect(seen.seen).toBe(true);
  });

  it('holidays honour their dates', async () => {
    const user = await endUser();
    const { data: july } = await user.GET('/intranet/holiday/active', {
      params: { query: { startDate: '2026-07-01', endDate: '2026-07-05' } },
    });
    expect(july.length).toBeGreaterThan(0);
    expect(july.every((h) => h.startDate <= '2026-07-05' && h.endDate >= '2026-07-01')).toBe(true);
    const { data: may } = await user.GET('/intranet/holiday/active', {
      params: { query: { startDate: '2026-05-01', endDate: '2026-05-05' } },
    });
    expect(may).toEqual([]);
    // The demo seed's colleagues are away around the mock's "today".
    const { data: november } = await user.GET('/intranet/holiday/active', {
      params: { query: { startDate: '2026-11-01', endDate: '2026-11-30' } },
    });
    expect(november.length).toBeGreaterThan(2);
    expect(november.every((h) => h.startDate <= '2026-11-30' && h.endDate >= '2026-11-01')).toBe(true);
    // The seeded balance of 2026 leaves 4.5 days.
    const { data: check } = await user.GET('/intranet/holiday/check', {
      params: { query: { startDate: '2026-05-11', endDate: '2026-05-14' } },
    });
    expect(check).toMatchObject({ workingDays: 4, available: true, conflicts: [] });
  });

  it('roles edited through the admin calls change the next login’s token', async () => {
    const staff = await admin();
    const readOnly = await admin('readOnlyAdmin');
    const { data: role } = await staff.POST('/auth/role', { body: { name: 'Refunds' } });
    const { data: permissions } = await staff.GET('/auth/permission');
    const refund = permissions.data.find((p) => p.resource === 'payment' && p.action === 'refund')!;
    await staff.POST('/auth/role/{id}/permission/{pid}', { params: { path: { id: role._id, pid: refund._id } } });
    const { data: me } = await staff.GET('/auth/admin/{id}', { params: { path: { id: readOnly.self._id } } });
    await staff.PUT('/auth/admin/{id}', { params: { path: { id: me._id } }, body: { roles: [...me.roles, role._id] } });
    expect(readOnly.can('payment', 'refund', 'Admin')).toBe(false);
    const again = await admin('readOnlyAdmin');
    expect(again.can('payment', 'refund', 'Admin')).toBe(true);
  });

  it('an operation the mock does not model answers its contract example', async () => {
    const { data } = await publicClient().GET('/v1/nbg/{code}', { params: { path: { code: 'USD' } } });
    expect(data).toMatchObject({ code: expect.any(String) });
  });
});

describe('reset', () => {
  it('goes back to the seed and ends sessions', async () => {
    const staff = await admin();
    const { data: created } = await staff.POST('/request-action', { body: { type: 'buy', title: 'Before reset' } });
    mock.reset();
    const ended = await failure(staff.GET('/request-action'));
    expect(ended.status).toBe(401);
    const fresh = await admin();
    const gone = await failure(fresh.GET('/request-action/{id}', { params: { path: { id: created._id } } }));
    expect(gone.status).toBe(404);
    const { data: seed } = await fresh.GET('/request-action');
    expect(seed.total).toBe(66);
  });
});

describe('contract', () => {
  it('every answer above matches its operation’s response schema', async () => {
    const { breaches, operations } = await contractBreaches(answers);
    expect(breaches).toEqual([]);
    expect(operations.size).toBeGreaterThan(30);
  });
});

describe('the contract check itself', () => {
  it('reports an answer that breaks the schema', async () => {
    const { breaches } = await contractBreaches([
      {
        surface: 'admin',
        method: 'GET',
        path: '/request-action/6603b1e7a9c4d2f0e1b2c3d4',
        status: 200,
        body: { _id: 'x', title: 5 },
      },
    ]);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(/^admin\.getRequestAction 200:/);
  });
});

// Issue 41, item 2: at 7ccdd89 a write the store refused (413) still kept part of itself.
// `updateAdmin` and the admin's `updateUser` set the new password before saving the record, so a
// refused update changed the password; `sendNotification` to many users kept the notifications
// stored before the cap was hit; `addBankCard` took the default from the user's other cards before
// the store refused the new one. Every call now runs all or nothing (Store.atomically): each
// handler that writes more than one record is tested here, its refusal leaving nothing behind.
import { afterEach, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform, type MockPlatformOptions } from '../../mock/index.js';

let mock: MockPlatform | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

type Answer = { status: number; body: any };

async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A mock with `options`, and the headers of its admin and its end user. */
async function start(options: MockPlatformOptions) {
  const m = await startMockPlatform(options);
  mock = m;
  const { admin, endUser, apiKey } = m.credentials;
  const token = (await call(`${m.urls.admin}/auth/admin/login`, 'POST', admin)).body.accessToken as string;
  const session = (await call(`${m.urls.admin}/auth/login`, 'POST', admin)).body.sessionId as string;
  const staff = { authorization: `Bearer ${token}`, 'x-session-id': session };
  const user = (await call(`${m.urls.enduser}/auth/login`, 'POST', endUser, { 'x-api-key': apiKey })).body as {
    sessionId: string;
    user: { _id: string };
  };
  return { m, staff, enduser: { 'x-api-key': apiKey, 'x-session-id': user.sessionId }, endUserId: user.user._id };
}

const signsIn = async (url: string, email: string, password: string, headers: Record<string, string> = {}) =>
  (await call(url, 'POST', { email, password }, headers)).status;

describe('an update refused with 413 keeps the old password', () => {
  it('updateAdmin: a new password with a record past maxRecordBytes', async () => {
    const { m, staff } = await start({ maxRecordBytes: 4096 });
    const { email, password } = m.credentials.readOnlyAdmin;
    const admins = (
      await call(`${m.urls.admin}/auth/admin?limit=100&projectId=${m.projectId}`, 'GET', undefined, staff)
    ).body.data;
    const id = admins.find((a: { email: string }) => a.email === email)._id;
    const refused = await call(
      `${m.urls.admin}/auth/admin/${id}?projectId=${m.projectId}`,
      'PUT',
      { password: 'Changed-pass-1', fullName: 'x'.repeat(5000) },
      staff,
    );
    expect(refused).toMatchObject({ status: 413, body: { code: 'RECORD_TOO_LARGE' } });
    const login = `${m.urls.admin}/auth/admin/login`;
    expect(await signsIn(login, email, 'Changed-pass-1')).toBe(401);
    expect(await signsIn(login, email, password)).toBe(200);
  });

  it("the admin's updateUser: a new password with a record past maxRecordBytes", async () => {
    const { m, staff, endUserId } = await start({ maxRecordBytes: 4096 });
    const { email, password } = m.credentials.endUser;
    const refused = await call(
      `${m.urls.admin}/auth/user/${endUserId}?projectId=${m.projectId}`,
      'PUT',
      { password: 'Changed-pass-1', firstName: 'x'.repeat(5000) },
      staff,
    );
    expect(refused).toMatchObject({ status: 413, body: { code: 'RECORD_TOO_LARGE' } });
    const login = `${m.urls.enduser}/auth/login`;
    const key = { 'x-api-key': m.credentials.apiKey };
    expect(await signsIn(login, email, 'Changed-pass-1', key)).toBe(401);
    expect(await signsIn(login, email, password, key)).toBe(200);
    expect(
      (await call(`${m.urls.admin}/auth/user/${endUserId}?projectId=${m.projectId}`, 'GET', undefined, staff)).body
        .firstName,
    ).not.toBe('x'.repeat(5000));
  });
});

describe('a write to many records refused with 413 keeps none of them', () => {
  it('sendNotification to many users: no notification is kept, and their bytes are free again', async () => {
    const { m, staff, enduser, endUserId } = await start({ maxStoredBytes: 5000 });
    const users = (await call(`${m.urls.admin}/auth/user?limit=100&projectId=${m.projectId}`, 'GET', undefined, staff))
      .body.data as {
      _id: string;
    }[];
    const others = users.map((u) => u._id).filter((id) => id !== endUserId);
    const send = (userIds: string[], title: string) =>
      call(
        `${m.urls.admin}/notification?projectId=${m.projectId}`,
        'POST',
        { channels: ['IN_APP'], userIds, title, body: 'b'.repeat(1000) },
        staff,
      );
    // The end user's notification is stored first; the cap is hit a few users later.
    expect(await send([endUserId, ...others.slice(0, 9)], 'To ten')).toMatchObject({
      status: 413,
      body: { code: 'STORAGE_FULL' },
    });
    const titles = async () =>
      (await call(`${m.urls.enduser}/notification?limit=100`, 'GET', undefined, enduser)).body.data.map(
        (n: { title: string }) => n.title,
      );
    expect(await titles()).not.toContain('To ten');
    // What the refused call counted is free again: one notification fits.
    expect(await send([endUserId], 'To one')).toMatchObject({ status: 200, body: { sent: 1 } });
    expect(await titles()).toContain('To one');
  });

  it("addBankCard as the default: refused, the user's default card stays the default", async () => {
    const { m, enduser } = await start({ maxStoredBytes: 3000 });
    const cards = `${m.urls.enduser}/payment/bankCard`;
    const defaults = async () =>
      (await call(cards, 'GET', undefined, enduser)).body
        .filter((c: { isDefault: boolean }) => c.isDefault)
        .map((c: { _id: string }) => c._id);
    const before = await defaults();
    expect(before).toHaveLength(1);
    // Storage filled to within a few bytes with box values, so that no card fits.
    const boxes = `${m.urls.public}/box?type=quiz_result`;
    for (const size of [1000, 100, 10, 1])
      for (let i = 0; i < 50; i += 1) {
        const stored = await call(boxes, 'POST', { key: `k${size}-${i}`, value: 'v'.repeat(size) }, enduser);
        if (stored.status === 413) break;
      }
    const refused = await call(
      cards,
      'POST',
      { returnUrl: 'https://shop.example.com/cards', isDefault: true },
      enduser,
    );
    expect(refused).toMatchObject({ status: 413, body: { code: 'STORAGE_FULL' } });
    expect(await defaults()).toEqual(before);
  });
});

describe('an account refused with 413 is not kept, nor its password', () => {
  const big = 'x'.repeat(5000);
  const cases: Array<[string, (s: Awaited<ReturnType<typeof start>>) => Promise<Answer>, string]> = [
    [
      'createUser',
      ({ m, staff }) =>
        call(
          `${m.urls.admin}/auth/user?projectId=${m.projectId}`,
          'POST',
          { email: 'new@example.com', password: 'Pass-word-1', firstName: big, lastName: 'B' },
          staff,
        ),
      'enduser',
    ],
    [
      'createAdmin',
      ({ m, staff }) =>
        call(
          `${m.urls.admin}/auth/admin?projectId=${m.projectId}`,
          'POST',
          { email: 'new@example.com', password: 'Pass-word-1', fullName: big, roles: [] },
          staff,
        ),
      'admin',
    ],
    [
      'signUp',
      ({ m }) =>
        call(
          `${m.urls.enduser}/auth/signup`,
          'POST',
          { email: 'new@example.com', password: 'Pass-word-1', firstName: big, lastName: 'B' },
          { 'x-api-key': m.credentials.apiKey },
        ),
      'enduser',
    ],
    [
      'importUsers',
      ({ m }) =>
        call(
          `${m.urls.private}/auth/import`,
          'POST',
          {
            users: [
              { email: 'new@example.com', firstName: 'New', lastName: 'One', password: 'Pass-word-1' },
              { email: 'big@example.com', firstName: big, lastName: 'Two', password: 'Pass-word-1' },
            ],
          },
          { 'x-api-key': m.credentials.privateApiKey },
        ),
      'enduser',
    ],
  ];
  it.each(cases)('%s', async (_name, write, surface) => {
    const started = await start({ maxRecordBytes: 4096 });
    const { m } = started;
    expect(await write(started)).toMatchObject({ status: 413, body: { code: 'RECORD_TOO_LARGE' } });
    const login =
      surface === 'admin'
        ? signsIn(`${m.urls.admin}/auth/admin/login`, 'new@example.com', 'Pass-word-1')
        : signsIn(`${m.urls.enduser}/auth/login`, 'new@example.com', 'Pass-word-1', {
            'x-api-key': m.credentials.apiKey,
          });
    expect(await login).toBe(401);
  });
});

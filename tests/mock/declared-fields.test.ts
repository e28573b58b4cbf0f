// What a write stores is what its operation's request schema declares (the schemas are open, so a
// body may carry more): found by typing the mock's handlers from the contract types. A user
// import kept every property of each imported user and answered it back; the public and admin
// file uploads took `isPrivate` and `userId`, which only the private surface's form declares.
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
afterEach(() => mock.close());

describe('writes keep only the declared fields', () => {
  it('a private user import: an undeclared property of a user is not stored', async () => {
    mock = await startMockPlatform({ seed: 'empty' });
    const imported = await fetch(`${mock.urls.private}/auth/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': mock.credentials.privateApiKey },
      body: JSON.stringify({
        users: [
          {
            email: 'eka.kobakhidze@example.com',
            firstName: 'Eka',
            lastName: 'Kobakhidze',
            isOwner: true,
            avatar: 'https://evil.example.com/x.png',
          },
        ],
      }),
    });
    expect(imported.status).toBe(200);
    const [userId] = ((await imported.json()) as { userIds: string[] }).userIds;
    const staff = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const { data: user } = await staff.GET('/auth/user/{id}', { params: { path: { id: userId! } } });
    expect(user).toMatchObject({
      email: 'eka.kobakhidze@example.com',
      firstName: 'Eka',
      lastName: 'Kobakhidze',
      avatar: null,
      roles: [],
      emailVerified: false,
    });
    expect(user).not.toHaveProperty('isOwner');
  });

  it('a public upload: `isPrivate` and `userId` (the private form only) are not taken', async () => {
    mock = await startMockPlatform({ seed: 'empty' });
    const form = new FormData();
    form.set('file', new File(['lease'], 'lease.pdf', { type: 'application/pdf' }));
    form.set('isPrivate', 'true');
    form.set('userId', '65f1c0a2e4b0a1b2c3d4e5f7');
    const uploaded = await fetch(`${mock.urls.public}/v1/cms/file`, {
      method: 'POST',
      headers: { 'x-api-key': mock.credentials.apiKey },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ name: 'lease.pdf', isPrivate: false, userId: null });
  });
});

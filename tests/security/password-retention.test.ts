// Issue 33, item 4: the password is used for the sign-in only. A heap snapshot of a live, signed-in
// admin client and end-user client holds no copy of it. The clients run in a child process of
// their own (the SDK bundled by esbuild, nothing else), so that neither the mock (which stores
// passwords) nor this file nor vitest is in the snapshot; the mock platform runs here. Each
// password is random and reaches the child in its environment, never as a literal of its code.
// The accounts' emails, which the clients keep as `self`, show that the search finds what is kept.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { runInChild } from '../support/child.js';

/** What the child runs: signs both clients in, keeps them alive, uses one, writes one snapshot. */
const CHILD = `
import { writeHeapSnapshot } from 'node:v8';
import { createAdminClient, createEndUserClient } from './src/index.ts';
const env = process.env;
globalThis.clients = [
  await createAdminClient({ baseUrl: env.ADMIN_URL, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  await createEndUserClient({ baseUrl: env.ENDUSER_URL, apiKey: env.API_KEY, email: env.USER_EMAIL, password: env.USER_PASSWORD }),
];
// Used once more: undici's state for the request in flight last (the sign-in's body) is on the
// stack until the next one; what is left after it is what the clients keep.
await globalThis.clients[1].loadSelf();
writeHeapSnapshot(env.DIR + "/clients.heapsnapshot");
`;

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
});
afterAll(() => mock?.close());

const unique = (what: string) => `${what}-${randomBytes(12).toString('hex')}`;

describe('a signed-in client keeps no password', () => {
  it('a heap snapshot of a live admin client and end-user client holds neither password', async () => {
    const admin = { email: `${unique('admin')}@example.ge`, password: unique('Admin-pass') };
    const user = { email: `${unique('user')}@example.ge`, password: unique('User-pass') };
    // The two accounts, made on the mock through its API.
    const root_ = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    await root_.POST('/auth/admin', { body: { ...admin, fullName: 'Heap Test' } });
    const signUp = await fetch(`${mock.urls.enduser}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': mock.credentials.apiKey },
      body: JSON.stringify({ ...user, firstName: 'Heap', lastName: 'Test' }),
    });
    expect(signUp.status).toBe(201);

    const heap = await runInChild(
      CHILD,
      {
        ADMIN_URL: mock.urls.admin,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ENDUSER_URL: mock.urls.enduser,
        API_KEY: mock.credentials.apiKey,
        USER_EMAIL: user.email,
        USER_PASSWORD: user.password,
      },
      ({ dir }) => readFile(path.join(dir, 'clients.heapsnapshot')),
    );
    // Searched as bytes: the snapshot's strings are UTF-8 in its JSON.
    const holds = (text: string) => heap.includes(Buffer.from(text));
    expect([holds(admin.email), holds(user.email)]).toEqual([true, true]);
    expect({ admin: holds(admin.password), user: holds(user.password) }).toEqual({ admin: false, user: false });
  });
});

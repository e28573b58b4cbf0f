// Type tests of platform-client/mock: its options are exactly docs/design.md, decision 21's, and what it gives is
// what the clients take.
import { createAdminClient, createPublicClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform, type MockSeedData } from '../../mock/index.js';

export async function mockTypeTests() {
  const mock: MockPlatform = await startMockPlatform({ port: 0, host: '127.0.0.1', tokenTtlSeconds: 60 });
  await startMockPlatform();
  await startMockPlatform({
    seed: 'empty',
    now: new Date(),
    corsOrigins: ['https://dev.example.com'],
    maxBoxValueBytes: 1024,
    maxStoredBytes: 1 << 20,
    maxBodyBytes: 1 << 20,
  });
  await startMockPlatform({ seed: 'demo', now: '2026-11-24T09:00:00.000Z', corsOrigins: '*' });
  const own: MockSeedData = {
    requestActions: [],
    boxes: [
      {
        _id: '6601a3f4c2b1e0d9f8a7b6c5',
        key: 'k',
        type: 'quiz_result',
        value: 1,
        userId: null,
        created: '2026-03-14T09:26:53.589Z',
        updated: '2026-03-14T09:26:53.589Z',
      },
    ],
  };
  await startMockPlatform({ seed: own });
  // @ts-expect-error -- not a seed preset
  await startMockPlatform({ seed: 'full' });
  // @ts-expect-error -- a box row is as the contract types it: its type is one of BoxType
  await startMockPlatform({ seed: { boxes: [{ ...own.boxes![0]!, type: 'pizza' }] } });
  // Rows are the contract types plus the mock's own fields: a bank card's owner, a password.
  const card = {
    _id: '6601a3f4c2b1e0d9f8a7b6c6',
    maskedPan: '**** **** **** 4242',
    brand: 'visa',
    expiryMonth: 8,
    expiryYear: 2029,
    isDefault: true,
    created: '2026-03-14T09:26:53.589Z',
  } as const;
  await startMockPlatform({
    seed: {
      bankCards: [{ ...card, userId: '65f1c0a2e4b0a1b2c3d4e5f7' }],
      admins: [
        {
          _id: '65f1c0a2e4b0a1b2c3d4e604',
          email: 'a@example.com',
          fullName: 'A',
          roles: [],
          created: '2026-03-14T09:26:53.589Z',
          updated: '2026-03-14T09:26:53.589Z',
          password: 'long-enough-1',
        },
      ],
    },
  });
  // @ts-expect-error -- a bank card's owner is the mock's own field, and required
  await startMockPlatform({ seed: { bankCards: [card] } });
  // @ts-expect-error -- dates are ISO strings on the wire, not Dates
  await startMockPlatform({ seed: { boxes: [{ ...own.boxes![0]!, created: new Date() }] } });
  // @ts-expect-error -- CORS takes 'loopback', '*' or a list of origins
  await startMockPlatform({ corsOrigins: true });
  // @ts-expect-error -- not an option of the mock
  await startMockPlatform({ ports: 4010 });
  // @ts-expect-error -- a port is a number
  await startMockPlatform({ port: '4010' });
  await createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...mock.credentials.readOnlyAdmin });
  createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.apiKey });
  const chatUrl: string = mock.urls.chat;
  const reset: void = mock.reset();
  const closed: Promise<void> = mock.close();
  // @ts-expect-error -- the mock has no such surface
  void mock.urls.backoffice;
  return { chatUrl, reset, closed };
}

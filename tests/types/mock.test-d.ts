// Type tests of platform-client/mock: its options are exactly docs/design.md, decision 21's, and what it gives is
// what the clients take.
import { createAdminClient, createPublicClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../src/mock/index.js';

export async function mockTypeTests() {
  const mock: MockPlatform = await startMockPlatform({ port: 0, host: '127.0.0.1', tokenTtlSeconds: 60 });
  await startMockPlatform();
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

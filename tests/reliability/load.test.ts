// Load: 1,000 concurrent calls through one client against a real server on loopback. Every
// answer belongs to its own request, and memory stays bounded.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

// A real collection before each reading, so the figure is what is retained, not garbage.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: TestServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startServer(async (req) => {
    const id = req.path.split('/').pop()!;
    // Answer out of order: later requests sometimes finish first.
    await new Promise((r) => setTimeout(r, Math.random() * 20));
    return { body: { _id: id, title: `request ${id}`, created: '2026-03-14T09:26:53.589Z' } };
  });
  admin = await createAdminClient({
    baseUrl: server.url,
    sessionId: 's',
    accessToken: fakeJwt({}),
    projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
  });
});
afterAll(() => server.close());

it('answers 1,000 concurrent calls, each with its own answer, in bounded memory', async () => {
  const ids = Array.from({ length: 1000 }, (_, i) => i.toString(16).padStart(24, '0'));
  const round = () =>
    Promise.all(
      ids.map((id) =>
        admin.GET('/request-action/{id}', { params: { path: { id } } }).then(({ data }) => [id, data] as const),
      ),
    );

  await round(); // warm up
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 3; i++) {
    const results = await round();
    for (const [id, data] of results) {
      expect(data._id).toBe(id);
      expect(data.title).toBe(`request ${id}`);
      expect(data.created).toBeInstanceOf(Date);
    }
  }
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  console.log(`heap growth over 3,000 concurrent calls: ${(grown / 1024 / 1024).toFixed(1)} MB`);
  expect(server.requests.length).toBe(4000);
  // 3,000 more calls may not keep more than a few MB: nothing per request is retained.
  expect(grown).toBeLessThan(16 * 1024 * 1024);
});

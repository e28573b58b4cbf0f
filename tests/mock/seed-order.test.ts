// Issue 44, item 6: each domain is seeded on its first use, drawing from a faker stream of its own,
// so the demo's records are the same whichever domain a mock's first call reads.
import { afterAll, describe, expect, it } from 'vitest';
import { createAdminClient, createPublicClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

const started: MockPlatform[] = [];
afterAll(() => Promise.all(started.map((m) => m.close())));
const start = async () => {
  const mock = await startMockPlatform({ now: '2026-11-24T09:00:00.000Z' });
  started.push(mock);
  return mock;
};
/** The boxes (a late domain) every type of them, as the public surface lists them. */
const boxes = async (mock: MockPlatform) => {
  const site = createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.apiKey });
  const types = ['quiz_result', 'survey_result', 'unit_user_preference'] as const;
  return Promise.all(types.map(async (type) => (await site.GET('/box', { params: { query: { type } } })).data));
};
/** The request actions (an early domain), as staff list them. */
const actions = async (mock: MockPlatform) => {
  const staff = await createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials.admin,
    maxRetries: 0,
  });
  return (await staff.GET('/request-action', { params: { query: { limit: 100 } } })).data;
};

describe('the demo seed, domain by domain', () => {
  it('holds the same records whichever domain is read first', async () => {
    const [lateFirst, earlyFirst] = [await start(), await start()];
    const late = { boxes: await boxes(lateFirst), actions: await actions(lateFirst) };
    const early = { actions: await actions(earlyFirst), boxes: await boxes(earlyFirst) };
    expect(late.actions.total).toBeGreaterThanOrEqual(60);
    expect(late.boxes[0]!.total).toBeGreaterThan(1);
    expect(late.actions).toEqual(early.actions);
    expect(late.boxes).toEqual(early.boxes);
  });
});

// Issue 44, item 1: each request is matched to its operation once. At 7ccdd89 a call was matched
// 3-4 times (`takesBody` in the core, the router's own match, and again inside openapi-backend's
// handleRequest, and its validator); now `match()` gives the operation once, and the body decision,
// authentication, permission, validation and the handler all use it. Counted on the surface's
// operation table (mock/router.ts), the one place a method and path are matched.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { OperationTable } from '../../mock/router.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ now: '2026-11-24T10:00:00.000Z' });
});
afterAll(() => mock?.close());

describe('matching', () => {
  it('matches each request to its operation once: a read, a write with a body, a refused and an unknown call', async () => {
    const matches = vi.spyOn(OperationTable.prototype, 'match');
    const key = { 'x-api-key': mock.credentials.apiKey };
    const counted = async (url: string, init: RequestInit = {}) => {
      matches.mockClear();
      const { status } = await fetch(url, init);
      return { status, matches: matches.mock.calls.length };
    };
    try {
      expect(await counted(`${mock.urls.public}/box?type=quiz_result`, { headers: key })).toEqual({
        status: 200,
        matches: 1,
      });
      expect(
        await counted(`${mock.urls.public}/box?type=quiz_result`, {
          method: 'POST',
          headers: { ...key, 'content-type': 'application/json' },
          body: JSON.stringify({ key: 'once', value: 1 }),
        }),
      ).toEqual({ status: 201, matches: 1 });
      expect(
        await counted(`${mock.urls.public}/box?type=quiz_result`, {
          method: 'POST',
          headers: { ...key, 'content-type': 'application/json' },
          body: JSON.stringify({ value: 1 }),
        }),
      ).toEqual({ status: 422, matches: 1 });
      expect(await counted(`${mock.urls.public}/no-such-thing`, { headers: key })).toEqual({ status: 404, matches: 1 });
    } finally {
      matches.mockRestore();
    }
  });
});

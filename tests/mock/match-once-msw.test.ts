// Issue 44, item 1 under MSW: an `answer()` override and the catch-all are two handlers MSW runs on
// the same Request, as its RequestHandler.run parses once for predicate and resolver. Before, the
// override matched the call to see whether it was its operation, and the catch-all matched it
// again (2 matches); now the match is kept per Request, and both read it.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockHandlers } from '../../mock/msw.js';
import { OperationTable } from '../../mock/router.js';

const mock = createMockHandlers({ now: '2026-11-24T10:00:00.000Z' });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('matching under MSW', () => {
  it('matches a call once when an override for another operation lets it through to the mock', async () => {
    server.use(mock.answer('public.listBoxes', { status: 500, body: { message: 'down', code: 'INTERNAL' } }));
    const key = { 'x-api-key': mock.credentials.apiKey };
    // Warm: the surface's router is built by the first call.
    expect((await fetch(`${mock.urls.public}/box?type=quiz_result`, { headers: key })).status).toBe(500);
    const matches = vi.spyOn(OperationTable.prototype, 'match');
    try {
      const response = await fetch(`${mock.urls.public}/box?type=quiz_result`, {
        method: 'POST',
        headers: { ...key, 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'once', value: 1 }),
      });
      expect({ status: response.status, matches: matches.mock.calls.length }).toEqual({ status: 201, matches: 1 });
    } finally {
      matches.mockRestore();
    }
  });
});

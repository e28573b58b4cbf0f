// A `seed` option the mock cannot take is refused naming the function it was given to: under MSW
// `createMockHandlers`, not `startMockPlatform` (which the seed's own check always named before the
// check moved to the core's option checks).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMockHandlers } from '../../mock/msw.js';

const mock = createMockHandlers({ seed: { pizzas: [] } as never });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

it("names createMockHandlers in a bad seed's error, answered on the first call", async () => {
  const response = await fetch(`${mock.urls.public}/box?type=quiz_result`, {
    headers: { 'x-api-key': mock.credentials.apiKey },
  });
  expect(response.status).toBe(500);
  expect(((await response.json()) as { message: string }).message).toBe(
    'createMockHandlers: `seed` has no table pizzas; it takes ' +
      (await import('../../mock/rows.js')).TABLES.join(', ') +
      '.',
  );
});

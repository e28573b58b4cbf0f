// A consumer's Node ESM script, run from the installed tarball against the package's own mock
// platform (platform-client/mock, with its optional peers installed by the consumer), then against
// the same mock as MSW handlers (platform-client/mock/msw under msw 2's setupServer, on Node 20).
import { ApiError, createEndUserClient, createPublicClient, upsertBox } from 'platform-client';
import { createChatClient } from 'platform-client/chat';
import { WRONG_BOX_ID } from 'platform-client/platform';
import { startMockPlatform } from 'platform-client/mock';
import { createMockHandlers } from 'platform-client/mock/msw';
import { setupServer } from 'msw/node';
import { CreateBoxBody } from 'platform-client/zod/public';

const mock = await startMockPlatform();
try {
  const { apiKey, endUser } = mock.credentials;
  const site = createPublicClient({ baseUrl: mock.urls.public, apiKey });
  const { data: box } = await site
    .GET('/box/{id}', { params: { path: { id: 'onboarding-quiz' }, query: { type: 'quiz_result' } } })
    .catch(async (e) => {
      if (!(e instanceof ApiError) || e.message !== WRONG_BOX_ID) throw e;
      return { data: await upsertBox(site, { key: 'onboarding-quiz', type: 'quiz_result', value: { score: 8 } }) };
    });
  if (!(box.created instanceof Date)) throw new Error('dates were not revived');
  const updated = await upsertBox(site, { key: 'onboarding-quiz', type: 'quiz_result', value: { score: 9 } });
  if (updated.value.score !== 9 || updated._id !== box._id) throw new Error('the box was not updated in place');

  const me = await createEndUserClient({ baseUrl: mock.urls.enduser, apiKey, ...endUser });
  const { data: balance } = await me.GET('/intranet/holiday/balance');

  const error = await site.GET('/box', { params: { query: { type: 'nope' } } }).catch((e) => e);
  if (!(error instanceof ApiError) || error.status !== 422) throw new Error('expected a 422 ApiError');
  if (
    typeof createChatClient !== 'function' ||
    !CreateBoxBody.safeParse({ key: 'k', value: 1 }).success ||
    CreateBoxBody.safeParse({ value: 1 }).success
  )
    throw new Error('subpath exports missing');

  console.log(
    `smoke: box ${box.key} updated to ${updated.value.score}, balance ${balance.remaining} days, 422 as ${error.name}, on platform-client/mock at ${mock.urls.public}, Node ${process.version}`,
  );
} finally {
  await mock.close();
}

const kit = createMockHandlers({ seed: 'empty' });
const server = setupServer(...kit.handlers);
server.listen({ onUnhandledRequest: 'error' });
try {
  const site = createPublicClient({ baseUrl: kit.urls.public, apiKey: kit.credentials.apiKey, maxRetries: 0 });
  const made = await upsertBox(site, { key: 'wishlist', type: 'web_property_wishlist', value: ['12B'] });
  const { data: read } = await site.GET('/box/{id}', {
    params: { path: { id: 'wishlist' }, query: { type: 'web_property_wishlist' } },
  });
  if (read._id !== made._id || !(read.created instanceof Date)) throw new Error('the MSW mock did not keep the box');
  server.use(
    kit.answer('public.getBox', { status: 404, body: { message: WRONG_BOX_ID, code: 'WRONG_BOX_ID' } }, { once: true }),
  );
  const missing = await site
    .GET('/box/{id}', { params: { path: { id: 'wishlist' }, query: { type: 'web_property_wishlist' } } })
    .catch((e) => e);
  if (!(missing instanceof ApiError) || missing.status !== 404) throw new Error('the answer() override did not hold');
  kit.reset();
  const gone = await site
    .GET('/box/{id}', { params: { path: { id: 'wishlist' }, query: { type: 'web_property_wishlist' } } })
    .catch((e) => e);
  if (!(gone instanceof ApiError) || gone.status !== 404) throw new Error('reset() did not go back to the seed');
  console.log(`smoke: platform-client/mock/msw under msw/node at ${kit.urls.public}: kept, overridden, reset`);
} finally {
  server.close();
}

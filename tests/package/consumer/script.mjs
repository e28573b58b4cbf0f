// A consumer's Node ESM script, run from the installed tarball against the package's own mock
// platform (platform-client/mock, with its optional peers installed by the consumer).
import { ApiError, createEndUserClient, createPublicClient, upsertBox } from 'platform-client';
import { createChatClient } from 'platform-client/chat';
import { WRONG_BOX_ID } from 'platform-client/platform';
import { startMockPlatform } from 'platform-client/mock';
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

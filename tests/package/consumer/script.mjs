// A consumer's Node ESM script, run from the installed tarball against the mock platform.
import { ApiError, createEndUserClient, createPublicClient, upsertBox } from 'platform-client';
import { createChatClient } from 'platform-client/chat';
import { CreateBoxBody } from 'platform-client/zod/public';

const site = createPublicClient({ baseUrl: process.env.PUBLIC_URL, apiKey: 'pk_smoke' });
const { data: box } = await site.GET('/box/{id}', { params: { path: { id: 'onboarding-quiz' }, query: { type: 'quiz_result' } } });
if (!(box.created instanceof Date)) throw new Error('dates were not revived');
await upsertBox(site, { key: 'onboarding-quiz', type: 'quiz_result', value: { score: 9 } });

const me = await createEndUserClient({ baseUrl: process.env.ENDUSER_URL, apiKey: 'pk_smoke', sessionId: 'smoke' });
const { data: balance } = await me.GET('/intranet/holiday/balance');

const error = await site.GET('/box', { params: { query: { type: 'nope' } } }).catch((e) => e);
if (!(error instanceof ApiError) || error.status !== 422) throw new Error('expected a 422 ApiError');
if (typeof createChatClient !== 'function' || !CreateBoxBody.safeParse({ key: 'k', value: 1 }).success || CreateBoxBody.safeParse({ value: 1 }).success) throw new Error('subpath exports missing');

console.log(`smoke: box ${box.key} (created ${box.created.toISOString()}), balance ${balance.remaining} days, 422 as ${error.name}, on Node ${process.version}`);

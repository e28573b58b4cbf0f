// A consumer compiled with the strictest settings (tsconfig.json: strict, exactOptionalPropertyTypes,
// noUncheckedIndexedAccess, skipLibCheck off), importing every entry of the package, so that every
// shipped .d.ts is type-checked as such users compile it (scripts/smoke-tarball.mjs).
import { QueryClient } from '@tanstack/react-query';
import { createAdminClient, createEndUserClient, createPublicClient, type EndUserClient } from 'platform-client';
import { createChatClient, type ChatMessage } from 'platform-client/chat';
import { startMockPlatform, type MockPlatform } from 'platform-client/mock';
import { createMockHandlers, type WireSchemas } from 'platform-client/mock/msw';
import { WRONG_BOX_ID, keepV2Providers } from 'platform-client/platform';
import { PlatformProvider, useChat } from 'platform-client/react';
import { useListRequestActions } from 'platform-client/react/admin';
import * as enduserHooks from 'platform-client/react/enduser';
import * as publicHooks from 'platform-client/react/public';
import { GetRequestActionResponse } from 'platform-client/zod/admin';
import * as enduserSchemas from 'platform-client/zod/enduser';
import * as privateSchemas from 'platform-client/zod/private';
import * as publicSchemas from 'platform-client/zod/public';
import type { z } from 'zod';

export async function strictConsumer(mock: MockPlatform, me: EndUserClient): Promise<string> {
  const site = createPublicClient({ baseUrl: mock.urls.public, apiKey: 'pk', validate: publicSchemas });
  const { data } = await site.GET('/project/self');
  const first = data.languages[0]; // string | undefined under noUncheckedIndexedAccess
  const { data: chart } = await me.GET('/intranet/orgChart');
  const grandchild: string | undefined = chart.children[0]?.children[0]?.name;
  const action = GetRequestActionResponse.safeParse({});
  const messages: ChatMessage[] = [];
  return [first ?? '', grandchild ?? '', String(action.success), WRONG_BOX_ID, String(messages.length)].join();
}

/**
 * `z.infer` of a response-schema map's entry, from the shipped declarations, keeps a recursive
 * schema whole: an org chart's `children` are nodes at every depth (issue 33; at 6377300 the
 * second level was `Record<string, unknown>`, and `.children` on it does not compile).
 */
export const deepestInChart = (
  chart: z.infer<(typeof enduserSchemas.responseSchemas)['operations']['GET /intranet/orgChart']>,
): string | undefined => chart.children[0]?.children[0]?.children[0]?.name;

/** A schema's parse gives its fetcher's data type here too (exactOptionalPropertyTypes: `created?: Date`). */
export async function parsedLikeFetched(
  site: ReturnType<typeof createPublicClient>,
  json: unknown,
  admin: Awaited<ReturnType<typeof createAdminClient>>,
) {
  let { data: box } = await site.GET('/box/{id}', {
    params: { path: { id: 'onboarding-quiz' }, query: { type: 'quiz_result' } },
  });
  box = publicSchemas.GetBoxResponse.parse(json);
  let { data: action } = await admin.GET('/request-action/{id}', { params: { path: { id: 'x' } } });
  action = GetRequestActionResponse.parse(json);
  return [box.created, action.review?.comment];
}

export function Requests() {
  const { data, error } = useListRequestActions({ statuses: ['pending'] });
  const chat = useChat({ url: 'http://127.0.0.1:4014', token: 't' });
  const failure: { message: string } | null = error;
  return (
    <p>
      {data?.data[0]?.created.toISOString()} {chat.messages.length} {failure?.message}
    </p>
  );
}

export const entries = [
  createAdminClient,
  createEndUserClient,
  createChatClient,
  startMockPlatform,
  keepV2Providers,
  PlatformProvider,
  QueryClient,
  enduserHooks,
  publicHooks,
  enduserSchemas.responseSchemas,
  privateSchemas.responseSchemas,
] as const;

/** A test's fixture and override, typed as the wire shape (dates as strings), under strict settings. */
export function mswOverride(action: WireSchemas<'admin'>['RequestAction']) {
  const kit = createMockHandlers({ seed: 'empty', baseUrl: 'http://platform.mock' });
  const failing = kit.answer('admin.listRequestActions', { status: 500, body: { message: 'down', code: 'INTERNAL' } });
  const fixed = kit.answer('admin.getRequestAction', async () => ({
    status: 200,
    body: { ...action, title: 'Fixed' },
  }));
  // @ts-expect-error -- on the wire `created` is a string
  const wrong = kit.answer('admin.getRequestAction', { status: 200, body: { ...action, created: new Date() } });
  return [...kit.handlers, failing, fixed, wrong];
}

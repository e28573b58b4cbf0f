// A consumer compiled with the strictest settings (tsconfig.json: strict, exactOptionalPropertyTypes,
// noUncheckedIndexedAccess, skipLibCheck off), importing every entry of the package, so that every
// shipped .d.ts is type-checked as such users compile it (scripts/smoke-tarball.mjs).
import { QueryClient } from '@tanstack/react-query';
import { createAdminClient, createEndUserClient, createPublicClient, type EndUserClient } from 'platform-client';
import { createChatClient, type ChatMessage } from 'platform-client/chat';
import { startMockPlatform, type MockPlatform } from 'platform-client/mock';
import { WRONG_BOX_ID, keepV2Providers } from 'platform-client/platform';
import { PlatformProvider, useChat } from 'platform-client/react';
import { useListRequestActions } from 'platform-client/react/admin';
import * as enduserHooks from 'platform-client/react/enduser';
import * as publicHooks from 'platform-client/react/public';
import { GetRequestActionResponse } from 'platform-client/zod/admin';
import * as enduserSchemas from 'platform-client/zod/enduser';
import * as privateSchemas from 'platform-client/zod/private';
import * as publicSchemas from 'platform-client/zod/public';

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

export function Requests() {
  const { data, error } = useListRequestActions({ statuses: ['pending'] });
  const chat = useChat({ url: 'http://127.0.0.1:4014', token: 't' });
  const failure: { message: string } | null = error;
  return <p>{data?.data[0]?.created.toISOString()} {chat.messages.length} {failure?.message}</p>;
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
  privateSchemas.wire,
] as const;

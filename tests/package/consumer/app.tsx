// A consumer's TypeScript + React file, type-checked against the installed tarball.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAdminClient, type AdminClient, type ApiError, type PublicClient } from 'platform-client';
import { PlatformProvider, useChat } from 'platform-client/react';
import { useListRequestActions } from 'platform-client/react/admin';
import type { MockPlatform } from 'platform-client/mock';

function Requests() {
  const { data, error } = useListRequestActions({ statuses: ['pending'] });
  const chat = useChat({ url: 'http://127.0.0.1:4014', token: 't' });
  if (error) return <p>{(error as ApiError).message}</p>;
  const first: Date | undefined = data?.data[0]?.created;
  return (
    <p>
      {first?.toISOString()} {chat.messages.length}
    </p>
  );
}

export function App({ admin }: { admin: AdminClient }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <PlatformProvider clients={{ admin }}>
        <Requests />
      </PlatformProvider>
    </QueryClientProvider>
  );
}

export const made: Promise<AdminClient> = createAdminClient({
  baseUrl: 'http://127.0.0.1:4010',
  sessionId: 's',
  accessToken: 'a.b.c',
});

/** platform-client/mock's types resolve without its optional peers' types. */
export function adminBaseUrl(mock: MockPlatform): string {
  return mock.urls.admin;
}

/** Without Next.js's types, `next` is no call option; an unknown key is an error as ever. */
export async function withoutNext(client: PublicClient) {
  // @ts-expect-error -- Next's `next` exists only where Next's types are loaded
  await client.GET('/v1/cms/structure', { next: { revalidate: 60 } });
  // @ts-expect-error -- an unknown key
  await client.GET('/v1/cms/structure', { revalidate: 60 });
}

// @vitest-environment happy-dom
// PlatformProvider as a server layout renders it (docs/guide.md, "Next.js"): plain options instead of
// clients, and no QueryClientProvider above it; against a real HTTP server on loopback.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicClient } from '../../src/index.js';
import { DEFAULT_STALE_TIME_MS } from '../../src/react/PlatformProvider.js';
import { PlatformProvider } from '../../src/react/index.js';
import { useQueryCmsContentV3 } from '../../src/react/public.js';
import { startServer, type Recorded, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

// happy-dom's fetch is a browser's: the server answers its CORS preflight.
const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'x-api-key' };
const answer = (req: Recorded) =>
  req.method === 'OPTIONS' ? { status: 204, headers: cors } : { headers: cors, body: page };
const gets = () => server.requests.filter((r) => r.method === 'GET');

const page = {
  data: [{ _id: 'a', modelId: 'm', fields: { title: 'Hello' }, created: '2026-03-11T17:22:40.815Z' }],
  page: 1,
  limit: 20,
  total: 1,
};

describe('PlatformProvider from plain options', () => {
  it('makes the public client from `options.public` and its own QueryClient', async () => {
    server = await startServer(answer);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider options={{ public: { baseUrl: server.url, apiKey: 'pk-1234' } }}>{children}</PlatformProvider>
    );
    const { result } = renderHook(
      () => ({ news: useQueryCmsContentV3('news', { lang: 'en' }), queryClient: useQueryClient() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.news.isSuccess).toBe(true));
    expect(result.current.news.data?.data[0]?.created).toEqual(new Date('2026-03-11T17:22:40.815Z'));
    expect(gets().map((r) => [r.path, r.query.get('lang'), r.headers['x-api-key']])).toEqual([
      ['/v3/cms/content/api/news', 'en', 'pk-1234'],
    ]);
    // Its QueryClient keeps answers fresh a while, so a server's prefetch is not fetched again at once.
    expect(result.current.queryClient.getDefaultOptions().queries?.staleTime).toBe(DEFAULT_STALE_TIME_MS);
  });

  it('takes `fetch` in `options.public` (withUploadProgress, a test double): the client it makes sends through it', async () => {
    server = await startServer(answer);
    const sent: string[] = [];
    const fetchOf: typeof fetch = (input, init) => {
      sent.push(new Request(input, init).url);
      return fetch(input, init);
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider options={{ public: { baseUrl: server.url, apiKey: 'pk-1234', fetch: fetchOf } }}>
        {children}
      </PlatformProvider>
    );
    const { result, rerender } = renderHook(() => useQueryCmsContentV3('news', { lang: 'en' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([`${server.url}/v3/cms/content/api/news?lang=en`]);
    // The same options again (a new object, the same fetch): the same client, nothing sent again.
    rerender();
    expect(gets()).toHaveLength(1);
  });

  it("uses the app's QueryClient when there is one, and a client in `clients` wins over options", async () => {
    server = await startServer(answer);
    const queryClient = new QueryClient();
    const mine = createPublicClient({ baseUrl: server.url, apiKey: 'pk-mine' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <PlatformProvider
          clients={{ public: mine }}
          options={{ public: { baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-other' } }}
        >
          {children}
        </PlatformProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => ({ news: useQueryCmsContentV3('news'), queryClient: useQueryClient() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.news.isSuccess).toBe(true));
    expect(result.current.queryClient).toBe(queryClient);
    expect(gets().map((r) => r.headers['x-api-key'])).toEqual(['pk-mine']);
  });
});

// Type tests for a runtime's fetch extensions (docs/design.md, decision 19): Next.js's `next` is a
// call option where Next's types are loaded (as in a Next.js project, whose next-env.d.ts loads
// them), typed by Next; a runtime's own field comes in by declaration merging on
// `FetchExtensions`; any other key is still an error. Without Next's types `next` is an error:
// tests/package/consumer (no Next) holds that case.
/// <reference path="../../node_modules/next/types/global.d.ts" />
import { createPublicClient, type PublicClientOptions } from '../../src/index.js';
import { queryCmsContentV3QueryOptions } from '../../src/query/public.js';

declare module '../../src/index.js' {
  interface FetchExtensions {
    /** A made-up runtime's fetch field, as a project would declare Cloudflare's `cf`. */
    edgeCache?: { ttl: number };
  }
}

const client = createPublicClient({ baseUrl: 'http://127.0.0.1:4011', apiKey: 'pk' });

export async function nextOptions() {
  await client.GET('/v1/cms/structure', { next: { revalidate: 60, tags: ['structure'] } });
  await client.GET('/v1/cms/structure', { next: { revalidate: false } });
  // The hooks' query options take it too, for a server prefetch.
  void queryCmsContentV3QueryOptions(client, 'news', undefined, { request: { next: { tags: ['news'] } } });
  // @ts-expect-error -- Next's revalidate is seconds or false
  await client.GET('/v1/cms/structure', { next: { revalidate: '60' } });
  // @ts-expect-error -- not a field of Next's config
  await client.GET('/v1/cms/structure', { next: { revalidateTag: 'x' } });
}

export async function declaredExtensions() {
  await client.GET('/v1/cms/structure', { edgeCache: { ttl: 5 } });
  // @ts-expect-error -- declared fields are typed
  await client.GET('/v1/cms/structure', { edgeCache: { ttl: '5' } });
}

export async function stillRefused() {
  // @ts-expect-error -- an unknown key is still an error
  await client.GET('/v1/cms/structure', { nextjs: { revalidate: 60 } });
  // @ts-expect-error -- a runtime field nobody declared
  await client.GET('/v1/cms/structure', { cf: { cacheTtl: 5 } });
}

// An injected fetch receives the extensions as fetch's init; fetch itself fits as it is.
export const options: PublicClientOptions = {
  baseUrl: 'http://x',
  apiKey: 'pk',
  fetch: (request, init) => fetch(request, init),
};
export const plain: PublicClientOptions = { baseUrl: 'http://x', apiKey: 'pk', fetch };

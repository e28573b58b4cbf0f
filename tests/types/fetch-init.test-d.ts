// Type tests for the fetchers' init (docs/design.md, decision 19): every option the runtime honours compiles, every
// other one is an error (checked by `tsc --noEmit`), and `data` follows `parseAs`.
import { createAdminClient, createPublicClient, type AdminClient, type Middleware } from '../../src/index.js';

declare const admin: AdminClient;
const client = createPublicClient({ baseUrl: 'http://127.0.0.1:4011', apiKey: 'pk' });

export async function honoured() {
  const controller = new AbortController();
  await client.GET('/v1/cms/structure', {
    signal: controller.signal,
    timeout: 1000,
    totalTimeout: 5000,
    maxRetries: 1,
    headers: { 'x-trace': '1' },
    credentials: 'include',
    cache: 'no-store',
    mode: 'cors',
    keepalive: true,
    priority: 'high',
    referrer: 'about:client',
    referrerPolicy: 'no-referrer',
    integrity: 'sha256-x',
  });

  // data follows parseAs.
  const json = await client.GET('/v1/cms/structure');
  const structure: { models?: unknown } = json.data;
  const text: string = (await client.GET('/v1/cms/structure', { parseAs: 'text' })).data;
  const blob: Blob = (await client.GET('/v1/cms/structure', { parseAs: 'blob' })).data;
  const buffer: ArrayBuffer = (await client.GET('/v1/cms/structure', { parseAs: 'arrayBuffer' })).data;
  const stream: ReadableStream<Uint8Array> | null = (await client.GET('/v1/cms/structure', { parseAs: 'stream' })).data;
  // @ts-expect-error -- text is not a Blob
  const notBlob: Blob = (await client.GET('/v1/cms/structure', { parseAs: 'text' })).data;
  void [structure, text, blob, buffer, stream, notBlob];

  // A multipart upload takes its typed object (a Blob for the file), or a FormData.
  await admin.POST('/cms/file', { body: { file: new Blob(['x']) } });
  await admin.POST('/cms/file', { body: new FormData() });
  // @ts-expect-error -- the file part is a Blob, not a string
  await admin.POST('/cms/file', { body: { file: 42 } });

  const tracing: Middleware = {
    onRequest({ request }) {
      request.headers.set('x-trace-id', '1');
    },
  };
  client.use(tracing);
  client.eject(tracing);
}

export async function refused() {
  // @ts-expect-error -- the transport serialises bodies itself
  await client.GET('/v1/cms/structure', { bodySerializer: () => '' });
  // @ts-expect-error -- the query wire forms come from the contract
  await client.GET('/v1/cms/structure', { querySerializer: () => '' });
  // @ts-expect-error -- redirects are the transport's (docs/design.md, decision 20)
  await client.GET('/v1/cms/structure', { redirect: 'follow' });
  // @ts-expect-error -- the base URL is the client's
  await client.GET('/v1/cms/structure', { baseUrl: 'http://elsewhere' });
  // @ts-expect-error -- fetch is the client's
  await client.GET('/v1/cms/structure', { fetch: globalThis.fetch });
  // @ts-expect-error -- per-call middleware does not exist: use client.use
  await client.GET('/v1/cms/structure', { middleware: [] });
  // @ts-expect-error -- a typo
  await client.GET('/v1/cms/structure', { timeOut: 100 });
  // @ts-expect-error -- not a parseAs
  await client.GET('/v1/cms/structure', { parseAs: 'xml' });
}

export async function prefixedQueryKeys() {
  await client.GET('/v2/cms/content/{apiId}', {
    params: { path: { apiId: 'news' }, query: { filter: { 'f.title': 'x' }, sort: { 's.created': 'desc' } } },
  });
  await client.GET('/v2/cms/content/{apiId}', {
    // @ts-expect-error -- a v2 filter key needs its `f.` prefix
    params: { path: { apiId: 'news' }, query: { filter: { title: 'x' } } },
  });
  await client.GET('/v2/cms/content/{apiId}', {
    // @ts-expect-error -- a v2 sort key needs its `s.` prefix
    params: { path: { apiId: 'news' }, query: { sort: { created: 'desc' } } },
  });
  await client.GET('/v3/cms/content/api/{apiId}', {
    params: { path: { apiId: 'news' }, query: { order: { 'o.views': 'asc' } } },
  });
  await client.GET('/v3/cms/content/api/{apiId}', {
    // @ts-expect-error -- a v3 order key needs its `o.` prefix
    params: { path: { apiId: 'news' }, query: { order: { views: 'asc' } } },
  });
}

export async function projectIds(maybeProject: string | undefined) {
  const base = { baseUrl: 'http://127.0.0.1:4010', sessionId: 's', accessToken: 't' };
  const withProject = await createAdminClient({ ...base, projectId: '65f1c0a2e4b0a1b2c3d4e5f6' });
  await withProject.GET('/request-action');
  const without = await createAdminClient(base);
  // @ts-expect-error -- a client made without projectId: the call must give it
  await without.GET('/request-action');
  await without.GET('/request-action', { params: { query: { projectId: '65f1c0a2e4b0a1b2c3d4e5f6' } } });
  // Maybe undefined: calls may leave it out, and the transport checks it before sending.
  const maybe = await createAdminClient({ ...base, projectId: maybeProject });
  await maybe.GET('/request-action');
  // Any admin client goes where an AdminClient is expected (the provider, the helpers).
  const anyAdmin: AdminClient = without;
  void anyAdmin;
}

// Issue 36: `onUploadProgress` on the multipart operations only (docs/design.md, decision 25).
export async function uploadProgress(file: Blob) {
  const told: number[] = [];
  await client.POST('/v1/cms/file', {
    body: { file },
    onUploadProgress: ({ loaded, total }) => told.push(loaded / total),
  });
  await admin.POST('/cms/image', { body: { file }, onUploadProgress: (p) => told.push(p.loaded) });
  // @ts-expect-error a JSON body reports no upload progress: not an option there
  await client.GET('/v1/cms/structure', { onUploadProgress: () => {} });
  await admin.POST('/cms/file', {
    body: { file },
    // @ts-expect-error the report is `{ loaded, total }`, not a number
    onUploadProgress: (p: number) => told.push(p),
  });
}

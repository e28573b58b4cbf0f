// docs/design.md, decisions 20 and 25: the rules of the redirect, clock, auth, header and
// redaction tests hold for an upload on both ways to send: plain fetch (no progress asked) and
// the counted request stream of `withUploadProgress()` (progress asked). Loopback servers: the
// platform, and another origin that records whatever reaches it.
import { afterEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  ApiError,
  RedirectError,
  TimeoutError,
  createAdminClient,
  createPublicClient,
  type UploadProgress,
} from '../../src/index.js';
import { withUploadProgress } from '../../src/upload/index.js';
import { fakeJwt, startServer, type Reply, type TestServer } from '../support/server.js';

let platform: TestServer;
let other: TestServer;
afterEach(async () => {
  await platform?.close();
  await other?.close();
});

const file = new File([new Uint8Array(200_000).fill(1)], 'doc.bin', { type: 'application/octet-stream' });

const small = new File([new Uint8Array(1000).fill(2)], 'small.bin');

/** The two ways an upload is sent; `progress` holds what the second reported. */
const PATHS = [
  { name: 'plain fetch', fetch: undefined, ask: false },
  { name: 'counted stream', fetch: withUploadProgress(), ask: true },
] as const;

describe.each(PATHS)('an upload by $name', ({ fetch, ask }) => {
  const progress: UploadProgress[] = [];
  const options = () => ({ ...(ask && { onUploadProgress: (p: UploadProgress) => progress.push(p) }) });
  const publicClient = (extra: object = {}) =>
    createPublicClient({
      baseUrl: platform.url,
      apiKey: 'pk-secret-key',
      maxRetries: 0,
      ...(fetch && { fetch }),
      ...extra,
    });

  it.each([301, 302, 303, 307, 308])(
    '%i to another origin: RedirectError naming it, nothing (key nor body) sent there',
    async (status) => {
      other = await startServer(() => ({ status: 201, body: { _id: 'stolen' } }));
      platform = await startServer(() => ({ status, headers: { location: `${other.url}/steal` } }));
      const error = await publicClient()
        .POST('/v1/cms/file', { body: { file: small }, ...options() })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      expect((error as RedirectError).location).toBe(other.url);
      expect((error as RedirectError).url).toBe(`${platform.url}/v1/cms/file`);
      expect(other.requests).toHaveLength(0);
      expect(platform.requests).toHaveLength(1);
      expect(platform.requests[0]!.headers['x-api-key']).toBe('pk-secret-key');
    },
  );

  it('a same-origin 307 is followed with the key and the whole body again', async () => {
    progress.length = 0;
    platform = await startServer(
      (req): Reply =>
        req.path === '/v1/cms/file'
          ? { status: 307, headers: { location: '/v1/cms/file-here' } }
          : { status: 201, body: { _id: 'f1' } },
    );
    const { data } = await publicClient().POST('/v1/cms/file', { body: { file }, ...options() });
    expect(data).toEqual({ _id: 'f1' });
    const [first, second] = platform.requests;
    expect(second!.path).toBe('/v1/cms/file-here');
    expect(second!.method).toBe('POST');
    expect(second!.headers['x-api-key']).toBe('pk-secret-key');
    expect(second!.body.includes(Buffer.from(new Uint8Array(200_000).fill(1)))).toBe(true);
    expect(second!.body.length).toBe(first!.body.length);
    // Each hop's body is counted from 0 to its end.
    if (ask) expect(progress.filter((p) => p.loaded === p.total)).toHaveLength(2);
  });

  it("the admin's auth headers go with it, and a credential the server echoes is redacted from the ApiError", async () => {
    const accessToken = fakeJwt({ _id: 'a', email: 'a@b.ge', fullName: 'A', permissions: {} });
    platform = await startServer((req) => ({
      status: 400,
      body: { message: `bad upload for ${req.headers['x-session-id']} ${req.headers.authorization}` },
    }));
    const admin = await createAdminClient({
      baseUrl: platform.url,
      projectId: 'p1',
      sessionId: 'session-secret-id',
      accessToken,
      ...(fetch && { fetch }),
    });
    const error = await admin.POST('/cms/file', { body: { file }, ...options() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(platform.requests[0]!.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(platform.requests[0]!.headers['x-session-id']).toBe('session-secret-id');
    expect(JSON.stringify({ ...(error as ApiError), message: (error as ApiError).message })).not.toContain(
      'session-secret-id',
    );
    expect((error as ApiError).message).not.toContain(accessToken);
  });

  it('a header middleware sets that cannot be sent fails the call before anything is sent', async () => {
    platform = await startServer(() => ({ status: 201, body: {} }));
    const client = publicClient();
    client.use({ onRequest: ({ request }) => request.headers.set('x-note', 'a\nb') });
    const error = await client.POST('/v1/cms/file', { body: { file }, ...options() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as Error).message)).toContain('x-note');
    expect(platform.requests).toHaveLength(0);
  });
});

it('by counted stream: middleware headers go with it, and a server that never answers is a TimeoutError', async () => {
  // Never answers while the test runs (afterEach closes the connection). The plain path's
  // timeouts are tests/security/total-timeout.test.ts's: there, a timed-out FormData POST whose
  // connection the server then closes leaves an unhandled rejection inside Node's undici
  // (ERR_INVALID_STATE), which the counted stream does not.
  platform = await startServer(async () => {
    await new Promise((r) => setTimeout(r, 10_000));
    return { status: 201, body: {} };
  });
  const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-secret-key', fetch: withUploadProgress() });
  client.use({ onRequest: ({ request }) => request.headers.set('x-trace', 'upload-1') });
  const error = await client
    .POST('/v1/cms/file', { body: { file: small }, timeout: 300, onUploadProgress: () => {} })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TimeoutError);
  expect((error as TimeoutError).message).toBe(
    `POST ${platform.url}/v1/cms/file: no answer within 300 ms (\`timeout\`).`,
  );
  expect(platform.requests[0]!.headers['x-trace']).toBe('upload-1');
});

it('by counted stream: a signal aborted before the call sends nothing and rejects with AbortError', async () => {
  platform = await startServer(() => ({ status: 201, body: {} }));
  // Not by plain fetch here: Node 24's fetch given a FormData body and an aborted signal rejects,
  // then fails again inside its body encoder where nothing catches it (an unhandled rejection).
  const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-secret-key', fetch: withUploadProgress() });
  const error = await client
    .POST('/v1/cms/file', { body: { file }, signal: AbortSignal.abort(), onUploadProgress: () => {} })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AbortError);
  expect(platform.requests).toHaveLength(0);
});

it('by plain fetch: a multipart call whose signal is aborted before it starts sends nothing, rejects with AbortError and leaves no unhandled rejection', async () => {
  platform = await startServer(() => ({ status: 201, body: {} }));
  const unhandled: unknown[] = [];
  const seen = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', seen);
  try {
    const client = createPublicClient({ baseUrl: platform.url, apiKey: 'pk-secret-key' });
    const error = await client
      .POST('/v1/cms/file', { body: { file }, signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    // undici's second failure came on a later turn of the event loop.
    await new Promise((r) => setTimeout(r, 300));
    expect(unhandled).toEqual([]);
    expect(platform.requests).toHaveLength(0);
  } finally {
    process.off('unhandledRejection', seen);
  }
});

it.each(['stream', 'end'] as const)(
  'by %s: a sender that does not heed the abort still ends the call at its timeout, its late answer unused',
  async (via) => {
    let answered = false;
    // A fetch that takes the body, then answers 201 after 2 s whatever the signal says.
    const deaf = async (request: Request) => {
      await request.arrayBuffer();
      await new Promise((r) => setTimeout(r, 2_000));
      answered = true;
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    };
    const client = createPublicClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'pk-secret-key',
      maxRetries: 0,
      fetch: withUploadProgress(deaf, { via }),
    });
    const error = await client
      .POST('/v1/cms/file', { body: { file: small }, timeout: 300, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(answered).toBe(false);
  },
);

// Issue 42, item 3: upload progress is a named, typed call option that the transport hands to the
// client fetch's `upload` sender with the attempt's signal, never a field of fetch's init. A call
// that asks for progress on a client that cannot report it fails before sending (on 7ccdd89 it
// was sent, and the option silently ignored). Against a real loopback server.
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClientFetch,
  TimeoutError,
  type UploadAttempt,
  createAdminClient,
  createPublicClient,
  isPlatformError,
} from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
afterEach(() => server?.close());

const file = () => new File([new Uint8Array(300).fill(1)], 'a.png', { type: 'image/png' });

describe('a call that asks for progress on a client that cannot report it', () => {
  it.each([
    ['no fetch', undefined],
    ['a fetch of its own without an upload sender', (request: Request) => fetch(request)],
  ] as const)('with %s: fails before sending, saying to use withUploadProgress()', async (_, custom) => {
    server = await startServer(() => ({ status: 201, body: { _id: 'f1' } }));
    const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk-key', ...(custom && { fetch: custom }) });
    const error = await site
      .POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(isPlatformError(error)).toBe(true);
    expect((error as Error).message).toBe(
      `POST ${server.url}/v1/cms/file: onUploadProgress needs withUploadProgress().`,
    );
    expect(error).toMatchObject({ method: 'POST', url: `${server.url}/v1/cms/file` });
    expect(server.requests).toHaveLength(0);
    expect(site.reportsUploadProgress).toBe(false);
    // Without the option, the same client uploads as ever.
    const { data } = await site.POST('/v1/cms/file', { body: { file: file() } });
    expect(data).toEqual({ _id: 'f1' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('the upload sender', () => {
  it("gets the Request, the call's fetch fields without the option, and the attempt: its progress callback and signal", async () => {
    server = await startServer(() => ({ status: 201, body: { _id: 'f1' } }));
    const seen: { init: RequestInit; attempt?: UploadAttempt; plain?: boolean }[] = [];
    const custom: ClientFetch = Object.assign(
      (request: Request, init?: RequestInit) => {
        seen.push({ init: init!, plain: true });
        return fetch(request);
      },
      {
        upload: (request: Request, init: RequestInit, attempt: UploadAttempt) => {
          seen.push({ init, attempt });
          attempt.onUploadProgress({ loaded: 1, total: 1 });
          return fetch(request);
        },
      },
    );
    const admin = await createAdminClient({
      baseUrl: server.url,
      projectId: 'p1',
      sessionId: 's1',
      accessToken: 'a.eyJfaWQiOiJhMSJ9.s',
      fetch: custom,
    });
    expect(admin.reportsUploadProgress).toBe(true);
    const told: number[] = [];
    await admin.POST('/cms/file', {
      body: { file: file() },
      cache: 'no-store',
      onUploadProgress: (p) => told.push(p.loaded),
    });
    await admin.POST('/cms/file', { body: { file: file() } });
    expect(told).toEqual([1]);
    const [upload, plain] = seen;
    expect(upload!.plain).toBeUndefined();
    expect(upload!.init).not.toHaveProperty('onUploadProgress');
    expect(upload!.init.cache).toBe('no-store');
    expect(upload!.attempt!.signal).toBeInstanceOf(AbortSignal);
    expect(upload!.attempt!.signal.aborted).toBe(false);
    expect(plain!.plain).toBe(true);
    expect(server.requests.map((r) => r.headers['x-session-id'])).toEqual(['s1', 's1']);
  });

  it("the attempt's signal carries the call's timeout: it aborts with the TimeoutError the call rejects with", async () => {
    let signal: AbortSignal | undefined;
    const custom: ClientFetch = Object.assign(() => Promise.reject(new Error('not for plain calls')), {
      upload: (_request: Request, _init: RequestInit, attempt: UploadAttempt) => {
        signal = attempt.signal;
        // A sender that never answers: only the signal ends it.
        return new Promise<Response>((_, reject) =>
          attempt.signal.addEventListener('abort', () => reject(attempt.signal.reason)),
        );
      },
    });
    const site = createPublicClient({ baseUrl: 'http://platform.invalid', apiKey: 'pk-key', fetch: custom });
    const error = await site
      .POST('/v1/cms/file', { body: { file: file() }, timeout: 100, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(signal!.aborted).toBe(true);
    expect(signal!.reason).toBe(error);
  });
});

// Issue 36, item 1, in Node: `withUploadProgress()` as a client's fetch sends a multipart call that
// asks for progress through a counted request stream (`duplex: 'half'`), telling `onUploadProgress`
// as undici pulls the bytes; every other call goes through plain fetch. Against the mock platform
// (uploads kept, listed) and, for abort and timeout, a loopback server that records how each
// request ended.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import {
  AbortError,
  TimeoutError,
  createAdminClient,
  createPublicClient,
  type UploadProgress,
} from '../../src/index.js';
import { withUploadProgress } from '../../src/upload/index.js';
import { startServer } from '../support/server.js';

const MiB = 1024 * 1024;
/** A file whose bytes say where they are, so that the mock's stored bytes can be compared. */
const bigFile = (size: number, name = 'big.bin') => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31) & 0xff;
  return new File([bytes], name, { type: 'application/octet-stream' });
};

/** Events in order: `loaded` rising strictly, the same `total`, the last at the total. */
function expectOrdered(events: UploadProgress[], atLeast: number) {
  expect(events.length).toBeGreaterThan(10);
  const total = events[0]!.total;
  expect(total).toBeGreaterThan(atLeast);
  for (let i = 1; i < events.length; i++) {
    expect(events[i]!.total).toBe(total);
    expect(events[i]!.loaded).toBeGreaterThan(events[i - 1]!.loaded);
  }
  expect(events.at(-1)).toEqual({ loaded: total, total });
}

describe('against the mock platform', () => {
  let mock: MockPlatform;
  beforeAll(async () => {
    mock = await startMockPlatform({ seed: 'empty' });
  });
  afterAll(() => mock?.close());

  it('a 5 MiB CMS file: progress in order up to the whole body, then the file is in the list with its bytes', async () => {
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
      fetch: withUploadProgress(),
    });
    const events: UploadProgress[] = [];
    const file = bigFile(5 * MiB);
    const { data } = await admin.POST('/cms/file', {
      body: { file },
      onUploadProgress: (p) => events.push(p),
    });
    expect(data).toMatchObject({ name: 'big.bin', size: 5 * MiB, mimeType: 'application/octet-stream' });
    // The multipart body is the file and its part headers and boundaries.
    expectOrdered(events, 5 * MiB);
    expect(events.at(-1)!.total).toBeLessThan(5 * MiB + 1024);
    const { data: list } = await admin.GET('/cms/file');
    expect(list.data.map((f) => f.name)).toContain('big.bin');
    const { data: bytes } = await admin.GET('/cms/file/{id}/download', {
      params: { path: { id: data._id } },
      parseAs: 'arrayBuffer',
    });
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('an image on the public surface (x-api-key) reports progress the same way', async () => {
    const site = createPublicClient({
      baseUrl: mock.urls.public,
      apiKey: mock.credentials.apiKey,
      fetch: withUploadProgress(),
    });
    // A PNG header (1x1) and enough bytes after it to take a few chunks.
    const png = new Uint8Array(3 * MiB);
    png.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
    ]);
    const events: UploadProgress[] = [];
    const { data } = await site.POST('/v1/cms/image', {
      body: { file: new File([png], 'dot.png', { type: 'image/png' }) },
      onUploadProgress: (p) => events.push(p),
    });
    expect(data).toMatchObject({ name: 'dot.png', width: 1, height: 1 });
    expectOrdered(events, 3 * MiB);
  });

  it('only calls that ask for progress take the new path: a counted stream (chunked), the others as built (Content-Length)', async () => {
    const server = await startServer(() => ({ status: 201, body: { _id: 'f1' } }));
    try {
      const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk-key', fetch: withUploadProgress() });
      const file = bigFile(300_000, 'counted.bin');
      await site.POST('/v1/cms/file', { body: { file } });
      const events: UploadProgress[] = [];
      await site.POST('/v1/cms/file', { body: { file }, onUploadProgress: (p) => events.push(p) });
      await site.GET('/v1/cms/structure');
      const [plain, counted, get] = server.requests;
      expect(plain!.headers['content-length']).toBe(String(plain!.body.length));
      expect(plain!.headers['transfer-encoding']).toBeUndefined();
      expect(counted!.headers['transfer-encoding']).toBe('chunked');
      expect(counted!.headers['content-length']).toBeUndefined();
      // The same request otherwise: auth, content type and its boundary, the body's bytes (but the boundary).
      for (const r of [plain!, counted!]) {
        expect(r.headers['x-api-key']).toBe('pk-key');
        expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      }
      expect(counted!.body.length).toBe(events.at(-1)!.total);
      expect(Math.abs(counted!.body.length - plain!.body.length)).toBeLessThan(100);
      expect(events.map((e) => e.loaded)).toEqual([65536, 131072, 196608, 262144, counted!.body.length]);
      expect(get!.method).toBe('GET');
    } finally {
      await server.close();
    }
  });

  it("via 'end': a fetch that takes no stream gets the whole body, and one event once the answer came", async () => {
    const bodies: number[] = [];
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
      fetch: withUploadProgress(
        // A fetch that sends whole bodies only (a polyfill, a test double): it reads the body first.
        async (request, init) => {
          const body = request.body ? await request.arrayBuffer() : null;
          if (body) bodies.push(body.byteLength);
          return fetch(new Request(request, { body }), init);
        },
        { via: 'end' },
      ),
    });
    const events: UploadProgress[] = [];
    const { data } = await admin.POST('/cms/file', {
      body: { file: bigFile(2 * MiB, 'whole.bin') },
      onUploadProgress: (p) => events.push(p),
    });
    expect(data.size).toBe(2 * MiB);
    expect(events).toHaveLength(1);
    expect(events[0]!.loaded).toBe(events[0]!.total);
    expect(events[0]!.total).toBeGreaterThan(2 * MiB);
    expect(bodies.at(-1)).toBe(events[0]!.total);
  });
});

/** A server that reads each request body to its end or until the client goes, and records which. */
async function startSink(answer: 'never' | 'ok') {
  const ended: { complete: boolean; bytes: number }[] = [];
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      if (answer === 'ok') res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
    req.on('close', () => ended.push({ complete: req.complete, bytes }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ended,
    /** Resolves once the server has seen `n` requests end. */
    endedCount: async (n: number) => {
      for (let i = 0; i < 200 && ended.length < n; i++) await new Promise((r) => setTimeout(r, 25));
      return ended.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('abort and timeout mid-upload', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  afterEach(() => sink?.close());

  it('an abort after the first megabyte rejects with AbortError, and the server sees the request end unfinished', async () => {
    sink = await startSink('never');
    const site = createPublicClient({ baseUrl: sink.url, apiKey: 'pk-key', fetch: withUploadProgress() });
    const controller = new AbortController();
    const events: UploadProgress[] = [];
    const error = await site
      .POST('/v1/cms/file', {
        body: { file: bigFile(16 * MiB) },
        signal: controller.signal,
        onUploadProgress: (p) => {
          events.push(p);
          if (p.loaded >= MiB) controller.abort();
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).message).toBe(`POST ${sink.url}/v1/cms/file: aborted.`);
    const told = events.length;
    expect(events.at(-1)!.loaded).toBe(MiB);
    expect(await sink.endedCount(1)).toBe(1);
    expect(sink.ended[0]!.complete).toBe(false);
    expect(sink.ended[0]!.bytes).toBeLessThan(16 * MiB);
    // Issue 41, item 5: nothing is told after the call rejected (on 7ccdd89 Node's fetch went on
    // pulling the body, and progress went on to the total: 257 events instead of 17).
    await new Promise((r) => setTimeout(r, 200));
    expect(events).toHaveLength(told);
  });

  it('a server that never answers: TimeoutError once `timeout` passes, and the request ends', async () => {
    sink = await startSink('never');
    const site = createPublicClient({ baseUrl: sink.url, apiKey: 'pk-key', fetch: withUploadProgress() });
    const events: UploadProgress[] = [];
    const error = await site
      .POST('/v1/cms/file', {
        body: { file: bigFile(MiB) },
        timeout: 300,
        onUploadProgress: (p) => events.push(p),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toBe(
      `POST ${sink.url}/v1/cms/file: no answer within 300 ms (\`timeout\`).`,
    );
    expect(await sink.endedCount(1)).toBe(1);
    // Nothing reached the server that was not told first (how much went by 300 ms depends on the
    // machine's load: since issue 41 the body stops at the timeout).
    expect(sink.ended[0]!.bytes).toBeLessThanOrEqual(events.at(-1)?.loaded ?? 0);
  });
});

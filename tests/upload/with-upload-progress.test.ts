// withUploadProgress()'s choices, in Node against a loopback server (issue 42, item 4: the mutation
// tests reach the sender): which way it sends by default, `via: 'end'`, and that nothing of a
// settled call is left listening on the caller's signal.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createPublicClient, type UploadProgress } from '../../src/index.js';
import { withUploadProgress } from '../../src/upload/index.js';
import { startServer, type TestServer } from '../support/server.js';
import { FakeXhr } from './fake-xhr.js';

let server: TestServer;
beforeEach(async () => {
  FakeXhr.reset();
  server = await startServer(() => ({ status: 201, body: { _id: 'f1' } }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const file = () => new File([new Uint8Array(100_000).fill(5)], 'a.bin', { type: 'application/octet-stream' });
const upload = (fetch: ReturnType<typeof withUploadProgress>, events: UploadProgress[], signal?: AbortSignal) =>
  createPublicClient({ baseUrl: server.url, apiKey: 'pk-key', maxRetries: 0, fetch }).POST('/v1/cms/file', {
    body: { file: file() },
    ...(signal && { signal }),
    onUploadProgress: (p) => events.push(p),
  });

it('by default, where there is no XMLHttpRequest: plain calls by the global fetch, uploads as a counted stream', async () => {
  const fetch = withUploadProgress();
  const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk-key', fetch });
  expect((await site.GET('/v1/cms/structure')).response.status).toBe(201);
  const events: UploadProgress[] = [];
  await upload(fetch, events);
  const [, sent] = server.requests;
  expect(sent!.headers['transfer-encoding']).toBe('chunked');
  expect(events.map((e) => e.loaded)).toEqual([65536, sent!.body.length]);
});

it('by default, where XMLHttpRequest exists: uploads by XMLHttpRequest; given a fetch, by a stream through it', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.onSend = (xhr) => xhr.answer(201, { body: '{}', headers: 'content-type: application/json\r\n' });
  await upload(withUploadProgress(), []);
  expect(FakeXhr.made).toHaveLength(1);
  expect(server.requests).toHaveLength(0);
  const given: Request[] = [];
  await upload(
    withUploadProgress((request, init) => {
      given.push(request);
      return fetch(request, init);
    }),
    [],
  );
  expect(FakeXhr.made).toHaveLength(1);
  expect(given).toHaveLength(1);
  expect(server.requests[0]!.headers['transfer-encoding']).toBe('chunked');
});

it("via 'end': the whole body through the fetch given, then one report at the total", async () => {
  const events: UploadProgress[] = [];
  const bodies: number[] = [];
  await upload(
    withUploadProgress(
      async (request, init) => {
        bodies.push((await request.clone().arrayBuffer()).byteLength);
        expect(events).toEqual([]);
        return fetch(request, init);
      },
      { via: 'end' },
    ),
    events,
  );
  const [sent] = server.requests;
  expect(sent!.headers['content-length']).toBe(String(sent!.body.length));
  expect(bodies).toEqual([sent!.body.length]);
  expect(events).toEqual([{ loaded: sent!.body.length, total: sent!.body.length }]);
});

it.each(['stream', 'end'] as const)(
  "via '%s': once the call settled, nothing listens on the caller's signal (a later abort reaches nothing)",
  async (via) => {
    const controller = new AbortController();
    const listening: string[] = [];
    const add = controller.signal.addEventListener.bind(controller.signal);
    const remove = controller.signal.removeEventListener.bind(controller.signal);
    controller.signal.addEventListener = (type: string, ...rest: [never, never]) => {
      listening.push(type);
      add(type, ...rest);
    };
    controller.signal.removeEventListener = (type: string, ...rest: [never, never]) => {
      listening.splice(listening.indexOf(type) >>> 0, 1);
      remove(type, ...rest);
    };
    await upload(
      withUploadProgress((request, init) => fetch(request, init), { via }),
      [],
      controller.signal,
    );
    expect(listening).toEqual([]);
    controller.abort();
  },
);

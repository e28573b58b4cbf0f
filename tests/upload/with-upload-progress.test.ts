// withUploadProgress()'s choices, in Node against a loopback server (issue 42, item 4: the mutation
// tests reach the sender): which way it sends by default, `via: 'end'`, and that nothing of a
// settled call is left listening on the caller's signal.
import { getEventListeners } from 'node:events';
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

// The sender called as the transport calls it. Every wait is bounded: a sender that never settles
// fails with a message saying so, well before Stryker would count a time-out (no speed asserted).
const within = <T>(sending: Promise<T>, what: string, ms = 5000): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still pending after ${ms} ms`)), ms);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
};
const bytes = 150_000;
const post = (url = 'http://127.0.0.1:1/v1/cms/file', body: BodyInit | null = new Uint8Array(bytes).fill(7)) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } });
const never = () => new Promise<Response>(() => {});

it('a plain call goes to the fetch given, its answer returned as is; without one, to the global fetch', async () => {
  const answer = new Response('given');
  const seen: [Request, RequestInit | undefined][] = [];
  const request = post();
  const init = { keepalive: false };
  const given = withUploadProgress(async (r, i) => {
    seen.push([r, i]);
    return answer;
  });
  expect(await within(given(request, init), 'plain call through the given fetch')).toBe(answer);
  expect(seen).toEqual([[request, init]]);
  expect(seen[0]![0]).toBe(request);
  const response = await within(withUploadProgress()(new Request(`${server.url}/v1/cms/structure`)), 'plain call');
  expect(response.status).toBe(201);
  expect(server.requests.map((r) => r.url)).toEqual(['/v1/cms/structure']);
});

it.each(['xhr', 'stream', 'end'] as const)(
  "via '%s': a call without a body that asks for progress goes to the fetch as it is, and tells nothing",
  async (via) => {
    const answer = new Response('no body');
    const seen: [Request, RequestInit | undefined][] = [];
    const events: UploadProgress[] = [];
    const sender = withUploadProgress(
      async (r, i) => {
        seen.push([r, i]);
        return answer;
      },
      { via },
    );
    const request = post(undefined, null);
    const init = { keepalive: false };
    const sending = sender.upload!(request, init, {
      onUploadProgress: (p) => events.push(p),
      signal: new AbortController().signal,
    });
    expect(await within(sending, 'upload without a body')).toBe(answer);
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe(request);
    expect(seen[0]![1]).toBe(init);
    expect(events).toEqual([]);
  },
);

it("via 'stream': progress is told as the fetch pulls the body, and nothing once the call has settled", async () => {
  const events: UploadProgress[] = [];
  const told: number[] = [];
  const sender = withUploadProgress(
    async (request) => {
      const body = await request.arrayBuffer();
      told.push(events.length);
      return new Response(String(body.byteLength));
    },
    { via: 'stream' },
  );
  const response = await within(
    sender.upload!(post(), {}, { onUploadProgress: (p) => events.push(p), signal: new AbortController().signal }),
    "via 'stream'",
  );
  expect(await response.text()).toBe(String(bytes));
  expect(told).toEqual([3]);
  expect(events).toEqual([
    { loaded: 65536, total: bytes },
    { loaded: 131072, total: bytes },
    { loaded: bytes, total: bytes },
  ]);

  // A fetch that answers first and pulls the body after the call is over.
  const late: UploadProgress[] = [];
  let pulled: Request | undefined;
  const answersFirst = withUploadProgress(
    async (request) => {
      pulled = request;
      return new Response('early');
    },
    { via: 'stream' },
  );
  await within(
    answersFirst.upload!(post(), {}, { onUploadProgress: (p) => late.push(p), signal: new AbortController().signal }),
    'early answer',
  );
  expect((await within(pulled!.arrayBuffer(), 'pulling after the answer')).byteLength).toBe(bytes);
  expect(late).toEqual([]);
});

it.each(['stream', 'end'] as const)(
  "via '%s': an abort while the fetch under it hangs (deaf to the signal) rejects with the signal's reason",
  async (via) => {
    const controller = new AbortController();
    const reason = new Error('stop now');
    let handed = false;
    const sender = withUploadProgress(
      () => {
        handed = true;
        queueMicrotask(() => controller.abort(reason));
        return never();
      },
      { via },
    );
    const sending = sender.upload!(post(), {}, { onUploadProgress: () => {}, signal: controller.signal });
    await expect(within(sending, 'aborted upload over a hanging fetch')).rejects.toBe(reason);
    expect(handed).toBe(true);
  },
);

it.each(['stream', 'end'] as const)(
  "via '%s': a fetch that aborts the signal as it is handed the request, then hangs: the call rejects with the reason",
  async (via) => {
    const controller = new AbortController();
    const reason = new Error('aborted at once');
    const sender = withUploadProgress(
      () => {
        controller.abort(reason);
        return never();
      },
      { via },
    );
    const sending = sender.upload!(post(), {}, { onUploadProgress: () => {}, signal: controller.signal });
    await expect(within(sending, 'upload aborted inside the fetch')).rejects.toBe(reason);
  },
);

it.each(['stream', 'end'] as const)(
  "via '%s': once settled, the sender leaves no listener of its own on the attempt's signal",
  async (via) => {
    const { signal } = new AbortController();
    // What is on the signal when the fetch gets the Request (Node's Request follows the signal)
    // is the fetch's business; anything beyond it after the call would be the sender's.
    let handedWith = -1;
    const sender = withUploadProgress(
      async (request) => {
        handedWith = getEventListeners(signal, 'abort').length;
        await request.arrayBuffer();
        return new Response('ok');
      },
      { via },
    );
    await within(sender.upload!(post(), {}, { onUploadProgress: () => {}, signal }), 'upload');
    expect(handedWith).toBeGreaterThanOrEqual(0);
    expect(getEventListeners(signal, 'abort')).toHaveLength(handedWith);
  },
);

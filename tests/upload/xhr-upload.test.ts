// The `xhr` sender in Node, with a scripted XMLHttpRequest (fake-xhr.ts) playing the browser:
// what it does with the browser's answer, its final URL and an abort. The same sender runs in
// Chromium in progress.browser.test.ts; here each case is one the browser cannot be made to show
// on demand, and the mutation tests reach it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortError, RedirectError, createPublicClient, type UploadProgress } from '../../src/index.js';
import { withUploadProgress } from '../../src/upload/index.js';
import { FakeXhr } from './fake-xhr.js';

const BASE = 'https://platform.example';
const file = () => new File([new Uint8Array(1000).fill(7)], 'a.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function client() {
  return createPublicClient({ baseUrl: BASE, apiKey: 'pk-key', fetch: withUploadProgress(undefined, { via: 'xhr' }) });
}

describe('the answer XMLHttpRequest ends with', () => {
  it('from the URL the request went to: the answer, its status and headers', async () => {
    FakeXhr.onSend = (xhr) =>
      xhr.answer(201, { body: '{"_id":"f1"}', headers: 'content-type: application/json\r\nx-trace: t1\r\n' });
    const events: UploadProgress[] = [];
    const { data, response } = await client().POST('/v1/cms/file', {
      body: { file: file() },
      onUploadProgress: (p) => events.push(p),
    });
    expect(data).toEqual({ _id: 'f1' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-trace')).toBe('t1');
    const [xhr] = FakeXhr.made;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe(`${BASE}/v1/cms/file`);
    expect(xhr!.headers['x-api-key']).toBe('pk-key');
    const total = xhr!.size;
    expect(events).toEqual([{ loaded: total, total }]);
  });

  // Issue 41, item 5: a redirect to another origin that sent the upload back to the platform
  // resolved as a success (the other origin had the key and the body, and the app was never told).
  it('from another URL of the platform (the browser followed a redirect, through another origin or not): RedirectError', async () => {
    FakeXhr.onSend = (xhr) =>
      xhr.answer(201, {
        body: '{"_id":"f1"}',
        headers: 'content-type: application/json\r\n',
        url: `${BASE}/v1/cms/file/landed?from=elsewhere`,
      });
    const error = await client()
      .POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).message).toBe(`POST ${BASE}/v1/cms/file: the platform redirected.`);
    // Not sent again: the browser had already sent it once.
    expect(FakeXhr.made).toHaveLength(1);
  });

  it('from another origin: RedirectError naming that origin', async () => {
    FakeXhr.onSend = (xhr) => xhr.answer(201, { body: '{}', url: 'https://other.example/steal?key=pk-key' });
    const error = await client()
      .POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).location).toBe('https://other.example');
    expect(FakeXhr.made).toHaveLength(1);
  });
});

describe('answers that end the call', () => {
  // Issue 42, item 4: a 204 answer must settle the call.
  it('a 204 (no body): the call resolves with no data', async () => {
    FakeXhr.onSend = (xhr) => xhr.answer(204, { headers: 'x-trace: t2\r\n' });
    const { data, response } = await client().POST('/v1/cms/file', {
      body: { file: file() },
      onUploadProgress: () => {},
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
    expect(response.headers.get('x-trace')).toBe('t2');
  });

  it('an answer that cannot be read as a Response (a header fetch refuses) rejects, never hangs', async () => {
    FakeXhr.onSend = (xhr) => xhr.answer(201, { body: '{}', headers: 'bad header: x\r\n' });
    const error = await client()
      .POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('ConnectionError');
    expect(FakeXhr.thrown).toEqual([]);
  });

  it('no answer (a network error): ConnectionError', async () => {
    FakeXhr.onSend = (xhr) => xhr.onerror?.();
    const error = await client()
      .POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('ConnectionError');
  });
});

describe('abort', () => {
  it('a signal that aborted before the send: no XMLHttpRequest is made', async () => {
    const controller = new AbortController();
    const site = client();
    // Aborted after the transport's own check, before the sender: from a middleware.
    site.use({ onRequest: () => controller.abort() });
    const error = await site
      .POST('/v1/cms/file', { body: { file: file() }, signal: controller.signal, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(FakeXhr.made).toEqual([]);
  });

  // Issue 41, item 5: no progress event after the call has settled.
  it('an abort mid-upload rejects with AbortError, aborts the XMLHttpRequest, and no progress is told after', async () => {
    const controller = new AbortController();
    const events: UploadProgress[] = [];
    const call = client().POST('/v1/cms/file', {
      body: { file: file() },
      signal: controller.signal,
      onUploadProgress: (p) => events.push(p),
    });
    await vi.waitFor(() => expect(FakeXhr.made[0]?.sent).toBe(true));
    const xhr = FakeXhr.made[0]!;
    xhr.progress(100);
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(xhr.aborted).toBe(true);
    // What a late event from the browser would have told.
    xhr.progress(500);
    xhr.answer(201, { body: '{}' });
    expect(events.map((e) => e.loaded)).toEqual([100]);
  });
});

describe('what is sent and told', () => {
  it('the body as bytes with its multipart content type; credentials only when the call includes them', async () => {
    FakeXhr.onSend = (xhr) => xhr.answer(201, { body: '{}', headers: 'content-type: application/json\r\n' });
    const site = client();
    await site.POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} });
    await site.POST('/v1/cms/file', { body: { file: file() }, credentials: 'include', onUploadProgress: () => {} });
    const [plain, withCredentials] = FakeXhr.made;
    expect(plain!.body).toBeInstanceOf(Blob);
    const text = await (plain!.body as Blob).text();
    const boundary = /boundary=(.+)$/.exec(plain!.headers['content-type']!)![1];
    expect(text.startsWith(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"`)).toBe(
      true,
    );
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    expect(plain!.withCredentials).toBe(false);
    expect(withCredentials!.withCredentials).toBe(true);
  });

  it('progress rises strictly, never past the total, told at the total once the body went and not again', async () => {
    const events: UploadProgress[] = [];
    const call = client().POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: (p) => events.push(p) });
    await vi.waitFor(() => expect(FakeXhr.made[0]?.sent).toBe(true));
    const xhr = FakeXhr.made[0]!;
    const total = xhr.size;
    xhr.progress(0);
    xhr.progress(100);
    xhr.progress(100);
    xhr.progress(50);
    xhr.uploaded();
    expect(events).toEqual([
      { loaded: 0, total },
      { loaded: 100, total },
      { loaded: total, total },
    ]);
    xhr.progress(total + 500);
    xhr.answer(201, { body: '{}', headers: 'content-type: application/json\r\n' });
    await call;
    expect(events).toHaveLength(3);
  });

  it('a browser counting past the body is told the total', async () => {
    const events: UploadProgress[] = [];
    const call = client().POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: (p) => events.push(p) });
    await vi.waitFor(() => expect(FakeXhr.made[0]?.sent).toBe(true));
    const xhr = FakeXhr.made[0]!;
    xhr.progress(xhr.size + 500);
    xhr.answer(201, { body: '{}', headers: 'content-type: application/json\r\n', events: false });
    await call;
    expect(events).toEqual([{ loaded: xhr.size, total: xhr.size }]);
  });

  // Issue 42, item 4: happy-dom's XMLHttpRequest fires no upload events, and the call's progress
  // never reached its total.
  it('an XMLHttpRequest that fires no upload events: the total is told once the answer came', async () => {
    FakeXhr.onSend = (xhr) =>
      xhr.answer(201, { body: '{}', headers: 'content-type: application/json\r\n', events: false });
    const events: UploadProgress[] = [];
    await client().POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: (p) => events.push(p) });
    const total = FakeXhr.made[0]!.size;
    expect(events).toEqual([{ loaded: total, total }]);
  });

  // Issue 42, item 4: jsdom's XMLHttpRequest answers a Blob of its own, which Node's Response read
  // as "[object Blob]"; text would lose the bytes that are no UTF-8.
  it('the answer as bytes: a binary answer comes back as it was, with its status text', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    FakeXhr.onSend = (xhr) =>
      xhr.answer(201, { body: bytes, headers: 'content-type: application/octet-stream\r\n', statusText: 'Created' });
    const { data, response } = await client().POST('/v1/cms/file', {
      body: { file: file() },
      parseAs: 'arrayBuffer',
      onUploadProgress: () => {},
    });
    expect(new Uint8Array(data)).toEqual(bytes);
    expect(response.statusText).toBe('Created');
    expect(FakeXhr.made[0]!.responseType).toBe('arraybuffer');
  });

  it('an answer with no final URL (responseURL empty) is the answer, not a redirect', async () => {
    FakeXhr.onSend = (xhr) =>
      xhr.answer(201, { body: '{"_id":"f2"}', headers: 'content-type: application/json\r\n', url: '' });
    const { data } = await client().POST('/v1/cms/file', { body: { file: file() }, onUploadProgress: () => {} });
    expect(data).toEqual({ _id: 'f2' });
  });

  it('once the call settled, an abort of its signal no longer reaches the XMLHttpRequest', async () => {
    FakeXhr.onSend = (xhr) => xhr.answer(201, { body: '{}', headers: 'content-type: application/json\r\n' });
    const controller = new AbortController();
    await client().POST('/v1/cms/file', {
      body: { file: file() },
      signal: controller.signal,
      onUploadProgress: () => {},
    });
    controller.abort();
    expect(FakeXhr.made[0]!.aborted).toBe(false);
  });

  it('no answer at all: the cause is the TypeError fetch would have thrown, and a later abort reaches nothing', async () => {
    FakeXhr.onSend = (xhr) => xhr.onerror?.();
    const controller = new AbortController();
    const error = await client()
      .POST('/v1/cms/file', { body: { file: file() }, signal: controller.signal, onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect((error as Error).cause).toEqual(new TypeError('Failed to fetch'));
    controller.abort();
    expect(FakeXhr.made[0]!.aborted).toBe(false);
  });
});

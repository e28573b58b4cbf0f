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

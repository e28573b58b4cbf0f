// @vitest-environment happy-dom
// A multipart mutation hook: orval builds the form, the client's transport sends it (with its
// auth header and a boundary fetch writes), and the server receives the file.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPublicClient, type UploadProgress } from '../../src/index.js';
import { useCreateBox, useUploadFile } from '../../src/react/public.js';
import { withUploadProgress } from '../../src/upload/index.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import { startServer, type TestServer } from '../support/server.js';
import '../support/strict-mode.js';

let server: TestServer;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'x-api-key, content-type' };
beforeAll(async () => {
  server = await startServer((req) =>
    req.method === 'OPTIONS'
      ? { status: 204, headers: CORS }
      : {
          headers: CORS,
          body: {
            _id: '65f1c0a2e4b0a1b2c3d4e5f6',
            name: 'notes.txt',
            mimeType: 'text/plain',
            size: 5,
            url: 'https://cdn.example.ge/notes.txt',
          },
        },
  );
});
afterAll(() => server.close());

it('uploads a file through the public client as multipart form data', async () => {
  const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk_test' });
  const { wrapper } = platformWrapper({ public: client }, new QueryClient());
  const { result } = renderHook(() => useUploadFile(), { wrapper });
  const file = new Blob(['hello'], { type: 'text/plain' });
  const answer = await act(() => result.current.mutateAsync({ data: { file } }));
  expect(answer.name).toBe('notes.txt');
  const [post] = server.requests.filter((r) => r.method === 'POST');
  expect(post!.path).toBe('/v1/cms/file');
  expect(post!.headers['x-api-key']).toBe('pk_test');
  expect(post!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(post!.body.toString()).toContain('hello');
  // A client that cannot report progress: the hook asks for none (the call would fail), and shows none.
  expect(result.current.progress).toBeUndefined();
  // Only the upload hooks hold progress: another mutation hook has no such state.
  const other = renderHook(() => useCreateBox(), { wrapper });
  expect('progress' in other.result.current).toBe(false);
});

it('an upload hook shows `progress` as the body goes, up to the total, and the call option hears the same', async () => {
  // The counted stream through this environment's fetch (happy-dom's XMLHttpRequest reports no upload progress).
  const client = createPublicClient({
    baseUrl: server.url,
    apiKey: 'pk_test',
    fetch: withUploadProgress(undefined, { via: 'stream' }),
  });
  const { wrapper } = platformWrapper({ public: client }, new QueryClient());
  const heard: UploadProgress[] = [];
  const seen: (UploadProgress | undefined)[] = [];
  const { result } = renderHook(
    () => {
      const upload = useUploadFile({ request: { onUploadProgress: (p) => heard.push(p) } });
      seen.push(upload.progress);
      return upload;
    },
    { wrapper },
  );
  expect(result.current.progress).toBeUndefined();
  const file = new Blob([new Uint8Array(1_000_000).fill(3)], { type: 'application/octet-stream' });
  const before = server.requests.length;
  await act(() => result.current.mutateAsync({ data: { file } }));
  const total = heard[0]!.total;
  expect(total).toBeGreaterThan(1_000_000);
  expect(heard.map((p) => p.loaded)).toEqual([...Array.from({ length: 15 }, (_, i) => (i + 1) * 65536), total]);
  expect(result.current.progress).toEqual({ loaded: total, total });
  // What the component rendered: nothing before the first report, then rising values.
  const shown = seen.filter((p) => p !== undefined).map((p) => p.loaded);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(server.requests.slice(before).find((r) => r.method === 'POST')!.body.length).toBe(total);
  act(() => result.current.reset());
  expect(result.current.progress).toBeUndefined();
});

it("shows only the newest call's progress: an older upload still sending reports to its own option, not to the screen", async () => {
  // An upload sender the test drives: each call waits, reports what the test says, then sends.
  const calls: Array<{ report: (p: UploadProgress) => void; send: () => void }> = [];
  const base = (request: Request) => fetch(request);
  const client = createPublicClient({
    baseUrl: server.url,
    apiKey: 'pk_test',
    fetch: Object.assign(base, {
      upload: (
        request: Request,
        _init: RequestInit,
        { onUploadProgress }: { onUploadProgress: (p: UploadProgress) => void },
      ) =>
        new Promise<Response>((resolve, reject) =>
          calls.push({ report: onUploadProgress, send: () => fetch(request).then(resolve, reject) }),
        ),
    }),
  });
  const { wrapper } = platformWrapper({ public: client }, new QueryClient());
  const heard: UploadProgress[] = [];
  const { result } = renderHook(() => useUploadFile({ request: { onUploadProgress: (p) => heard.push(p) } }), {
    wrapper,
  });
  const file = new Blob(['hello'], { type: 'text/plain' });
  let first!: Promise<unknown>;
  let second!: Promise<unknown>;
  act(() => {
    first = result.current.mutateAsync({ data: { file } });
  });
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => calls[0]!.report({ loaded: 1, total: 100 }));
  expect(result.current.progress).toEqual({ loaded: 1, total: 100 });
  act(() => {
    second = result.current.mutateAsync({ data: { file } });
  });
  await waitFor(() => expect(calls).toHaveLength(2));
  act(() => calls[1]!.report({ loaded: 5, total: 200 }));
  // The first, still sending, reports more: its own option hears it; the screen keeps the second's.
  act(() => calls[0]!.report({ loaded: 90, total: 100 }));
  expect(result.current.progress).toEqual({ loaded: 5, total: 200 });
  expect(heard).toEqual([
    { loaded: 1, total: 100 },
    { loaded: 5, total: 200 },
    { loaded: 90, total: 100 },
  ]);
  await act(async () => {
    calls[0]!.send();
    calls[1]!.send();
    await Promise.all([first, second]);
  });
  // After reset(), no call's report shows.
  act(() => result.current.reset());
  act(() => calls[1]!.report({ loaded: 200, total: 200 }));
  expect(result.current.progress).toBeUndefined();
});

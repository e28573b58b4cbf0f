// The multipart body the core builds (src/core/multipart.ts; docs/design.md, decision 18), as a
// real loopback server receives it: every value kind, names escaped, files of no name or type,
// one boundary in the content type. The same bytes go by fetch, a custom fetch and the senders.
import { afterEach, expect, it } from 'vitest';
import { createPublicClient } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
afterEach(() => server?.close());

/** The body as the server got it, its boundary written as `BOUNDARY`. */
async function sent(body: object | FormData): Promise<string> {
  server = await startServer(() => ({ status: 201, body: { _id: 'f1' } }));
  const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk-key', maxRetries: 0 });
  await site.POST('/v1/cms/file', { body: body as { file: Blob } });
  const [request] = server.requests;
  const boundary = /^multipart\/form-data; boundary=(platform-client-[0-9a-z]+)$/.exec(
    request!.headers['content-type']!,
  )![1]!;
  expect(boundary.length).toBeGreaterThan('platform-client-'.length + 4);
  expect(request!.headers['content-length']).toBe(String(request!.body.length));
  return request!.body.toString('latin1').replaceAll(boundary, 'BOUNDARY');
}

const part = (head: string, content: string) => `--BOUNDARY\r\n${head}\r\n\r\n${content}\r\n`;
const field = (name: string, content: string) => part(`content-disposition: form-data; name="${name}"`, content);

it('every kind of value: files, text, numbers, booleans, a Date, an array, a nested object; null and undefined left out', async () => {
  const body = await sent({
    file: new File([new Uint8Array([0, 255, 10, 13])], 'a.bin', { type: 'application/x-thing' }),
    blob: new Blob(['b'], { type: 'text/plain' }),
    untyped: new File(['u'], 'u.dat'),
    title: 'héllo',
    size: 7,
    ok: false,
    at: new Date('2026-11-28T10:00:00.000Z'),
    tags: ['x', 'y'],
    meta: { a: 1 },
    none: null,
    missing: undefined,
  });
  expect(body).toBe(
    part(
      'content-disposition: form-data; name="file"; filename="a.bin"\r\ncontent-type: application/x-thing',
      '\u0000\u00ff\n\r',
    ) +
      part('content-disposition: form-data; name="blob"; filename="blob"\r\ncontent-type: text/plain', 'b') +
      part(
        'content-disposition: form-data; name="untyped"; filename="u.dat"\r\ncontent-type: application/octet-stream',
        'u',
      ) +
      field('title', Buffer.from('héllo').toString('latin1')) +
      field('size', '7') +
      field('ok', 'false') +
      field('at', '2026-11-28T10:00:00.000Z') +
      field('tags', 'x') +
      field('tags', 'y') +
      field('meta', '{"a":1}') +
      '--BOUNDARY--\r\n',
  );
});

it('quotes, CR and LF in names are escaped as browsers do', async () => {
  const body = await sent({ 'a"b\r\nc': new File(['x'], 'f"1\n.txt', { type: 'text/plain' }) });
  expect(body).toBe(
    `${part(
      'content-disposition: form-data; name="a%22b%0D%0Ac"; filename="f%221%0A.txt"\r\ncontent-type: text/plain',
      'x',
    )}--BOUNDARY--\r\n`,
  );
});

it('a FormData to a multipart operation is encoded the same way; an empty body is the closing boundary alone', async () => {
  const form = new FormData();
  form.append('file', new File(['z'], 'z.txt', { type: 'text/plain' }));
  form.append('note', 'n');
  expect(await sent(form)).toBe(
    part('content-disposition: form-data; name="file"; filename="z.txt"\r\ncontent-type: text/plain', 'z') +
      field('note', 'n') +
      '--BOUNDARY--\r\n',
  );
  await server!.close();
  expect(await sent({})).toBe('--BOUNDARY--\r\n');
});

it('each call its own boundary', async () => {
  server = await startServer(() => ({ status: 201, body: {} }));
  const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk-key' });
  await site.POST('/v1/cms/file', { body: { file: new Blob(['1']) } });
  await site.POST('/v1/cms/file', { body: { file: new Blob(['1']) } });
  const [a, b] = server.requests.map((r) => r.headers['content-type']);
  expect(a).not.toBe(b);
});

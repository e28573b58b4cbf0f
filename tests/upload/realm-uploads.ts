// Issue 42, item 4: a Blob or File from another realm (jsdom's, happy-dom's) is sent as the file it
// is (bytes, name, type) by every path, where apps' component tests run: through MSW's
// setupServer (XMLHttpRequest intercepted there too) and through a real server on loopback, each
// recording the bytes it got, with the environment's own fetch and with `withUploadProgress()`
// (XMLHttpRequest where the environment has one, or over that fetch), whose progress settles at
// the total. Nothing global is patched: each client is given what it sends with. On 51c8de9,
// under jsdom, fetch failed on a content-length mismatch or sent a part named `blob`, the
// XMLHttpRequest answer was read as "[object Blob]", and under happy-dom no progress was told.
// (The recording handler reads bytes: under jsdom, Node's `formData()` parser fails on jsdom's File.)
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ClientFetch, createPublicClient, type UploadProgress } from '../../src/index.js';
import { withUploadProgress } from '../../src/upload/index.js';
import { startServer, type TestServer } from '../support/server.js';

/** A file's bytes: every byte value, more than one 64 kB chunk of the counted stream. */
const BYTES = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) & 0xff);
const NAME = 'report 7.pdf';
const TYPE = 'application/pdf';

/** What a server saw: the request's content type and body. */
interface Seen {
  type: string;
  body: Uint8Array;
}

/** The parts of a multipart body as the server got it: each part's header block and bytes. */
function partsOf({ type, body }: Seen) {
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  expect(boundary).toBeDefined();
  // latin1 keeps each byte as one character, so the file's bytes come back as they went.
  const text = Buffer.from(body).toString('latin1');
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const end = part.indexOf('\r\n\r\n');
      return {
        head: part.slice(2, end).toLowerCase(),
        bytes: new Uint8Array(Buffer.from(part.slice(end + 4, -2), 'latin1')),
      };
    });
}

/** How the client sends: the environment's fetch, or `withUploadProgress()` (by default and over that fetch). */
const SENDERS: Array<[string, () => ClientFetch | undefined]> = [
  ["the environment's fetch", () => undefined],
  ['withUploadProgress()', () => withUploadProgress()],
  ["withUploadProgress(the environment's fetch)", () => withUploadProgress((request, init) => fetch(request, init))],
];

// The page may call the loopback server from its own origin (XMLHttpRequest asks first).
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-api-key',
  'access-control-allow-methods': 'POST',
};

function uploads(
  server: () => { url: string; seen: Seen[] },
  makeFile: (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => Blob,
) {
  it.each(SENDERS)(
    'sent by %s: the server sees the bytes, name and type, and the call settles',
    async (how, sender) => {
      const { url, seen } = server();
      const fetch = sender();
      const site = createPublicClient({ baseUrl: url, apiKey: 'pk-key', maxRetries: 0, ...(fetch && { fetch }) });
      const events: UploadProgress[] = [];
      const { data } = await site.POST('/v1/cms/file', {
        body: { file: makeFile(BYTES, NAME, TYPE), folder: 'reports' } as { file: Blob },
        ...(fetch && { onUploadProgress: (p: UploadProgress) => events.push(p) }),
      });
      expect(data).toEqual({ _id: 'f1' });
      expect(seen).toHaveLength(1);
      const [file, folder] = partsOf(seen[0]!);
      expect(file!.head).toBe(
        `content-disposition: form-data; name="file"; filename="${NAME}"\r\ncontent-type: ${TYPE}`,
      );
      expect(file!.bytes).toEqual(BYTES);
      expect(folder!.head).toBe('content-disposition: form-data; name="folder"');
      expect(new TextDecoder().decode(folder!.bytes)).toBe('reports');
      if (!fetch) return expect(how).toBe("the environment's fetch");
      // Settled, having told the whole multipart body.
      expect(events.at(-1)).toEqual({ loaded: seen[0]!.body.byteLength, total: seen[0]!.body.byteLength });
    },
  );
}

/**
 * The cases for files `makeFile` makes, in the test file's environment: MSW's setupServer at the
 * page's own origin (as an app's dev server would serve it), then a real server on loopback
 * (another origin: XMLHttpRequest asks its CORS preflight), each recording what it got.
 */
export function uploadsFromRealm(makeFile: (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => Blob) {
  describe("through MSW's setupServer", () => {
    const url = `${location.origin}/platform`;
    const seen: Seen[] = [];
    const server = setupServer(
      http.post(`${url}/v1/cms/file`, async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type') ?? '',
          body: new Uint8Array(await request.arrayBuffer()),
        });
        return HttpResponse.json({ _id: 'f1' }, { status: 201 });
      }),
    );
    beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
    afterEach(() => {
      seen.length = 0;
    });
    afterAll(() => server.close());
    uploads(() => ({ url, seen }), makeFile);
  });

  describe('through a real server on loopback', () => {
    let server: TestServer;
    const seen: Seen[] = [];
    beforeAll(async () => {
      server = await startServer((request) => {
        if (request.method === 'OPTIONS') return { status: 204, headers: CORS };
        seen.push({ type: request.headers['content-type'] ?? '', body: new Uint8Array(request.body) });
        return { status: 201, headers: CORS, body: { _id: 'f1' } };
      });
    });
    afterEach(() => {
      seen.length = 0;
    });
    afterAll(() => server?.close());
    uploads(() => ({ url: server.url, seen }), makeFile);
  });
}

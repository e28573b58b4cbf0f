// @vitest-environment jsdom
// Issue 42, item 4, with the mock's own MSW handlers (platform-client/mock/msw) under jsdom, as an
// app's component tests run them: a jsdom File uploaded by fetch and by `withUploadProgress()`
// (jsdom's XMLHttpRequest) is stored as it was, and downloads byte for byte. Before, the mock read
// multipart through Node's `formData()`, which builds its files with the global File (jsdom's)
// and then refuses them: every upload was 400 INVALID_MULTIPART.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHandlers } from '../../mock/msw.js';
import { type AdminClient, createAdminClient, createPublicClient, type UploadProgress } from '../../src/index.js';
import { withUploadProgress } from '../../src/upload/index.js';

// Every byte value; a name and a type a part header must escape and keep.
const BYTES = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) & 0xff);
const NAME = 'report "7".pdf';
const TYPE = 'application/pdf';

// The page's own origin: jsdom's XMLHttpRequest asks a preflight of any other.
const mock = createMockHandlers({ baseUrl: `${location.origin}/platform`, seed: 'empty' });
const server = setupServer(...mock.handlers);
let admin: AdminClient;
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  admin = await createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...mock.credentials.admin });
});
afterAll(() => server.close());

describe.each([
  ['fetch (Node’s)', undefined],
  ['withUploadProgress() (jsdom’s XMLHttpRequest)', withUploadProgress()],
])('a jsdom File to the mock under MSW, by %s', (_, fetch) => {
  it('is stored with its name, type and bytes', async () => {
    const site = createPublicClient({
      baseUrl: mock.urls.public,
      apiKey: mock.credentials.apiKey,
      ...(fetch && { fetch }),
    });
    const told: UploadProgress[] = [];
    const { data: file } = await site.POST('/v1/cms/file', {
      body: { file: new File([BYTES], NAME, { type: TYPE }) },
      ...(fetch && { onUploadProgress: (p: UploadProgress) => told.push(p) }),
    });
    expect(file).toMatchObject({ name: NAME, mimeType: TYPE, size: BYTES.length });
    // The multipart body is the file and its part header: its progress ends at its whole length.
    if (fetch) expect(told.at(-1)).toEqual({ loaded: told.at(-1)!.total, total: told.at(-1)!.total });
    if (fetch) expect(told.at(-1)!.total).toBeGreaterThan(BYTES.length);
    const { data: downloaded } = await admin.GET('/cms/file/{id}/download', { params: { path: { id: file._id } } });
    expect(downloaded.type).toBe(TYPE);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(BYTES);
  });
});

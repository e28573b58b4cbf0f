// Issue 33, item 6: the admin download answers a stored file with the type it was uploaded with
// (`200 application/pdf` for a PDF), as the platform does, but at 6377300 the contract declared
// only `application/octet-stream` (Prism in proxy mode flagged every download). The contract now
// declares the stored type (`*/*`) beside `application/octet-stream`, and the mock keeps sending
// the file's own type, which its record's `mimeType` names.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
let staff: AdminClient;
beforeAll(async () => {
  mock = await startMockPlatform();
  staff = await createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials.admin,
    maxRetries: 0,
  });
});
afterAll(async () => {
  await mock?.close();
});

const declared: string[] = Object.keys(
  JSON.parse(fs.readFileSync(new URL('../../generated/openapi/admin.json', import.meta.url), 'utf8')).paths[
    '/cms/file/{id}/download'
  ].get.responses['200'].content,
);
/** Whether a media range the contract declares takes `type` (`*` + `/` + `*`, `image/*` or the type itself). */
const isDeclared = (type: string) => {
  const [major] = type.split('/');
  return declared.some((range) => range === '*/*' || range === `${major}/*` || range === type);
};

async function download(id: string) {
  const response = await fetch(`${mock.urls.admin}/cms/file/${id}/download?projectId=${mock.projectId}`, {
    headers: { authorization: `Bearer ${staff.session!.accessToken}`, 'x-session-id': staff.session!.sessionId },
  });
  return { type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

it.each([
  ['a PDF', 'rules.pdf', 'application/pdf'],
  ['a CSV', 'export.csv', 'text/csv'],
  ['a file sent without a type', 'blob.bin', ''],
])('answers %s with the type its record names, a type the contract declares', async (_what, name, type) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array([1, 2, 3])], name, type ? { type } : {}));
  const { data: file } = await staff.POST('/cms/file', { body: form as never });
  const expected = type || 'application/octet-stream';
  expect(file.mimeType).toBe(expected);
  const answer = await download(file._id);
  expect(answer.type).toBe(expected);
  expect([...answer.bytes]).toEqual([1, 2, 3]);
  expect(isDeclared(expected), `${expected} among ${declared.join(', ')}`).toBe(true);
});

it('answers a seeded file with its record’s type, declared too', async () => {
  const { data } = await staff.GET('/cms/file');
  const seeded = data.data[0]!;
  const answer = await download(seeded._id);
  expect(answer.type).toBe(seeded.mimeType);
  expect(isDeclared(seeded.mimeType)).toBe(true);
});

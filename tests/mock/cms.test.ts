// CMS and files on the mock through the SDK's clients: a model and its content made by an admin
// are what the public queries (v2 and v3) return, filtered and sorted; uploads keep their bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createPublicClient, type AdminClient, type PublicClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { contractBreaches, recordingFetch, type Answer } from './contract-check.js';

let mock: MockPlatform;
let admin: AdminClient;
let site: PublicClient;
const answers: Answer[] = [];

beforeAll(async () => {
  mock = await startMockPlatform();
  const fetch = recordingFetch(answers, mock.urls);
  admin = await createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials.admin,
    fetch,
  });
  site = createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.apiKey, fetch });
  const { data: model } = await admin.POST('/cms/model', {
    body: {
      apiId: 'flats',
      name: 'Flats',
      fields: [
        { key: 'title', name: 'Title', type: 'text', required: true, localized: true },
        { key: 'rooms', name: 'Rooms', type: 'number', required: true, localized: false },
      ],
    },
  });
  const flats = [
    { title: 'Sunny two-room in Vake', rooms: 2 },
    { title: 'Loft by the river', rooms: 1 },
    { title: 'Family flat in Saburtalo', rooms: 4 },
  ];
  for (const values of flats) {
    await admin.POST('/cms/content', {
      body: {
        modelId: model._id,
        values: { en: values, ka: { ...values, title: `ka: ${values.title}` } },
        status: 'published',
      },
    });
  }
  await admin.POST('/cms/content', {
    body: { modelId: model._id, values: { en: { title: 'Draft flat', rooms: 3 } }, status: 'draft' },
  });
});
afterAll(async () => {
  await mock?.close();
});

describe('CMS content', () => {
  it('lists published entries only, in order, in the chosen language', async () => {
    const { data } = await site.GET('/cms/{apiId}', { params: { path: { apiId: 'flats' } } });
    expect(data.total).toBe(3);
    expect(data.data.map((e) => e.fields.title)).toEqual([
      'Sunny two-room in Vake',
      'Loft by the river',
      'Family flat in Saburtalo',
    ]);
    const { data: ka } = await site.GET('/v3/cms/content/api/{apiId}', {
      params: { path: { apiId: 'flats' }, query: { lang: 'ka' } },
    });
    expect(ka.data.every((e) => e.lang === 'ka' && String(e.fields.title).startsWith('ka: '))).toBe(true);
  });

  it('honours the v2 f. equality and s. sort', async () => {
    const { data: sorted } = await site.GET('/v2/cms/content/{apiId}', {
      params: { path: { apiId: 'flats' }, query: { sort: { 's.rooms': 'desc' } } },
    });
    expect(sorted.data.map((e) => e.fields.rooms)).toEqual([4, 2, 1]);
    const { data: one } = await site.GET('/v2/cms/content/{apiId}', {
      params: { path: { apiId: 'flats' }, query: { filter: { 'f.rooms': '1' } } },
    });
    expect(one.data.map((e) => e.fields.title)).toEqual(['Loft by the river']);
    const bad = await site
      .GET('/v2/cms/content/{apiId}', {
        params: { path: { apiId: 'flats' }, query: { sort: { 's.rooms': 'up' as 'asc' } } },
      })
      .catch((e: unknown) => e as { status: number; message: string });
    expect(bad).toMatchObject({ status: 422, message: 'Validation failed: s.rooms must be asc or desc' });
  });

  it('answers 404 naming an apiId no model has, on every published read, before a bad sort', async () => {
    const path = { apiId: 'nope' };
    const calls = [
      site.GET('/cms/{apiId}', { params: { path } }),
      site.GET('/cms/{apiId}/{id}', { params: { path: { ...path, id: '6603c4d2e1f0a9b8c7d6e5a1' } } }),
      site.GET('/v2/cms/content/{apiId}', { params: { path, query: { sort: { 's.rooms': 'up' as 'asc' } } } }),
      site.GET('/v3/cms/content/api/{apiId}', { params: { path } }),
    ];
    for (const answer of await Promise.all(calls.map((call) => call.catch((e: unknown) => e))))
      expect(answer).toMatchObject({ status: 404, message: expect.stringContaining('no CMS model with apiId nope') });
  });

  it('honours the v3 s2 contains, f2 groups, o. sort and p2 pages', async () => {
    const path = { apiId: 'flats' };
    const { data: contains } = await site.GET('/v3/cms/content/api/{apiId}', {
      params: { path, query: { s2: [{ key: 'title', condition: 'contains', value: 'flat' }] } },
    });
    expect(contains.data.map((e) => e.fields.title).sort()).toEqual(
      ['Family flat in Saburtalo', 'Sunny two-room in Vake'].sort().filter((t) => /flat/i.test(t)),
    );
    const { data: grouped } = await site.GET('/v3/cms/content/api/{apiId}', {
      params: {
        path,
        query: {
          f2: [{ filters: [{ key: 'rooms', operator: '>=', value: '2', valueType: 'NUMERIC' }] }],
          order: { 'o.rooms': 'asc' },
        },
      },
    });
    expect(grouped.data.map((e) => e.fields.rooms)).toEqual([2, 4]);
    const { data: second } = await site.GET('/v3/cms/content/api/{apiId}', {
      params: { path, query: { p2: { page: 2, limit: 2 }, order: { 'o.rooms': 'asc' } } },
    });
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.data.map((e) => e.fields.rooms)).toEqual([4]);
  });

  it('reorders content and sets a single value', async () => {
    const { data: models } = await admin.GET('/cms/model');
    const flats = models.data.find((m) => m.apiId === 'flats')!;
    const { data: content } = await admin.GET('/cms/content', { params: { query: { modelId: flats._id } } });
    const ids = content.data.map((c) => c._id).reverse();
    await admin.PUT('/cms/content/order', { body: { modelId: flats._id, ids } });
    const { data: reordered } = await admin.GET('/cms/content', { params: { query: { modelId: flats._id } } });
    expect(reordered.data.map((c) => c._id)).toEqual(ids);
    const { data: changed } = await admin.PUT('/cms/content/{id}/value', {
      params: { path: { id: ids[0]! } },
      body: { lang: 'en', key: 'title', value: 'Renamed' },
    });
    expect((changed.values as Record<string, Record<string, unknown>>).en!.title).toBe('Renamed');
  });
});

/** A multipart body of one file part, sent as it is (docs/design.md, decision 18); typed as the contract's form. */
function form(file: File): { file: Blob } {
  const body = new FormData();
  body.append('file', file);
  return body as unknown as { file: Blob };
}

describe('files', () => {
  it('keeps the uploaded bytes and gives them back on download', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 house rules');
    const { data: file } = await admin.POST('/cms/file', {
      body: form(new File([bytes], 'rules.pdf', { type: 'application/pdf' })),
    });
    expect(file).toMatchObject({ name: 'rules.pdf', mimeType: 'application/pdf', size: bytes.length });
    const { data: list } = await admin.GET('/cms/file');
    expect(list.data.map((f) => f._id)).toContain(file._id);
    const { data: downloaded } = await admin.GET('/cms/file/{id}/download', { params: { path: { id: file._id } } });
    expect(downloaded.type).toBe('application/pdf');
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes);
  });

  it('reads an image’s size from its header', async () => {
    // A 3 x 2 PNG header is all the mock reads.
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6,
      0, 0, 0,
    ]);
    const { data: image } = await site.POST('/v1/cms/image', {
      body: form(new File([png], 'dot.png', { type: 'image/png' })),
    });
    expect(image).toMatchObject({ name: 'dot.png', width: 3, height: 2 });
  });
});

describe('contract', () => {
  it('every CMS and file answer matches its response schema', async () => {
    const { breaches } = await contractBreaches(answers);
    expect(breaches).toEqual([]);
  });
});

// Issue 23, item 8: anyone with the public key could store box values of up to 20 MB each, with
// no limit on count or total. One value is capped (1 MiB by default, `maxBoxValueBytes`) and so
// are the bytes all calls have stored (`maxStoredBytes`: every record and upload together), each
// refused with 413, a status the contract declares for these operations; nothing is stored.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

const MiB = 1024 * 1024;
const site = (m: MockPlatform) =>
  createPublicClient({ baseUrl: m.urls.public, apiKey: m.credentials.apiKey, maxRetries: 0 });
/** A JSON string value of exactly `bytes` bytes as JSON text (two for the quotes). */
const boxValueOf = (bytes: number) => 'x'.repeat(bytes - 2);
const declared = (surface: string, path: string, method: string) =>
  Object.keys(
    JSON.parse(fs.readFileSync(new URL(`../../generated/openapi/${surface}.json`, import.meta.url), 'utf8')).paths[
      path
    ][method].responses,
  );

async function keys(m: MockPlatform): Promise<string[]> {
  const { data } = await site(m).GET('/box', { params: { query: { type: 'quiz_result', limit: 100 } } });
  return data.data.map((box) => box.key);
}

describe('one box value', () => {
  it('keeps a value of exactly 1 MiB and refuses one byte more with 413 VALUE_TOO_LARGE, on create and update', async () => {
    mock = await startMockPlatform();
    const client = site(mock);
    const type = { params: { query: { type: 'quiz_result' as const } } };
    const { response } = await client.POST('/box', { ...type, body: { key: 'at-limit', value: boxValueOf(MiB) } });
    expect(response.status).toBe(201);

    await expect(
      client.POST('/box', { ...type, body: { key: 'over', value: boxValueOf(MiB + 1) } }),
    ).rejects.toMatchObject({
      status: 413,
      code: 'VALUE_TOO_LARGE',
      body: { details: { limit: MiB } },
    });
    await expect(
      client.PUT('/box/{id}', {
        params: { path: { id: 'at-limit' }, query: { type: 'quiz_result' } },
        body: { value: boxValueOf(MiB + 1) },
      }),
    ).rejects.toMatchObject({ status: 413, code: 'VALUE_TOO_LARGE' });
    expect(await keys(mock)).toContain('at-limit');
    expect(await keys(mock)).not.toContain('over');
    const { data } = await client.GET('/box/{id}', {
      params: { path: { id: 'at-limit' }, query: { type: 'quiz_result' } },
    });
    expect(data.value).toHaveLength(MiB - 2);
    expect(declared('public', '/box', 'post')).toContain('413');
    expect(declared('public', '/box/{id}', 'put')).toContain('413');
    expect(declared('enduser', '/box', 'post')).toContain('413');
  });

  it('takes another limit as the option', async () => {
    mock = await startMockPlatform({ maxBoxValueBytes: 100 });
    await expect(
      site(mock).POST('/box', {
        params: { query: { type: 'quiz_result' } },
        body: { key: 'k', value: boxValueOf(101) },
      }),
    ).rejects.toMatchObject({
      status: 413,
      body: { details: { limit: 100 } },
    });
  });

  it('refuses a limit that is not a positive integer', async () => {
    await expect(startMockPlatform({ maxBoxValueBytes: 0 })).rejects.toThrow(RangeError);
    await expect(startMockPlatform({ maxStoredBytes: Number.NaN })).rejects.toThrow(/maxStoredBytes/);
  });
});

describe('the stored total', () => {
  it('refuses the write that would pass it (413 STORAGE_FULL) and takes it again once space is freed', async () => {
    // Whole records count (issue 33): three boxes of 1 MiB values and their other fields (162 bytes
    // of JSON each), with too little left for a fourth.
    const limit = 3 * MiB + 600;
    mock = await startMockPlatform({ maxStoredBytes: limit });
    const client = site(mock);
    const type = { params: { query: { type: 'quiz_result' as const } } };
    for (const key of ['a', 'b', 'c']) await client.POST('/box', { ...type, body: { key, value: boxValueOf(MiB) } });
    await expect(client.POST('/box', { ...type, body: { key: 'd', value: boxValueOf(10) } })).rejects.toMatchObject({
      status: 413,
      code: 'STORAGE_FULL',
      body: { details: { limit } },
    });
    // Replacing a value counts its new size, not both.
    const { response } = await client.PUT('/box/{id}', {
      params: { path: { id: 'a' }, query: { type: 'quiz_result' } },
      body: { value: boxValueOf(MiB) },
    });
    expect(response.status).toBe(200);
    // Uploads count towards the same total.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(1000)], 'a.pdf', { type: 'application/pdf' }));
    await expect(client.POST('/v1/cms/file', { body: form as never })).rejects.toMatchObject({
      status: 413,
      code: 'STORAGE_FULL',
    });
    expect(await keys(mock)).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    expect(await keys(mock)).not.toContain('d');

    await client.DELETE('/box/{id}', { params: { path: { id: 'b' }, query: { type: 'quiz_result' } } });
    const again = await client.POST('/box', { ...type, body: { key: 'd', value: boxValueOf(10) } });
    expect(again.response.status).toBe(201);
  });
});

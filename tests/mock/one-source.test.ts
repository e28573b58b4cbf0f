// One record, one source (issue 44, item 5): two examples that describe the same seeded record
// must agree, or the contracts are refused naming both files; and a field added to a schema and
// its examples shows, after reloadContracts (what `npm start` calls on a save), in the seeded
// records no call has changed, while what calls created or changed stays as it is.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Docs = Parameters<MockPlatform['reloadContracts']>[0] & object;
type Doc = { components: { schemas: Record<string, any>; examples?: Record<string, { value: any }> } };
const read = (): Docs =>
  Object.fromEntries(
    ['admin', 'public', 'private', 'enduser'].map((s) => [
      s,
      JSON.parse(fs.readFileSync(path.join(repo, 'generated/openapi', `${s}.json`), 'utf8')),
    ]),
  ) as Docs;
/** Changes the named example (its value) in every contract that has it. */
const editExample = (docs: Docs, name: string, change: (value: any) => void) => {
  for (const doc of Object.values(docs) as Doc[]) {
    const example = doc.components.examples?.[name];
    if (example) change(example.value);
  }
};

let mock: MockPlatform;
let session: string;
const call = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
};
const headers = () => ({
  'x-api-key': mock.credentials.apiKey,
  'x-session-id': session,
  'content-type': 'application/json',
});
const box = (surface: 'public' | 'enduser', key: string) =>
  call(`${mock.urls[surface]}/box/${key}?type=quiz_result`, { headers: headers() });

beforeAll(async () => {
  mock = await startMockPlatform();
  session = (
    await call(`${mock.urls.enduser}/auth/login`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(mock.credentials.endUser),
    })
  ).body.sessionId;
});
afterAll(() => mock?.close());

describe('one record, one source', () => {
  it('two examples of one seeded record that disagree refuse the contracts, naming both files', async () => {
    const docs = read();
    editExample(docs, 'Box', (value) => {
      value.value.score = 9;
    });
    await expect(mock.reloadContracts(docs)).rejects.toThrow(
      'The examples BoxPage (openapi/components/examples/BoxPage.yaml) and Box (openapi/components/examples/Box.yaml) describe the same record 6601a3f4c2b1e0d9f8a7b6c5 and disagree in `value`',
    );
    // The mock goes on with the examples it had.
    expect((await box('enduser', 'onboarding-quiz')).body.value.score).toBe(8);
  });

  it('a field added to a schema and its examples shows in the untouched seeded records, what calls did stays', async () => {
    const created = await call(`${mock.urls.enduser}/box?type=quiz_result`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ key: 'made-here', value: 1 }),
    });
    expect(created.status).toBe(201);
    // The end user's box of the examples, changed by a call; the project's copy of it left alone.
    const changed = await call(`${mock.urls.enduser}/box/onboarding-quiz?type=quiz_result`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({ value: { score: 10 } }),
    });
    expect(changed.status).toBe(200);

    const docs = read();
    for (const doc of Object.values(docs) as Doc[])
      if (doc.components.schemas.Box)
        doc.components.schemas.Box.properties.label = { type: 'string', description: 'What a person calls it.' };
    for (const name of ['Box', 'BoxPage'])
      editExample(docs, name, (value) => {
        for (const record of value.data ?? [value]) record.label = 'Onboarding';
      });
    await mock.reloadContracts(docs);

    expect(await box('public', 'onboarding-quiz')).toMatchObject({ status: 200, body: { label: 'Onboarding' } });
    const kept = await box('enduser', 'onboarding-quiz');
    expect(kept.body).toEqual(changed.body);
    expect(kept.body).not.toHaveProperty('label');
    expect((await box('enduser', 'made-here')).body).toEqual(created.body);
  });
});

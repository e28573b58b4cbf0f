// The mock's own validation rules where openapi-backend had quirks (docs/design.md, decision 21):
// a path segment that is no valid percent-escape is judged by the validator (422, where it
// answered 500), a JSON body that is a string is refused as a string (not parsed a second time),
// and an upload without its file part is refused by the validator as the contract requires it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
});
afterAll(() => mock?.close());

const refusal = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { message: string; details: { field: string } }),
});

it('judges a path segment that is no valid escape as sent: 422 naming the parameter', async () => {
  const response = await fetch(`${mock.urls.public}/v2/cms/content/bad%zz`, {
    headers: { 'x-api-key': mock.credentials.apiKey },
  });
  expect(await refusal(response)).toMatchObject({ status: 422, details: { field: 'apiId' } });
});

it('refuses a JSON body that is a string as a string', async () => {
  const response = await fetch(`${mock.urls.public}/box?type=quiz_result`, {
    method: 'POST',
    headers: { 'x-api-key': mock.credentials.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify('{"key":"k","value":1}'),
  });
  expect(await refusal(response)).toMatchObject({
    status: 422,
    message: 'Validation failed: body must be object',
    details: { field: 'body' },
  });
});

it('refuses an upload without its file part in the validator', async () => {
  const form = new FormData();
  form.set('isPublic', 'true');
  const response = await fetch(`${mock.urls.private}/file`, {
    method: 'POST',
    headers: { 'x-api-key': mock.credentials.privateApiKey },
    body: form,
  });
  expect(await refusal(response)).toMatchObject({
    status: 422,
    message: "Validation failed: file must have required property 'file'",
    details: { field: 'file' },
  });
});

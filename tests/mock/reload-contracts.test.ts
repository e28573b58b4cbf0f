// reloadContracts(): a running mock serves new contracts over the same state (issue 37). A new
// operation answers its example and validation follows the new contract, while a box created
// before and an end user's session stay; contracts a router cannot be built from are refused, and
// the mock goes on serving the ones it had.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Docs = Parameters<MockPlatform['reloadContracts']>[0] & object;
const read = (): Docs =>
  Object.fromEntries(
    ['admin', 'public', 'private', 'enduser'].map((s) => [
      s,
      JSON.parse(fs.readFileSync(path.join(repo, 'generated/openapi', `${s}.json`), 'utf8')),
    ]),
  ) as Docs;

let mock: MockPlatform;
let session: string;
const call = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
};
const publicGet = (p: string) => call(`${mock.urls.public}${p}`, { headers: { 'x-api-key': mock.credentials.apiKey } });
const self = () =>
  call(`${mock.urls.enduser}/auth/self`, {
    headers: { 'x-api-key': mock.credentials.apiKey, 'x-session-id': session },
  });

beforeAll(async () => {
  mock = await startMockPlatform();
  const login = await call(`${mock.urls.enduser}/auth/login`, {
    method: 'POST',
    headers: { 'x-api-key': mock.credentials.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(mock.credentials.endUser),
  });
  session = login.body.sessionId;
});
afterAll(() => mock?.close());

describe('reloadContracts', () => {
  it('serves a new operation and the new validation, keeping records and sessions', async () => {
    const created = await call(`${mock.urls.public}/box?type=quiz_result`, {
      method: 'POST',
      headers: { 'x-api-key': mock.credentials.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'before-reload', value: 7 }),
    });
    expect(created.status).toBe(201);
    expect((await self()).body.email).toBe(mock.credentials.endUser.email);
    expect((await publicGet('/v1/ping')).status).toBe(404);

    const docs = read();
    docs.public.paths['/v1/ping'] = {
      get: {
        operationId: 'ping',
        parameters: [{ name: 'n', in: 'query', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'Pong.', content: { 'application/json': { example: { pong: true } } } } },
      },
    };
    await mock.reloadContracts(docs);

    expect(await publicGet('/v1/ping?n=1')).toEqual({ status: 200, body: { pong: true } });
    expect(await publicGet('/v1/ping?n=one')).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    expect(await publicGet('/box/before-reload?type=quiz_result')).toMatchObject({
      status: 200,
      body: { key: 'before-reload', value: 7 },
    });
    expect((await self()).body.email).toBe(mock.credentials.endUser.email);
  });

  it('refuses contracts it cannot serve and keeps the ones it had', async () => {
    const docs = read();
    // No components: the router reads the security schemes from there.
    delete (docs.public as { components?: unknown }).components;
    await expect(mock.reloadContracts(docs)).rejects.toThrow(TypeError);
    expect(await publicGet('/v1/ping?n=2')).toEqual({ status: 200, body: { pong: true } });
  });

  it('without an argument, reads the contracts again from generated/openapi', async () => {
    await mock.reloadContracts();
    expect((await publicGet('/v1/ping?n=1')).status).toBe(404);
    expect((await publicGet('/box/before-reload?type=quiz_result')).status).toBe(200);
  });
});

// Issue 25, item 3: every status the mock answers is one its contract declares. A body the mock
// cannot read (JSON that does not parse, multipart that does not, a body over the size limit) is
// refused before routing, on every operation that takes a body; each of those refusals is sent
// here to each such operation, and its status must be declared for it (400 and 413 from the
// shared BadRequest and PayloadTooLarge responses), so the SDK's typed errors match the contract.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEndUserClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

const SURFACES = ['admin', 'public', 'private', 'enduser'] as const;
type Operation = { operationId: string; requestBody?: unknown; responses: Record<string, unknown> };
const withBodies = SURFACES.flatMap((surface) => {
  const doc = JSON.parse(
    fs.readFileSync(new URL(`../../generated/openapi/${surface}.json`, import.meta.url), 'utf8'),
  ) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op && typeof op === 'object' && 'requestBody' in op)
      .map(([method, op]) => ({ surface, method: method.toUpperCase(), path, operation: op })),
  );
});

const LIMIT = 4096;
let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ maxBodyBytes: LIMIT });
});
afterAll(async () => {
  await mock?.close();
});

const url = (surface: (typeof SURFACES)[number], path: string) =>
  `${mock.urls[surface]}${path.replace(/\{[^}]+\}/g, '65f1c0a2e4b0a1b2c3d4e5f6')}`;

const BAD_BODIES = {
  'JSON that does not parse': {
    headers: { 'content-type': 'application/json' },
    body: '{"title": "unfinished',
    status: 400,
    code: 'INVALID_JSON',
  },
  'multipart that does not parse': {
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    body: 'no boundary here',
    status: 400,
    code: 'INVALID_MULTIPART',
  },
  'a body over the size limit': {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value: 'x'.repeat(LIMIT) }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
};

it('finds the operations that take a body on every surface', () => {
  expect(withBodies.length).toBeGreaterThan(60);
  expect(new Set(withBodies.map((o) => o.surface))).toEqual(new Set(SURFACES));
});

describe.each(Object.entries(BAD_BODIES))('%s', (_name, bad) => {
  it('is answered with a status each operation declares', async () => {
    const undeclared: string[] = [];
    for (const { surface, method, path, operation } of withBodies) {
      const response = await fetch(url(surface, path), { method, headers: bad.headers, body: bad.body });
      const body = (await response.json()) as { code?: string };
      expect(`${surface}.${operation.operationId} ${response.status} ${body.code}`).toBe(
        `${surface}.${operation.operationId} ${bad.status} ${bad.code}`,
      );
      if (!Object.hasOwn(operation.responses, String(response.status)))
        undeclared.push(`${surface}.${operation.operationId} ${response.status}`);
    }
    expect(undeclared).toEqual([]);
  });
});

it('gives the end user’s request-action update a body without `status`; one that sends it is refused 422 naming it', async () => {
  const enduser = JSON.parse(fs.readFileSync(new URL('../../generated/openapi/enduser.json', import.meta.url), 'utf8'));
  const put = enduser.paths['/request-action/{id}'].put;
  const schema = enduser.components.schemas[put.requestBody.content['application/json'].schema.$ref.split('/').pop()];
  expect(Object.keys(schema.properties)).not.toContain('status');
  expect(schema.additionalProperties).toBe(false);

  const luka = await createEndUserClient({
    baseUrl: mock.urls.enduser,
    apiKey: mock.credentials.apiKey,
    ...mock.credentials.endUser,
  });
  const mine = (await luka.GET('/request-action')).data.data[0]!;
  const id = { params: { path: { id: mine._id } } };
  await expect(
    luka.PUT('/request-action/{id}', { ...id, body: { status: 'confirmed' } as never }),
  ).rejects.toMatchObject({
    status: 422,
    body: { details: { field: 'status' } },
  });
  expect((await luka.GET('/request-action/{id}', id)).data.status).toBe(mine.status);
  const { data } = await luka.PUT('/request-action/{id}', { ...id, body: { title: 'Kitchen tap, still dripping' } });
  expect(data).toMatchObject({ title: 'Kitchen tap, still dripping', version: mine.version + 1 });
});

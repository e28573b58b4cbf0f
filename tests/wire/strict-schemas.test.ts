// Issue 24, item 3: the zod schemas are as strict as the types. A field the contract says is never
// present (a `false` schema, typed `never`) fails `validate` whatever its value, and recursive
// schemas recurse, checked on answers from a real HTTP server on loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseValidationError, createEndUserClient, createPublicClient } from '../../src/index.js';
import * as enduserSchemas from '../../src/zod/enduser.js';
import {
  CreateRequestActionBody,
  GetBoxResponse,
  GetOrgChartResponse,
  ListBoxesQueryParams,
} from '../../src/zod/enduser.js';
import * as publicSchemas from '../../src/zod/public.js';
import { GetOwnProjectResponse } from '../../src/zod/public.js';
import { startServer, type TestServer } from '../support/server.js';

const id = '65f1c0a2e4b0a1b2c3d4e5f6';

let server: TestServer;
afterEach(() => server?.close());

const project = (extra: Record<string, unknown> = {}) => ({
  _id: id,
  name: 'Tbilisi Books',
  languages: ['ka', 'en'],
  providers: [{ _id: id, name: 'tbc', type: 'v2', active: true }],
  created: '2026-03-14T09:26:53.589Z',
  ...extra,
});

const person = (name: string, children: unknown[] = []) => ({ _id: id, name, children });

async function failure(call: Promise<unknown>): Promise<ResponseValidationError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ResponseValidationError);
  return error as ResponseValidationError;
}

describe('a field the contract says is never present', () => {
  const site = () =>
    createPublicClient({ baseUrl: server.url, apiKey: 'pk_test', maxRetries: 0, validate: publicSchemas });

  it('passes validate when it is absent', async () => {
    server = await startServer(() => ({ body: project() }));
    const { data } = await site().GET('/project/self');
    expect(data.created).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(data).not.toHaveProperty('private_api_key');
  });

  it.each([
    ['private_api_key', 'sk_live_leaked'],
    ['private_api_key', null],
    ['private_api_key', ''],
    ['api_key', 'pk_test'],
    ['api_key', { key: 1 }],
  ])('fails validate when the public project carries %s (%j)', async (field, value) => {
    server = await startServer(() => ({ body: project({ [field]: value }) }));
    const error = await failure(site().GET('/project/self'));
    expect(error.request).toBe('GET /project/self');
    expect(error.path).toBe(field);
    // The error names the place, never the leaked value.
    if (typeof value === 'string' && value) expect(error.message).not.toContain(value);
  });

  it('is refused both ways: the client value encoded and the wire JSON decoded', () => {
    // A client value, typed loosely on purpose: the check is at run time.
    const encode = (value: object) => GetOwnProjectResponse.safeEncode(value as never).success;
    expect(encode({ ...project(), created: new Date() })).toBe(true);
    expect(encode({ ...project(), created: new Date(), private_api_key: 'sk' })).toBe(false);
    expect(GetOwnProjectResponse.safeParse(project()).success).toBe(true);
    expect(GetOwnProjectResponse.safeParse(project({ private_api_key: 'sk' })).success).toBe(false);
  });
});

describe('a recursive schema (the org chart)', () => {
  const me = () =>
    createEndUserClient({
      baseUrl: server.url,
      apiKey: 'pk_test',
      sessionId: 'session',
      maxRetries: 0,
      validate: enduserSchemas,
    });

  it('accepts a chart three levels deep', async () => {
    const chart = person('Nino', [person('Davit', [person('Tamar')]), person('Giorgi')]);
    server = await startServer(() => ({ body: chart }));
    const { data } = await (await me()).GET('/intranet/orgChart');
    expect(data.children[0]!.children[0]!.name).toBe('Tamar');
    expect(GetOrgChartResponse.parse(chart)).toEqual(chart);
  });

  it.each([
    ['/intranet/orgChart', 'children[0]._id'],
    ['/intranet/managementChart', 'children[0]._id'],
  ] as const)('%s: children that are not people fail validate', async (path, at) => {
    server = await startServer(() => ({ body: person('Nino', [{ nope: 1 }, 'x', 42]) }));
    const error = await failure((await me()).GET(path));
    expect(error.path).toBe(at);
    expect(error.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['children.0._id', 'children.0.children', 'children.1', 'children.2']),
    );
  });

  it('checks every level, however deep', () => {
    const deep = person('a', [person('b', [person('c', [person('d', [{ _id: id, name: 'e', children: [7] }])])])]);
    const result = GetOrgChartResponse.safeParse(deep);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([
      'children',
      0,
      'children',
      0,
      'children',
      0,
      'children',
      0,
      'children',
      0,
    ]);
  });
});

// An optional property is `.exactOptional()` (`key?: T`, as the types say under either setting of
// exactOptionalPropertyTypes): an answer may leave it out but never holds it as undefined, and a
// request schema accepts what the fetcher accepts, dropping undefined as the transport does.
describe('an optional property', () => {
  const box = { _id: id, key: 'wishlist', type: 'web_property_wishlist', value: { rooms: 3 } };

  it('may be absent from an answer, but not present as undefined (JSON never holds one)', () => {
    expect(GetBoxResponse.parse(box)).toEqual(box);
    const result = GetBoxResponse.safeParse({ ...box, created: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['created']]);
  });

  it('in a request body: undefined is left out, as the fetcher sends it, at any depth', async () => {
    server = await startServer(() => ({ status: 201, body: {} }));
    const me = await createEndUserClient({
      baseUrl: server.url,
      apiKey: 'pk_test',
      sessionId: 'session',
      maxRetries: 0,
    });
    const body = {
      type: 'visit' as const,
      title: 'Plumber',
      description: undefined,
      data: { floor: 3, note: undefined },
    };
    await me.POST('/request-action', { body });
    const sent: unknown = JSON.parse(server.requests[0]!.body.toString());
    expect(sent).toEqual({ type: 'visit', title: 'Plumber', data: { floor: 3 } });
    const parsed = CreateRequestActionBody.parse(body);
    expect(parsed).toStrictEqual(sent);
    expect(Object.keys(parsed.data!)).toEqual(['floor']);
    // What is there is still checked.
    expect(CreateRequestActionBody.safeParse({ ...body, description: 7 }).error?.issues[0]?.path).toEqual([
      'description',
    ]);
  });

  it('in query parameters: undefined is left out too', () => {
    expect(ListBoxesQueryParams.parse({ type: 'quiz_result', page: 2, limit: undefined })).toStrictEqual({
      type: 'quiz_result',
      page: 2,
    });
  });
});

// Each client kind against a real HTTP server on loopback: what goes on the wire.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  NotFoundError,
  ServerError,
  UnauthorizedError,
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
} from '../../src/index.js';
import { QueryClient } from '@tanstack/react-query';
import { getRequestActionQueryOptions } from '../../src/query/admin.js';
import { uploadImageLegacyMutation } from '../../src/query/public.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const token = fakeJwt({
  _id: '65f1c0a2e4b0a1b2c3d4e5a1',
  email: 'nino@example.ge',
  fullName: 'Nino Beridze',
  permissions: { cms: { '*': 3 }, '*': { '*': 'Read' } },
});

let server: TestServer;
afterEach(() => server?.close());

const page = { data: [], total: 0, page: 1, limit: 20 };
/** The message the spec fixes for an admin client given no usable credentials. */
const NO_CREDENTIALS = 'Session ID and access token or email and password must be provided';

describe('admin client', () => {
  it.each([
    [{}],
    [{ email: 'a@b.c' }],
    [{ password: 'x' }],
    [{ sessionId: 's' }],
    [{ accessToken: token }],
    [{ sessionId: 's', password: 'x' }],
    [{ email: 'a@b.c', accessToken: token }],
  ])('rejects %j with the spec message', async (credentials) => {
    await expect(createAdminClient({ baseUrl: 'http://127.0.0.1:1', ...credentials })).rejects.toThrow(
      new Error(NO_CREDENTIALS),
    );
  });

  it('reuses a session with no request, and reads self and permissions from the token', async () => {
    server = await startServer(() => ({ body: page }));
    const admin = await createAdminClient({ baseUrl: server.url, sessionId: 'sess-1', accessToken: token });
    expect(server.requests).toHaveLength(0);
    expect(admin.self).toEqual({ _id: '65f1c0a2e4b0a1b2c3d4e5a1', email: 'nino@example.ge', fullName: 'Nino Beridze' });
    expect(admin.session).toEqual({ sessionId: 'sess-1', accessToken: token });
    expect(admin.can('cms', 'publish', 'Write')).toBe(true);
    expect(admin.can('payment', 'refund', 'Write')).toBe(false);
    expect(admin.can('payment', 'refund', 'Read')).toBe(true);
  });

  it('signs in through both logins with the same credentials, sending no session', async () => {
    server = await startServer((req) =>
      req.path === '/auth/admin/login'
        ? { body: { accessToken: token, user: {} } }
        : req.path === '/auth/login'
          ? { body: { sessionId: 'legacy-session', user: {} } }
          : { body: page },
    );
    const admin = await createAdminClient({
      baseUrl: server.url,
      email: 'nino@example.ge',
      password: 'pw',
      projectId: project,
    });
    const logins = server.requests.filter((r) => r.method === 'POST');
    expect(logins.map((r) => r.path).sort()).toEqual(['/auth/admin/login', '/auth/login']);
    for (const login of logins) {
      expect(JSON.parse(login.body.toString())).toEqual({ email: 'nino@example.ge', password: 'pw' });
      expect(login.headers.authorization).toBeUndefined();
      expect(login.headers['x-session-id']).toBeUndefined();
    }
    expect(admin.session).toEqual({ sessionId: 'legacy-session', accessToken: token });

    await admin.GET('/request-action');
    const call = server.requests.at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${token}`);
    expect(call.headers['x-session-id']).toBe('legacy-session');
  });

  it('sends one login for wrong credentials: the legacy login only follows a successful admin login', async () => {
    server = await startServer((req) =>
      req.path === '/auth/admin/login'
        ? { status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } }
        : { body: { sessionId: 'legacy-session', user: {} } },
    );
    const error = await createAdminClient({
      baseUrl: server.url,
      email: 'nino@example.ge',
      password: 'wrong',
      projectId: project,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/admin/login']);
  });

  it('fills projectId unless the call gives one, and joins list filters with commas', async () => {
    server = await startServer(() => ({ body: page }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: token,
      projectId: project,
    });
    await admin.GET('/request-action', {
      params: { query: { statuses: ['pending', 'confirmed'], types: [], userIds: ['65f1c0a2e4b0a1b2c3d4e5f7'] } },
    });
    await admin.GET('/request-action', { params: { query: { projectId: '65f1c0a2e4b0a1b2c3d4e5ff' } } });
    await admin.GET('/projects');
    const [first, second, third] = server.requests;
    expect(first!.query.get('projectId')).toBe(project);
    expect(first!.url).toContain('statuses=pending,confirmed');
    expect(first!.query.has('types')).toBe(false);
    expect(first!.query.get('userIds')).toBe('65f1c0a2e4b0a1b2c3d4e5f7');
    expect(second!.query.get('projectId')).toBe('65f1c0a2e4b0a1b2c3d4e5ff');
    expect(third!.query.has('projectId')).toBe(false);
  });

  it('keeps only v2 providers of a project', async () => {
    server = await startServer(() => ({
      body: {
        _id: project,
        name: 'P',
        providers: [
          { type: 'v1', name: 'old' },
          { type: 'v2', name: 'new' },
        ],
      },
    }));
    const admin = await createAdminClient({ baseUrl: server.url, sessionId: 's', accessToken: token });
    const { data } = await admin.GET('/project/{id}', { params: { path: { id: project } } });
    expect(data.providers.map((p) => p.name)).toEqual(['new']);
  });

  it('keeps only v2 providers on every project of a page, and on the public project', async () => {
    const providers = [{ type: 'v1', name: 'old' }, { type: 'v2', name: 'new' }, { name: 'untyped' }];
    server = await startServer((req) =>
      req.path === '/projects'
        ? { body: { ...page, data: [{ _id: 'a', providers }, { _id: 'b' }], total: 2 } }
        : req.path === '/request-action'
          ? { body: { ...page, data: [{ _id: 'r', providers }], total: 1 } }
          : { body: { _id: project, providers } },
    );
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: token,
      projectId: project,
    });
    const { data: projects } = await admin.GET('/projects');
    expect(projects.data).toEqual([{ _id: 'a', providers: [{ type: 'v2', name: 'new' }] }, { _id: 'b' }]);
    // Only project answers are touched: another operation's `providers` field passes as it came.
    const { data: actions } = await admin.GET('/request-action');
    expect((actions.data[0] as unknown as { providers: unknown }).providers).toEqual(providers);
    const { data: own } = await createPublicClient({ baseUrl: server.url, apiKey: 'pk' }).GET('/project/self');
    expect(own.providers).toEqual([{ type: 'v2', name: 'new' }]);
  });

  it('reads a CSV download as a Blob', async () => {
    server = await startServer(() => ({ headers: { 'content-type': 'text/csv' }, body: 'id,total\n1,10\n' }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: token,
      projectId: project,
    });
    const { data } = await admin.GET('/payment/transaction/csv');
    expect(data).toBeInstanceOf(Blob);
    expect(await (data as Blob).text()).toBe('id,total\n1,10\n');
    // The Blob has the answer's type; an answer that names none gives a Blob of none.
    expect((data as Blob).type).toBe('text/csv');
    await server.close();
    server = await startServer(() => ({ body: 'id,total\n' }));
    const untyped = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: token,
      projectId: project,
    });
    const { data: plain } = await untyped.GET('/payment/transaction/csv');
    expect([(plain as Blob).type, await (plain as Blob).text()]).toEqual(['', 'id,total\n']);
  });

  it('sends an upload as multipart with a file part', async () => {
    server = await startServer(() => ({ status: 201, body: { _id: project, name: 'a.txt' } }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: token,
      projectId: project,
    });
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    await admin.POST('/cms/file', { body: form as never });
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body.toString()).toContain('name="file"; filename="a.txt"');
    expect(req.body.toString()).toContain('hello');
  });
});

describe('public, private and end-user clients', () => {
  it('public sends x-api-key only', async () => {
    server = await startServer(() => ({ body: page }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk_public' });
    await client.GET('/box', { params: { query: { type: 'quiz_result' } } });
    const req = server.requests[0]!;
    expect(req.headers['x-api-key']).toBe('pk_public');
    expect(req.headers['x-session-id']).toBeUndefined();
    expect(req.headers.authorization).toBeUndefined();
  });

  it('private sends its private key as x-api-key', async () => {
    server = await startServer(() => ({ body: page }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk_private' });
    await client.GET('/ecommerce/item');
    expect(server.requests[0]!.headers['x-api-key']).toBe('sk_private');
  });

  it('end user logs in with the API key only, then sends key and session', async () => {
    server = await startServer((req) =>
      req.path === '/auth/login' ? { body: { sessionId: 'user-session', user: { _id: 'u' } } } : { body: page },
    );
    const client = await createEndUserClient({ baseUrl: server.url, apiKey: 'pk', email: 'a@b.ge', password: 'pw' });
    await client.GET('/notification');
    const [login, call] = server.requests;
    expect(login!.headers['x-api-key']).toBe('pk');
    expect(login!.headers['x-session-id']).toBeUndefined();
    expect(call!.headers['x-api-key']).toBe('pk');
    expect(call!.headers['x-session-id']).toBe('user-session');
    expect(client.session?.sessionId).toBe('user-session');
  });

  it('serialises v2 and v3 content queries in their wire forms', async () => {
    server = await startServer(() => ({ body: page }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    await client.GET('/v2/cms/content/{apiId}', {
      params: { path: { apiId: 'news' }, query: { filter: { 'f.title': 'Tbilisi' }, sort: { 's.created': 'desc' } } },
    });
    await client.GET('/v3/cms/content/api/{apiId}', {
      params: {
        path: { apiId: 'news' },
        query: {
          lang: 'ka',
          p2: { page: 2, limit: 10 },
          f2: [{ filters: [{ key: 'views', operator: '>=', value: '100', valueType: 'NUMERIC' }] }],
          order: { 'o.views': 'asc' },
        },
      },
    });
    const [v2, v3] = server.requests;
    expect(v2!.query.get('f.title')).toBe('Tbilisi');
    expect(v2!.query.get('s.created')).toBe('desc');
    expect(v3!.query.get('lang')).toBe('ka');
    expect(v3!.query.get('p2[page]')).toBe('2');
    expect(v3!.query.get('p2[limit]')).toBe('10');
    expect(JSON.parse(v3!.query.get('f2')!)).toEqual([
      { filters: [{ key: 'views', operator: '>=', value: '100', valueType: 'NUMERIC' }] },
    ]);
    expect(v3!.query.get('o.views')).toBe('asc');
  });
});

describe('errors', () => {
  it.each([
    [404, { message: 'Request action not found', code: 'NOT_FOUND' }, NotFoundError, 'Request action not found'],
    [401, { message: 'Unauthorized' }, UnauthorizedError, 'Unauthorized'],
    [502, '<html><body>Bad gateway</body></html>', ServerError, 'Bad Gateway'],
    [500, undefined, ServerError, 'Internal Server Error'],
    [418, 'short and stout', ApiError, "I'm a Teapot"],
  ])('%i with %j becomes %o', async (status, body, Class, message) => {
    const headers: Record<string, string> = typeof body === 'string' ? { 'content-type': 'text/html' } : {};
    server = await startServer(() => ({ status, body, headers }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toBe(message);
  });

  it('the error body is what the server sent, nothing added; details revived when it gives them', async () => {
    server = await startServer((req) =>
      req.path === '/v1/cms/structure'
        ? { status: 409, body: { message: 'taken', code: 'TAKEN' } }
        : { status: 422, body: { message: 'bad', details: { at: '2026-03-14T09:26:53.589Z', field: 'x' } } },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    const plain = (await client.GET('/v1/cms/structure').catch((e: unknown) => e)) as ApiError;
    expect(plain.body).toStrictEqual({ message: 'taken', code: 'TAKEN' });
    const detailed = (await client.GET('/project/self').catch((e: unknown) => e)) as ApiError;
    expect(detailed.body).toStrictEqual({
      message: 'bad',
      details: { at: new Date('2026-03-14T09:26:53.589Z'), field: 'x' },
    });
  });

  it('revives the date-time fields of success bodies (tests/wire/dates.test.ts has the rest)', async () => {
    server = await startServer(() => ({
      body: {
        _id: 'b1',
        key: 'k',
        type: 'quiz_result',
        value: { day: '2026-03-14' },
        created: '2026-03-14T09:26:53.589Z',
        updated: '2026-03-14T09:26:53Z',
      },
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const { data } = await client.GET('/box/{id}', { params: { path: { id: 'k' }, query: { type: 'quiz_result' } } });
    expect(data.created).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(data.updated).toEqual(new Date('2026-03-14T09:26:53.000Z'));
    expect(data.value).toEqual({ day: '2026-03-14' });
  });
});

describe('the hooks way in (generated query options and mutations, no React)', () => {
  it('sends the same request and returns the same data as the fetcher', async () => {
    const body = { _id: 'x', created: '2026-03-14T09:26:53.589Z' };
    server = await startServer(() => ({ body }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: token,
      projectId: project,
    });
    const viaFetcher = await admin.GET('/request-action/{id}', { params: { path: { id: 'a/b c' } } });
    const options = getRequestActionQueryOptions(admin, 'a/b c');
    const viaHook = await options.queryFn({
      queryKey: options.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
      client: new QueryClient(),
    } as never);
    expect(viaHook).toEqual(viaFetcher.data);
    expect((viaHook as { created: unknown }).created).toBeInstanceOf(Date);
    const [a, b] = server.requests;
    expect(b!.url).toBe(a!.url);
    expect(b!.headers.authorization).toBe(a!.headers.authorization);
    expect(a!.path).toBe('/request-action/a%2Fb%20c');
  });

  it('sends a multipart upload as the transport encodes it (the typed object, boundary written by fetch)', async () => {
    server = await startServer(() => ({ status: 201, body: { _id: 'img' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const data = await uploadImageLegacyMutation.send(
      client,
      { data: { file: new Blob(['x'], { type: 'image/png' }) } },
      undefined,
    );
    expect(data).toEqual({ _id: 'img' });
    expect(server.requests[0]!.path).toBe('/cms/image/upload');
    expect(server.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('calendar-day query parameters', () => {
  it('send a Date given for a format: date parameter as its day, and a string as it is', async () => {
    server = await startServer(() => ({ body: [] }));
    const me = await createEndUserClient({ baseUrl: server.url, apiKey: 'pk', sessionId: 's' });
    await me.GET('/intranet/holiday/active', {
      params: { query: { startDate: new Date(2026, 6, 1) as unknown as string, endDate: '2026-07-31' } },
    });
    expect(server.requests[0]!.query.get('startDate')).toBe('2026-07-01');
    expect(server.requests[0]!.query.get('endDate')).toBe('2026-07-31');
  });
});

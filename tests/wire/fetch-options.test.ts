// What a call's init does on the wire (docs/design.md, decisions 18 and 19), against a real HTTP server on loopback:
// typed multipart bodies, parseAs, middleware, and fetch's own fields.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConnectionError,
  MissingProjectIdError,
  NotFoundError,
  createAdminClient,
  createPublicClient,
  isPlatformError,
  type Middleware,
} from '../../src/index.js';
import { fakeJwt, startServer, type Recorded, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const project = '65f1c0a2e4b0a1b2c3d4e5f6';
const admin = () =>
  createAdminClient({ baseUrl: server.url, sessionId: 'sess-1', accessToken: fakeJwt({}), projectId: project });

/** The parts the server received, parsed by the platform's own multipart parser. */
async function partsOf(req: Recorded): Promise<FormData> {
  return new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body: new Uint8Array(req.body),
  }).formData();
}

describe('multipart bodies (docs/design.md, decision 18)', () => {
  it('a typed upload sends its Blob as a file part', async () => {
    server = await startServer(() => ({ status: 201, body: { _id: project, name: 'a.txt' } }));
    const client = await admin();
    await client.POST('/cms/file', { body: { file: new File(['hello'], 'a.txt', { type: 'text/plain' }) } });
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await partsOf(req)).get('file') as File;
    expect(file.name).toBe('a.txt');
    expect(await file.text()).toBe('hello');
  });

  it('every kind of value becomes the part the design says', async () => {
    server = await startServer(() => ({ status: 201, body: {} }));
    const client = await admin();
    await client.request('POST', '/cms/file', {
      body: {
        file: new Blob(['bytes']),
        title: 'Report',
        size: 42,
        draft: false,
        at: new Date('2026-03-14T09:26:53.589Z'),
        tags: ['a', 'b'],
        meta: { lang: 'ka' },
        gone: null,
        missing: undefined,
      },
    });
    const form = await partsOf(server.requests[0]!);
    expect((form.get('file') as File).name).toBe('blob');
    expect(form.get('title')).toBe('Report');
    expect(form.get('size')).toBe('42');
    expect(form.get('draft')).toBe('false');
    expect(form.get('at')).toBe('2026-03-14T09:26:53.589Z');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('meta')).toBe('{"lang":"ka"}');
    expect(form.has('gone')).toBe(false);
    expect(form.has('missing')).toBe(false);
    expect(server.requests[0]!.query.get('projectId')).toBe(project);
  });

  it('a FormData is sent as it is, and a JSON operation still sends JSON', async () => {
    server = await startServer(() => ({ status: 201, body: {} }));
    const client = await admin();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'mine.bin');
    await client.POST('/cms/file', { body: form });
    expect(((await partsOf(server.requests[0]!)).get('file') as File).name).toBe('mine.bin');
    const pub = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    await pub.POST('/box', { params: { query: { type: 'quiz_result' } }, body: { key: 'k', value: { at: 1 } } });
    expect(server.requests[1]!.headers['content-type']).toBe('application/json');
  });
});

describe('request bodies', () => {
  it('a string goes as it is; numbers, booleans, null, arrays and objects without a prototype as JSON', async () => {
    server = await startServer(() => ({ status: 201, body: {} }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    const bare = Object.assign(Object.create(null) as object, { key: 'k' });
    for (const body of ['raw text', 5, true, null, [1, 'a'], bare])
      await client.request('POST', '/v3/cms/content', { body });
    expect(server.requests.map((r) => [r.headers['content-type'], r.body.toString()])).toEqual([
      ['text/plain;charset=UTF-8', 'raw text'],
      ['application/json', '5'],
      ['application/json', 'true'],
      ['application/json', 'null'],
      ['application/json', '[1,"a"]'],
      ['application/json', '{"key":"k"}'],
    ]);
  });

  it('a multipart operation given an array or null sends it as JSON: only an object has fields', async () => {
    server = await startServer(() => ({ status: 201, body: {} }));
    const client = await admin();
    for (const body of [['a'], null]) await client.request('POST', '/cms/file', { body });
    expect(server.requests.map((r) => [r.headers['content-type'], r.body.toString()])).toEqual([
      ['application/json', '["a"]'],
      ['application/json', 'null'],
    ]);
  });

  it('a header given as undefined or null is left out, whatever its name', async () => {
    server = await startServer(() => ({ body: {} }));
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk-1234',
      headers: { 'x-client': undefined as unknown as string },
    });
    await client.GET('/v1/cms/structure', {
      headers: { 'x-trace': undefined, 'x-span': null as unknown as string, 'not a name': undefined, 'x-kept': 'k' },
    });
    const headers = server.requests[0]!.headers;
    expect([headers['x-trace'], headers['x-span'], headers['x-client'], headers['x-kept']]).toEqual([
      undefined,
      undefined,
      undefined,
      'k',
    ]);
  });
});

describe('parseAs (docs/design.md, decisions 18 and 19)', () => {
  const csv = 'id,total\n1,10\n';
  it.each([
    ['text', (data: unknown) => expect(data).toBe(csv)],
    ['blob', async (data: unknown) => expect(await (data as Blob).text()).toBe(csv)],
    ['arrayBuffer', (data: unknown) => expect(new TextDecoder().decode(data as ArrayBuffer)).toBe(csv)],
    ['stream', async (data: unknown) => expect(await new Response(data as ReadableStream).text()).toBe(csv)],
  ] as const)('%s reads the answer that way', async (parseAs, check) => {
    server = await startServer(() => ({ headers: { 'content-type': 'text/csv' }, body: csv }));
    const client = await admin();
    const { data } = await client.GET('/payment/transaction/csv', { parseAs });
    await check(data);
  });

  it('the default follows the contract: JSON revived, a CSV download a Blob', async () => {
    server = await startServer((req) =>
      req.path === '/payment/transaction/csv'
        ? { headers: { 'content-type': 'text/csv' }, body: csv }
        : { body: { _id: 'r', created: '2026-03-14T09:26:53.589Z' } },
    );
    const client = await admin();
    expect((await client.GET('/payment/transaction/csv')).data).toBeInstanceOf(Blob);
    const { data } = await client.GET('/request-action/{id}', { params: { path: { id: 'r' } } });
    expect(data.created).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    const json = await client.GET('/request-action/{id}', { params: { path: { id: 'r' } }, parseAs: 'json' });
    expect(json.data.created).toBeInstanceOf(Date);
  });

  it('an error answer is read as the error body, whatever parseAs says', async () => {
    server = await startServer(() => ({ status: 404, body: { message: 'No export', code: 'NONE' } }));
    const client = await admin();
    const error = await client.GET('/payment/transaction/csv', { parseAs: 'stream' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('NONE');
  });

  it('with stream, the timeout covers the headers only: the caller reads a slow body', async () => {
    const http = await import('node:http');
    const slow = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('a,');
      setTimeout(() => res.end('b'), 300);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const port = (slow.address() as { port: number }).port;
    try {
      const client = createPublicClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'pk-1234', timeout: 100 });
      const { data } = await client.GET('/v1/cms/structure', { parseAs: 'stream' });
      expect(await new Response(data).text()).toBe('a,b');
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((r) => slow.close(() => r()));
    }
  });
});

describe('middleware (docs/design.md, decision 19)', () => {
  it('runs onRequest in order and onResponse in reverse; a returned Request or Response replaces it', async () => {
    server = await startServer((req) => ({
      body: { seen: req.headers['x-trace-id'] ?? null, signed: req.headers['x-signature'] ?? null },
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    const order: string[] = [];
    const tracing: Middleware = {
      onRequest({ request }) {
        order.push('trace:req');
        request.headers.set('x-trace-id', 'trace-1');
      },
      onResponse() {
        order.push('trace:res');
      },
    };
    const signing: Middleware = {
      onRequest({ request, schemaPath }) {
        order.push(`sign:req ${schemaPath}`);
        const headers = new Headers(request.headers);
        headers.set('x-signature', `sig(${request.headers.get('x-trace-id')})`);
        return new Request(request, { headers });
      },
      async onResponse({ response }) {
        order.push('sign:res');
        const body = await response.json();
        return Response.json({ ...body, wrapped: true }, { status: response.status, headers: response.headers });
      },
    };
    client.use(tracing, signing);
    const { data } = await client.GET('/v1/cms/structure');
    expect(order).toEqual(['trace:req', 'sign:req /v1/cms/structure', 'sign:res', 'trace:res']);
    expect(data).toEqual({ seen: 'trace-1', signed: 'sig(trace-1)', wrapped: true });
  });

  it('a Response from onRequest ends the call there: nothing is sent', async () => {
    server = await startServer(() => ({ body: { from: 'server' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    client.use({ onRequest: () => Response.json({ models: ['cached'] }) });
    expect((await client.GET('/v1/cms/structure')).data).toEqual({ models: ['cached'] });
    expect(server.requests).toHaveLength(0);
  });

  it('a Response from onRequest with no body at all: an error names its status, a Blob is empty', async () => {
    server = await startServer(() => ({ body: {} }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxRetries: 0 });
    const answer = { status: 404 };
    client.use({ onRequest: () => new Response(null, answer) });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect([(error as NotFoundError).message, (error as NotFoundError).body]).toEqual([
      'HTTP 404',
      { message: 'HTTP 404' },
    ]);
    answer.status = 200;
    const { data } = await client.GET('/v1/cms/structure', { parseAs: 'blob' });
    expect([(data as Blob).size, (data as Blob).type]).toEqual([0, '']);
    expect(server.requests).toHaveLength(0);
  });

  it('runs for every attempt, with one id per call; eject removes it', async () => {
    let n = 0;
    server = await startServer(() =>
      n++ === 0 ? { status: 503, headers: { 'retry-after': '0' }, body: { message: 'down' } } : { body: {} },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    const ids: string[] = [];
    const counting: Middleware = { onRequest: ({ id }) => void ids.push(id) };
    const others: string[] = [];
    const other: Middleware = { onRequest: ({ id }) => void others.push(id) };
    client.use(counting, other);
    await client.GET('/v1/cms/structure');
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    // Ejecting one never added removes nothing (not the last one, as splice(-1) would).
    client.eject({ onRequest: () => undefined });
    client.eject(counting);
    await client.GET('/v1/cms/structure');
    expect(ids).toHaveLength(2);
    expect(others).toHaveLength(3);
  });

  it('onError sees a failure to get an answer (not an HTTP error) and may answer instead', async () => {
    server = await startServer(() => ({ status: 404, body: { message: 'nope' } }));
    const errors: unknown[] = [];
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxRetries: 0 });
    client.use({ onError: ({ error }) => void errors.push(error) });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(NotFoundError);
    expect(errors).toHaveLength(0);

    const offline = createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-1234', maxRetries: 0 });
    offline.use({ onError: ({ error }) => void errors.push(error) });
    await expect(offline.GET('/v1/cms/structure')).rejects.toBeInstanceOf(ConnectionError);
    expect(errors).toHaveLength(1);
    offline.use({ onError: () => Response.json({ models: ['offline'] }) });
    expect((await offline.GET('/v1/cms/structure')).data).toEqual({ models: ['offline'] });
  });
});

describe('onError', () => {
  it('is told the request and the failure; an Error it returns replaces the failure, for the next onError and the caller', async () => {
    const offline = createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-1234', maxRetries: 0 });
    const mine = new Error('offline, as the app words it');
    const seen: Array<[string, string, string, unknown]> = [];
    offline.use(
      {
        onError: ({ request, schemaPath, error }) => (
          seen.push([request.method, request.url, schemaPath, error]), mine
        ),
      },
      { onError: ({ request, schemaPath, error }) => void seen.push([request.method, request.url, schemaPath, error]) },
    );
    const error = await offline
      .GET('/box/{id}', { params: { path: { id: 'b1' }, query: { type: 'quiz_result' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).cause).toBe(mine);
    // No code anywhere in the cause chain: the message names none.
    expect((error as ConnectionError).message).toBe('GET http://127.0.0.1:9/box/b1: could not reach the platform.');
    const url = 'http://127.0.0.1:9/box/b1?type=quiz_result';
    expect(seen.map(([method, u, path]) => [method, u, path])).toEqual([
      ['GET', url, '/box/{id}'],
      ['GET', url, '/box/{id}'],
    ]);
    expect(seen[0]![3]).toBeInstanceOf(TypeError);
    expect(seen[1]![3]).toBe(mine);
  });
});

describe("fetch's own fields (docs/design.md, decision 19)", () => {
  it('reach an injected fetch; redirect stays manual', async () => {
    const seen: Request[] = [];
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk-1234',
      // Answers itself: Node's fetch checks `integrity` against the body.
      fetch: async (request) => {
        seen.push(request);
        return Response.json({});
      },
    });
    await client.GET('/v1/cms/structure', {
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
      keepalive: true,
      referrer: 'about:client',
      referrerPolicy: 'no-referrer',
      integrity: 'sha256-abc',
    });
    const r = seen[0]!;
    expect([
      r.credentials,
      r.cache,
      r.mode,
      r.keepalive,
      r.referrer,
      r.referrerPolicy,
      r.integrity,
      r.redirect,
    ]).toEqual(['include', 'no-store', 'cors', true, 'about:client', 'no-referrer', 'sha256-abc', 'manual']);
  });

  it('an untyped redirect field cannot turn redirects back on', async () => {
    server = await startServer(() => ({ body: {} }));
    const seen: Request[] = [];
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk-1234',
      fetch: (request) => (seen.push(request), fetch(request)),
    });
    await client.GET('/v1/cms/structure', { redirect: 'follow' } as never);
    expect(seen[0]!.redirect).toBe('manual');
  });
});

describe('projectId (docs/design.md, decision 5)', () => {
  it('an admin client without one: a call that omits it fails before sending; one that gives it is sent', async () => {
    server = await startServer(() => ({ body: { data: [], total: 0, page: 1, limit: 20 } }));
    const noProject = await createAdminClient({ baseUrl: server.url, sessionId: 'sess-1', accessToken: fakeJwt({}) });
    const error = await noProject.request('GET', '/request-action').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingProjectIdError);
    expect(isPlatformError(error)).toBe(true);
    expect((error as MissingProjectIdError).url).toBe(`${server.url}/request-action`);
    expect((error as MissingProjectIdError).message).toBe(
      `GET ${server.url}/request-action: \`projectId\` is missing.`,
    );
    expect(server.requests).toHaveLength(0);
    await noProject.GET('/request-action', { params: { query: { projectId: project } } });
    expect(server.requests[0]!.query.get('projectId')).toBe(project);
    // Operations that take no projectId are not affected, nor one the contract does not have.
    await noProject.GET('/projects');
    await noProject.request('GET', '/not/in/the/contract');
    expect(server.requests.map((r) => r.url)).toEqual([
      `/request-action?projectId=${project}`,
      '/projects',
      '/not/in/the/contract',
    ]);
  });
});

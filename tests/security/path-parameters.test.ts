// docs/design.md, decision 20: a path parameter of `.` or `..`, as given or once decoded, would let the URL
// parser collapse the path onto another resource (`DELETE /auth/role/R1/permission/..` is
// `DELETE /auth/role/R1/`). It is refused before anything is sent.
import { afterEach, describe, expect, it } from 'vitest';
import {
  PathParameterError,
  createAdminClient,
  createPublicClient,
  createPrivateClient,
  isPlatformError,
  upsertBox,
} from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const DOTS = ['.', '..', '%2e', '%2e%2e', '%2E%2E', '.%2e', '%2e.'];

describe('dot segments in path parameters', () => {
  it.each(DOTS)('%s as a permission id never reaches the server', async (pid) => {
    server = await startServer(() => ({ status: 204 }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 'sess-1',
      accessToken: fakeJwt({}),
      projectId: 'p1',
    });
    const error = await admin
      .DELETE('/auth/role/{id}/permission/{pid}', { params: { path: { id: 'R1', pid } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PathParameterError);
    expect(isPlatformError(error)).toBe(true);
    expect((error as PathParameterError).parameter).toBe('pid');
    expect((error as PathParameterError).method).toBe('DELETE');
    expect((error as PathParameterError).url).toBe(`${server.url}/auth/role/{id}/permission/{pid}`);
    expect(server.requests).toHaveLength(0);
  });

  it('a refund of `..` does not become POST /payment/transaction', async () => {
    server = await startServer(() => ({ body: {} }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 'sess-1',
      accessToken: fakeJwt({}),
      projectId: 'p1',
    });
    await expect(
      admin.POST('/payment/transaction/{id}/refund', { params: { path: { id: '..' } }, body: {} as never }),
    ).rejects.toBeInstanceOf(PathParameterError);
    expect(server.requests).toHaveLength(0);
  });

  it('upsertBox with the key `..` sends nothing', async () => {
    server = await startServer(() => ({ body: {} }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    await expect(upsertBox(client, { key: '..', type: 'quiz_result', value: 1 })).rejects.toBeInstanceOf(
      PathParameterError,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('a missing parameter is a PathParameterError too, naming it', async () => {
    const client = createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-1234' });
    const error = await client.GET('/v3/cms/content/{id}', { params: { path: { id: '' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PathParameterError);
    expect((error as PathParameterError).parameter).toBe('id');
  });

  it('the message says which parameter and why; a call with no params at all is refused the same way', async () => {
    const client = createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-1234' });
    const missing = await client.request('GET', '/box/{id}', {}).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PathParameterError);
    expect((missing as PathParameterError).parameter).toBe('id');
    expect((missing as PathParameterError).message).toBe(
      'GET http://127.0.0.1:9/box/{id}: the path parameter `id` is missing.',
    );
    const dots = await client.request('GET', '/box/{id}', { params: { path: { id: '..' } } }).catch((e: unknown) => e);
    expect((dots as PathParameterError).message).toBe(
      'GET http://127.0.0.1:9/box/{id}: the path parameter `id` is `.` or `..`.',
    );
  });

  it('values that only contain dots, or a slash, are sent encoded as one segment', async () => {
    server = await startServer(() => ({ body: { _id: 'x' } }));
    const client = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk-1234' });
    for (const id of ['...', 'a..b', '../x', '%2e%2e%2f'])
      await client.DELETE('/image/{id}', { params: { path: { id } } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/image/...',
      '/image/a..b',
      '/image/..%2Fx',
      '/image/%252e%252e%252f',
    ]);
  });
});

// docs/design.md, decision 20: every transport error but ApiError names the method and the URL without
// its query; every error carries `method` and `url`; a connection failure names its root code.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  ConnectionError,
  NotFoundError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
  createAdminClient,
  createPublicClient,
  type PlatformError,
} from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('what an error says', () => {
  it('a refused connection names the method, the URL without its query, and ECONNREFUSED', async () => {
    const port = await freePort();
    const admin = await createAdminClient({
      baseUrl: `http://127.0.0.1:${port}`,
      sessionId: 's',
      accessToken: fakeJwt({}),
      projectId: 'p-1',
      maxRetries: 0,
    });
    const error = (await admin
      .GET('/request-action', { params: { query: { statuses: ['pending'] } } })
      .catch((e: unknown) => e)) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toBe(
      `GET http://127.0.0.1:${port}/request-action: could not reach the platform (ECONNREFUSED).`,
    );
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`http://127.0.0.1:${port}/request-action`);
  });

  it('timeouts, aborts, parse errors and size errors name them too', async () => {
    server = await startServer(async (req) => {
      if (req.path === '/v1/cms/structure') await new Promise((r) => setTimeout(r, 300));
      if (req.path === '/project/self') return { headers: { 'content-type': 'application/json' }, body: '{oops' };
      return { body: { models: 'z'.repeat(2000) } };
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxRetries: 0 });
    const url = `${server.url}/v1/cms/structure`;
    const caught = (call: Promise<unknown>) => call.catch((e: unknown) => e);
    const cases: Array<[Promise<unknown>, new (...a: never[]) => PlatformError, string]> = [
      [caught(client.GET('/v1/cms/structure', { timeout: 50 })), TimeoutError, url],
      [caught(client.GET('/v1/cms/structure', { signal: AbortSignal.timeout(50) })), AbortError, url],
      [caught(client.GET('/project/self')), ResponseParseError, `${server.url}/project/self`],
      [
        caught(
          createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234', maxResponseBytes: 100 }).GET('/cms/{apiId}', {
            params: { path: { apiId: 'news' } },
          }),
        ),
        ResponseTooLargeError,
        `${server.url}/cms/news`,
      ],
    ];
    for (const [call, Class, at] of cases) {
      const error = (await call) as PlatformError;
      expect(error).toBeInstanceOf(Class);
      expect(error.message.startsWith(`GET ${at}: `)).toBe(true);
      expect(error.method).toBe('GET');
      expect(error.url).toBe(at);
    }
  });

  it('an ApiError keeps the body message and carries method and url', async () => {
    server = await startServer(() => ({ status: 404, body: { message: 'No such model' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    const error = (await client
      .GET('/cms/{apiId}', { params: { path: { apiId: 'news' }, query: { page: 2 } as never } })
      .catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('No such model');
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${server.url}/cms/news`);
    expect(error.toJSON()).toMatchObject({ method: 'GET', url: `${server.url}/cms/news` });
  });
});

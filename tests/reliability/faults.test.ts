// Fault injection: a real HTTP server on loopback misbehaves in each way a platform can, and the
// client answers as the README's fault table says. Each test fails without the behaviour it covers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  ApiError,
  ConnectionError,
  RateLimitError,
  ResponseParseError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  createAdminClient,
  createPrivateClient,
  createPublicClient,
} from '../../src/index.js';
import { fakeJwt, startServer, type Handler, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Answers from a list, one per request; the last repeats. */
function sequence(...replies: Array<ReturnType<Handler>>): Handler {
  let i = 0;
  return () => replies[Math.min(i++, replies.length - 1)]!;
}

const ok = { body: { models: [] } };
const unavailable = { status: 503, body: { message: 'Service unavailable' } };

describe('retries', () => {
  it('retries a GET after 503 and returns the answer that came', async () => {
    server = await startServer(sequence(unavailable, ok));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const { data } = await client.GET('/v1/cms/structure');
    expect(data).toEqual({ models: [] });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    server = await startServer(sequence(unavailable));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 1 });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(2);
  });

  it('takes maxRetries per call over the client setting', async () => {
    server = await startServer(sequence(unavailable));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 2 });
    await expect(client.GET('/v1/cms/structure', { maxRetries: 0 })).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(1);
  });

  it('retries 408 and 429 on a PUT', async () => {
    server = await startServer(
      sequence(
        { status: 408, body: { message: 'timeout' } },
        { status: 429, headers: { 'retry-after': '0' }, body: { message: 'slow down' } },
        ok,
      ),
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    await client.PUT('/box/{id}', {
      params: { path: { id: 'k' }, query: { type: 'quiz_result' } },
      body: { value: 1 },
    });
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'PUT', 'PUT']);
  });

  it('never retries a box create, a payment or any other POST', async () => {
    server = await startServer(sequence(unavailable));
    const publicClient = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    await expect(
      publicClient.POST('/box', { params: { query: { type: 'quiz_result' } }, body: { key: 'k', value: 1 } }),
    ).rejects.toBeInstanceOf(ServerError);
    const privateClient = createPrivateClient({ baseUrl: server.url, privateApiKey: 'sk' });
    await expect(
      privateClient.POST('/payment/payWithCard', {
        body: { cardId: '65f1c0a2e4b0a1b2c3d4e5f6', amount: 10, currency: 'GEL' },
      }),
    ).rejects.toBeInstanceOf(ServerError);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('retries a POST the contract marks x-idempotent', async () => {
    server = await startServer(sequence(unavailable, { body: { data: [], total: 0, page: 1, limit: 20 } }));
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 's',
      accessToken: fakeJwt({}),
      projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
    });
    await admin.POST('/ecommerce/order-group/search');
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry 4xx other than 408 and 429', async () => {
    server = await startServer(sequence({ status: 404, body: { message: 'nope' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    server = await startServer(
      sequence({ status: 429, headers: { 'retry-after': '1' }, body: { message: 'slow down' } }, ok),
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const started = Date.now();
    await client.GET('/v1/cms/structure');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const at = () => new Date(Date.now() + 1500).toUTCString();
    server = await startServer(sequence({ status: 503, headers: { 'retry-after': at() }, body: { message: 'x' } }, ok));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const started = Date.now();
    await client.GET('/v1/cms/structure');
    // HTTP dates have whole seconds: the wait is between 0.5 and 1.5 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up at once when Retry-After is past the cap', async () => {
    server = await startServer(
      sequence({ status: 429, headers: { 'retry-after': '3600' }, body: { message: 'come back later' } }),
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const started = Date.now();
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).headers.get('retry-after')).toBe('3600');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });
});

describe('connections, timeouts and aborts', () => {
  it('a refused connection is a ConnectionError keeping the original as cause, retried for a GET', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    let attempts = 0;
    const client = createPublicClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'pk',
      maxRetries: 1,
      fetch: (request) => {
        attempts++;
        return fetch(request);
      },
    });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).cause).toBeInstanceOf(Error);
    expect(attempts).toBe(2);
  });

  it('a connection dropped mid-answer is a ConnectionError', async () => {
    const raw = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"models": [');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
    const { port } = raw.address() as AddressInfo;
    try {
      const client = createPublicClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'pk', maxRetries: 0 });
      await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(ConnectionError);
    } finally {
      raw.closeAllConnections();
      await new Promise<void>((r) => raw.close(() => r()));
    }
  });

  it('no answer within timeout is a TimeoutError, per client and per call', async () => {
    server = await startServer(async () => {
      await new Promise((r) => setTimeout(r, 400));
      return ok;
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', timeout: 100, maxRetries: 0 });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    // It names the bound that ended it, and that bound's value.
    expect((error as TimeoutError).message).toBe(
      `GET ${server.url}/v1/cms/structure: no answer within 100 ms (\`timeout\`).`,
    );
    await expect(client.GET('/v1/cms/structure', { timeout: 2_000 })).resolves.toMatchObject({ data: { models: [] } });
  });

  it('a timed-out GET is tried again', async () => {
    let first = true;
    server = await startServer(async () => {
      if (first) {
        first = false;
        await new Promise((r) => setTimeout(r, 400));
      }
      return ok;
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', timeout: 150, maxRetries: 1 });
    await expect(client.GET('/v1/cms/structure')).resolves.toMatchObject({ data: { models: [] } });
    expect(server.requests).toHaveLength(2);
  });

  it("the caller's signal ends the request with an AbortError and is never retried", async () => {
    server = await startServer(async () => {
      await new Promise((r) => setTimeout(r, 400));
      return ok;
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(client.GET('/v1/cms/structure', { signal: controller.signal })).rejects.toBeInstanceOf(AbortError);
    const already = AbortSignal.abort();
    await expect(client.GET('/v1/cms/structure', { signal: already })).rejects.toBeInstanceOf(AbortError);
    await new Promise((r) => setTimeout(r, 450));
    expect(server.requests).toHaveLength(1);
  });
});

describe('bad answers', () => {
  it.each([
    ['malformed JSON in a 200', { headers: { 'content-type': 'application/json' }, body: '{"models": [' }],
    [
      'a body labelled JSON that is not',
      { headers: { 'content-type': 'application/json' }, body: '<html>hello</html>' },
    ],
  ])('%s is a ResponseParseError', async (_, reply) => {
    server = await startServer(() => reply);
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const error = await client.GET('/v1/cms/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as ResponseParseError).cause).toBeInstanceOf(SyntaxError);
  });

  it('a body over maxResponseBytes is a ResponseTooLargeError, with or without Content-Length', async () => {
    const big = JSON.stringify({ models: 'x'.repeat(200_000) });
    const chunked: Record<string, string> = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
    server = await startServer((req) =>
      req.path === '/v1/cms/structure'
        ? { headers: { 'content-type': 'application/json' }, body: big }
        : { headers: chunked, body: big },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxResponseBytes: 100_000 });
    await expect(client.GET('/v1/cms/structure')).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(client.GET('/project/self')).rejects.toBeInstanceOf(ResponseTooLargeError);
    // The same body fits the default limit, and comes back whole.
    const roomy = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const { data } = await roomy.GET('/v1/cms/structure');
    expect(data).toEqual(JSON.parse(big));
  });

  it('maxResponseBytes is the most a body may have: exactly that many bytes are read, one more is refused', async () => {
    const body = JSON.stringify({ models: ['a'] });
    server = await startServer((req) => ({
      headers: { 'content-type': 'application/json' },
      body: req.path === '/project/self' ? `${body} ` : body,
    }));
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk',
      maxResponseBytes: body.length,
      maxRetries: 0,
    });
    expect((await client.GET('/v1/cms/structure')).data).toEqual({ models: ['a'] });
    const error = await client.GET('/project/self').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).message).toBe(
      `GET ${server.url}/project/self: the answer is over ${body.length} bytes.`,
    );
  });

  it('JSON with __proto__ and constructor keys pollutes no prototype, revival included', async () => {
    // In free-form data (a box's `value`), where revival walks every key (docs/design.md, decision 10).
    server = await startServer(() => ({
      headers: { 'content-type': 'application/json' },
      body: '{"key": "k", "type": "quiz_result", "created": "2026-03-14T09:26:53Z", "value": {"__proto__": {"polluted": "yes", "at": "2026-03-14T09:26:53.589Z"}, "constructor": {"prototype": {"polluted": "yes"}}, "list": [{"__proto__": "2026-03-14T09:26:53.589Z"}]}}',
    }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const { data: box } = await client.GET('/box/{id}', {
      params: { path: { id: 'k' }, query: { type: 'quiz_result' } },
    });
    const data = box.value as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    const own = Object.getOwnPropertyDescriptor(data, '__proto__')!.value as { at: unknown };
    expect(own.at).toBeInstanceOf(Date);
    const item = (data as unknown as { list: object[] }).list[0]!;
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(item, '__proto__')!.value).toBeInstanceOf(Date);
    expect(box.created).toEqual(new Date('2026-03-14T09:26:53.000Z'));
  });
});

describe('secrets', () => {
  const accessToken = fakeJwt({ _id: 'a', email: 'a@b.ge', fullName: 'A', permissions: {}, secret: 'tok-SECRET-1' });
  const secrets = [accessToken, 'sess-SECRET-2', 'pk-SECRET-3', 'sk-SECRET-4'];
  const leaks = (value: unknown) => {
    const e = value as Error;
    const text = [String(e), JSON.stringify(e), e.stack ?? '', inspect(e, { depth: 6, showHidden: true })].join('\n');
    return secrets.filter((s) => text.includes(s));
  };

  it('never appear in errors, toJSON, stacks or inspection', async () => {
    server = await startServer((req) =>
      req.path.startsWith('/v1')
        ? { status: 401, body: { message: 'Unauthorized' } }
        : { headers: { 'content-type': 'application/json' }, body: 'nope' },
    );
    const admin = await createAdminClient({
      baseUrl: server.url,
      sessionId: 'sess-SECRET-2',
      accessToken,
      maxRetries: 0,
    });
    const publicClient = createPublicClient({ baseUrl: server.url, apiKey: 'pk-SECRET-3', maxRetries: 0 });
    const privateClient = createPrivateClient({
      baseUrl: 'http://127.0.0.1:9',
      privateApiKey: 'sk-SECRET-4',
      maxRetries: 0,
    });
    const errors = [
      await publicClient.GET('/v1/cms/structure').catch((e: unknown) => e),
      await admin.GET('/projects').catch((e: unknown) => e),
      await privateClient.GET('/ecommerce/item').catch((e: unknown) => e),
      await publicClient.GET('/v1/cms/structure', { timeout: 1 }).catch((e: unknown) => e),
    ];
    expect(errors[0]).toBeInstanceOf(UnauthorizedError);
    expect(errors[1]).toBeInstanceOf(ResponseParseError);
    expect(errors[2]).toBeInstanceOf(ConnectionError);
    for (const error of errors) expect(leaks(error)).toEqual([]);
  });

  it('are redacted in debug logs', async () => {
    server = await startServer(() => ok);
    const lines: string[] = [];
    const logger = {
      debug: (message: string, details: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(details)}`),
    };
    const admin = await createAdminClient({ baseUrl: server.url, sessionId: 'sess-SECRET-2', accessToken, logger });
    await admin.GET('/projects');
    const publicClient = createPublicClient({ baseUrl: server.url, apiKey: 'pk-SECRET-3', logger });
    await publicClient.GET('/v1/cms/structure');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain('[redacted]');
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

// docs/design.md, decision 20: no credential the client holds appears in any property of any error or log
// line, even when the server echoes it. The server here echoes every credential it receives (the
// key, session, token, password, proxy and custom auth headers) in the body, the status text and
// response headers; the test searches `message`, String, JSON.stringify, util.inspect at depth 20,
// the cause chain and the logger's lines.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  type ResponseParseError,
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
} from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';
import { catchSync } from '../support/catch-sync.js';

const accessToken = fakeJwt({ _id: 'a1', email: 'a@b.ge', fullName: 'A', permissions: {}, note: 'tok-SECRET-1' });
const SECRETS = [
  accessToken,
  'sess-SECRET-2',
  'pk-SECRET-3',
  'sk-SECRET-4',
  'pass-SECRET-5',
  'prox-SECRET-6',
  'custom-SECRET-7',
];

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** Echoes every credential it was sent, in the way the path asks. */
async function echoingServer(): Promise<string> {
  server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const echoed = [
      req.headers['x-api-key'],
      req.headers['x-session-id'],
      req.headers.authorization,
      req.headers['proxy-authorization'],
      req.headers['x-auth-token'],
      body,
    ]
      .filter(Boolean)
      .join(' | ');
    const headers = { 'x-echo': echoed.replace(/[^\x20-\x7e]/g, '') };
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/projects' || path === '/notification') {
      res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(`{"broken": "${echoed}`);
    } else if (path === '/ecommerce/item') {
      res
        .writeHead(500, echoed.replace(/[^\x20-\x7e]/g, ''), { ...headers, 'content-type': 'text/html' })
        .end(`<p>${echoed}</p>`);
    } else {
      res
        .writeHead(401, { ...headers, 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `bad: ${echoed}`, details: { echoed } }));
    }
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** Every text an error shows, its cause chain included. */
function everything(error: unknown): string {
  const texts: string[] = [];
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && depth < 10; e = e.cause as typeof e, depth++) {
    const err = e as Error;
    texts.push(
      String(err),
      err.message ?? '',
      err.stack ?? '',
      JSON.stringify(err) ?? '',
      inspect(err, { depth: 20, showHidden: true }),
    );
    if (err instanceof ApiError) texts.push(JSON.stringify(err.body), JSON.stringify([...err.headers]));
  }
  return texts.join('\n');
}

const leaked = (text: string) => SECRETS.filter((s) => text.includes(s));

describe('credentials echoed by the server', () => {
  it('are in no error and no log line', async () => {
    const url = await echoingServer();
    const lines: string[] = [];
    const logger = {
      debug: (message: string, details: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(details)}`),
    };
    const custom = { 'proxy-authorization': 'Basic prox-SECRET-6', 'x-auth-token': 'custom-SECRET-7' };

    const errors: unknown[] = [];
    const publicClient = createPublicClient({
      baseUrl: url,
      apiKey: 'pk-SECRET-3',
      logger,
      headers: custom,
      maxRetries: 0,
    });
    errors.push(await publicClient.GET('/v1/cms/structure').catch((e: unknown) => e));
    errors.push(
      await createAdminClient({ baseUrl: url, email: 'a@b.ge', password: 'pass-SECRET-5', logger }).catch(
        (e: unknown) => e,
      ),
    );
    errors.push(
      await createEndUserClient({
        baseUrl: url,
        apiKey: 'pk-SECRET-3',
        email: 'a@b.ge',
        password: 'pass-SECRET-5',
        logger,
      }).catch((e: unknown) => e),
    );
    const admin = await createAdminClient({
      baseUrl: url,
      sessionId: 'sess-SECRET-2',
      accessToken,
      logger,
      maxRetries: 0,
    });
    errors.push(await admin.GET('/projects').catch((e: unknown) => e));
    const me = await createEndUserClient({
      baseUrl: url,
      apiKey: 'pk-SECRET-3',
      sessionId: 'sess-SECRET-2',
      logger,
      maxRetries: 0,
    });
    errors.push(await me.GET('/notification').catch((e: unknown) => e));
    const privateClient = createPrivateClient({ baseUrl: url, privateApiKey: 'sk-SECRET-4', logger, maxRetries: 0 });
    errors.push(await privateClient.GET('/ecommerce/item').catch((e: unknown) => e));
    errors.push(
      await privateClient
        .GET('/ecommerce/item', { headers: { 'x-auth-token': 'custom-SECRET-7' } })
        .catch((e: unknown) => e),
    );

    expect(errors.map((e) => (e as Error).constructor.name)).toEqual([
      'UnauthorizedError',
      'UnauthorizedError',
      'UnauthorizedError',
      'ResponseParseError',
      'ResponseParseError',
      'ServerError',
      'ServerError',
    ]);
    // The server did echo them: the redaction is what keeps them out.
    expect((errors[0] as ApiError).message).toContain('[redacted]');
    expect((errors[3] as ResponseParseError).cause).toBeInstanceOf(SyntaxError);
    for (const error of errors) expect(leaked(everything(error))).toEqual([]);
    // One line per request at least: seven calls, one request each (a refused admin login is not
    // followed by the legacy one).
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(leaked(lines.join('\n'))).toEqual([]);
    expect(lines.join('\n')).toContain('"proxy-authorization":"[redacted]"');
    expect(lines.join('\n')).toContain('"x-auth-token":"[redacted]"');
  });
});

describe('a base URL with credentials', () => {
  it('is refused, naming baseUrl and not the password', async () => {
    const baseUrl = 'http://user:pass-SECRET-5@127.0.0.1:9';
    const errors = [
      catchSync(() => createPublicClient({ baseUrl, apiKey: 'pk' })),
      catchSync(() => createPrivateClient({ baseUrl, privateApiKey: 'sk' })),
      await createAdminClient({ baseUrl, sessionId: 's', accessToken }).catch((e: unknown) => e),
      await createEndUserClient({ baseUrl, apiKey: 'pk', sessionId: 's' }).catch((e: unknown) => e),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain('`baseUrl`');
      expect(leaked(everything(error))).toEqual([]);
    }
  });
});

describe('what is not a credential', () => {
  let echo: TestServer | undefined;
  afterEach(() => echo?.close());

  it('stays in errors and log lines as the server and the caller gave it', async () => {
    echo = await startServer((req) => ({
      status: 400,
      body: { message: `seen ${req.headers['x-trace']} and ${req.headers['x-auth-token']}` },
    }));
    const lines: string[] = [];
    const logger = {
      debug: (message: string, details: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(details)}`),
    };
    const client = createPublicClient({ baseUrl: echo.url, apiKey: 'pk-SECRET-3', logger, maxRetries: 0 });
    const error = await client
      .GET('/v1/cms/structure', { headers: { 'x-trace': 'trace-1234', 'x-auth-token': 'custom-SECRET-7' } })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('seen trace-1234 and [redacted]');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"x-trace":"trace-1234"');
    expect(lines[0]).toContain('"x-auth-token":"[redacted]"');
    expect(leaked(lines[0]!)).toEqual([]);
  });
});

// Issue 33, item 1: DNS rebinding. A page on `rebind.attacker.example`, whose name its owner
// points at 127.0.0.1, is same-origin with the mock: CORS never applies, and at 6377300 it read
// the public boxes with `pk_mock`, signed in with the seeded password and opened the chat. Only
// the Host header still names the page's site: the mock answers loopback names, the host it was
// bound to and `allowedHosts`, and refuses every other Host before routing (REST, preflight and
// the chat's handshake alike) with 403 `{ message, code: 'HOST_NOT_ALLOWED' }`.
import http from 'node:http';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/index.js';
import { hostPolicy } from '../../mock/host-check.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request over a real socket to the mock's port, with the Host header given. */
function send(
  m: MockPlatform,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { port } = new URL(m.urls.admin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A WebSocket upgrade of the chat's handshake, with the Host given: the status line the server answers. */
function upgrade(m: MockPlatform, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(m.urls.admin);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/socket.io/?EIO=4&transport=websocket',
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
      agent: false,
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '' });
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const ATTACKER = 'rebind.attacker.example';
const port = (m: MockPlatform) => new URL(m.urls.admin).port;

function expectRefused(answer: Answer | { status: number; body: string }, host = ATTACKER) {
  expect(answer.status).toBe(403);
  const body = JSON.parse(answer.body) as { message: string; code: string };
  expect(body.code).toBe('HOST_NOT_ALLOWED');
  expect(body.message).toContain(host);
  expect(body.message).toContain('allowedHosts');
}

describe('a foreign Host', () => {
  it('is refused on every surface before routing: no box, no login, no admin list, no private call', async () => {
    mock = await startMockPlatform();
    const host = `${ATTACKER}:${port(mock)}`;
    const { apiKey, privateApiKey, admin } = mock.credentials;
    const boxes = await send(mock, host, '/public/box?type=quiz_result', { headers: { 'x-api-key': apiKey } });
    expectRefused(boxes);
    const login = await send(mock, host, '/admin/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expectRefused(login);
    expect(login.body).not.toContain('accessToken');
    expectRefused(await send(mock, host, '/private/v1/users', { headers: { 'x-api-key': privateApiKey } }));
    // Before routing: an unknown path and a preflight get the same answer, not a 404 or a 204.
    expectRefused(await send(mock, host, '/nowhere'));
    expectRefused(
      await send(mock, host, '/public/box', {
        method: 'OPTIONS',
        headers: { origin: `http://${host}`, 'access-control-request-method': 'GET' },
      }),
    );
    // The same over the loopback name: what the attacker's page would have read.
    const local = await send(mock, `127.0.0.1:${port(mock)}`, '/public/box?type=quiz_result', {
      headers: { 'x-api-key': apiKey },
    });
    expect(local.status).toBe(200);
    expect(JSON.parse(local.body).total).toBeGreaterThan(0);
  });

  it("is refused at the chat's handshake, over polling and over a WebSocket upgrade", async () => {
    mock = await startMockPlatform();
    const host = `${ATTACKER}:${port(mock)}`;
    expectRefused(await send(mock, host, '/socket.io/?EIO=4&transport=polling'));
    expectRefused(await upgrade(mock, host));
    // The same handshakes over a loopback name open.
    const polling = await send(mock, `localhost:${port(mock)}`, '/socket.io/?EIO=4&transport=polling');
    expect(polling.status).toBe(200);
    expect(polling.body).toContain('"sid"');
    expect((await upgrade(mock, `localhost:${port(mock)}`)).status).toBe(101);
  });

  it('keeps a socket.io-client whose handshake names another Host out of the conversation', async () => {
    mock = await startMockPlatform();
    const staff = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
      maxRetries: 0,
    });
    const conversationId = (await staff.GET('/v2/conversations')).data.data[0]!._id;
    const open = (host?: string) => {
      const socket = io(mock!.urls.chat, {
        query: { token: staff.session!.accessToken, conversationId },
        // A WebSocket can name its Host in Node (ws); a polling request cannot (fetch forbids it).
        transports: ['websocket'],
        ...(host ? { extraHeaders: { host } } : {}),
        reconnection: false,
        forceNew: true,
      });
      return new Promise<{ history: unknown[] } | { error: string }>((resolve) => {
        socket.once('history', (history: unknown[]) => resolve({ history }));
        socket.once('connect_error', (error: Error & { description?: { message?: string } }) =>
          resolve({ error: error.description?.message ?? error.message }),
        );
      }).finally(() => socket.disconnect());
    };
    expect(await open(`${ATTACKER}:${port(mock)}`)).toEqual({ error: 'Unexpected server response: 403' });
    const local = await open(`localhost:${port(mock)}`);
    expect('history' in local && local.history.length).toBeGreaterThan(0);
  });

  it('refuses names that only begin like loopback ones, and a Host that is no host name', async () => {
    mock = await startMockPlatform();
    expectRefused(await send(mock, `127.0.0.1.${ATTACKER}:${port(mock)}`, '/nowhere'), `127.0.0.1.${ATTACKER}`);
    expectRefused(await send(mock, `localhost.${ATTACKER}`, '/nowhere'), `localhost.${ATTACKER}`);
    const junk = await send(mock, 'localhost@evil', '/nowhere');
    expect(junk.status).toBe(403);
    expect(JSON.parse(junk.body).code).toBe('HOST_NOT_ALLOWED');
  });
});

describe('allowed Hosts', () => {
  it('answers loopback names, with and without the port', async () => {
    mock = await startMockPlatform();
    const names = ['localhost', 'LOCALHOST', 'localhost.', 'app.localhost', '127.0.0.1', '127.42.0.9', '[::1]'];
    for (const host of names.flatMap((name) => [name, `${name}:${port(mock!)}`])) {
      const answer = await send(mock, host, '/public/box?type=quiz_result', {
        headers: { 'x-api-key': mock.credentials.apiKey },
      });
      expect(answer.status, host).toBe(200);
    }
  });

  it('answers the names of `allowedHosts`, a leading dot taking the domain and its subdomains, and no others', async () => {
    mock = await startMockPlatform({ allowedHosts: ['dev.example.test', '.corp.test'] });
    const pass = ['dev.example.test', 'corp.test', 'a.corp.test', 'b.a.corp.test'];
    for (const name of pass) expect((await send(mock, `${name}:${port(mock)}`, '/nowhere')).status, name).toBe(404);
    for (const name of ['example.test', 'x.dev.example.test', 'evilcorp.test', ATTACKER])
      expectRefused(await send(mock, `${name}:${port(mock)}`, '/nowhere'), name);
  });

  it('answers any Host with `allowedHosts: true`', async () => {
    mock = await startMockPlatform({ allowedHosts: true });
    expect((await send(mock, `${ATTACKER}:${port(mock)}`, '/nowhere')).status).toBe(404);
  });

  it('answers the host it was bound to (the check alone: tests listen on loopback only)', () => {
    const lan = hostPolicy('192.168.1.5');
    expect(lan('192.168.1.5:4010')).toBe(true);
    expect(lan('192.168.1.6:4010')).toBe(false);
    const v6 = hostPolicy('fd00::5');
    expect(v6('[fd00::5]:4010')).toBe(true);
    expect(v6('[fd00::6]:4010')).toBe(false);
    expect(hostPolicy('127.0.0.1')(undefined)).toBe(false);
  });

  it('refuses an `allowedHosts` that is not a list of host names', async () => {
    await expect(startMockPlatform({ allowedHosts: 'example.test' as never })).rejects.toThrow(/allowedHosts/);
    await expect(startMockPlatform({ allowedHosts: ['a b'] })).rejects.toThrow(/allowedHosts/);
  });
});

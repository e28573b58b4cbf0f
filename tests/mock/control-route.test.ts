// POST /__mock/reset: a mock in another process (npm run mock under Playwright's webServer,
// vitest's globalSetup) is reset from outside, on a real server, by a caller on this machine only.
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { isLoopbackPeer } from '../../mock/node-http.js';
import { heldAdmin } from '../support/held-admin.js';

let mock: MockPlatform;
let origin: string;
beforeAll(async () => {
  mock = await startMockPlatform({ now: '2026-11-24T10:00:00.000Z' });
  origin = new URL(mock.urls.admin).origin;
});
afterAll(() => mock?.close());

const reset = (init: RequestInit = {}) => fetch(`${origin}/__mock/reset`, { method: 'POST', ...init });
const signIn = () => heldAdmin(mock, mock.credentials.admin);
const total = async (admin: Awaited<ReturnType<typeof signIn>>) =>
  (await admin.GET('/request-action', { params: { query: { limit: 1 } } })).data.total;

describe('POST /__mock/reset', () => {
  it('goes back to the seed and ends sessions, for a loopback caller', async () => {
    const admin = await signIn();
    const seeded = await total(admin);
    await admin.POST('/request-action', { body: { type: 'visit', title: 'Made before the reset' } });
    expect(await total(admin)).toBe(seeded + 1);

    const response = await reset();
    expect(response.status).toBe(204);
    await expect(admin.GET('/request-action')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await total(await signIn())).toBe(seeded);
  });

  it('sets the mock’s "today" from { now }', async () => {
    const year = async () => {
      const login = await fetch(`${mock.urls.enduser}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': mock.credentials.apiKey },
        body: JSON.stringify(mock.credentials.endUser),
      });
      const { sessionId } = (await login.json()) as { sessionId: string };
      const balance = await fetch(`${mock.urls.enduser}/intranet/holiday/balance`, {
        headers: { 'x-api-key': mock.credentials.apiKey, 'x-session-id': sessionId },
      });
      return ((await balance.json()) as { year: number }).year;
    };
    expect(await year()).toBe(2026);
    const response = await reset({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2030-06-01T00:00:00.000Z' }),
    });
    expect(response.status).toBe(204);
    expect(await year()).toBe(2030);
  });

  it('refuses a `now` that is no date, and other methods and paths', async () => {
    const bad = await reset({ headers: { 'content-type': 'application/json' }, body: '{"now":"soon"}' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'now' } });
    expect((await fetch(`${origin}/__mock/reset`)).status).toBe(405);
    expect((await fetch(`${origin}/__mock/drop-tables`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a body that is not { now?: string }, naming the body', async () => {
    for (const body of ['[]', 'null', '{"now":5}', '"2030-06-01"']) {
      const bad = await reset({ headers: { 'content-type': 'application/json' }, body });
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({
        message: 'Validation failed: body must be { "now"?: ISO date string }',
        details: { field: 'now' },
      });
    }
  });

  it('refuses a page of another origin, which a loopback peer may be (the developer’s browser)', async () => {
    const admin = await signIn();
    const foreign = await reset({ headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      message: 'The mock’s control routes answer callers on this machine only',
      code: 'FORBIDDEN',
    });
    // Not reset: the session still holds.
    expect(await total(admin)).toBeGreaterThan(0);
    expect((await reset({ headers: { origin: 'http://127.0.0.1:5173' } })).status).toBe(204);
  });

  it('refuses a caller from another machine', async () => {
    // A mock on this machine's outside address, called from it: the peer is then not loopback.
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;
    expect(outside, 'this test needs a non-loopback IPv4 interface').toBeDefined();
    const exposed = await startMockPlatform({ host: outside!, seed: 'empty' });
    try {
      const { port } = new URL(exposed.urls.admin);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: outside, localAddress: outside, port, method: 'POST', path: '/__mock/reset' },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await exposed.close();
    }
  });
});

describe('isLoopbackPeer', () => {
  it('takes 127.0.0.0/8 and ::1, IPv4-mapped too, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackPeer(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '128.0.0.1', '127.0.0.1.evil', '', undefined])
      expect(isLoopbackPeer(address)).toBe(false);
  });
});

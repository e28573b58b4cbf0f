// Issue 41, item 4: at 7ccdd89 `POST /__mock/reset` with a valid but extreme `now`
// (`+275760-09-13T00:00:00Z`) answered 500 and left a half-seeded mock that every later reset kept
// failing; and the route read its whole body before its 4 KiB check (200 MiB from loopback: +600
// MiB of memory). `now` is bounded now (a 422 naming the range), a reset seeds a fresh store that
// replaces the old one only once it has succeeded, and the body is refused by its length before
// anything is read, and read through the bounded reader otherwise.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import { heldAdmin } from '../support/held-admin.js';

let mock: MockPlatform;
let origin: string;
beforeAll(async () => {
  mock = await startMockPlatform({ now: '2026-11-24T10:00:00.000Z' });
  origin = new URL(mock.urls.admin).origin;
});
afterAll(() => mock?.close());

const RANGE = 'between 1970-01-01T00:00:00.000Z and 9000-01-01T00:00:00.000Z';
const reset = (now: string) =>
  fetch(`${origin}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
const signIn = () => heldAdmin(mock, mock.credentials.admin);
const users = async () => (await (await signIn()).GET('/auth/user', { params: { query: { limit: 100 } } })).data;

describe('the `now` of a reset', () => {
  it('is refused with 422 naming the range when extreme, and the mock stays as it was', async () => {
    const before = await users();
    const refused = await reset('+275760-09-13T00:00:00Z');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: `Validation failed: now must be ${RANGE}`,
      code: 'VALIDATION_FAILED',
      details: { field: 'now' },
    });
    expect(await users()).toEqual(before);
    expect(() => mock.reset({ now: '0001-01-01T00:00:00Z' })).toThrow(`reset: \`now\` must be ${RANGE}.`);
    await expect(startMockPlatform({ now: new Date(8.64e15) })).rejects.toThrow(
      `startMockPlatform: \`now\` must be ${RANGE}.`,
    );
  });

  it('seeds at either end of the range', async () => {
    for (const now of ['1970-01-01T00:00:00.000Z', '9000-01-01T00:00:00.000Z', '2026-11-24T10:00:00.000Z']) {
      expect((await reset(now)).status).toBe(204);
      expect((await users()).total).toBeGreaterThan(0);
    }
  });
});

describe('a reset whose seed fails', () => {
  it('keeps the store it had (records, accounts, sessions), and a later reset works', async () => {
    const admin = await signIn();
    const { data: made } = await admin.POST('/auth/user', {
      body: { email: 'kept@example.com', firstName: 'Kept', lastName: 'Here', password: 'Pass-word-1' },
    });
    // Contracts whose conversations example the seed cannot read: seeding from them throws.
    const docs = Object.fromEntries(
      ['admin', 'public', 'private', 'enduser'].map((s) => {
        const doc = JSON.parse(readFileSync(`generated/openapi/${s}.json`, 'utf8'));
        if (doc.components.examples?.ConversationPage) doc.components.examples.ConversationPage.value = null;
        return [s, doc];
      }),
    );
    await mock.reloadContracts(docs as never);
    expect(() => mock.reset()).toThrow();
    const { data: kept } = await admin.GET('/auth/user/{id}', { params: { path: { id: made._id } } });
    expect(kept.email).toBe('kept@example.com');
    expect((await users()).total).toBeGreaterThan(1);
    await mock.reloadContracts();
    expect((await reset('2026-11-24T10:00:00.000Z')).status).toBe(204);
    expect((await users()).data.map((u) => u.email)).not.toContain('kept@example.com');
  });
});

/** What the mock answers a raw request that sends `head` and then `body`, keeping the connection open. */
function raw(head: string, body: string): Promise<string> {
  const { port, hostname } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head + body));
    let got = '';
    socket.on('data', (chunk) => {
      got += chunk.toString();
      if (got.includes('\r\n\r\n') && got.includes('}')) {
        resolve(got);
        socket.destroy();
      }
    });
    socket.on('error', reject);
    // Never answered at 7ccdd89: the route waited for the whole body.
    setTimeout(() => {
      socket.destroy();
      resolve(got || 'no answer');
    }, 10_000);
  });
}

describe('the reset body', () => {
  const head = (framing: string) =>
    `POST /__mock/reset HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n${framing}\r\n\r\n`;

  it('is refused by its declared length before any of it is read (413, the connection closed)', async () => {
    const answer = await raw(head('content-length: 209715200'), '{"now":"');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('with no length, is read no further than 4 KiB', async () => {
    const chunk = 'x'.repeat(8192);
    const answer = await raw(head('transfer-encoding: chunked'), `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });
});

// Issue 25, item 7: the mock's keys are fixed and public, so a page of any site the developer
// opens must not be able to drive it. By default only pages served from loopback may call it from
// a browser (the console on another port keeps working); `corsOrigins` names others or `*`.
// Browsers enforce this from the headers checked here: no `access-control-allow-origin`, no read.
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

const boxes = (m: MockPlatform, origin?: string) =>
  fetch(`${m.urls.public}/box?type=quiz_result`, {
    headers: { 'x-api-key': m.credentials.apiKey, ...(origin ? { origin } : {}) },
  });
const preflight = (m: MockPlatform, origin: string) =>
  fetch(`${m.urls.public}/box?type=quiz_result`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-api-key, content-type',
    },
  });

/** Whether the chat's handshake from a page of `origin` is accepted. */
function chatAccepts(m: MockPlatform, origin: string): Promise<boolean> {
  const socket = io(m.urls.chat, {
    transports: ['polling'],
    extraHeaders: { origin },
    reconnection: false,
    forceNew: true,
    query: { token: 'x' },
  });
  return new Promise((resolve) => {
    socket.once('connect_error', (error: Error & { description?: unknown }) => {
      socket.disconnect();
      // The token is refused by the chat itself (a reachable endpoint); an origin refused never gets there.
      resolve(error.message === 'unauthorized');
    });
  });
}

describe('by default, loopback pages only', () => {
  it.each(['http://127.0.0.1:5173', 'http://localhost:3000', 'http://[::1]:8080', 'https://app.localhost'])(
    'answers %s with its origin',
    async (origin) => {
      mock = await startMockPlatform({ seed: 'empty' });
      const answer = await boxes(mock, origin);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toMatch(/origin/i);
      const asked = await preflight(mock, origin);
      expect(asked.status).toBe(204);
      expect(asked.headers.get('access-control-allow-origin')).toBe(origin);
      expect(asked.headers.get('access-control-allow-headers')).toBe('x-api-key, content-type');
    },
  );

  it.each(['https://evil.example', 'http://127.0.0.1.evil.example', 'null', 'http://192.168.1.20:5173'])(
    'gives %s no CORS header, so its page cannot read or send',
    async (origin) => {
      mock = await startMockPlatform({ seed: 'empty' });
      const answer = await boxes(mock, origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const asked = await preflight(mock, origin);
      expect(asked.headers.get('access-control-allow-origin')).toBeNull();
      expect(asked.headers.get('access-control-allow-headers')).toBeNull();
      expect(await chatAccepts(mock, origin)).toBe(false);
    },
  );

  it('answers calls that come from no page at all (Node, curl) as before', async () => {
    mock = await startMockPlatform({ seed: 'empty' });
    const answer = await boxes(mock);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await chatAccepts(mock, 'http://127.0.0.1:5173')).toBe(true);
  });
});

describe('the corsOrigins option', () => {
  it('allows exactly the origins listed', async () => {
    mock = await startMockPlatform({ seed: 'empty', corsOrigins: ['https://dev.example.com'] });
    expect((await boxes(mock, 'https://dev.example.com')).headers.get('access-control-allow-origin')).toBe(
      'https://dev.example.com',
    );
    expect((await boxes(mock, 'http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBeNull();
    expect(await chatAccepts(mock, 'https://dev.example.com')).toBe(true);
    expect(await chatAccepts(mock, 'https://evil.example')).toBe(false);
  });

  it("allows any page with '*'", async () => {
    mock = await startMockPlatform({ seed: 'empty', corsOrigins: '*' });
    expect((await boxes(mock, 'https://anything.example')).headers.get('access-control-allow-origin')).toBe(
      'https://anything.example',
    );
  });

  it('refuses a value it cannot be', async () => {
    await expect(startMockPlatform({ corsOrigins: 'everyone' as never })).rejects.toThrow(/corsOrigins/);
  });
});

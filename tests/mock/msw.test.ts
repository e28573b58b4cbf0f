// platform-client/mock/msw under setupServer (msw/node): the stateful mock with no port, through
// the SDK's own admin client: sign in, list, create, read back; a typed override makes one
// operation fail (a status, a network failure, a delay) while the rest stays stateful; reset()
// goes back to the seed. And it is the same mock as startMockPlatform: the same calls answer the
// same bodies through either door.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionError, createAdminClient, ServerError, UnauthorizedError } from '../../src/index.js';
import { startMockPlatform } from '../../mock/index.js';
import { createMockHandlers, type WireSchemas } from '../../mock/msw.js';
import { heldAdmin } from '../support/held-admin.js';

const NOW = '2026-11-24T10:00:00.000Z';
const mock = createMockHandlers({ now: NOW });
const server = setupServer(...mock.handlers);

// Only the loopback server of the two-doors test may be reached past the handlers.
beforeAll(() =>
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const loopback =
        frame.protocol === 'http' && new URL((frame.data as { request: Request }).request.url).hostname === '127.0.0.1';
      if (!loopback) return defaults.error();
    },
  }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signIn = () => heldAdmin(mock, mock.credentials.admin);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('createMockHandlers under setupServer', () => {
  it('answers under its own origin, one base URL per surface, and the chat at the origin', () => {
    expect(mock.urls).toEqual({
      admin: 'http://platform.mock/admin',
      public: 'http://platform.mock/public',
      private: 'http://platform.mock/private',
      enduser: 'http://platform.mock/enduser',
      chat: 'http://platform.mock/chat',
    });
    // Socket.IO reads a URL's path as the namespace: the chat stays at the origin.
    expect(createMockHandlers({ baseUrl: 'https://api.example.test/v1/' }).urls).toMatchObject({
      admin: 'https://api.example.test/v1/admin',
      chat: 'https://api.example.test/chat',
    });
  });

  it('runs the scenario: sign in, list, create, read back, an override, reset()', async () => {
    const admin = await signIn();
    expect(admin.self.email).toBe(mock.credentials.admin.email);

    const { data: before } = await admin.GET('/request-action', { params: { query: { limit: 5 } } });
    // The demo seed's 64 and the examples' 2, as startMockPlatform's.
    expect(before.total).toBe(66);

    const { data: created } = await admin.POST('/request-action', {
      body: { type: 'visit', title: 'Viewing 12B' },
    });
    expect(created).toMatchObject({ type: 'visit', title: 'Viewing 12B', status: 'pending', version: 0 });
    const { data: read } = await admin.GET('/request-action/{id}', { params: { path: { id: created._id } } });
    expect(read).toEqual(created);
    expect(read.created).toBeInstanceOf(Date);
    const { data: after } = await admin.GET('/request-action', { params: { query: { limit: 5 } } });
    expect(after.total).toBe(67);
    expect(after.data[0]!._id).toBe(created._id);

    // One operation fails; the others still answer from the same state.
    server.use(
      mock.answer('admin.listRequestActions', {
        status: 500,
        body: { message: 'The list is down', code: 'INTERNAL' },
      }),
    );
    const failed = await rejection(admin.GET('/request-action'));
    expect(failed).toBeInstanceOf(ServerError);
    expect(failed).toMatchObject({ status: 500, message: expect.stringContaining('The list is down') });
    const { data: stillThere } = await admin.GET('/request-action/{id}', { params: { path: { id: created._id } } });
    expect(stillThere.title).toBe('Viewing 12B');
    server.resetHandlers();
    expect((await admin.GET('/request-action', { params: { query: { limit: 1 } } })).data.total).toBe(67);

    mock.reset();
    // Sessions end with a reset, as on the server.
    expect(await rejection(admin.GET('/request-action'))).toBeInstanceOf(UnauthorizedError);
    const again = await signIn();
    const { data: seeded } = await again.GET('/request-action', { params: { query: { limit: 5 } } });
    expect(seeded.total).toBe(66);
    expect(seeded.data.some((action) => action._id === created._id)).toBe(false);
  });

  it('answers a given body, typed as the wire shape, for one operation only', async () => {
    const admin = await signIn();
    const { data: real } = await admin.GET('/request-action', { params: { query: { limit: 1 } } });
    const fixture: WireSchemas<'admin'>['RequestAction'] = {
      ...JSON.parse(JSON.stringify(real.data[0])),
      title: 'From the fixture',
    };
    server.use(mock.answer('admin.getRequestAction', { status: 200, body: fixture }, { once: true }));
    const { data: fixed } = await admin.GET('/request-action/{id}', { params: { path: { id: 'whatever' } } });
    // The client revives the fixture's ISO strings as it does the mock's.
    expect(fixed).toMatchObject({ _id: fixture._id, title: 'From the fixture', created: new Date(fixture.created) });
    // once: the next call reaches the mock, which knows no such id (and says which).
    const missing = await rejection(
      admin.GET('/request-action/{id}', { params: { path: { id: '0123456789abcdef01234567' } } }),
    );
    expect(missing).toMatchObject({ status: 404 });
  });

  it('answers from the call when given a function, and can fail the network or wait', async () => {
    const admin = await signIn();
    server.use(
      mock.answer('admin.createRequestAction', async ({ request }) => {
        const sent = (await request.json()) as { title: string };
        return {
          status: 422,
          body: { message: `Validation failed: title ${sent.title} is taken`, code: 'VALIDATION_FAILED' },
        };
      }),
    );
    const refused = await rejection(admin.POST('/request-action', { body: { type: 'visit', title: 'Taken' } }));
    expect(refused).toMatchObject({ status: 422, message: expect.stringContaining('title Taken is taken') });

    server.use(mock.answer('admin.listRequestActions', { networkError: true }));
    expect(await rejection(admin.GET('/request-action'))).toBeInstanceOf(ConnectionError);

    server.resetHandlers();
    server.use(mock.answer('admin.listRequestActions', { delay: 300 }));
    const started = performance.now();
    const { data: late } = await admin.GET('/request-action', { params: { query: { limit: 1 } } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    // After the delay the stateful mock answers.
    expect(late.total).toBeGreaterThanOrEqual(66);
  });

  it('refuses an operation no contract has, in the answer that override would give', async () => {
    server.use(mock.answer('admin.noSuchOperation' as 'admin.listRequestActions', { delay: 1 }));
    const response = await fetch(`${mock.urls.admin}/request-action?projectId=${mock.projectId}`);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('admin.noSuchOperation, which no contract has');
  });

  it('does not serve the control route: reset() is in the same process', async () => {
    const response = await fetch('http://platform.mock/__mock/reset', { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('reset({ now }) moves the mock’s "today"', async () => {
    const own = createMockHandlers({ baseUrl: 'http://other.mock/api', now: NOW, seed: 'demo' });
    server.use(...own.handlers);
    const balanceYear = async () => {
      const user = await fetch(`${own.urls.enduser}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': own.credentials.apiKey },
        body: JSON.stringify(own.credentials.endUser),
      });
      const { sessionId } = (await user.json()) as { sessionId: string };
      const balance = await fetch(`${own.urls.enduser}/intranet/holiday/balance`, {
        headers: { 'x-api-key': own.credentials.apiKey, 'x-session-id': sessionId },
      });
      return ((await balance.json()) as { year: number }).year;
    };
    expect(await balanceYear()).toBe(2026);
    own.reset({ now: '2031-03-01T00:00:00.000Z' });
    expect(await balanceYear()).toBe(2031);
  });

  it('refuses a baseUrl that is no http(s) URL, and bad options as startMockPlatform does', () => {
    expect(() => createMockHandlers({ baseUrl: 'platform.mock' })).toThrow(
      'createMockHandlers: `baseUrl` must be an absolute http: or https: URL.',
    );
    expect(() => createMockHandlers({ maxBodyBytes: 0 })).toThrow(
      'createMockHandlers: `maxBodyBytes` must be a positive integer (bytes).',
    );
    expect(() => createMockHandlers({ now: 'not a date' })).toThrow(RangeError);
  });
});

describe('one mock, two doors', () => {
  it('answers the same calls with the same statuses and bodies as startMockPlatform', async () => {
    const served = await startMockPlatform({ now: NOW });
    try {
      const run = async (urls: { admin: string }, projectId: string) => {
        const seen: Array<{ path: string; status: number; body: string }> = [];
        const admin = await createAdminClient({
          baseUrl: urls.admin,
          projectId,
          ...mock.credentials.admin,
          maxRetries: 0,
          // Records what each door answered, the logins' fresh tokens aside.
          fetch: async (request: Request) => {
            const response = await fetch(request);
            const { pathname, search } = new URL(request.url);
            if (!pathname.includes('/auth/'))
              seen.push({ path: pathname + search, status: response.status, body: await response.clone().text() });
            return response;
          },
        });
        const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);
        await settle(admin.GET('/request-action', { params: { query: { limit: 3, types: ['visit', 'training'] } } }));
        await settle(admin.GET('/request-action', { params: { query: { limit: 'nope' as unknown as number } } }));
        await settle(admin.GET('/request-action/{id}', { params: { path: { id: '0123456789abcdef01234567' } } }));
        await settle(admin.GET('/request-action', { params: { query: { projectId: '0123456789abcdef01234567' } } }));
        await settle(admin.GET('/request-action', { params: { query: { page: 2, limit: 2, statuses: ['pending'] } } }));
        return seen.map(({ path, ...rest }) => ({ path: path.replace(/^\/admin/, ''), ...rest }));
      };
      const viaServer = await run(served.urls, served.projectId);
      const viaMsw = await run(mock.urls, mock.projectId);
      expect(viaServer.map((c) => c.status)).toEqual([200, 422, 404, 404, 200]);
      expect(viaMsw).toEqual(viaServer);
    } finally {
      await served.close();
    }
  });
});

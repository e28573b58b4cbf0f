// A login answer that breaks the contract is a typed error of the SDK's family naming the
// field, never a raw TypeError from deep inside, and never a client that sends no session.
import { afterEach, describe, expect, it } from 'vitest';
import { ResponseParseError, createAdminClient, createEndUserClient, isPlatformError } from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const token = fakeJwt({ _id: 'a1', email: 'a@b.ge', fullName: 'A', permissions: {} });

async function adminLogin(adminAnswer: unknown, legacyAnswer: unknown) {
  server = await startServer((req) => ({ body: req.path === '/auth/admin/login' ? adminAnswer : legacyAnswer }));
  return createAdminClient({ baseUrl: server.url, email: 'a@b.ge', password: 'pass-word-1' }).catch((e: unknown) => e);
}

function expectField(error: unknown, field: string, path: string) {
  expect(error).toBeInstanceOf(ResponseParseError);
  expect(isPlatformError(error)).toBe(true);
  expect((error as Error).message).toContain(`\`${field}\``);
  expect((error as ResponseParseError).method).toBe('POST');
  expect((error as ResponseParseError).url).toBe(`${server.url}${path}`);
}

describe('admin login answers', () => {
  it('no accessToken', async () => {
    expectField(await adminLogin({ user: {} }, { sessionId: 's1' }), 'accessToken', '/auth/admin/login');
  });

  it('an accessToken that is not a string', async () => {
    expectField(await adminLogin({ accessToken: 42 }, { sessionId: 's1' }), 'accessToken', '/auth/admin/login');
  });

  it('no sessionId', async () => {
    expectField(await adminLogin({ accessToken: token }, { user: {} }), 'sessionId', '/auth/login');
  });

  it('an empty sessionId', async () => {
    expectField(await adminLogin({ accessToken: token }, { sessionId: '' }), 'sessionId', '/auth/login');
  });

  it.each(['_id', 'email', 'fullName'])('a token whose %s is an object', async (claim) => {
    const bad = fakeJwt({ _id: 'a1', email: 'a@b.ge', fullName: 'A', permissions: {}, [claim]: { toString: 1 } });
    expectField(await adminLogin({ accessToken: bad }, { sessionId: 's1' }), claim, '/auth/admin/login');
  });

  it('a token whose permissions are not an object', async () => {
    const bad = fakeJwt({ _id: 'a1', permissions: 'all' });
    expectField(await adminLogin({ accessToken: bad }, { sessionId: 's1' }), 'permissions', '/auth/admin/login');
  });

  it('a token that is no JWT', async () => {
    const error = await adminLogin({ accessToken: 'not-a-jwt' }, { sessionId: 's1' });
    expect(error).toBeInstanceOf(ResponseParseError);
  });

  it('a well-formed answer still signs in', async () => {
    const admin = await adminLogin({ accessToken: token }, { sessionId: 's1' });
    expect((admin as { session: unknown }).session).toEqual({ sessionId: 's1', accessToken: token });
  });
});

describe('end-user login answers', () => {
  it.each([[{ user: {} }], [{ sessionId: null }], [{ sessionId: ['x'] }], [null]])(
    '%j is a ResponseParseError naming sessionId',
    async (answer) => {
      server = await startServer(() => ({ body: answer }));
      const error = await createEndUserClient({
        baseUrl: server.url,
        apiKey: 'pk',
        email: 'a@b.ge',
        password: 'pass-word-1',
      }).catch((e: unknown) => e);
      expectField(error, 'sessionId', '/auth/login');
    },
  );
});

describe('a token given to the factory', () => {
  it('with an object _id is a TypeError naming the claim (an option mistake)', async () => {
    const bad = fakeJwt({ _id: { toString: 1 } });
    const error = await createAdminClient({ baseUrl: 'http://127.0.0.1:9', sessionId: 's', accessToken: bad }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain('`_id`');
  });
});

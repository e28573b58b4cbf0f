// docs/design.md, decision 20: a credential or header value holding CR, LF, NUL or another control
// character (TAB aside) is refused where it is given, naming the option and never its value; a
// request that cannot be built never reaches fetch, so it is never retried.
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ResponseParseError,
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
  isPlatformError,
} from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';
import { catchSync } from '../support/catch-sync.js';

let server: TestServer;
afterEach(() => server?.close());

const BAD = ['key-SECRET\r\nx-evil: 1', 'key-SECRET\n', 'key-SECRET\0', 'key-SECRET\x1b', 'key-SECRET\u2028'];
const base = 'http://127.0.0.1:9';

function expectNamed(error: unknown, Class: ErrorConstructor, option: string) {
  expect(error).toBeInstanceOf(Class);
  expect((error as Error).message).toContain(`\`${option}\``);
  expect(`${String(error)} ${inspect(error, { depth: 20 })}`).not.toContain('key-SECRET');
}

describe('credentials at creation', () => {
  it.each(BAD)('%j is refused by every factory, naming the option', async (bad) => {
    expectNamed(
      catchSync(() => createPublicClient({ baseUrl: base, apiKey: bad })),
      TypeError,
      'apiKey',
    );
    expectNamed(
      catchSync(() => createPrivateClient({ baseUrl: base, privateApiKey: bad })),
      TypeError,
      'privateApiKey',
    );
    expectNamed(
      await createEndUserClient({ baseUrl: base, apiKey: bad, sessionId: 's' }).catch((e: unknown) => e),
      TypeError,
      'apiKey',
    );
    expectNamed(
      await createEndUserClient({ baseUrl: base, apiKey: 'pk', sessionId: bad }).catch((e: unknown) => e),
      TypeError,
      'sessionId',
    );
    expectNamed(
      await createAdminClient({ baseUrl: base, sessionId: bad, accessToken: fakeJwt({}) }).catch((e: unknown) => e),
      TypeError,
      'sessionId',
    );
    expectNamed(
      await createAdminClient({ baseUrl: base, sessionId: 's', accessToken: `${fakeJwt({})}${bad}` }).catch(
        (e: unknown) => e,
      ),
      TypeError,
      'accessToken',
    );
    expectNamed(
      catchSync(() => createPublicClient({ baseUrl: base, apiKey: 'pk', headers: { 'x-trace': bad } })),
      TypeError,
      'headers.x-trace',
    );
  });

  it('TAB is allowed, as HTTP allows it', () => {
    expect(() => createPublicClient({ baseUrl: base, apiKey: 'pk\tkey' })).not.toThrow();
  });

  it('a session id a login answers with a newline is a ResponseParseError naming the field', async () => {
    server = await startServer(() => ({ body: { sessionId: 'sess-SECRET\r\nx: y', user: {} } }));
    const error = await createEndUserClient({
      baseUrl: server.url,
      apiKey: 'pk',
      email: 'a@b.ge',
      password: 'pw-12345',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('`sessionId`');
    expect(inspect(error, { depth: 20 })).not.toContain('sess-SECRET');
  });
});

describe('per-call headers', () => {
  it('a bad value fails before fetch, once, naming the header', async () => {
    let fetched = 0;
    const client = createPublicClient({
      baseUrl: base,
      apiKey: 'pk',
      fetch: (request) => {
        fetched++;
        return fetch(request);
      },
    });
    const error = await client
      .GET('/v1/cms/structure', { headers: { 'x-trace': 'key-SECRET\r\n' } })
      .catch((e: unknown) => e);
    expectNamed(error, TypeError, 'headers.x-trace');
    expect(isPlatformError(error)).toBe(true);
    expect(error).toMatchObject({ method: 'GET', url: `${base}/v1/cms/structure` });
    expect(fetched).toBe(0);
  });

  it('a name that is no HTTP token fails before fetch too, naming it; token names of every allowed character go out', async () => {
    server = await startServer(() => ({ body: { models: [] } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    for (const name of ['x trace', ' x-trace', 'x-trace ', 'x:trace', 'x-tracé', '']) {
      const error = await client.GET('/v1/cms/structure', { headers: { [name]: 'v' } }).catch((e: unknown) => e);
      expect([name, error instanceof TypeError, (error as Error).message]).toEqual([
        name,
        true,
        `GET ${server.url}/v1/cms/structure: \`headers.${name}\` holds a character a header cannot carry.`,
      ]);
    }
    expect(server.requests).toHaveLength(0);
    await client.GET('/v1/cms/structure', { headers: { "x-!#$%&'*+.^_`|~09az-AZ": 'v', 'x-latin': 'caf\xe9\tok' } });
    expect([server.requests[0]!.headers["x-!#$%&'*+.^_`|~09az-az"], server.requests[0]!.headers['x-latin']]).toEqual([
      'v',
      'caf\xe9\tok',
    ]);
  });
});

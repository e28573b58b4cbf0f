// docs/design.md, decision 20: numeric options are integers in range, checked by the factory (an async one
// rejects) and per call, or a RangeError names the option. Before, `maxRetries: NaN` retried
// without end and `timeout: Infinity` became a 1 ms timeout.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
  isPlatformError,
} from '../../src/index.js';
import { createChatClient } from '../../src/chat/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';
import { catchSync } from '../support/catch-sync.js';

let server: TestServer;
afterEach(() => server?.close());

const base = 'http://127.0.0.1:9';
const BAD: Array<[string, unknown]> = [
  ['maxRetries', NaN],
  ['maxRetries', Infinity],
  ['maxRetries', -1],
  ['maxRetries', 11],
  ['maxRetries', 1.5],
  ['timeout', Infinity],
  ['timeout', 2 ** 31],
  ['timeout', 0],
  ['timeout', NaN],
  ['totalTimeout', -5],
  ['totalTimeout', 2 ** 31],
  ['maxResponseBytes', 0],
  ['maxResponseBytes', NaN],
];

describe('at creation', () => {
  it.each(BAD)('%s: %s is a RangeError naming it, from every factory', async (name, value) => {
    const named = (error: unknown) => {
      expect(error).toBeInstanceOf(RangeError);
      // A factory's mistake is a programming error, not a PlatformError (decision 24).
      expect(isPlatformError(error)).toBe(false);
      expect((error as Error).message).toContain(`\`${name}\``);
    };
    named(catchSync(() => createPublicClient({ baseUrl: base, apiKey: 'pk', [name]: value })));
    named(catchSync(() => createPrivateClient({ baseUrl: base, privateApiKey: 'sk', [name]: value })));
    named(
      await createAdminClient({ baseUrl: base, sessionId: 's', accessToken: fakeJwt({}), [name]: value }).catch(
        (e: unknown) => e,
      ),
    );
    named(
      await createEndUserClient({ baseUrl: base, apiKey: 'pk', sessionId: 's', [name]: value }).catch(
        (e: unknown) => e,
      ),
    );
  });

  it.each([Infinity, 0, 2 ** 31, 1.5])('the chat connectTimeout %s is a RangeError', (connectTimeout) => {
    const error = catchSync(() => createChatClient({ url: base, token: 't', connectTimeout }));
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toContain('`connectTimeout`');
  });

  it('the bounds themselves are accepted', () => {
    expect(() =>
      createPublicClient({
        baseUrl: base,
        apiKey: 'pk',
        maxRetries: 0,
        timeout: 2 ** 31 - 1,
        totalTimeout: 1,
        maxResponseBytes: 1,
      }),
    ).not.toThrow();
    expect(() => createPublicClient({ baseUrl: base, apiKey: 'pk', maxRetries: 10, timeout: 1 })).not.toThrow();
  });
});

describe('per call', () => {
  it.each(BAD.filter(([name]) => name !== 'maxResponseBytes'))(
    '%s: %s is a RangeError before anything is sent',
    async (name, value) => {
      server = await startServer(() => ({ status: 503, body: { message: 'down' } }));
      const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
      const error = await client.GET('/v1/cms/structure', { [name]: value }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message).toContain(`\`${name}\``);
      // Raised by a call, it is a PlatformError of that call too (decision 24).
      expect(isPlatformError(error)).toBe(true);
      expect(error).toMatchObject({ method: 'GET', url: `${server.url}/v1/cms/structure` });
      expect((error as Error).message).toMatch(new RegExp(`^GET ${server.url}/v1/cms/structure: `));
      expect(server.requests).toHaveLength(0);
    },
  );
});

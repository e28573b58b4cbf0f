// Issue 23, item 4: a client given to a structured logger (`JSON.stringify(client)`,
// `util.inspect(client)`) prints no credential, for every client kind: the session (read live
// through a non-enumerable getter) is not among what they print.
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatClient } from '../../src/chat/index.js';
import { createAdminClient, createEndUserClient, createPrivateClient, createPublicClient } from '../../src/index.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

const accessToken = fakeJwt({ _id: 'a1', email: 'a@b.ge', fullName: 'A', permissions: {} });
const SECRETS = {
  accessToken,
  sessionId: 'sess-id-SECRET-23',
  apiKey: 'pk-SECRET-23',
  privateApiKey: 'sk-SECRET-23',
  password: 'pass-SECRET-23',
  token: 'chat-SECRET-23',
};

let server: TestServer;
afterEach(() => server?.close());

function expectNothingSecret(client: object): void {
  const texts = [
    JSON.stringify(client),
    inspect(client),
    inspect(client, { depth: Infinity }),
    inspect(client, { depth: Infinity, getters: true }),
    String(Object.keys(client)),
  ];
  for (const text of texts) for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
}

describe('a client serialises to nothing secret', () => {
  it('admin, with the session given', async () => {
    const client = await createAdminClient({
      baseUrl: 'http://127.0.0.1:9',
      sessionId: SECRETS.sessionId,
      accessToken,
    });
    expect(client.session?.sessionId).toBe(SECRETS.sessionId);
    expect(JSON.parse(JSON.stringify(client))).toMatchObject({ kind: 'admin', self: { email: 'a@b.ge' } });
    expectNothingSecret(client);
    expectNothingSecret({ ...client });
  });

  it('admin, signed in with email and password (the password never kept)', async () => {
    server = await startServer((req) => ({
      body: req.path === '/auth/login' ? { sessionId: SECRETS.sessionId } : { accessToken },
    }));
    const client = await createAdminClient({ baseUrl: server.url, email: 'a@b.ge', password: SECRETS.password });
    expect(client.session?.accessToken).toBe(accessToken);
    expectNothingSecret(client);
  });

  it('end user, with a session given and signed in', async () => {
    expectNothingSecret(
      await createEndUserClient({
        baseUrl: 'http://127.0.0.1:9',
        apiKey: SECRETS.apiKey,
        sessionId: SECRETS.sessionId,
      }),
    );
    server = await startServer(() => ({
      body: { sessionId: SECRETS.sessionId, user: { _id: 'u1', email: 'u@b.ge' } },
    }));
    const client = await createEndUserClient({
      baseUrl: server.url,
      apiKey: SECRETS.apiKey,
      email: 'u@b.ge',
      password: SECRETS.password,
    });
    expect(client.session?.sessionId).toBe(SECRETS.sessionId);
    expectNothingSecret(client);
  });

  it('public, private and chat', () => {
    expectNothingSecret(createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: SECRETS.apiKey }));
    expectNothingSecret(createPrivateClient({ baseUrl: 'http://127.0.0.1:9', privateApiKey: SECRETS.privateApiKey }));
    expectNothingSecret(createChatClient({ url: 'http://127.0.0.1:9', token: SECRETS.token }));
  });
});

// reviveAnswer: an answer that went through JSON (a cache, a persisted query) gets its Dates back
// by its operation's generated reviver, exactly as the client gave it; against a real server.
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicClient, reviveAnswer } from '../../src/index.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const page = {
  data: [
    {
      _id: '65f1c0a2e4b0a1b2c3d4e5f6',
      modelId: '65f1c0a2e4b0a1b2c3d4e5f7',
      apiId: 'news',
      // A string field shaped like a timestamp: the contract says string, so it stays one.
      lang: '2026-03-14T09:26:53.589Z',
      fields: { title: 'Opening', publishAt: '2026-03-15T08:00:00.000Z', day: '2026-03-15' },
      created: '2026-03-14T09:26:53Z',
      updated: '2026-03-14T10:00:00+04:00',
    },
  ],
  page: 1,
  limit: 20,
  total: 1,
};

describe('reviveAnswer', () => {
  it('gives a JSON-cached answer back as the client gave it: Dates where the contract has them', async () => {
    server = await startServer(() => ({ body: page }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk-1234' });
    const { data } = await client.GET('/v3/cms/content/api/{apiId}', { params: { path: { apiId: 'news' } } });
    const cached: unknown = JSON.parse(JSON.stringify(data));
    expect((cached as typeof page).data[0]!.created).toBe('2026-03-14T09:26:53.000Z');

    const revived = reviveAnswer(client, 'GET', '/v3/cms/content/api/{apiId}', cached);
    expect(revived).toEqual(data);
    expect(revived.data[0]!.created).toEqual(new Date('2026-03-14T09:26:53Z'));
    expect(revived.data[0]!.updated).toEqual(new Date('2026-03-14T06:00:00Z'));
    expect(revived.data[0]!.lang).toBe('2026-03-14T09:26:53.589Z');
    expect(revived.data[0]!.fields).toEqual({
      title: 'Opening',
      publishAt: new Date('2026-03-15T08:00:00.000Z'),
      day: '2026-03-15',
    });
    // A new value: the cached one is left as it was.
    expect((cached as typeof page).data[0]!.created).toBe('2026-03-14T09:26:53.000Z');
  });

  it('keeps Dates already there, and passes null and undefined through', () => {
    const client = createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-1234' });
    const half = { ...page, data: [{ ...page.data[0]!, created: new Date('2026-03-14T09:26:53Z') }] };
    const revived = reviveAnswer(client, 'GET', '/v3/cms/content/api/{apiId}', half);
    expect(revived.data[0]!.created).toEqual(new Date('2026-03-14T09:26:53Z'));
    expect(revived.data[0]!.updated).toEqual(new Date('2026-03-14T06:00:00Z'));
    expect(reviveAnswer(client, 'GET', '/v3/cms/content/api/{apiId}', null)).toBeNull();
    expect(reviveAnswer(client, 'GET', '/v3/cms/content/api/{apiId}', undefined)).toBeUndefined();
  });

  it('an operation the client does not have is a TypeError naming it', () => {
    const client = createPublicClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'pk-1234' });
    expect(() => reviveAnswer(client, 'GET', '/request-action/{id}' as never, {})).toThrow(
      new TypeError('reviveAnswer: the client has no operation GET /request-action/{id}.'),
    );
  });
});

// docs/design.md, decision 10 on the wire: answers from a real HTTP server on loopback, revived exactly where the
// contract types `date-time` (any RFC 3339 form), by the spec's rule inside free-form data, and
// nowhere else; `validate` checks them against the output schemas.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ResponseValidationError,
  createAdminClient,
  createEndUserClient,
  isPlatformError,
} from '../../src/index.js';
import * as adminSchemas from '../../src/zod/admin.js';
import * as enduserSchemas from '../../src/zod/enduser.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

const token = fakeJwt({
  _id: '65f1c0a2e4b0a1b2c3d4e5a1',
  email: 'nino@example.ge',
  fullName: 'Nino Beridze',
  permissions: { '*': { '*': 9 } },
});
const id = '65f1c0a2e4b0a1b2c3d4e5f6';

let server: TestServer;
afterEach(() => server?.close());

/** A request action as the platform might send it: every date-time field in another RFC 3339 form. */
function requestAction(overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    projectId: id,
    userId: id,
    type: 'vacation',
    status: 'pending',
    version: 3,
    title: '2026-03-14T09:26:53.589Z',
    description: '2026-03-14T09:26:53Z',
    data: {
      start: '2026-07-01T00:00:00.000Z',
      end: '2026-07-14T00:00:00Z',
      days: [{ at: '2026-07-02T08:00:00.5+04:00', note: 'not-a-date', bad: '2026-02-30T00:00:00.000Z' }],
    },
    comments: [
      {
        _id: id,
        authorId: id,
        authorType: 'admin',
        text: '2026-03-15T10:00:00.000Z',
        created: '2026-03-15T14:00:00+04:00',
      },
      { _id: id, authorId: id, authorType: 'user', text: 'ok', created: '2026-03-16t10:00:00.123456z' },
    ],
    review: null,
    seenBy: [],
    seenAt: null,
    created: '2026-03-14T09:26:53Z',
    updated: '2026-03-14T05:26:53.589-04:00',
    ...overrides,
  };
}

const admin = (validate?: typeof adminSchemas) =>
  createAdminClient({
    baseUrl: server.url,
    sessionId: 's',
    accessToken: token,
    projectId: id,
    maxRetries: 0,
    ...(validate ? { validate } : {}),
  });

describe('date-time fields', () => {
  it('become Dates from any RFC 3339 timestamp with a zone; typed strings stay strings', async () => {
    server = await startServer(() => ({ body: requestAction() }));
    const { data } = await (await admin()).GET('/request-action/{id}', { params: { path: { id } } });
    expect(data.created).toEqual(new Date('2026-03-14T09:26:53.000Z'));
    expect(data.updated).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(data.comments.map((c) => c.created)).toEqual([
      new Date('2026-03-15T10:00:00.000Z'),
      new Date('2026-03-16T10:00:00.123Z'),
    ]);
    expect(data.seenAt).toBeNull();
    expect(data.review).toBeNull();
    expect(data.title).toBe('2026-03-14T09:26:53.589Z');
    expect(data.description).toBe('2026-03-14T09:26:53Z');
    expect(data.comments[0]!.text).toBe('2026-03-15T10:00:00.000Z');
  });

  it("keep the spec's rule inside free-form data, at depth", async () => {
    server = await startServer(() => ({ body: requestAction() }));
    const { data } = await (await admin()).GET('/request-action/{id}', { params: { path: { id } } });
    const free = data.data as { start: unknown; end: unknown; days: Array<Record<string, unknown>> };
    expect(free.start).toEqual(new Date('2026-07-01T00:00:00.000Z'));
    expect(free.end).toBe('2026-07-14T00:00:00Z');
    expect(free.days[0]).toEqual({
      at: new Date('2026-07-02T04:00:00.500Z'),
      note: 'not-a-date',
      bad: '2026-02-30T00:00:00.000Z',
    });
  });

  it('revive the same way in every item of a page, and a nullable date-time when it is set', async () => {
    server = await startServer(() => ({
      body: {
        data: [requestAction(), requestAction({ seenAt: '2026-03-17T09:00:00+00:00' })],
        total: 2,
        page: 1,
        limit: 20,
      },
    }));
    const { data } = await (await admin()).GET('/request-action', {});
    expect(data.data.map((a) => a.seenAt)).toEqual([null, new Date('2026-03-17T09:00:00.000Z')]);
    expect(data.data[1]!.created).toEqual(new Date('2026-03-14T09:26:53.000Z'));
  });

  it.each([
    ['month 13', '2026-13-14T09:26:53Z'],
    ['February 30', '2026-02-30T09:26:53Z'],
    ['no zone', '2026-03-14T09:26:53'],
    ['a calendar day', '2026-03-14'],
    ['hour 24', '2026-03-14T24:00:00Z'],
  ])('are left as they are when they hold no valid timestamp (%s)', async (_, value) => {
    server = await startServer(() => ({ body: requestAction({ created: value }) }));
    const { data } = await (await admin()).GET('/request-action/{id}', { params: { path: { id } } });
    expect(data.created as unknown).toBe(value);
  });
});

describe('calendar days', () => {
  it('stay YYYY-MM-DD strings, beside the date-time of the same answer', async () => {
    const holiday = {
      _id: id,
      userId: id,
      userName: 'Nino',
      type: 'holiday',
      startDate: '2026-07-01',
      endDate: '2026-07-14',
      days: 10,
      status: 'approved',
      created: '2026-06-01T08:00:00Z',
    };
    server = await startServer(() => ({ body: [holiday] }));
    const client = await createEndUserClient({ baseUrl: server.url, apiKey: 'pk', sessionId: 's' });
    const { data } = await client.GET('/intranet/holiday/active', {
      params: { query: { startDate: '2026-07-01', endDate: '2026-07-31' } },
    });
    expect(data[0]!.startDate).toBe('2026-07-01');
    expect(data[0]!.endDate).toBe('2026-07-14');
    expect(data[0]!.created).toEqual(new Date('2026-06-01T08:00:00.000Z'));
    expect(server.requests[0]!.query.get('startDate')).toBe('2026-07-01');
  });
});

describe('error details', () => {
  it("are free-form: the spec's rule applies", async () => {
    server = await startServer(() => ({
      status: 409,
      body: { message: 'stale', details: { at: '2026-03-14T09:26:53.589Z', plain: '2026-03-14T09:26:53Z' } },
    }));
    const error = await (await admin())
      .GET('/request-action/{id}', { params: { path: { id } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body.details).toEqual({
      at: new Date('2026-03-14T09:26:53.589Z'),
      plain: '2026-03-14T09:26:53Z',
    });
  });
});

describe('validate', () => {
  it('lets a valid answer through unchanged, Dates and all', async () => {
    server = await startServer(() => ({ body: requestAction() }));
    const { data } = await (await admin(adminSchemas)).GET('/request-action/{id}', { params: { path: { id } } });
    expect(data.created).toEqual(new Date('2026-03-14T09:26:53.000Z'));
    expect((data.data as { start: unknown }).start).toEqual(new Date('2026-07-01T00:00:00.000Z'));
    // The schema decodes the JSON the platform sent into what the fetcher gave (its codec reads
    // the RFC 3339 form zod knows: upper-case T and Z), and encodes it back.
    const sent = requestAction({ comments: requestAction().comments.slice(0, 1) });
    expect(adminSchemas.GetRequestActionResponse.parse(sent).created).toEqual(data.created);
    expect(adminSchemas.GetRequestActionResponse.encode(data).created).toBe('2026-03-14T09:26:53.000Z');
  });

  it('fails with ResponseValidationError naming the first mismatching path', async () => {
    server = await startServer(() => ({
      body: requestAction({ comments: [{ ...requestAction().comments[0], created: '2026-02-30T10:00:00Z' }] }),
    }));
    const error = await (await admin(adminSchemas))
      .GET('/request-action/{id}', { params: { path: { id } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(isPlatformError(error)).toBe(true);
    const e = error as ResponseValidationError;
    expect(e.path).toBe('comments[0].created');
    expect(e.request).toBe('GET /request-action/{id}');
    expect(e.message).toMatch(
      /^GET \/request-action\/\{id\}: the answer does not match the contract at comments\[0\]\.created: /,
    );
  });

  it('names a missing field and a wrong type in a page', async () => {
    const { title: _, ...untitled } = requestAction();
    server = await startServer(() => ({ body: { data: [requestAction(), untitled], total: 2, page: 1, limit: 20 } }));
    const error = await (await admin(adminSchemas)).GET('/request-action', {}).catch((e: unknown) => e);
    expect((error as ResponseValidationError).path).toBe('data[1].title');
  });

  it('an operation the contract does not have is passed unchecked: there is no schema to hold it to', async () => {
    server = await startServer(() => ({ body: { anything: '2026-03-14T09:26:53.589Z' } }));
    const { data } = await (await admin(adminSchemas)).request('GET', '/not/in/the/contract');
    expect(data).toEqual({ anything: new Date('2026-03-14T09:26:53.589Z') });
  });

  it('checks calendar days as strings on the end-user surface', async () => {
    const holiday = {
      _id: id,
      userId: id,
      userName: 'Nino',
      type: 'holiday',
      startDate: '2026-07-01',
      endDate: '2026-07-14',
      days: 10,
      status: 'approved',
      created: '2026-06-01T08:00:00Z',
    };
    server = await startServer(() => ({ body: [holiday, { ...holiday, endDate: 'soon' }] }));
    const client = await createEndUserClient({
      baseUrl: server.url,
      apiKey: 'pk',
      sessionId: 's',
      validate: enduserSchemas,
    });
    const error = await client
      .GET('/intranet/holiday/active', { params: { query: { startDate: '2026-07-01', endDate: '2026-07-31' } } })
      .catch((e: unknown) => e);
    expect((error as ResponseValidationError).path).toBe('[1].endDate');
  });
});

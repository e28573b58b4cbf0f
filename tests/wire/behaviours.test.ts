// The behaviours a contract can't say, against a real HTTP server on loopback.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ConflictError,
  NotFoundError,
  ServerError,
  createAdminClient,
  createEndUserClient,
  createPrivateClient,
  createPublicClient,
  isWrongBoxId,
  localStubs,
  sendHolidayFeedback,
  upsertBox,
} from '../../src/index.js';
import { BILLING_ITEMS, HOME_APP_PRESET, OTHER_PRESET } from '../../src/platform.js';
import { fakeJwt, startServer, type TestServer } from '../support/server.js';

let server: TestServer;
afterEach(() => server?.close());

const box = { _id: '6601a3f4c2b1e0d9f8a7b6c5', key: 'quiz', type: 'quiz_result', value: 1 };

describe('upsertBox', () => {
  it('updates a box that exists', async () => {
    server = await startServer((req) => (req.method === 'GET' ? { body: box } : { body: { ...box, value: 2 } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const result = await upsertBox(client, { key: 'quiz', type: 'quiz_result', value: 2 });
    expect(result.value).toBe(2);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /box/quiz?type=quiz_result',
      'PUT /box/quiz?type=quiz_result',
    ]);
    expect(JSON.parse(server.requests[1]!.body.toString())).toEqual({ value: 2 });
  });

  it('creates the box when the lookup answers WRONG_BOX_ID', async () => {
    server = await startServer((req) =>
      req.method === 'GET' ? { status: 404, body: { message: 'WRONG_BOX_ID' } } : { status: 201, body: box },
    );
    const client = await createEndUserClient({ baseUrl: server.url, apiKey: 'pk', sessionId: 's' });
    await upsertBox(client, { key: 'quiz', type: 'quiz_result', value: 1 });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /box/quiz?type=quiz_result',
      'POST /box?type=quiz_result',
    ]);
    expect(JSON.parse(server.requests[1]!.body.toString())).toEqual({ key: 'quiz', value: 1 });
  });

  it('passes any other error through as the same error, creating nothing', async () => {
    server = await startServer(() => ({ status: 404, body: { message: 'Project not found' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    const error = await upsertBox(client, { key: 'quiz', type: 'quiz_result', value: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('Project not found');
    expect(server.requests).toHaveLength(1);
  });

  it('does not create on a 5xx that says WRONG_BOX_ID', async () => {
    server = await startServer(() => ({ status: 500, body: { message: 'WRONG_BOX_ID' } }));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    await expect(upsertBox(client, { key: 'quiz', type: 'quiz_result', value: 1 })).rejects.toBeInstanceOf(ServerError);
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('sends one lookup and at most one create for concurrent upserts of one box', async () => {
    let exists = false;
    server = await startServer(async (req) => {
      await new Promise((r) => setTimeout(r, 20));
      if (req.method === 'GET') return exists ? { body: box } : { status: 404, body: { message: 'WRONG_BOX_ID' } };
      if (req.method === 'POST') {
        exists = true;
        return { status: 201, body: box };
      }
      return { body: box };
    });
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    await Promise.all([1, 2, 3].map((value) => upsertBox(client, { key: 'quiz', type: 'quiz_result', value })));
    const methods = server.requests.map((r) => r.method);
    expect(methods.filter((m) => m === 'GET')).toHaveLength(1);
    expect(methods.filter((m) => m === 'POST')).toHaveLength(1);
    expect(methods.filter((m) => m === 'PUT')).toHaveLength(2);
  });

  it('a queued upsert whose box was deleted meanwhile creates it again', async () => {
    const boxes = new Map<string, unknown>();
    server = await startServer((req) => {
      const key = req.path.split('/')[2];
      if (req.method === 'GET')
        return boxes.has(key!)
          ? { body: { ...box, value: boxes.get(key!) } }
          : { status: 404, body: { message: 'WRONG_BOX_ID' } };
      if (req.method === 'DELETE')
        return boxes.delete(key!) ? { status: 204 } : { status: 404, body: { message: 'WRONG_BOX_ID' } };
      const { value } = JSON.parse(req.body.toString());
      if (req.method === 'PUT') {
        if (!boxes.has(key!)) return { status: 404, body: { message: 'WRONG_BOX_ID' } };
        boxes.set(key!, value);
        return { body: { ...box, value } };
      }
      boxes.set('quiz', value);
      return { status: 201, body: { ...box, value } };
    });
    const other = createPublicClient({ baseUrl: server.url, apiKey: 'pk' });
    let deleted = false;
    // Another tab deletes the box right after the first upsert created it, before the queued one runs.
    const client = createPublicClient({
      baseUrl: server.url,
      apiKey: 'pk',
      fetch: async (request) => {
        const response = await fetch(request);
        if (request.method === 'POST' && !deleted) {
          deleted = true;
          await other.DELETE('/box/{id}', { params: { path: { id: 'quiz' }, query: { type: 'quiz_result' } } });
        }
        return response;
      },
    });
    const results = await Promise.all(
      [1, 2].map((value) => upsertBox(client, { key: 'quiz', type: 'quiz_result', value })),
    );
    expect(results.map((r) => r.value)).toEqual([1, 2]);
    expect(boxes.get('quiz')).toBe(2);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /box/quiz', // first upsert: lookup
      'POST /box', // creates with 1
      'DELETE /box/quiz', // the other tab
      'PUT /box/quiz', // queued upsert: update, the box is gone
      'GET /box/quiz', // so it looks up afresh
      'POST /box', // and creates with 2
    ]);
  });
});

/** A box store on loopback: GET and PUT answer WRONG_BOX_ID for a key it does not hold; `fail` answers a request instead. */
async function boxStore(
  fail: (req: { method: string; n: number }) => { status: number; body: unknown } | undefined = () => undefined,
) {
  const boxes = new Map<string, unknown>();
  let n = 0;
  server = await startServer((req) => {
    const failure = fail({ method: req.method, n: ++n });
    if (failure) return failure;
    const key = req.method === 'POST' ? JSON.parse(req.body.toString()).key : req.path.split('/')[2]!;
    if (req.method === 'POST') boxes.set(key, JSON.parse(req.body.toString()).value);
    else if (!boxes.has(key)) return { status: 404, body: { message: 'WRONG_BOX_ID' } };
    else if (req.method === 'PUT') boxes.set(key, JSON.parse(req.body.toString()).value);
    return { status: req.method === 'POST' ? 201 : 200, body: { ...box, key, value: boxes.get(key) } };
  });
  return boxes;
}
const sent = () =>
  server.requests.map((r) => `${r.method} ${r.method === 'POST' ? JSON.parse(r.body.toString()).key : r.path}`);

describe('upsertBox one after another', () => {
  it('upserts of two keys at once do not wait for each other: each looks its box up', async () => {
    const boxes = await boxStore();
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    await Promise.all([
      upsertBox(client, { key: 'a', type: 'quiz_result', value: 1 }),
      upsertBox(client, { key: 'b', type: 'quiz_result', value: 2 }),
    ]);
    expect(Object.fromEntries(boxes)).toEqual({ a: 1, b: 2 });
    expect(sent().filter((r) => r.endsWith('b'))).toEqual(['GET /box/b', 'POST b']);
    expect(sent().filter((r) => r.endsWith('a'))).toEqual(['GET /box/a', 'POST a']);
  });

  it('an upsert after the last one settled looks the box up afresh', async () => {
    await boxStore();
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    await upsertBox(client, { key: 'q', type: 'quiz_result', value: 1 });
    await upsertBox(client, { key: 'q', type: 'quiz_result', value: 2 });
    expect(sent()).toEqual(['GET /box/q', 'POST q', 'GET /box/q', 'PUT /box/q']);
  });

  it('after a failed upsert, the one queued behind it does its own lookup and write', async () => {
    await boxStore(({ n }) => (n === 1 ? { status: 500, body: { message: 'down' } } : undefined));
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    const [first, second] = await Promise.allSettled([
      upsertBox(client, { key: 'q', type: 'quiz_result', value: 1 }),
      upsertBox(client, { key: 'q', type: 'quiz_result', value: 2 }),
    ]);
    expect(first).toMatchObject({ status: 'rejected', reason: { name: 'ServerError', message: 'down' } });
    expect(second).toEqual({ status: 'fulfilled', value: { ...box, key: 'q', value: 2 } });
    expect(sent()).toEqual(['GET /box/q', 'GET /box/q', 'POST q']);
    // And once both settled, the next starts afresh too.
    await upsertBox(client, { key: 'q', type: 'quiz_result', value: 3 });
    expect(sent().slice(3)).toEqual(['GET /box/q', 'PUT /box/q']);
  });

  it('an upsert started as the first one ends waits for the one still queued', async () => {
    await boxStore();
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    let third: Promise<unknown> | undefined;
    const first = upsertBox(client, { key: 'q', type: 'quiz_result', value: 1 }).then(() => {
      third = upsertBox(client, { key: 'q', type: 'quiz_result', value: 3 });
    });
    const second = upsertBox(client, { key: 'q', type: 'quiz_result', value: 2 });
    await Promise.all([first, second]);
    await third;
    expect(sent()).toEqual(['GET /box/q', 'POST q', 'PUT /box/q', 'PUT /box/q']);
  });

  it('a queued upsert whose update fails otherwise than WRONG_BOX_ID rejects with that error, looking nothing up again', async () => {
    await boxStore(({ method, n }) =>
      method === 'PUT' && n === 3 ? { status: 409, body: { message: 'locked' } } : undefined,
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    const [, second] = await Promise.allSettled([
      upsertBox(client, { key: 'q', type: 'quiz_result', value: 1 }),
      upsertBox(client, { key: 'q', type: 'quiz_result', value: 2 }),
    ]);
    expect(second).toMatchObject({ status: 'rejected', reason: { name: 'ConflictError', message: 'locked' } });
    expect(sent()).toEqual(['GET /box/q', 'POST q', 'PUT /box/q']);
  });

  it('isWrongBoxId: a 4xx ApiError of the platform saying WRONG_BOX_ID, nothing else', () => {
    const api = (status: number, message = 'WRONG_BOX_ID') =>
      new ApiError(status, { message }, 'GET /box/{id}', new Headers());
    expect([400, 404, 499, 399, 500, 503].map((status) => isWrongBoxId(api(status)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isWrongBoxId(api(404, 'Not found'))).toBe(false);
    // A look-alike is not the platform's answer; neither is nothing.
    expect(isWrongBoxId({ status: 404, body: { message: 'WRONG_BOX_ID' } })).toBe(false);
    expect([null, undefined, new Error('WRONG_BOX_ID')].map(isWrongBoxId)).toEqual([false, false, false]);
  });
});

describe('upsertBox across clients', () => {
  it('two clients creating one new key: the second create meets 409 and updates instead, once', async () => {
    let created = false;
    let lookups = 0;
    let releaseLookups!: () => void;
    const bothLooked = new Promise<void>((r) => (releaseLookups = r));
    server = await startServer(async (req) => {
      if (req.method === 'GET') {
        // Both lookups see no box: the race two clients (two browsers) really run.
        if (++lookups === 2) releaseLookups();
        await bothLooked;
        return { status: 404, body: { message: 'WRONG_BOX_ID' } };
      }
      if (req.method === 'POST') {
        if (created) return { status: 409, body: { message: 'Box already exists' } };
        created = true;
        return { status: 201, body: box };
      }
      return { body: { ...box, value: JSON.parse(req.body.toString()).value } };
    });
    const first = createPublicClient({ baseUrl: server.url, apiKey: 'pk-one' });
    const second = createPublicClient({ baseUrl: server.url, apiKey: 'pk-two' });
    const results = await Promise.all([
      upsertBox(first, { key: 'quiz', type: 'quiz_result', value: 1 }),
      upsertBox(second, { key: 'quiz', type: 'quiz_result', value: 2 }),
    ]);
    expect(results.map((r) => r.value).sort()).toEqual([1, 2]);
    expect(server.requests.map((r) => r.method).sort()).toEqual(['GET', 'GET', 'POST', 'POST', 'PUT']);
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/box/quiz?type=quiz_result');
  });

  it('a 409 from the update after it passes through: no loop', async () => {
    server = await startServer((req) =>
      req.method === 'GET'
        ? { status: 404, body: { message: 'WRONG_BOX_ID' } }
        : { status: 409, body: { message: 'Box already exists' } },
    );
    const client = createPublicClient({ baseUrl: server.url, apiKey: 'pk', maxRetries: 0 });
    await expect(upsertBox(client, { key: 'quiz', type: 'quiz_result', value: 1 })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT']);
  });
});

describe('holiday feedback', () => {
  it('writes CMS content for the configured model, in ka, not completed', async () => {
    server = await startServer(() => ({ status: 201, body: { _id: 'c' } }));
    const client = await createEndUserClient({ baseUrl: server.url, apiKey: 'pk', sessionId: 's' });
    const requestedAt = new Date('2026-07-14T08:00:00.000Z');
    await sendHolidayFeedback(client, {
      modelId: '6650c1d2e3f4a5b6c7d8e9f0',
      userEmail: 'nino@example.ge',
      description: 'Great',
      requestedAt,
    });
    const req = server.requests[0]!;
    expect(`${req.method} ${req.path}`).toBe('POST /v3/cms/content');
    expect(JSON.parse(req.body.toString())).toEqual({
      modelId: '6650c1d2e3f4a5b6c7d8e9f0',
      lang: 'ka',
      values: {
        userEmail: 'nino@example.ge',
        description: 'Great',
        requestedAt: '2026-07-14T08:00:00.000Z',
        isCompleted: false,
      },
    });
  });
});

describe('admin local stubs and presets', () => {
  const token = fakeJwt({ _id: 'admin-1', email: 'a@b.ge', fullName: 'A B', permissions: {} });

  it('keeps pending tasks, documents and billing items per client instance, with no request', async () => {
    server = await startServer(() => ({ body: {} }));
    const a = await createAdminClient({ baseUrl: server.url, sessionId: 's', accessToken: token });
    const b = await createAdminClient({ baseUrl: server.url, sessionId: 's', accessToken: token });
    expect(localStubs(a).pendingTasks.list()).toEqual([
      { id: 'billing-onboarding', type: 'billing-onboarding', isCompleted: false },
    ]);
    localStubs(a).pendingTasks.complete('billing-onboarding');
    expect(localStubs(a).pendingTasks.list()[0]!.isCompleted).toBe(true);
    expect(localStubs(b).pendingTasks.list()[0]!.isCompleted).toBe(false);

    const now = new Date('2026-11-21T10:00:00.000Z');
    const accepted = localStubs(a).documents.accept('terms-of-service', now);
    expect(accepted).toMatchObject({ isAccepted: true, acceptedAt: now, acceptedBy: 'admin-1' });
    expect(() => localStubs(a).documents.accept('nope')).toThrow(RangeError);
    // What list and accept give is a copy, Dates included: changing it changes no state.
    localStubs(a).documents.list()[0]!.validFrom.setUTCFullYear(1999);
    accepted.acceptedAt!.setUTCFullYear(1999);
    now.setUTCFullYear(1999);
    expect(localStubs(a).documents.list()[0]).toMatchObject({
      validFrom: new Date('2026-01-01T00:00:00.000Z'),
      acceptedAt: new Date('2026-11-21T10:00:00.000Z'),
    });

    expect(
      localStubs(a)
        .billingItems.list()
        .map((i) => [i.sku, i.price, i.unit]),
    ).toEqual([
      ['sms.world', 0.35, 'piece'],
      ['sms.georgia', 0.004, 'piece'],
      ['hosting.monthly', 100, 'month'],
    ]);
    // The stubs list the platform's prices as copies: changing one changes no other list.
    const listed = localStubs(a).billingItems.list();
    expect(listed).toEqual(BILLING_ITEMS);
    listed[0]!.price = 0;
    expect(localStubs(a).billingItems.list()[0]!.price).toBe(0.35);
    expect(server.requests).toHaveLength(0);
  });

  it('lists the documents and prices of the design, word for word; accepting twice keeps the first acceptance', async () => {
    const a = await createAdminClient({ baseUrl: 'http://127.0.0.1:1', sessionId: 's', accessToken: token });
    const stubs = localStubs(a);
    const validFrom = new Date('2026-01-01T00:00:00.000Z');
    const pending = { isAccepted: false, acceptedAt: null, acceptedBy: null, validFrom };
    expect(stubs.documents.list()).toEqual([
      {
        id: 'terms-of-service',
        title: 'Terms of service',
        description: 'The terms under which the platform is provided.',
        previewURL: '/documents/terms-of-service.pdf',
        ...pending,
      },
      {
        id: 'data-processing-agreement',
        title: 'Data processing agreement',
        description: 'How the platform processes personal data on your behalf.',
        previewURL: '/documents/data-processing-agreement.pdf',
        ...pending,
      },
    ]);
    const messaging = { id: 'messaging', title: 'Messaging' };
    expect(stubs.billingItems.list()).toEqual([
      { id: 'sms-world', service: 'SMS', sku: 'sms.world', unit: 'piece', agreement: messaging, price: 0.35 },
      { id: 'sms-georgia', service: 'SMS', sku: 'sms.georgia', unit: 'piece', agreement: messaging, price: 0.004 },
      {
        id: 'hosting-monthly',
        service: 'Hosting',
        sku: 'hosting.monthly',
        unit: 'month',
        agreement: { id: 'hosting', title: 'Hosting' },
        price: 100,
      },
    ]);
    expect(
      Object.isFrozen(BILLING_ITEMS) &&
        BILLING_ITEMS.every((item) => Object.isFrozen(item) && Object.isFrozen(item.agreement)),
    ).toBe(true);

    const first = new Date('2026-11-21T10:00:00.000Z');
    stubs.documents.accept('data-processing-agreement', first);
    const again = stubs.documents.accept('data-processing-agreement', new Date('2026-11-22T10:00:00.000Z'));
    expect([again.isAccepted, again.acceptedAt, again.acceptedBy]).toEqual([true, first, 'admin-1']);
    expect(stubs.documents.list().map((d) => d.isAccepted)).toEqual([false, true]);

    // What complete gives is a copy; an unknown id is a RangeError naming what and which.
    const done = stubs.pendingTasks.complete('billing-onboarding');
    expect(done).toEqual({ id: 'billing-onboarding', type: 'billing-onboarding', isCompleted: true });
    done.isCompleted = false;
    expect(stubs.pendingTasks.list()[0]!.isCompleted).toBe(true);
    expect(() => stubs.pendingTasks.complete('nope')).toThrow(new RangeError('No pending task has the id "nope".'));
    expect(() => stubs.documents.accept('nope')).toThrow(new RangeError('No document has the id "nope".'));
  });

  it('gives the preset configured for the client project', async () => {
    const presets = { '65f1c0a2e4b0a1b2c3d4e5f6': HOME_APP_PRESET, '65f1c0a2e4b0a1b2c3d4e5f9': OTHER_PRESET };
    const home = await createAdminClient({
      baseUrl: 'http://127.0.0.1:1',
      sessionId: 's',
      accessToken: token,
      projectId: '65f1c0a2e4b0a1b2c3d4e5f6',
      presets,
    });
    const other = await createAdminClient({
      baseUrl: 'http://127.0.0.1:1',
      sessionId: 's',
      accessToken: token,
      projectId: '65f1c0a2e4b0a1b2c3d4e5f9',
      presets,
    });
    const none = await createAdminClient({
      baseUrl: 'http://127.0.0.1:1',
      sessionId: 's',
      accessToken: token,
      projectId: 'x',
      presets,
    });
    expect(home.preset?.actionCategories).toEqual(['Maintenance', 'Broker', 'Linking', 'CRM']);
    expect(home.preset?.conversationTopics).toEqual([
      'General',
      'CRM',
      'Contact Center',
      'Sales',
      'Broker',
      'Complex Manager',
      'Other',
    ]);
    expect(other.preset?.actionCategories).toEqual(['Other']);
    expect(none.preset).toBeUndefined();
  });
});

describe('option checks', () => {
  it('names the missing option and never echoes a key', () => {
    expect(() => createPublicClient({ baseUrl: 'http://127.0.0.1:1', apiKey: '' })).toThrow(/`apiKey` is required/);
    expect(() => createPrivateClient({ baseUrl: 'not a url', privateApiKey: 'sk_secret' })).toThrow(
      /`baseUrl` must be an absolute http\(s\) URL/,
    );
    try {
      createPrivateClient({ baseUrl: 'not a url', privateApiKey: 'sk_secret' });
    } catch (e) {
      expect(String(e)).not.toContain('sk_secret');
    }
  });
});

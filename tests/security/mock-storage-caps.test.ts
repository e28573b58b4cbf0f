// Issue 33, item 2: at 6377300 the storage caps counted only box values and uploads. With the
// public key alone (and the accounts the mock prints) a caller stored boxes with 3 MiB keys,
// 4 MiB CMS v3 entries, a 3 MiB sign-up name, 4 MiB of request-action `data`, and comments and
// chat messages without end, all past `maxStoredBytes`. The store now counts every record a call
// inserts or changes, caps one record (`maxRecordBytes`) and a box key (`maxBoxKeyBytes`): each
// refusal is a 413 with its code, and nothing of the refused write is kept.
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEndUserClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await mock?.close();
  mock = undefined;
});

const MiB = 1024 * 1024;
const HOLIDAY_FEEDBACK_MODEL = '6602f0a1b2c3d4e5f6a7b8d0';

/** A call with the public key (and a session, where given), answered as status and JSON body. */
async function call(
  m: MockPlatform,
  method: string,
  url: string,
  body?: unknown,
  sessionId?: string,
): Promise<{
  status: number;
  body: { code?: string; message?: string; details?: { limit?: number } } & Record<string, any>;
}> {
  const response = await fetch(url, {
    method,
    headers: {
      'x-api-key': m.credentials.apiKey,
      ...(sessionId ? { 'x-session-id': sessionId } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const signUp = (m: MockPlatform, email: string, firstName = 'Ana') =>
  call(m, 'POST', `${m.urls.enduser}/auth/signup`, { email, password: 'Pass-word-1', firstName, lastName: 'B' });

async function sessionOf(m: MockPlatform): Promise<string> {
  const { body } = await call(m, 'POST', `${m.urls.enduser}/auth/login`, m.credentials.endUser);
  return body.sessionId as string;
}

describe('one record', () => {
  it('refuses a 3 MiB box key (413 KEY_TOO_LARGE) and keeps one of 1024 bytes', async () => {
    mock = await startMockPlatform();
    const boxes = `${mock.urls.public}/box?type=quiz_result`;
    const refused = await call(mock, 'POST', boxes, { key: 'k'.repeat(3 * MiB), value: 1 });
    expect(refused).toMatchObject({ status: 413, body: { code: 'KEY_TOO_LARGE', details: { limit: 1024 } } });
    expect((await call(mock, 'POST', boxes, { key: 'k'.repeat(1025), value: 1 })).status).toBe(413);
    expect((await call(mock, 'POST', boxes, { key: 'k'.repeat(1024), value: 1 })).status).toBe(201);
    const { body } = await call(mock, 'GET', `${boxes}&limit=100`);
    expect(body.data.map((box: { key: string }) => box.key.length).filter((n: number) => n > 100)).toEqual([1024]);
  });

  it('refuses a 4 MiB CMS v3 entry (413 RECORD_TOO_LARGE); no entry is added', async () => {
    mock = await startMockPlatform();
    const url = `${mock.urls.public}/v3/cms/content`;
    const entry = (size: number) => ({
      modelId: HOLIDAY_FEEDBACK_MODEL,
      lang: 'ka',
      values: { description: 'x'.repeat(size) },
    });
    const total = async () =>
      (await call(mock!, 'GET', `${mock!.urls.public}/v3/cms/content/api/holidayFeedback?lang=ka`)).body.total;
    const before = await total();
    const refused = await call(mock, 'POST', url, entry(4 * MiB));
    expect(refused).toMatchObject({ status: 413, body: { code: 'RECORD_TOO_LARGE', details: { limit: 2 * MiB } } });
    expect(await total()).toBe(before);
    expect((await call(mock, 'POST', url, entry(10))).status).toBe(201);
    expect(await total()).toBe(before + 1);
  });

  it('refuses a sign-up with a 3 MiB name (413 RECORD_TOO_LARGE); the email stays free', async () => {
    mock = await startMockPlatform();
    const refused = await signUp(mock, 'big@example.com', 'N'.repeat(3 * MiB));
    expect(refused).toMatchObject({ status: 413, body: { code: 'RECORD_TOO_LARGE' } });
    // Nothing kept: the same email signs up (409 EMAIL_TAKEN if the refused account had been).
    expect((await signUp(mock, 'big@example.com')).status).toBe(201);
  });

  it('refuses 4 MiB of request-action data (413 RECORD_TOO_LARGE); no request action is added', async () => {
    mock = await startMockPlatform();
    const session = await sessionOf(mock);
    const url = `${mock.urls.enduser}/request-action`;
    const total = async () => (await call(mock!, 'GET', `${url}?limit=1`, undefined, session)).body.total as number;
    const before = await total();
    const refused = await call(
      mock,
      'POST',
      url,
      { type: 'visit', title: 'Big', data: { blob: 'x'.repeat(4 * MiB) } },
      session,
    );
    expect(refused).toMatchObject({ status: 413, body: { code: 'RECORD_TOO_LARGE' } });
    expect(await total()).toBe(before);
  });

  it('takes another limit as the options, and refuses one that is not a positive integer', async () => {
    mock = await startMockPlatform({ maxRecordBytes: 1000, maxBoxKeyBytes: 8 });
    const boxes = `${mock.urls.public}/box?type=quiz_result`;
    expect(await call(mock, 'POST', boxes, { key: 'k'.repeat(9), value: 1 })).toMatchObject({
      status: 413,
      body: { details: { limit: 8 } },
    });
    expect(await call(mock, 'POST', boxes, { key: 'k', value: 'x'.repeat(1000) })).toMatchObject({
      status: 413,
      body: { code: 'RECORD_TOO_LARGE', details: { limit: 1000 } },
    });
    await expect(startMockPlatform({ maxRecordBytes: 0 })).rejects.toThrow(/maxRecordBytes/);
    await expect(startMockPlatform({ maxBoxKeyBytes: 1.5 })).rejects.toThrow(/maxBoxKeyBytes/);
  });
});

describe('the stored total counts every record', () => {
  it('stops comments on a request action at maxStoredBytes (413 STORAGE_FULL), keeping those before', async () => {
    mock = await startMockPlatform({ maxStoredBytes: 100_000 });
    const session = await sessionOf(mock);
    const { body: created } = await call(
      mock,
      'POST',
      `${mock.urls.enduser}/request-action`,
      { type: 'visit', title: 'Comments' },
      session,
    );
    const url = `${mock.urls.enduser}/request-action/${created._id}`;
    let accepted = 0;
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 100; i += 1) {
      last = await call(mock, 'POST', `${url}/add-comment`, { text: 'c'.repeat(4000) }, session);
      if (last.status !== 200) break;
      accepted += 1;
    }
    expect(last).toMatchObject({ status: 413, body: { code: 'STORAGE_FULL', details: { limit: 100_000 } } });
    // Each comment is about 4 kB: about 24 fit in 100,000 bytes, with the record's other fields.
    expect(accepted).toBeGreaterThan(15);
    expect(accepted).toBeLessThan(25);
    const { body: read } = await call(mock, 'GET', url, undefined, session);
    expect(read.comments).toHaveLength(accepted);
  });

  it('stops chat messages at maxStoredBytes, answered on the acknowledgement; the refused one is neither stored nor sent', async () => {
    mock = await startMockPlatform({ maxStoredBytes: 60_000 });
    const user = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      ...mock.credentials.endUser,
    });
    const conversationId = (await user.GET('/v2/conversations')).data.data[0]!._id;
    const socket = io(mock.urls.chat, {
      query: { token: user.session!.sessionId, conversationId },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('history', resolve);
      socket.once('connect_error', reject);
    });
    const heard: string[] = [];
    socket.on('chat', (message: { text: string }) => heard.push(message.text));
    let accepted = 0;
    let answer: { error?: { code: string; details?: { limit: number } } } = {};
    for (let i = 0; i < 100; i += 1) {
      answer = await socket.timeout(3000).emitWithAck('chat', { text: `${i} ${'m'.repeat(3990)}` });
      if (answer.error) break;
      accepted += 1;
    }
    expect(answer.error).toMatchObject({ code: 'STORAGE_FULL', details: { limit: 60_000 } });
    expect(accepted).toBeGreaterThan(5);
    const { data } = await user.GET('/conversations/{id}/messages', {
      params: { path: { id: conversationId }, query: { limit: 100 } },
    });
    const mine = data.data.filter((m) => m.text.endsWith('m'.repeat(100)));
    expect(mine).toHaveLength(accepted);
    expect(heard).toHaveLength(accepted);
    expect(heard).not.toContain(`${accepted} ${'m'.repeat(3990)}`);
  });

  it('frees what a deleted record held', async () => {
    mock = await startMockPlatform({ maxStoredBytes: 3000 });
    const boxes = `${mock.urls.public}/box?type=quiz_result`;
    expect((await call(mock, 'POST', boxes, { key: 'a', value: 'x'.repeat(2000) })).status).toBe(201);
    expect((await call(mock, 'POST', boxes, { key: 'b', value: 'x'.repeat(2000) })).body.code).toBe('STORAGE_FULL');
    expect((await call(mock, 'DELETE', `${mock.urls.public}/box/a?type=quiz_result`)).status).toBe(204);
    expect((await call(mock, 'POST', boxes, { key: 'b', value: 'x'.repeat(2000) })).status).toBe(201);
  });
});

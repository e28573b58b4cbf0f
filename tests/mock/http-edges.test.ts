// The mock's HTTP edge: calls about another project are 404, bodies it cannot take are refused
// with a typed error body (docs/design.md, decision 6), an answer is written whole or not at all,
// downloads name their file for any client, and close() does not wait for requests in flight.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient, createPublicClient, type AdminClient } from '../../src/index.js';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
let staff: AdminClient;
const OTHER_PROJECT = 'ffffffffffffffffffffffff';

beforeAll(async () => {
  mock = await startMockPlatform();
  staff = await createAdminClient({
    baseUrl: mock.urls.admin,
    projectId: mock.projectId,
    ...mock.credentials.admin,
    maxRetries: 0,
  });
});
afterAll(async () => {
  await mock?.close();
});

const adminHeaders = () => ({
  authorization: `Bearer ${staff.session!.accessToken}`,
  'x-session-id': staff.session!.sessionId,
});
const publicHeaders = () => ({ 'x-api-key': mock.credentials.apiKey });

async function call(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('projects', () => {
  it('answers 404 NOT_FOUND for a projectId that is not the mock’s, in the query or the path', async () => {
    const query = await call(`${mock.urls.admin}/request-action?projectId=${OTHER_PROJECT}`, {
      headers: adminHeaders(),
    });
    const notOurs = { message: `Not found: no project with id ${OTHER_PROJECT}`, code: 'NOT_FOUND' };
    expect(query).toEqual({ status: 404, body: notOurs });
    const path = await call(`${mock.urls.admin}/project/${OTHER_PROJECT}/content`, { headers: adminHeaders() });
    expect(path).toEqual({ status: 404, body: notOurs });
    const stats = await call(`${mock.urls.admin}/projects/${OTHER_PROJECT}/stats`, { headers: adminHeaders() });
    expect(stats.status).toBe(404);

    const other = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: OTHER_PROJECT,
      ...mock.credentials.admin,
      maxRetries: 0,
    });
    await expect(other.GET('/request-action')).rejects.toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    // The mock's own project still answers, and a permission id named `pid` is no project.
    const { data } = await staff.GET('/request-action');
    expect(data.total).toBe(66);
    const own = await call(`${mock.urls.admin}/projects/${mock.projectId}/stats`, { headers: adminHeaders() });
    expect(own.status).toBe(200);
  });
});

describe('bodies', () => {
  it('refuses JSON nested deeper than 256 levels with 422, and the surface keeps answering', async () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const refused = await call(`${mock.urls.public}/box?type=quiz_result`, {
      method: 'POST',
      headers: { ...publicHeaders(), 'content-type': 'application/json' },
      body: `{"key":"deep","value":${deep(5000)}}`,
    });
    expect(refused).toEqual({
      status: 422,
      body: { message: 'The body nests deeper than 256 levels', code: 'NESTING_TOO_DEEP', details: { limit: 256 } },
    });
    const site = createPublicClient({ baseUrl: mock.urls.public, apiKey: mock.credentials.apiKey });
    const { data } = await site.GET('/box', { params: { query: { type: 'quiz_result' } } });
    expect(data.data.some((box) => box.key === 'deep')).toBe(false);
    // 255 levels in `value` (256 with the body's own object) is still taken.
    const taken = await call(`${mock.urls.public}/box?type=quiz_result`, {
      method: 'POST',
      headers: { ...publicHeaders(), 'content-type': 'application/json' },
      body: `{"key":"deep-enough","value":${deep(255)}}`,
    });
    expect(taken.status).toBe(201);
    const listed = await call(`${mock.urls.public}/box?type=quiz_result`, { headers: publicHeaders() });
    expect(listed.status).toBe(200);
  });

  it('answers bad JSON 400 INVALID_JSON, bad multipart 400 INVALID_MULTIPART, a huge body 413 PAYLOAD_TOO_LARGE', async () => {
    const json = await call(`${mock.urls.public}/box?type=quiz_result`, {
      method: 'POST',
      headers: { ...publicHeaders(), 'content-type': 'application/json' },
      body: '{"key":',
    });
    expect(json).toEqual({ status: 400, body: { message: 'The body is not valid JSON', code: 'INVALID_JSON' } });
    const multipart = await call(`${mock.urls.public}/v1/cms/file`, {
      method: 'POST',
      headers: { ...publicHeaders(), 'content-type': 'multipart/form-data; boundary=nope' },
      body: 'this is not multipart',
    });
    expect(multipart).toEqual({
      status: 400,
      body: { message: 'The body is not valid multipart/form-data', code: 'INVALID_MULTIPART' },
    });
    const large = await call(`${mock.urls.public}/box?type=quiz_result`, {
      method: 'POST',
      headers: { ...publicHeaders(), 'content-type': 'application/json' },
      body: `{"key":"big","value":"${'x'.repeat(21 * 1024 * 1024)}"}`,
    });
    expect(large).toEqual({
      status: 413,
      body: {
        message: 'Request body larger than 20971520 bytes',
        code: 'PAYLOAD_TOO_LARGE',
        details: { limit: 20971520 },
      },
    });
  });
});

describe('files', () => {
  it('deleting an id of the other table answers 404 and leaves the bytes', async () => {
    const body = new FormData();
    body.append('file', new File(['the real bytes'], 'real.txt', { type: 'text/plain' }));
    const { data: file } = await staff.POST('/cms/file', { body: body as unknown as { file: Blob } });
    await expect(staff.DELETE('/cms/image/{id}', { params: { path: { id: file._id } } })).rejects.toMatchObject({
      status: 404,
    });
    const { data: downloaded } = await staff.GET('/cms/file/{id}/download', { params: { path: { id: file._id } } });
    expect(await downloaded.text()).toBe('the real bytes');
  });

  it('names a download with an ASCII filename and the exact one as filename*', async () => {
    const disposition = async (name: string) => {
      const body = new FormData();
      body.append('file', new File(['x'], name, { type: 'application/pdf' }));
      const { data: file } = await staff.POST('/cms/file', { body: body as unknown as { file: Blob } });
      const response = await fetch(`${mock.urls.admin}/cms/file/${file._id}/download?projectId=${mock.projectId}`, {
        headers: adminHeaders(),
      });
      return response.headers.get('content-disposition');
    };
    expect(await disposition('ხელშეკრულება 12B.pdf')).toBe(
      `attachment; filename="____________ 12B.pdf"; filename*=UTF-8''${encodeURIComponent('ხელშეკრულება')}%2012B.pdf`,
    );
    expect(await disposition('lease "12B".pdf')).toBe(
      `attachment; filename="lease _12B_.pdf"; filename*=UTF-8''lease%20%2212B%22.pdf`,
    );
  });
});

describe('close', () => {
  it('resolves promptly while a POST is half sent', async () => {
    const own = await startMockPlatform();
    const { port } = new URL(own.urls.public);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write(
      `POST /public/box?type=quiz_result HTTP/1.1\r\nhost: 127.0.0.1\r\nx-api-key: pk_mock\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"key":`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const outcome = await Promise.race([
      own.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
    ]);
    expect(outcome).toBe('closed');
    socket.destroy();
  });
});

// Issue 33, item 6: at 6377300 the mock read every request's body before routing, so a body sent
// to an operation that declares none got a 400 (not JSON), 413 (too large) or 422 (nested too
// deep) that the operation does not declare (found by Prism in proxy mode in front of the mock).
// The mock routes first and reads a body only for an operation that takes one.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform;
beforeAll(async () => {
  mock = await startMockPlatform({ maxBodyBytes: 1000 });
});
afterAll(async () => {
  await mock?.close();
});

/** One request over node:http (fetch sends no body with a GET), answered as status and JSON. */
function send(method: string, url: string, body: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        // Node frames a GET or DELETE body only with a length given.
        headers: {
          'x-api-key': mock.credentials.apiKey,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const bodies: Array<[string, string]> = [
  ['not JSON', '{"key":'],
  ['nested past the depth limit', nested(300)],
  ['larger than maxBodyBytes', JSON.stringify({ pad: 'x'.repeat(5000) })],
];

describe('an operation that declares no request body', () => {
  it.each(bodies)('ignores a body %s: GET /box answers its page', async (_what, body) => {
    const answer = await send('GET', `${mock.urls.public}/box?type=quiz_result`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
  });

  it.each(bodies)('ignores a body %s: DELETE /box/{id} deletes', async (_what, body) => {
    const boxes = `${mock.urls.public}/box`;
    const created = await send(
      'POST',
      `${boxes}?type=quiz_result`,
      JSON.stringify({ key: `gone-${body.length}`, value: 1 }),
    );
    expect(created.status).toBe(201);
    const deleted = await send('DELETE', `${boxes}/gone-${body.length}?type=quiz_result`, body);
    expect(deleted.status).toBe(204);
    expect((await send('GET', `${boxes}/gone-${body.length}?type=quiz_result`, '')).status).toBe(404);
  });
});

describe('an operation that declares one', () => {
  it('still reads and checks it: 400 INVALID_JSON, 422 NESTING_TOO_DEEP, 413 PAYLOAD_TOO_LARGE', async () => {
    const url = `${mock.urls.public}/box?type=quiz_result`;
    const codes = [];
    for (const [, body] of bodies) {
      const answer = await send('POST', url, body);
      codes.push([answer.status, answer.body.code]);
    }
    expect(codes).toEqual([
      [400, 'INVALID_JSON'],
      [422, 'NESTING_TOO_DEEP'],
      [413, 'PAYLOAD_TOO_LARGE'],
    ]);
  });
});

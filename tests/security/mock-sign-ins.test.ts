// Issue 41, item 3: at 7ccdd89 the mock parsed any body whose content type contained "json", so
// a page on another origin could sign in blind with `text/plain;charset=json` (a "simple" request:
// no preflight); and every sign-in kept its session or token forever (legacy sessions never
// expire; admin tokens were purged only once expired): 10,000 sign-ins all answered 200. Only
// `application/json` and `+json` bodies are read as JSON now (415 otherwise, declared on every
// operation with a body), and each live session and token counts toward `maxStoredBytes`.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';

let mock: MockPlatform | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function post(url: string, body: string, type: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('only JSON is read as JSON', () => {
  it('refuses a sign-in sent as text/plain;charset=json with 415, the admin and the end user alike', async () => {
    mock = await startMockPlatform();
    const { admin, endUser, apiKey } = mock.credentials;
    for (const [url, credentials, headers] of [
      [`${mock.urls.admin}/auth/admin/login`, admin, {}],
      [`${mock.urls.admin}/auth/login`, admin, {}],
      [`${mock.urls.enduser}/auth/login`, endUser, { 'x-api-key': apiKey }],
    ] as const) {
      const blind = await post(url, JSON.stringify(credentials), 'text/plain;charset=json', headers);
      expect(blind).toEqual({
        status: 415,
        body: {
          message:
            'Unsupported media type text/plain: send application/json (multipart/form-data where the operation takes a file)',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      });
      expect((await post(url, JSON.stringify(credentials), 'application/json; charset=utf-8', headers)).status).toBe(
        200,
      );
      expect((await post(url, JSON.stringify(credentials), 'application/vnd.api+json', headers)).status).toBe(200);
    }
  });

  it('answers a wrong password 401 INVALID_CREDENTIALS on every sign-in, the right one its token or session', async () => {
    mock = await startMockPlatform();
    const { admin, endUser, apiKey } = mock.credentials;
    for (const [url, credentials, headers, signedIn] of [
      [`${mock.urls.admin}/auth/admin/login`, admin, {}, 'accessToken'],
      [`${mock.urls.admin}/auth/login`, admin, {}, 'sessionId'],
      [`${mock.urls.enduser}/auth/login`, endUser, { 'x-api-key': apiKey }, 'sessionId'],
    ] as const) {
      const wrong = await post(
        url,
        JSON.stringify({ ...credentials, password: 'not-it' }),
        'application/json',
        headers,
      );
      expect(wrong).toEqual({
        status: 401,
        body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      });
      const right = await post(url, JSON.stringify(credentials), 'application/json', headers);
      expect(right.body).toMatchObject({ [signedIn]: expect.any(String), user: { email: credentials.email } });
    }
  });

  it('declares 415 on every operation with a body, in every contract', () => {
    for (const surface of ['admin', 'public', 'private', 'enduser']) {
      const doc = JSON.parse(readFileSync(`generated/openapi/${surface}.json`, 'utf8'));
      const undeclared: string[] = [];
      for (const item of Object.values(doc.paths) as Record<string, any>[])
        for (const op of Object.values(item))
          if (op?.requestBody && !op.responses['415']) undeclared.push(`${surface}.${op.operationId}`);
      expect(undeclared).toEqual([]);
    }
  });
});

describe('sign-ins are bounded', () => {
  const signInsUntilRefused = async (url: string, credentials: object, headers: Record<string, string> = {}) => {
    for (let i = 1; i <= 1000; i += 1) {
      const answer = await post(url, JSON.stringify(credentials), 'application/json', headers);
      if (answer.status !== 200) return { signIns: i - 1, answer };
    }
    return { signIns: 1000 };
  };

  it('counts each admin token and each session toward maxStoredBytes: 413 STORAGE_FULL once full, free again after a reset', async () => {
    mock = await startMockPlatform({ maxStoredBytes: 10_000 });
    const { admin, endUser, apiKey } = mock.credentials;
    const refused = { answer: { status: 413, body: { code: 'STORAGE_FULL', details: { limit: 10_000 } } } };
    const tokens = await signInsUntilRefused(`${mock.urls.admin}/auth/admin/login`, admin);
    expect(tokens).toMatchObject(refused);
    // Sign-ins are answered until the tokens fill the store (a few hundred bytes each).
    expect(tokens.signIns).toBeGreaterThan(10);
    mock.reset();
    const legacy = await signInsUntilRefused(`${mock.urls.admin}/auth/login`, admin);
    expect(legacy).toMatchObject(refused);
    expect(legacy.signIns).toBeGreaterThan(10);
    mock.reset();
    expect(
      await signInsUntilRefused(`${mock.urls.enduser}/auth/login`, endUser, { 'x-api-key': apiKey }),
    ).toMatchObject(refused);
  });
});

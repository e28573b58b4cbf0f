// Issue 45, item 4 (docs/design.md, decision 26): an error answer's body goes through the same
// opt-in `validate` as a success answer's data. A declared error answer whose body breaks its
// schema rejects with ResponseValidationError naming the operation and the status (never the
// body, never a credential); a good one is the ApiError of its status; without `validate`, or
// for a status the operation does not declare, nothing changes. A real HTTP server on loopback
// answers (the mock platform's own answers pass: tests/errors/hook-errors.test.tsx and the probe
// of declared-statuses.test.ts validate).
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ResponseValidationError,
  SessionExpiredError,
  UnprocessableEntityError,
  createAdminClient,
  createPublicClient,
  fieldErrors,
} from '../../src/index.js';
import * as adminSchemas from '../../src/zod/admin.js';
import * as publicSchemas from '../../src/zod/public.js';
import { startServer, type TestServer } from '../support/server.js';
import { tokenExpiringIn } from '../support/session-platform.js';

const id = '65f1c0a2e4b0a1b2c3d4e5f6';
const accessToken = tokenExpiringIn(3600);
const sessionId = 'sid_secret_0a9b8c7d6e5f4a3b2c1d';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const admin = (validate: boolean) =>
  createAdminClient({
    baseUrl: server!.url,
    projectId: id,
    sessionId,
    accessToken,
    maxRetries: 0,
    ...(validate ? { validate: adminSchemas } : {}),
  });

/** `PUT /request-action/{id}` (updateRequestAction) with a title, as a form sends it. */
const update = async (validate: boolean) =>
  (await admin(validate)).PUT('/request-action/{id}', { params: { path: { id } }, body: { title: '' } }).then(
    () => undefined,
    (e: unknown) => e,
  );

/** A 422 body whose `details.fields.title` is not a string: it carries the access token the platform echoed. */
const broken422 = {
  message: 'Validation failed',
  details: { field: 'title', fields: { title: { echoed: accessToken, session: sessionId } } },
};
const good422 = {
  message: 'Validation failed',
  details: { field: 'title', fields: { title: 'must NOT have fewer than 1 characters' } },
};

describe('an error answer with validate on', () => {
  it('a declared answer whose body breaks its schema fails validation, naming the operation and the status', async () => {
    server = await startServer(() => ({ status: 422, body: broken422 }));
    const error = await update(true);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const e = error as ResponseValidationError;
    expect(e.request).toBe('PUT /request-action/{id}');
    expect(e.path).toBe('details.fields.title');
    expect(e.message).toBe(
      'PUT /request-action/{id}: the 422 answer does not match the contract at details.fields.title: Invalid input: expected string, received object',
    );
    // Not the ApiError it would have been: `status` stays undefined, so `error.status === 422` does not take it.
    expect(error).not.toBeInstanceOf(ApiError);
    expect((e as { status?: unknown }).status).toBeUndefined();
    expect(fieldErrors(error)).toEqual({});
    // Neither the body nor a credential, wherever a log would look.
    const seen = JSON.stringify([e.message, e.issues, e.path, e.stack, { ...e }]);
    for (const secret of [accessToken, sessionId, 'Validation failed', 'echoed']) expect(seen).not.toContain(secret);
    expect(server.requests).toHaveLength(1);
  });

  it('a good declared answer passes: the ApiError of its status, its fields readable', async () => {
    server = await startServer(() => ({ status: 422, body: good422 }));
    const error = await update(true);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).status).toBe(422);
    expect((error as UnprocessableEntityError).body).toEqual(good422);
    expect(fieldErrors(error)).toEqual({ title: 'Title cannot be empty.' });
  });

  it('checks each status against its own schema: a 404 with a numeric `code` fails, with a string one passes', async () => {
    server = await startServer((req) => ({
      status: 404,
      body: { message: 'Request action not found', code: req.path.endsWith('1') ? 404 : 'NOT_FOUND' },
    }));
    const client = await admin(true);
    const bad = await client
      .GET('/request-action/{id}', { params: { path: { id: `${id.slice(0, -1)}1` } } })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ResponseValidationError);
    expect((bad as Error).message).toBe(
      'GET /request-action/{id}: the 404 answer does not match the contract at code: Invalid input: expected string, received number',
    );
    const good = await client.GET('/request-action/{id}', { params: { path: { id } } }).catch((e: unknown) => e);
    expect(good).toMatchObject({ name: 'NotFoundError', status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('on the public surface too: its own table', async () => {
    server = await startServer(() => ({ status: 401, body: { message: 'Invalid API key', code: ['x'] } }));
    const site = createPublicClient({ baseUrl: server.url, apiKey: 'pk_test', maxRetries: 0, validate: publicSchemas });
    const error = await site.GET('/project/self').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain('GET /project/self: the 401 answer does not match the contract at code');
  });

  it('a 401 whose body breaks its schema still ends the session: the check comes after the answer is heard', async () => {
    server = await startServer(() => ({ status: 401, body: { message: 'Session expired', code: 401 } }));
    const client = await admin(true);
    const first = await client.GET('/request-action/{id}', { params: { path: { id } } }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ResponseValidationError);
    expect((first as Error).message).toContain('GET /request-action/{id}: the 401 answer does not match');
    const second = await client.GET('/request-action/{id}', { params: { path: { id } } }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(SessionExpiredError);
    expect(server.requests).toHaveLength(1);
  });

  it('leaves a status the operation does not declare as it is: nothing to check it against', async () => {
    server = await startServer(() => ({ status: 418, body: { message: 'teapot', code: 7 } }));
    const error = await update(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(418);
  });

  it('leaves a call that chose its reading (`parseAs`) unchecked, as its data is', async () => {
    server = await startServer(() => ({ status: 422, body: broken422 }));
    const error = await (await admin(true))
      .PUT('/request-action/{id}', { params: { path: { id } }, body: { title: '' }, parseAs: 'text' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
  });
});

describe('an error answer with validate off', () => {
  it('is the ApiError of its status, whatever its body', async () => {
    server = await startServer(() => ({ status: 422, body: broken422 }));
    const error = await update(false);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).status).toBe(422);
    // The echoed credentials are redacted from the body, as every ApiError's are.
    expect(JSON.stringify((error as UnprocessableEntityError).body)).not.toContain(accessToken);
  });
});

// Run-time probe of the per-operation error unions (docs/design.md, decision 26): through the
// mock's typed overrides (`mock.answer`, MSW), every hook surface's every operation answers each
// error status its contract declares, and the fetcher's rejection is the member of its union for
// that status: the class and `name` of the status, `status` and `body` as answered, `matchError`
// taking the status's case, `fieldErrors` the 422's fields. The clients `validate`: each
// answer's body passes the schema its status is declared with (a broken one would reject with
// ResponseValidationError, tests/errors/error-validation.test.ts).
import fs from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMockHandlers } from '../../mock/msw.js';
import {
  createAdminClient,
  createEndUserClient,
  createPublicClient,
  fieldErrors,
  isPlatformError,
  matchError,
} from '../../src/index.js';
import { errorClassFor } from '../../src/core/errors.js';
import * as adminSchemas from '../../src/zod/admin.js';
import * as enduserSchemas from '../../src/zod/enduser.js';
import * as publicSchemas from '../../src/zod/public.js';

type Surface = 'admin' | 'public' | 'enduser';
type Contract = {
  paths: Record<
    string,
    Record<string, { operationId?: string; requestBody?: unknown; responses?: Record<string, unknown> }>
  >;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const mock = createMockHandlers({ seed: 'empty' });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

// A client per surface; a 401 ends an admin's or end user's session, so it is made again after one.
type Caller = (method: string, path: string, init: object) => Promise<unknown>;
const clientOf: Record<Surface, () => Promise<Caller>> = {
  admin: async () => {
    const c = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      maxRetries: 0,
      validate: adminSchemas,
      ...mock.credentials.admin,
    });
    return (m, p, i) => (c as unknown as Record<string, (p: string, i: object) => Promise<unknown>>)[m]!(p, i);
  },
  public: async () => {
    const c = createPublicClient({
      baseUrl: mock.urls.public,
      apiKey: mock.credentials.apiKey,
      maxRetries: 0,
      validate: publicSchemas,
    });
    return (m, p, i) => (c as unknown as Record<string, (p: string, i: object) => Promise<unknown>>)[m]!(p, i);
  },
  enduser: async () => {
    const c = await createEndUserClient({
      baseUrl: mock.urls.enduser,
      apiKey: mock.credentials.apiKey,
      maxRetries: 0,
      validate: enduserSchemas,
      ...mock.credentials.endUser,
    });
    return (m, p, i) => (c as unknown as Record<string, (p: string, i: object) => Promise<unknown>>)[m]!(p, i);
  },
};

it('every declared error status of every hook operation narrows to its member', async () => {
  const seen: string[] = [];
  const wrong: string[] = [];
  let declared = 0;
  let operations = 0;
  for (const surface of ['admin', 'public', 'enduser'] as const) {
    const contract: Contract = JSON.parse(
      fs.readFileSync(new URL(`../../generated/openapi/${surface}.json`, import.meta.url), 'utf8'),
    );
    let call = await clientOf[surface]();
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const op = item[method]!;
        operations++;
        const statuses = Object.keys(op.responses ?? {})
          .map(Number)
          .filter((s) => s >= 400);
        for (const status of statuses) {
          declared++;
          const where = `${surface}.${op.operationId} ${status}`;
          const body = {
            message: `probe ${status}`,
            code: 'PROBE',
            ...(status === 422
              ? { details: { field: 'title', fields: { title: 'must NOT have fewer than 1 characters' } } }
              : {}),
          };
          server.use(
            mock.answer(`${surface}.${op.operationId}` as 'admin.getRequestAction', { status, body } as never, {
              once: true,
            }),
          );
          const filled = path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
          const pathParams = Object.fromEntries(
            [...path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], '0123456789abcdef01234567']),
          );
          let error: unknown;
          try {
            await call(method.toUpperCase(), path, {
              params: { path: pathParams },
              ...(op.requestBody ? { body: {} } : {}),
            });
          } catch (caught) {
            error = caught;
          }
          if (status === 401) call = await clientOf[surface]();
          const e = error as { status?: number; name?: string; body?: unknown };
          const took: unknown = isPlatformError(error)
            ? matchError(error as never, { [status]: () => 'declared', otherwise: () => 'other' } as never)
            : 'not a PlatformError';
          const fields = fieldErrors(error);
          const ok =
            error instanceof errorClassFor(status) &&
            e.status === status &&
            e.name === new (errorClassFor(status))(status, { message: '' }, '', new Headers()).name &&
            JSON.stringify(e.body) === JSON.stringify(body) &&
            took === 'declared' &&
            JSON.stringify(fields) === JSON.stringify(status === 422 ? { title: 'Title cannot be empty.' } : {});
          (ok ? seen : wrong).push(`${where} (${filled}): ${e.name} ${e.status} ${String(took)}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(seen.length).toBe(declared);
  // Every hook operation (as the 185 type tests), with 1092 declared statuses among them when written.
  expect(operations).toBe(185);
  expect(declared).toBeGreaterThan(185 * 3);
}, 120_000);

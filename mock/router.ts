// Routing and request validation by openapi-backend (ajv underneath), one instance per surface
// over its bundled contract: an operation is found by method and path, once (`match`), its parameters and JSON
// body are checked against the contract (422 naming the first field that fails), and then either
// the domain that models it answers or, for an operation the mock does not model, the contract's
// own example. Authentication runs before validation, as the platform does (401 before 422); a
// call about a project that is not the mock's answers 404 before validation too.
import type { OpenAPIBackend as Backend, Operation, Request as BackendRequest } from 'openapi-backend';
import { authenticate } from './auth.js';
import {
  fail,
  forbidden,
  notFound,
  type Handler,
  type Handlers,
  type MockReply,
  type MockRequest,
  type Platform,
  type UploadedFile,
} from './context.js';
import type { OperationKey } from './operations.js';
import type { Surface } from './contracts.js';
import { FORMATS } from './formats.js';
import { validationFailure } from './validation-failure.js';
import { withFieldNamedParamsLast } from './validator-input.js';
import { loadPeer } from './peers.js';
import { allowed, type OperationPermission } from './permissions.js';
import { isObjectId } from './ids.js';
import { StorageRefusal } from './limits.js';

/**
 * A call as the mock reads it inside, built once by the core from the Web Request and its match:
 * authentication, the project check, permission, openapi-backend's validator (to which it is a
 * request as it is) and the handler all read this one object.
 */
interface MockCall {
  operation: Operation;
  method: string;
  /** Path below the surface prefix, with its leading slash. */
  path: string;
  query: string;
  headers: Record<string, string>;
  /** The body as read (multipart text parts typed as the form schema says), if the operation takes one. */
  body: unknown;
  files: Record<string, UploadedFile>;
}

/** What one match of a call gives: its operation, or the 404 or 405 of a call that has none. */
export type Match = { operation: Operation } | { reply: MockReply };

export interface SurfaceRouter {
  /** Matches `method path` (below the surface prefix), once per request (the core keeps it). */
  match(method: string, path: string): Match;
  /** The call's reply: authentication, permission, validation and the handler, on the one match. */
  handle(call: MockCall): Promise<MockReply>;
}

/**
 * The handler's reply, or the 413 of a write the store refused (../limits.ts), with nothing of
 * the call's writes kept: every handler runs all or nothing.
 */
async function refusedByStore(platform: Platform, handle: () => MockReply | Promise<MockReply>): Promise<MockReply> {
  try {
    return await platform.store.atomically(handle);
  } catch (error) {
    if (error instanceof StorageRefusal) return error.reply;
    throw error;
  }
}

/**
 * The project ids a call names: its `projectId` query parameter, and a path parameter right
 * after a `project` or `projects` segment (`project/{pid}/content`, `projects/{id}/stats`). Only
 * ObjectIds count: anything else is the validator's to refuse (422).
 */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function namedProjects(template: string, path: string, query: URLSearchParams): string[] {
  const ids = query.getAll('projectId');
  const names = template.split('/').filter(Boolean);
  const values = path.split('/').filter(Boolean);
  names.forEach((name, i) => {
    if (/^\{.+\}$/.test(name) && /^projects?$/.test(names[i - 1] ?? '') && values[i] !== undefined)
      ids.push(decoded(values[i]!));
  });
  return ids.filter(isObjectId);
}

export async function createSurfaceRouter(
  surface: Surface,
  platform: Platform,
  handlers: Handlers,
  doc = platform.docs[surface],
): Promise<SurfaceRouter> {
  const { OpenAPIBackend } = await loadPeer<typeof import('openapi-backend')>(
    'openapi-backend',
    () => import('openapi-backend'),
  );
  // quick: no check of the document (openapi-backend's knows 3.0 only), validators built on an
  // operation's first call. Its Ajvs (two per operation) skip the meta-schema (redocly lints the
  // contracts) and the optimising pass (a quarter of a compile; the validators judge the same).
  const api: Backend = new OpenAPIBackend({
    definition: withFieldNamedParamsLast(doc) as never,
    quick: true,
    coerceTypes: true,
    ajvOpts: { validateSchema: false, code: { optimize: false } },
    customizeAjv: (ajv) => {
      for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate });
      return ajv;
    },
  });
  await api.init();
  const schemes =
    (doc.components as { securitySchemes?: Record<string, { type?: string; name?: string; scheme?: string }> })
      .securitySchemes ?? {};
  const credential = (name: string) => {
    const scheme = schemes[name];
    return scheme?.type === 'apiKey' && scheme.name
      ? scheme.name
      : scheme?.scheme === 'bearer'
        ? 'authorization: Bearer'
        : name;
  };
  const wanted = (security: Record<string, unknown>[]) =>
    security.map((requirement) => Object.keys(requirement).map(credential).join(' + ')).join(' or ');

  /** The contract's own example, for an operation no domain models. */
  const example = (operation: Operation): MockReply => {
    const { status, mock } = api.mockResponseForOperation(operation.operationId!);
    const content = (operation.responses?.[status] as { content?: Record<string, unknown> } | undefined)?.content;
    const contentType = Object.keys(content ?? {})[0];
    return { status, body: mock, ...(contentType && !contentType.includes('json') ? { contentType } : {}) };
  };

  const match = (method: string, path: string): Match => {
    try {
      // Strict: a path with no operation throws, naming 404 or (another method has it) 405.
      return { operation: api.router.matchOperation({ method, path, headers: {} } as BackendRequest, true) };
    } catch (error) {
      return {
        reply: String((error as Error).message).startsWith('405')
          ? fail(405, 'Method not allowed', 'METHOD_NOT_ALLOWED')
          : fail(404, `No operation ${method.toUpperCase()} ${path} on the ${surface} surface`, 'NOT_FOUND'),
      };
    }
  };

  const handle = async (call: MockCall): Promise<MockReply> => {
    const { operation } = call;
    const security = operation.security ?? doc.security ?? [];
    const identity = authenticate(surface, security, call.headers, platform);
    // Names what the operation wants (header names, never a value) so a newcomer with a wrong
    // key or an ended session sees which credential the mock refused.
    if (!identity) return fail(401, `Unauthorized: ${wanted(security)} missing or not valid here`, 'UNAUTHORIZED');
    const rawQuery = new URLSearchParams(call.query);
    const otherProject = namedProjects(operation.path, call.path, rawQuery).find((id) => id !== platform.projectId);
    if (otherProject) return notFound(`no project with id ${otherProject}`);
    if (
      identity.claims &&
      !allowed(identity.claims, (operation as { 'x-permission'?: OperationPermission })['x-permission'])
    )
      return forbidden();
    // openapi-backend's validator, given the operation: no second match.
    const validation = api.validator.validateRequest(call, operation);
    if (validation.errors?.length) return validationFailure(validation.errors);
    const operationId = operation.operationId!;
    const handler = handlers[`${surface}.${operationId}` as OperationKey] as Handler | undefined;
    if (!handler) return example(operation);
    // The call has passed the validator, against the contract the handler's types come from.
    const parsed = api.router.parseRequest(validation.coerced ?? call, operation);
    const request = {
      surface,
      operationId,
      params: parsed.params,
      query: parsed.query,
      rawQuery,
      body: parsed.requestBody,
    };
    return refusedByStore(platform, () =>
      handler({ ...request, files: call.files, ...identity } as MockRequest, platform),
    );
  };
  return { match, handle };
}

// Routing and request validation by openapi-backend (ajv underneath), one instance per surface
// over its bundled contract: an operation is found by method and path, its parameters and JSON
// body are checked against the contract (422 naming the first field that fails), and then either
// the domain that models it answers or, for an operation the mock does not model, the contract's
// own example. Authentication runs before validation, as the platform does (401 before 422); a
// call about a project that is not the mock's answers 404 before validation too.
import type { OpenAPIBackend as Backend, Context, Request as BackendRequest } from 'openapi-backend';
import { authenticate } from './auth.js';
import {
  fail,
  forbidden,
  notFound,
  type Handler,
  type Handlers,
  type Identity,
  type MockReply,
  type MockRequest,
  type Platform,
  type UploadedFile,
} from './context.js';
import type { OperationKey } from './operations.js';
import type { Surface } from './contracts.js';
import { FORMATS } from './formats.js';
import { coerceFormFields, fieldOf, withFieldNamedParamsLast, type Ajv422 } from './validator-input.js';
import { loadPeer } from './peers.js';
import { allowed, type OperationPermission } from './permissions.js';
import { isObjectId } from './ids.js';
import { StorageRefusal } from './limits.js';

interface IncomingCall {
  method: string;
  /** Path below the surface prefix, with its leading slash. */
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  files: Record<string, UploadedFile>;
  /** Whether the body came as multipart/form-data. */
  multipart: boolean;
}

export interface SurfaceRouter {
  (call: IncomingCall): Promise<MockReply>;
  /**
   * Whether the operation `method path` names declares a request body: the core reads one
   * only then (route first, then read), so a body sent to any other call is ignored, never a
   * 400, 413 or 422 the operation does not declare.
   */
  takesBody(method: string, path: string): boolean;
  /** The operationId a call of `method` on `path` (below the surface prefix) is routed to, if any. */
  operationOf(method: string, path: string): string | undefined;
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
  // quick: skips openapi-backend's own check of the document, which knows OpenAPI 3.0 only and
  // rejects 3.1 documents; our contracts are linted by redocly instead.
  const api: Backend = new OpenAPIBackend({
    definition: withFieldNamedParamsLast(doc) as never,
    quick: true,
    validate: true,
    coerceTypes: true,
    ignoreTrailingSlashes: true,
    customizeAjv: (ajv) => {
      for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate });
      return ajv;
    },
  });
  await api.init();
  // Credentials are checked by authenticate() before the backend runs; these keep it quiet.
  for (const scheme of Object.keys((doc.components as { securitySchemes?: object }).securitySchemes ?? {})) {
    api.registerSecurityHandler(scheme, () => true);
  }

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

  const modelled = async (
    c: Context,
    identity: Identity,
    files: Record<string, UploadedFile>,
    rawQuery: URLSearchParams,
  ) => {
    const operationId = c.operation.operationId!;
    // The call has passed the validator, against the contract the handler's types come from.
    const handler = handlers[`${surface}.${operationId}` as OperationKey] as Handler;
    return refusedByStore(platform, () =>
      handler(
        {
          surface,
          operationId,
          params: c.request.params,
          query: c.request.query,
          rawQuery,
          body: c.request.requestBody,
          files,
          ...identity,
        } as MockRequest,
        platform,
      ),
    );
  };
  const registered: Record<string, typeof modelled> = {};
  for (const operation of api.getOperations()) {
    if (operation.operationId && `${surface}.${operation.operationId}` in handlers)
      registered[operation.operationId] = modelled;
  }
  api.register({
    ...registered,
    validationFail: (c: Context) => {
      const errors = (c.validation.errors ?? []) as Ajv422[];
      const first = errors[0];
      const field = first ? fieldOf(first) : 'request';
      // Each field that failed and its message, the first message of a field kept (the contract's ValidationError).
      const fields: Record<string, string> = Object.create(null);
      for (const error of errors) fields[fieldOf(error)] ??= error.message ?? 'is invalid';
      return fail(422, `Validation failed: ${field} ${first?.message ?? 'is invalid'}`, 'VALIDATION_FAILED', {
        field,
        fields,
        errors: c.validation.errors,
      });
    },
    notFound: (c: Context) =>
      fail(
        404,
        `No operation ${c.request.method.toUpperCase()} ${c.request.path} on the ${surface} surface`,
        'NOT_FOUND',
      ),
    methodNotAllowed: () => fail(405, 'Method not allowed', 'METHOD_NOT_ALLOWED'),
    notImplemented: (c: Context) => {
      const { status, mock } = api.mockResponseForOperation(c.operation.operationId!);
      const content = (c.operation.responses?.[status] as { content?: Record<string, unknown> } | undefined)?.content;
      const contentType = Object.keys(content ?? {})[0];
      return {
        status,
        body: mock,
        ...(contentType && !contentType.includes('json') ? { contentType } : {}),
      } satisfies MockReply;
    },
  });

  const route = async (call: IncomingCall): Promise<MockReply> => {
    const request: BackendRequest = {
      method: call.method,
      path: call.path,
      query: call.query,
      headers: call.headers as Record<string, string | string[]>,
      body: call.body,
    };
    const operation = api.matchOperation(request);
    if (operation && call.multipart) request.body = coerceFormFields(call.body as Record<string, unknown>, operation);
    if (operation) {
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
      return (await api.handleRequest(request, identity, call.files, rawQuery)) as MockReply;
    }
    return (await api.handleRequest(request)) as MockReply;
  };
  const matched = (method: string, path: string) => api.matchOperation({ method, path, headers: {} } as BackendRequest);
  return Object.assign(route, {
    takesBody: (method: string, path: string) => Boolean(matched(method, path)?.requestBody),
    operationOf: (method: string, path: string) => matched(method, path)?.operationId,
  });
}

// Routing and request validation over a surface's bundled contract: an operation is found by
// method and path, once (`match`, as openapi-backend's router matched: exact paths first, then
// templates by specificity), its parameters and JSON body are checked by Ajv against the schemas
// openapi-backend built (422 naming the first field that fails), and then either the domain that
// models it answers or, for an operation the mock does not model, the contract's own example.
// Authentication runs before validation, as the platform does (401 before 422); a call about a
// project that is not the mock's answers 404 before validation too.
import type { ValidateFunction } from 'ajv';
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
import type { OpenApiDocument, Surface } from './contracts.js';
import { FORMATS } from './formats.js';
import { validationFailure } from './validation-failure.js';
import { type Operation, orderedParams, type Param, requestSchemas, type Schema } from './validator-input.js';
import { loadPeer } from './peers.js';
import { allowed } from './permissions.js';
import { isObjectId } from './ids.js';
import { StorageRefusal } from './limits.js';

/**
 * A call as the mock reads it inside, built once by the core from the Web Request and its match:
 * authentication, the project check, permission, the validator and the handler all read this one
 * object.
 */
interface MockCall {
  operation: Operation;
  /** Path below the surface prefix, with its leading slash. */
  path: string;
  query: string;
  headers: Record<string, string>;
  /** The body as read, if the operation takes one. */
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

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The project ids a call names: its `projectId` query parameter, and a path parameter right
 * after a `project` or `projects` segment (`project/{pid}/content`, `projects/{id}/stats`). Only
 * ObjectIds count: anything else is the validator's to refuse (422).
 */
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

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** A path as matched: without trailing slashes. */
const normalPath = (path: string) => path.replace(/(.)\/+$/, '$1');
const PARAM = /\{[A-Za-z0-9_-]+\}/g;
const decode = (text: string) => decoded(text.replace(/\+/g, ' '));
/**
 * qs's reading of a query of at most 20 pairs without brackets (every query of these contracts
 * but a deep object's): repeats as lists, empty names and Object.prototype's dropped; otherwise
 * undefined, and qs reads it. qs (and its dependencies) then loads only for such a query.
 */
function plainQuery(search: string): Record<string, unknown> | undefined {
  const parts = search.split('&');
  if (parts.length > 20 || /[[\]]|%5[bd]/i.test(search)) return undefined;
  const query: Record<string, unknown> = {};
  for (const part of parts) {
    const at = part.indexOf('=');
    const [key, value] = at === -1 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    if (!key || Object.hasOwn(Object.prototype, key)) continue;
    query[key] = Object.hasOwn(query, key) ? [query[key], value].flat() : value;
  }
  return query;
}

/**
 * A surface's operations by method and path, each with its `$ref`s resolved on its first match
 * (each target once, shared as in a dereferenced document). One `match` per request: the one
 * place a call is matched (tests/mock/match-once.test.ts counts them).
 */
export class OperationTable {
  private readonly entries: Array<{ path: string; method: string; pattern: RegExp; literal: number; raw: Schema }>;
  private readonly resolved = new Map<unknown, unknown>();
  constructor(private readonly doc: OpenApiDocument) {
    this.entries = Object.entries(doc.paths as Record<string, Schema>).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        path,
        method,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literal: path.replace(/\{.*?\}/g, '').length,
        raw: { ...item[method], item },
      })),
    );
  }

  /** Exact paths first, then templates by specificity (as openapi-backend's router): the operation, or 404 or 405. */
  match(method: string, path: string): Operation | 404 | 405 {
    const [verb, normal] = [method.trim().toLowerCase(), normalPath(path)];
    const exact = this.entries.find((e) => e.path === normal && e.method === verb);
    const paths = this.entries.filter((e) => e.pattern.test(normal));
    const entry = exact ?? paths.sort((a, b) => b.literal - a.literal).find((e) => e.method === verb);
    if (!entry) return paths.length ? 405 : 404;
    if (!this.resolved.has(entry)) {
      const { item, responses, ...op } = entry.raw;
      const [own, shared] = [op.parameters ?? [], item.parameters ?? []].map((p) => this.deref(p) as Param[]);
      const parameters = orderedParams(own!, shared!);
      const operation = { ...(this.deref(op) as Operation), path: entry.path, parameters };
      // Its answers resolved when read: only an operation no domain models reads them (its example).
      Object.defineProperty(operation, 'responses', { get: () => this.deref(responses), enumerable: true });
      this.resolved.set(entry, operation);
    }
    return this.resolved.get(entry) as Operation;
  }

  private deref(node: unknown): unknown {
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as Schema).$ref;
    const keys = typeof ref === 'string' ? ref.split('/').slice(1) : undefined;
    if (keys) return this.deref(keys.reduce<Schema | undefined>((at, key) => at?.[key], this.doc));
    if (this.resolved.has(node)) return this.resolved.get(node);
    const copy: Schema = Array.isArray(node) ? [] : {};
    this.resolved.set(node, copy);
    for (const [key, value] of Object.entries(node)) copy[key] = this.deref(value);
    return copy;
  }
}

/**
 * A copy of `schema` in which an object met before is a `$ref` to where it was first met, as
 * openapi-backend gave Ajv its schemas: an error under a shared schema names that first place.
 */
function decycle(schema: unknown): Schema {
  const seen = new WeakMap<object, string>();
  const copy = (value: unknown, path: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return { $ref: seen.get(value) };
    seen.set(value, path);
    if (Array.isArray(value)) return value.map((item, i) => copy(item, `${path}/${i}`));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, `${path}/${key}`)]));
  };
  return copy(schema, '#') as Schema;
}

export async function createSurfaceRouter(
  surface: Surface,
  platform: Platform,
  handlers: Handlers,
  doc = platform.docs[surface],
): Promise<SurfaceRouter> {
  const { Ajv } = await loadPeer<typeof import('ajv')>('ajv', () => import('ajv'));
  const parse = async (search: string) =>
    plainQuery(search) ?? (await loadPeer<typeof import('qs')>('qs', () => import('qs'))).parse(search);
  // One Ajv per coercion, each made on its first compile: the parameters' coerces their strings to
  // their types, as it does a multipart body's text parts (as a server's form parser would); a JSON
  // body is judged as sent. No meta-schema (redocly lints the contracts), no optimising pass
  // (a quarter of a compile; the validators judge the same).
  const ajvs: Record<string, InstanceType<typeof Ajv>> = {};
  const ajvOf = (coerceTypes: boolean) =>
    (ajvs[`${coerceTypes}`] ??= Object.entries(FORMATS).reduce(
      (ajv, [name, validate]) => ajv.addFormat(name, { type: 'string', validate }),
      new Ajv({ strict: false, validateSchema: false, meta: false, code: { optimize: false }, coerceTypes }),
    ));
  const table = new OperationTable(doc);
  const validators: Record<string, ValidateFunction[]> = {};
  const compile = ({ body, params }: ReturnType<typeof requestSchemas>, form: boolean) => [
    ...(body ? [ajvOf(form).compile(decycle(body))] : []),
    ajvOf(true).compile(decycle(params)),
  ];
  const validatorsOf = (operation: Operation, form: boolean) =>
    (validators[`${operation.operationId} ${form}`] ??= compile(requestSchemas(operation), form));
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

  /** The contract's own example, for an operation no domain models: its first 2xx (else the first) answer's. */
  const example = (operation: Operation): MockReply => {
    const responses = operation.responses ?? {};
    const status = [200, 201, 202, 203].find((c) => responses[c]) ?? Number(Object.keys(responses)[0] ?? 200);
    const content = responses[status]?.content ?? {};
    const contentType = Object.keys(content)[0];
    const media = content['application/json'] ?? content[contentType!];
    const examples = media?.examples && Object.values(media.examples);
    // A download no example shows (enduser's HR report) is a few placeholder bytes, as it was.
    const placeholder = media?.schema?.format === 'binary' ? 'Hello World' : {};
    const body = media?.example ?? (examples ? examples[0]?.value : placeholder);
    return { status, body, ...(contentType && !contentType.includes('json') ? { contentType } : {}) };
  };

  const match = (method: string, path: string): Match => {
    const found = table.match(method, path);
    if (typeof found === 'object') return { operation: found };
    if (found === 405) return { reply: fail(405, 'Method not allowed', 'METHOD_NOT_ALLOWED') };
    return { reply: fail(404, `No operation ${method.toUpperCase()} ${path} on the ${surface} surface`, 'NOT_FOUND') };
  };

  /**
   * The call read and checked as openapi-backend's validator did: its errors (malformed JSON
   * first, then the body's, then the parameters'), and the path parameters, the query (its
   * strings coerced to the parameters' types) and the body the handler gets.
   */
  const validate = async ({ operation, path, query: search, headers, body }: MockCall) => {
    const errors: unknown[] = [];
    const parseError = (instancePath: string, schemaPath: string, error: unknown) =>
      errors.push({ keyword: 'parse', instancePath, schemaPath, params: [], message: (error as Error).message });
    let requestBody = body;
    if (typeof body !== 'object' && body !== undefined)
      try {
        const parsed = JSON.parse(`${body}`);
        if (body) requestBody = parsed;
      } catch (error) {
        if (Object.keys(operation.requestBody?.content ?? {}).join() === 'application/json')
          parseError('', '#/requestBody', error);
      }
    // Path parameters as bath-es5 read them for openapi-backend (a malformed escape throws: 500).
    const names = operation.path.match(PARAM) ?? [];
    const values = new RegExp(`^${operation.path.replace(PARAM, '([^\\/]*)')}$`).exec(normalPath(path))?.slice(1);
    const params = Object.fromEntries(
      values ? names.map((n, i) => [n.slice(1, -1), decodeURIComponent(values[i]!)]) : [],
    );
    const query = (await parse(search)) as Record<string, unknown>;
    for (const { name, in: where, content, explode, schema } of operation.parameters) {
      const raw = query[name];
      if (where !== 'query' || raw === undefined) continue;
      if (content?.['application/json']) {
        if (typeof raw === 'string')
          try {
            query[name] = JSON.parse(raw);
          } catch (error) {
            parseError(`/query/${name}`, `#/parameters/${name}`, error);
          }
      } else if (raw && explode === false && !(Array.isArray(raw) && raw.length > 1)) {
        const value = Array.isArray(raw) ? raw[0] : raw;
        if (typeof value === 'string') query[name] = value.replace(/%2C/g, ',').split(',');
      }
      if (typeof query[name] === 'string' && schema?.type === 'array') query[name] = [query[name]];
    }
    const contentType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const request: Record<string, unknown> = { path: params, query, header: headers };
    if (typeof requestBody === 'object' || contentType === 'application/json') request.requestBody = requestBody;
    for (const check of validatorsOf(operation, contentType === 'multipart/form-data'))
      if (!check(request)) errors.push(...(check.errors ?? []));
    return { errors, params, query, body: requestBody };
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
    if (identity.claims && !allowed(identity.claims, operation['x-permission'])) return forbidden();
    const { errors, params, query, body } = await validate(call);
    if (errors.length) return validationFailure(errors);
    const handler = handlers[`${surface}.${operation.operationId}` as OperationKey] as Handler | undefined;
    if (!handler) return example(operation);
    // The call has passed the validator, against the contract the handler's types come from.
    const request = { surface, operationId: operation.operationId, params, query, rawQuery, body, files: call.files };
    return refusedByStore(platform, () => handler({ ...request, ...identity } as MockRequest, platform));
  };
  return { match, handle };
}

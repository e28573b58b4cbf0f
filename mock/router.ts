// Routing and request validation over a surface's bundled contract (docs/design.md, decision 21):
// one match per call, authentication (401) and the project check (404) before validation (422),
// then the domain that models the operation, or else the contract's own example.
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
} from './context.js';
import type { OperationKey } from './operations.js';
import type { OpenApiDocument, Surface } from './contracts.js';
import { FORMATS } from './formats.js';
import { validationFailure } from './validation-failure.js';
import { type Operation, requestSchemas, type Schema } from './validator-input.js';
import { loadPeer } from './peers.js';
import { allowed } from './permissions.js';
import { isObjectId } from './ids.js';

/** A call as read once by the core from the Web Request and its match; validated, the handler's MockRequest. */
type MockCall = Pick<MockRequest, 'operation' | 'rawQuery' | 'files'> & {
  params: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
};

/** What one match of a call gives: its operation and path parameters, or the 404 or 405 of a call that has none. */
export type Match = { operation: Operation; params: Record<string, string> } | { reply: MockReply };

/** A percent-decoded text, or the text as sent when it is no valid escape (decision 21). */
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
const namedProjects = (template: string, params: Record<string, string>, query: URLSearchParams) =>
  [...query.getAll('projectId'), ...[...template.matchAll(PROJECT_PARAM)].map(([, name]) => params[name!]!)].filter(
    isObjectId,
  );
const PROJECT_PARAM = /\/projects?\/\{([^}]+)\}(?=\/|$)/g;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PARAM = /\{([^}]+)\}/g;
/**
 * qs's reading of a query of at most 20 pairs without brackets (every query of these contracts
 * but a deep object's): repeats as lists, empty names and Object.prototype's dropped; otherwise
 * undefined, and qs reads it. qs (and its dependencies) then loads only for such a query.
 */
function plainQuery(search: string): Record<string, unknown> | undefined {
  if (search.split('&').length > 20 || /[[\]]|%5[bd]/i.test(search)) return undefined;
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search))
    if (key && !Object.hasOwn(Object.prototype, key))
      query[key] = Object.hasOwn(query, key) ? [query[key], value].flat() : value;
  return query;
}

type Entry = { path: string; method: string; pattern: RegExp; names: string[]; literal: number; raw: Schema };

/**
 * A surface's operations by method and path, each with its `$ref`s resolved on its first match
 * (each target once, shared as in a dereferenced document). One `match` per request: the one
 * place a call is matched (tests/mock/match-once.test.ts counts them).
 */
export class OperationTable {
  private readonly entries: Entry[];
  private readonly resolved = new Map<unknown, unknown>();
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly surface: Surface,
  ) {
    this.entries = Object.entries(doc.paths as Record<string, Schema>).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        path,
        method,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(PARAM, '([^/]+)')}$`),
        names: [...path.matchAll(PARAM)].map(([, name]) => name!),
        literal: path.replace(PARAM, '').length,
        raw: { ...item[method], item },
      })),
    );
  }

  /** The most literal path first (an exact one, then templates by specificity), without trailing slashes. */
  match(method: string, path: string): Match {
    const [verb, normal] = [method.trim().toLowerCase(), path.replace(/(.)\/+$/, '$1')];
    const paths = this.entries.filter((e) => e.pattern.test(normal)).sort((a, b) => b.literal - a.literal);
    const entry = paths.find((e) => e.method === verb);
    if (!entry) {
      const none = `No operation ${method.toUpperCase()} ${path} on the ${this.surface} surface`;
      return {
        reply: paths.length ? fail(405, 'Method not allowed', 'METHOD_NOT_ALLOWED') : fail(404, none, 'NOT_FOUND'),
      };
    }
    const values = entry.pattern.exec(normal)!.slice(1);
    return {
      operation: this.operation(entry),
      params: Object.fromEntries(entry.names.map((n, i) => [n, decoded(values[i]!)])),
    };
  }

  /** The operation `operationId` names, as a match gives it; undefined when none does. */
  byId(operationId: string): Operation | undefined {
    const entry = this.entries.find((e) => e.raw.operationId === operationId);
    return entry && this.operation(entry);
  }

  private operation(entry: Entry): Operation {
    if (!this.resolved.has(entry)) {
      const { item, responses, ...op } = entry.raw;
      const parameters = [...(op.parameters ?? []), ...(item.parameters ?? [])].map((p) => this.deref(p));
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
 * A copy of `schema` in which an object met before is a `$ref` to where it was first met: a
 * recursive schema (OrgChartNode) is a cycle once dereferenced, and an error names the first place.
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
) {
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
  const table = new OperationTable(doc, surface);
  const validators: Record<string, ValidateFunction[]> = {};
  const compile = ({ body, params }: ReturnType<typeof requestSchemas>, form: boolean) => [
    ...(body ? [ajvOf(form).compile(decycle(body))] : []),
    ajvOf(true).compile(decycle(params)),
  ];
  const validatorsOf = (operation: Operation, form: boolean) =>
    (validators[`${operation.operationId} ${form}`] ??= compile(requestSchemas(operation), form));
  const schemes = (doc.components.securitySchemes ?? {}) as Record<string, Schema | undefined>;
  const credential = (name: string) => {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.name) return scheme.name;
    return scheme?.scheme === 'bearer' ? 'authorization: Bearer' : name;
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

  /**
   * The call's validation errors (a JSON parameter's that does not parse first, then the body's,
   * then the parameters') and the query the handler gets, its strings coerced to the parameters' types.
   */
  const validate = async ({ operation, params, rawQuery, headers, body }: MockCall) => {
    const errors: unknown[] = [];
    const query = (await parse(rawQuery.toString())) as Record<string, unknown>;
    for (const { name, in: where, content, explode, schema } of operation.parameters) {
      const raw = query[name];
      if (where !== 'query' || raw === undefined) continue;
      if (content?.['application/json']) {
        if (typeof raw === 'string')
          try {
            query[name] = JSON.parse(raw);
          } catch (error) {
            const at = { instancePath: `/query/${name}`, schemaPath: `#/parameters/${name}` };
            errors.push({ keyword: 'parse', ...at, params: [], message: (error as Error).message });
          }
      } else if (raw && explode === false && !(Array.isArray(raw) && raw.length > 1)) {
        const value = Array.isArray(raw) ? raw[0] : raw;
        if (typeof value === 'string') query[name] = value.replace(/%2C/g, ',').split(',');
      }
      if (typeof query[name] === 'string' && schema?.type === 'array') query[name] = [query[name]];
    }
    const form = /^multipart\/form-data\s*(;|$)/i.test(headers['content-type'] ?? '');
    for (const check of validatorsOf(operation, form))
      if (!check({ path: params, query, requestBody: body })) errors.push(...(check.errors ?? []));
    return { errors, query };
  };

  const handle = async (call: MockCall): Promise<MockReply> => {
    const { operation } = call;
    const security = operation.security ?? doc.security ?? [];
    const identity = authenticate(surface, security, call.headers, platform);
    // Names what the operation wants (header names, never a value) so a newcomer with a wrong
    // key or an ended session sees which credential the mock refused.
    if (!identity) return fail(401, `Unauthorized: ${wanted(security)} missing or not valid here`, 'UNAUTHORIZED');
    const otherProject = namedProjects(operation.path, call.params, call.rawQuery).find(
      (id) => id !== platform.projectId,
    );
    if (otherProject) return notFound(`no project with id ${otherProject}`);
    if (identity.claims && !allowed(identity.claims, operation['x-permission'])) return forbidden();
    const { errors, query } = await validate(call);
    if (errors.length) return validationFailure(errors);
    const handler = handlers[`${surface}.${operation.operationId}` as OperationKey] as Handler | undefined;
    if (!handler) return example(operation);
    // The call has passed the validator, against the contract the handler's types come from.
    const request = { ...call, surface, query, ...identity } as MockRequest;
    // All or nothing: a write the store refuses (a Refusal, 413) leaves none of the call's writes.
    return platform.store.atomically(() => handler(request, platform));
  };
  return { table, handle };
}

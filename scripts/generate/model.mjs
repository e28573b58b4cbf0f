// The generator's one reading of a contract: each operation read once into a model every emitter
// writes from, so they cannot disagree on what an operation is. OpenAPI's rules are applied here
// and nowhere else: local `$ref`s resolved, the path item's parameters overridden by the
// operation's, every HTTP method a path item can hold. What an emitter cannot express (a HEAD
// hook) is that emitter's to refuse, by name, never silently skipped here.

import { unescapePointer } from '@redocly/openapi-core';
import { surfaces } from '../surfaces.mjs';

/** The methods of an OpenAPI path item, in the specification's order (the order operations are read in). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The methods that change something: each gets a mutation hook. */
export const MUTATING = new Set(['post', 'put', 'patch', 'delete']);
const SAFE = new Set(['get', 'head', 'options', 'trace', 'put', 'delete']);

export class ContractError extends Error {}

/** What every emitter prints names with: a JavaScript name, a key, a single-quoted string. */
export const isIdentifier = (k) => /^[A-Za-z_$][\w$]*$/.test(k);
export const prop = (k) => (isIdentifier(k) ? k : JSON.stringify(k));
export const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
export const cap = (s) => s[0].toUpperCase() + s.slice(1);

const SCHEMA_REF = '#/components/schemas/';
/** The component a `$ref` names (`#/components/schemas/A~1B`: `A/B`); others throw. @param {string} ref */
export function schemaName(ref) {
  const name = ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : '';
  if (!name || name.includes('/')) throw new ContractError(`a $ref outside components/schemas (${ref})`);
  return unescapePointer(name);
}

/** Every component schema a schema names, at any depth (examples and defaults aside). */
export function schemaRefs(value, into = new Set()) {
  if (!value || typeof value !== 'object') return into;
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (k === 'examples' || k === 'example' || k === 'default') continue;
    if (k === '$ref' && typeof v === 'string') into.add(schemaName(v));
    else schemaRefs(v, into);
  }
  return into;
}

/**
 * Each component schema of `doc` with the components it names: the graph the zod writer orders
 * and finds cycles in, and the revival planner follows.
 * @returns {Map<string, Set<string>>}
 */
export const refGraph = (doc) =>
  new Map(Object.entries(doc.components?.schemas ?? {}).map(([name, s]) => [name, schemaRefs(s)]));

/** What `from` reaches through one `$ref` or more (itself only on a cycle). @param {Map<string, Set<string>>} graph */
export function reachable(graph, from) {
  const seen = new Set(graph.get(from));
  // A Set's iteration visits what is added during it.
  for (const name of seen) for (const next of graph.get(name) ?? []) seen.add(next);
  return seen;
}

/** The resolver of a document's local `$ref`s (`#/a/b~1c`), followed until a value that is none. */
const resolver = (doc) => (obj) => {
  const seen = new Set();
  while (obj?.$ref) {
    if (seen.has(obj.$ref)) throw new ContractError(`$ref cycle at ${obj.$ref}`);
    seen.add(obj.$ref);
    if (!obj.$ref.startsWith('#/')) throw new ContractError(`a $ref outside the document (${obj.$ref})`);
    const target = obj.$ref
      .slice(2)
      .split('/')
      .reduce((o, k) => o?.[unescapePointer(k)], doc);
    if (target === undefined) throw new ContractError(`a $ref to nothing (${obj.$ref})`);
    obj = target;
  }
  return obj;
};

/** An operation's parameters: the path item's, each overridden by the operation's of the same `in` and `name`. */
function parametersOf(resolve, item, op) {
  const all = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
  return [...new Map(all.map((p) => [`${p.in} ${p.name}`, p])).values()];
}

/** A response's media types in order, and its JSON one's type and schema (`true` without one). */
function contentOf(response) {
  const content = Object.entries(response?.content ?? {});
  const json = content.find(([type]) => type.includes('json'));
  return { content, json: json && { type: json[0], schema: json[1].schema ?? true } };
}

/**
 * The first 2xx answer: its status, media types, JSON schema, and how its body is read.
 * @returns {Operation['success']}
 */
function successOf(resolve, op) {
  const [status, response] = Object.entries(op.responses ?? {}).find(([code]) => /^2/.test(code)) ?? [];
  if (status === undefined) return undefined;
  const { content, json } = contentOf(resolve(response));
  const text = content.some(([t]) => t.startsWith('text/') && !t.includes('csv'));
  return { status, content, kind: !content.length ? 'empty' : json ? 'json' : text ? 'text' : 'blob', json };
}

/**
 * The error answers an operation declares (a status of 300 or more, a `4XX`-style range,
 * `default`), each with its JSON body's schema when it has one: what `ErrorOf` types and `validate` checks.
 * @returns {Operation['errors']}
 */
const errorsOf = (resolve, op) =>
  Object.entries(op.responses ?? {})
    .filter(([code]) => /^([345](\d\d|XX)|default)$/.test(code))
    .map(([code, raw]) => [code, contentOf(resolve(raw)).json?.schema]);

/**
 * What a mutation changes, from the contract: every GET on its path or above it (same tag: a login
 * under /auth/admin changes no admin), and the GET paths its `x-invalidates` extension names (a
 * change the path does not show: a message seen changes the conversation list's unread count).
 * The entity is the nearest GET `.../{param}` above its path (or on it, for PUT, PATCH, DELETE).
 */
function invalidationOf(fail, op, gets) {
  const own = gets.filter((g) => g.tag === op.tag && (op.path === g.path || op.path.startsWith(`${g.path}/`)));
  const extension = op.raw['x-invalidates'] ?? [];
  if (!Array.isArray(extension)) fail(op.id, 'x-invalidates must be a list of GET paths');
  const extra = extension.map((template) => {
    const get = gets.find((g) => g.path === template);
    if (!get) fail(op.id, `x-invalidates names ${JSON.stringify(template)}, which is no GET path of the contract`);
    return get;
  });
  const targets = [...new Map([...own, ...extra].map((g) => [g.path, g])).values()];
  const entity = own
    .filter((g) => g.path.endsWith('}') && (g.path !== op.path || op.method !== 'post'))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return { targets, entity };
}

/** @typedef {import('./generator.js').Operation} Operation @typedef {import('./generator.js').Model} Model */

/**
 * Every operation of a bundled contract, in path order then METHODS order. `surface` only names
 * the contract in errors (`generate (<surface>, <operation>): …`).
 * @returns {Model}
 */
export function readContract(doc, surface = 'contract') {
  const resolve = resolver(doc);
  const fail = (where, what) => {
    throw new ContractError(`generate (${surface}, ${where}): ${what}`);
  };
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolve(rawItem) ?? {};
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const parameters = parametersOf(resolve, item, raw);
      const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => /** @type {string} */ (m[1]));
      const key = `${method.toUpperCase()} ${path}`;
      const undeclared = pathNames.find((name) => !parameters.some((p) => p.in === 'path' && p.name === name));
      if (undeclared) fail(raw.operationId ?? key, `path parameter {${undeclared}} of ${path} is not declared`);
      const query = parameters.filter((p) => p.in === 'query');
      const body = resolve(raw.requestBody);
      operations.push({
        id: raw.operationId,
        method,
        path,
        key,
        parameters,
        pathNames,
        query,
        paged: query.some((p) => p.name === 'page'),
        body: body && { required: !!body.required, content: Object.entries(body.content ?? {}) },
        success: successOf(resolve, raw),
        errors: errorsOf(resolve, raw),
        idempotent: raw['x-idempotent'] ?? SAFE.has(method),
        permission: raw['x-permission'],
        invalidation: undefined,
        summary: raw.summary,
        description: raw.description,
        deprecated: !!raw.deprecated,
        tag: raw.tags?.[0],
        raw,
      });
    }
  }
  const gets = operations.filter((o) => o.method === 'get');
  for (const op of operations) if (MUTATING.has(op.method)) op.invalidation = invalidationOf(fail, op, gets);
  return { doc, resolve, operations };
}

/** The models of the four surfaces, each read once from its bundle. @returns {Record<string, Model>} */
export const readModels = (docs) =>
  Object.fromEntries(surfaces.map((surface) => [surface, readContract(docs[surface], surface)]));

/** Every parameter object of a document as written, for a transform of a copy of it (./types.mjs). @returns {any[]} */
export function parameterObjects(doc) {
  const found = [...Object.values(doc.components?.parameters ?? {})];
  for (const item of Object.values(doc.paths ?? {})) {
    found.push(...(item?.parameters ?? []));
    for (const method of METHODS) found.push(...(item?.[method]?.parameters ?? []));
  }
  return found;
}

/**
 * The names a module imports, recorded as its text is written (never read back from it): `use` and
 * `useType` return the name; `statement(from)` is the import line, values then types, each sorted.
 * @returns {import('./generator.js').ImportRecorder}
 */
export function importRecorder() {
  /** @type {Map<string, { values: Set<string>, types: Set<string> }>} */
  const sources = new Map();
  /** @param {'values' | 'types'} kind @returns {import('./generator.js').ImportRecorder['use']} */
  const record =
    (kind) =>
    (from, name, ...more) => {
      if (!sources.has(from)) sources.set(from, { values: new Set(), types: new Set() });
      for (const n of [name, ...more]) sources.get(from)?.[kind].add(n);
      return name;
    };
  return {
    use: record('values'),
    useType: record('types'),
    /** The import line of `from` (empty when nothing was taken from it). */
    statement(from) {
      const { values = new Set(), types = new Set() } = sources.get(from) ?? {};
      const typed = [...types].sort();
      if (!values.size) return typed.length ? `import type { ${typed.join(', ')} } from '${from}';` : '';
      return `import { ${[...[...values].sort(), ...typed.map((t) => `type ${t}`)].join(', ')} } from '${from}';`;
    },
  };
}

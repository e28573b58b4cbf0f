// zod schemas of a surface as one tree (generated/zod/<surface>): a date-time is a codec, and every
// schema follows the rules ./types.mjs follows, so `z.infer` of an answer is the fetcher's `data`
// (docs/design.md, decision 10). A keyword it cannot express fails the generation by operation and place.
import { header } from '../surfaces.mjs';
import { ContractError, prop, reachable, refGraph, schemaName, schemaRefs } from './model.mjs';

const words = (text) => text.trim().split(/\s+/);
/** Keywords that say nothing a value is checked against (or that the types ignore as well). */
const ANNOTATIONS = new Set(
  words(`title description examples example default deprecated readOnly writeOnly
  x-enum-varnames x-enum-descriptions externalDocs $comment`),
);
/** Every keyword the writer reads; any other fails the generation by name. */
const KNOWN = new Set([
  ...ANNOTATIONS,
  ...words(`$ref type format enum const properties required additionalProperties propertyNames minProperties
    maxProperties items minItems maxItems uniqueItems minLength maxLength pattern minimum maximum exclusiveMinimum
    exclusiveMaximum multipleOf allOf anyOf oneOf not`),
]);

/** `getRequestAction` -> `GetRequestAction`, as orval named the schemas (the names are public). */
const pascal = (id) => id.replace(/(?:[^A-Za-z0-9]+|^)([A-Za-z0-9]?)/g, (_, c) => c.toUpperCase());

const str = (value) => JSON.stringify(value);
/** `.min(1)`-style checks: one per method given a value, in order. */
const calls = (bounds) =>
  Object.entries(bounds)
    .map(([call, value]) => (value === undefined ? '' : `.${call}(${value})`))
    .join('');
const STRING_FORMATS = new Map(Object.entries({ date: 'zod.iso.date()', email: 'zod.email()', uri: 'zod.url()' }));
/** A table's type (`{ readonly key: typeof Name; … }`) and its value (`{ key: Name, … }`), of `[key, Name]` rows. */
const tableType = (rows) => `{ ${rows.map(([k, n]) => `readonly ${str(k)}: typeof ${n};`).join(' ')} }`;
const tableValue = (rows) => `{ ${rows.map(([k, n]) => `${str(k)}: ${n}`).join(', ')} }`;
const regex = (pattern) => `new RegExp(${str(pattern)})`;
const union = (exprs, nullable = false) =>
  (exprs.length === 1 ? exprs[0] : `zod.union([${exprs.join(', ')}])`) + (nullable ? '.nullable()' : '');
/** A JSDoc comment of `text` (its comment ends escaped), on the line before what follows. */
const jsdoc = (text) => `/** ${text.replace(/\*\//g, '*\\/')} */\n`;

/** What `fn` writes; a ContractError in it fails the generation, named by `at`. */
function express(at, fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ContractError) throw new Error(`zod generation: ${at}: cannot express ${e.message}`);
    throw e;
  }
}

/**
 * The writer of one surface's schemas: `expr(schema, where)`, `where` the place for errors. In a
 * component on a `$ref` cycle, a property that reaches the cycle again is a getter (zod 4's recursion).
 */
function writer({ doc, resolve }, reserved) {
  const components = doc.components?.schemas ?? {};
  const graph = refGraph(doc);
  const reach = new Map([...graph.keys()].map((name) => [name, reachable(graph, name)]));
  const local = new Map(); // component name -> identifier in the file
  const taken = new Set(reserved);
  const usedBy = new Map(); // component some expression refers to -> the first operation that needs it
  const reading = { operation: undefined };
  const nameOf = (component) => {
    if (!local.has(component)) {
      let id = pascal(component) || 'Schema';
      if (/^[0-9]/.test(id)) id = `S${id}`;
      while (taken.has(id)) id = `${id}Schema`;
      taken.add(id);
      local.set(component, id);
    }
    return local.get(component);
  };

  /** Whether components `a` and `b` lie on one `$ref` cycle: each reaches the other. */
  const sameCycle = (a, b) => !!reach.get(a)?.has(b) && !!reach.get(b)?.has(a);
  /** Whether `schema`, inside component `owner`, refers back into owner's cycle. */
  const recursesInto = (schema, owner) => [...schemaRefs(schema)].some((r) => sameCycle(owner, r));

  function stringExpr(schema) {
    if (schema.format === 'binary') return 'zod.instanceof(Blob)';
    const { minLength: min, maxLength: max, pattern } = schema;
    const checks = calls({ min, max, regex: pattern === undefined ? undefined : regex(pattern) });
    if (schema.format !== 'date-time') return (STRING_FORMATS.get(schema.format) ?? 'zod.string()') + checks;
    if (checks) throw new ContractError('minLength, maxLength or pattern beside format: date-time');
    return 'dateTime';
  }

  /** A number; OpenAPI 3.0's boolean `exclusiveMinimum` and `exclusiveMaximum` bound nothing themselves. */
  function numberExpr(schema, base) {
    const bound = (k) => (typeof schema[k] === 'number' ? schema[k] : undefined);
    const { minimum: gte, maximum: lte, multipleOf } = schema;
    return base + calls({ gte, lte, gt: bound('exclusiveMinimum'), lt: bound('exclusiveMaximum'), multipleOf });
  }

  function arrayExpr(schema, where, scope, items = expr(schema.items ?? true, `${where}.items`, scope)) {
    // Unique by the items' JSON (a Date's JSON is its instant).
    const unique = `.refine((items) => new Set(items.map((item) => JSON.stringify(item))).size === items.length, 'items must be unique')`;
    return `zod.array(${items})${calls({ min: schema.minItems, max: schema.maxItems })}${schema.uniqueItems ? unique : ''}`;
  }

  function keyExpr(schema, where) {
    if (!schema.propertyNames) return 'zod.string()';
    const resolved = resolve(schema.propertyNames);
    const prefix = /^\^(\w+)\\\./.exec(resolved.pattern ?? '')?.[1];
    // As ./types.mjs types it: `{ [key: `f.${string}`]: V }`.
    if (prefix && !schema.properties)
      return `zod.templateLiteral([${str(`${prefix}.`)}, zod.string()]).refine((key) => ${regex(resolved.pattern)}.test(key))`;
    return expr({ type: 'string', ...resolved }, `${where}.propertyNames`);
  }

  function objectExpr(schema, where, scope) {
    const extra = schema.additionalProperties;
    const props = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const lines = props.map(([key, value]) => {
      const recurses = recursesInto(value, scope?.owner);
      let v = expr(value, `${where}.properties.${key}`, recurses ? { ...scope, lazy: true } : scope);
      // `.exactOptional()` infers `key?: T` (no `| undefined`), as the types say under either
      // setting of exactOptionalPropertyTypes; request schemas drop undefined first (request()).
      if (!required.has(key)) v += '.exactOptional()';
      if (!recurses) return `${prop(key)}: ${v}`;
      // The getter's type is written out, so that declaration files keep the recursion
      // (an inferred one is cut to `any` there).
      const type = getterType(value, `${where}.properties.${key}`);
      return `get ${prop(key)}(): ${required.has(key) ? type : `zod.ZodExactOptional<${type}>`} { return ${v}; }`;
    });
    if (props.length && schema.propertyNames) throw new ContractError(`propertyNames beside properties (${where})`);
    const shape = `{\n${lines.map((l) => `  ${l},`).join('\n')}\n}`;
    let e;
    if (extra === false) e = `zod.strictObject(${shape})`;
    else if (!props.length) {
      // `type: object` alone is free-form data (emptyObjectsUnknown), as the types say; keys from an
      // enum may each be left out (`Partial<Record<…>>`, as ./types.mjs says).
      const value = expr(extra ?? true, `${where}.additionalProperties`, scope);
      const keyedByEnum = schema.propertyNames && resolve(schema.propertyNames).enum;
      e = `zod.${keyedByEnum ? 'partialRecord' : 'record'}(${keyExpr(schema, where)}, ${value})`;
    } else if (extra === undefined) e = `zod.object(${shape})`;
    else if (extra === true || (typeof extra === 'object' && !Object.keys(extra).length))
      e = `zod.looseObject(${shape})`;
    else e = `zod.object(${shape}).catchall(${expr(extra, `${where}.additionalProperties`, scope)})`;
    if (schema.minProperties)
      e += `.refine((value) => Object.keys(value).length >= ${schema.minProperties}, 'at least ${schema.minProperties} ${schema.minProperties === 1 ? 'property' : 'properties'}')`;
    if (schema.maxProperties !== undefined)
      e += `.refine((value) => Object.keys(value).length <= ${schema.maxProperties}, 'at most ${schema.maxProperties} properties')`;
    return e;
  }

  /** The zod type of a property that recurses: a `$ref`, an array of one, or either or null. */
  function getterType(schema, where) {
    if (schema.$ref) return `typeof ${nameOf(schemaName(schema.$ref))}`;
    const types = [schema.type].flat();
    if (types.includes('array') && types.every((t) => t === 'array' || t === 'null')) {
      const array = `zod.ZodArray<${getterType(schema.items ?? true, `${where}.items`)}>`;
      return types.includes('null') ? `zod.ZodNullable<${array}>` : array;
    }
    const variants = schema.anyOf ?? schema.oneOf;
    const other = variants?.find((v) => v.type !== 'null');
    if (variants?.length === 2 && variants.some((v) => v.type === 'null'))
      return `zod.ZodNullable<${getterType(other, where)}>`;
    throw new ContractError(`a recursive schema other than a $ref, an array of one or either or null (${where})`);
  }

  function literal(value) {
    if (value === null) return 'zod.null()';
    if (['string', 'number', 'boolean'].includes(typeof value)) return `zod.literal(${str(value)})`;
    throw new ContractError(`an enum or const value that is not a scalar (${str(value)})`);
  }

  /** A `$ref`: the component's identifier (declared once in the file). */
  function refExpr(schema, where, scope) {
    const others = Object.keys(schema).filter((k) => k !== '$ref' && !ANNOTATIONS.has(k));
    if (others.length) throw new ContractError(`${others.join(', ')} beside $ref (${where})`);
    const target = schemaName(schema.$ref);
    if (!(target in components)) throw new ContractError(`a $ref to a missing schema ${target} (${where})`);
    // Back into the cycle of the component being written, read eagerly (not by a getter).
    if (!scope?.lazy && sameCycle(scope?.owner, target))
      throw new ContractError(
        `a $ref cycle back to ${target} outside an object's property (${where}); zod recurses only through a property's getter`,
      );
    if (!usedBy.has(target)) usedBy.set(target, reading.operation);
    return nameOf(target);
  }

  /** `not: {}` (the `false` schema: nothing is valid); other negations have no type. */
  function notExpr(schema, where) {
    const not = schema.not;
    const empty =
      not === true || (typeof not === 'object' && !Object.keys(not).filter((k) => !ANNOTATIONS.has(k)).length);
    if (!empty) throw new ContractError(`\`not\` other than \`not: {}\` (${where})`);
    return 'zod.never()';
  }

  /** A union (`anyOf`, `oneOf`; a `null` variant makes it nullable) or an intersection (`allOf`). */
  function unionExpr(schema, where, scope) {
    const key = schema.allOf ? 'allOf' : schema.anyOf ? 'anyOf' : 'oneOf';
    if (schema.type || schema.properties) throw new ContractError(`${key} beside type or properties (${where})`);
    const variants = key === 'allOf' ? schema.allOf : schema[key].filter((s) => !(s && s.type === 'null'));
    const parts = variants.map((s, i) => expr(s, `${where}.${key}[${i}]`, scope));
    if (key === 'allOf') return parts.reduce((a, b) => `zod.intersection(${a}, ${b})`);
    return union(parts, parts.length < schema[key].length);
  }

  /** `const` and `enum`: literals (an enum of strings is `zod.enum`). */
  function enumExpr(schema) {
    if (schema.const !== undefined) return literal(schema.const);
    const values = schema.enum;
    const others = values.filter((v) => v !== null);
    const strings = others.length && others.every((v) => typeof v === 'string');
    const literals = values.length === 1 ? [literal(values[0])] : others.map(literal);
    return union(strings ? [`zod.enum(${str(others)})`] : literals, values.includes(null));
  }

  /** A schema by its `type` (or what its keywords imply): scalars, arrays, objects, and a union of types. */
  function typedExpr(schema, where, scope) {
    let types = [schema.type ?? []].flat();
    if (!types.length) {
      if (schema.properties || schema.additionalProperties !== undefined) types = ['object'];
      else if (schema.items) types = ['array'];
      else return 'zod.unknown()';
    }
    const exprs = types
      .filter((t) => t !== 'null')
      .map((t) => {
        if (!Object.hasOwn(byType, t)) throw new ContractError(`the type ${t} (${where})`);
        return byType[t](schema, where, scope);
      });
    return exprs.length ? union(exprs, types.includes('null')) : 'zod.null()';
  }

  const byType = {
    string: stringExpr,
    integer: (schema) => numberExpr(schema, 'zod.int()'),
    number: (schema) => numberExpr(schema, 'zod.number()'),
    boolean: () => 'zod.boolean()',
    array: arrayExpr,
    object: objectExpr,
  };

  /** The zod expression of any schema: the transform of its form. */
  function expr(schema, where, scope) {
    if (schema === true) return 'zod.unknown()';
    if (schema === false) return 'zod.never()';
    if (!schema || typeof schema !== 'object')
      throw new ContractError(`a schema that is not an object or boolean (${where})`);
    const unknown = Object.keys(schema).find((key) => !KNOWN.has(key));
    if (unknown !== undefined) throw new ContractError(`the keyword \`${unknown}\` (${where})`);
    if (schema.$ref) return refExpr(schema, where, scope);
    if (schema.not !== undefined) return notExpr(schema, where);
    if (schema.allOf || schema.anyOf || schema.oneOf) return unionExpr(schema, where, scope);
    if (schema.const !== undefined || schema.enum) return enumExpr(schema);
    return typedExpr(schema, where, scope);
  }

  /** The component declarations the file needs, dependencies first (cycles through getters). */
  function declarations(used) {
    const order = [];
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const dep of [...(graph.get(name) ?? [])].sort()) {
        if (!usedBy.has(dep)) usedBy.set(dep, usedBy.get(name));
        if (!sameCycle(dep, name)) visit(dep); // else read later, by a getter
      }
      order.push(name);
    };
    for (const name of [...used].sort()) visit(name);
    // A member of a cycle reached only through a getter is still declared (an array's iteration
    // visits what is pushed during it).
    for (const name of order) for (const dep of graph.get(name) ?? []) if (!seen.has(dep)) visit(dep);
    return order.map((name) => {
      const { description } = components[name];
      const at = `${usedBy.get(name) ?? 'no operation'}, schema ${name}`;
      const body = express(at, () => expr(components[name], `components.schemas.${name}`, { owner: name }));
      return `${description ? jsdoc(description.replace(/\s+/g, ' ')) : ''}const ${nameOf(name)} = ${body};`;
    });
  }

  return { expr, arrayExpr, declarations, nameOf, usedBy, reading };
}

/** A parameter's schema, or that of its `content` (which holds one media type). */
const paramSchema = (p) => p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? true;

/** Every operation's exported schemas: Params, QueryParams, Body, Response (and ResponseItem). */
function operationSchemas(model, w) {
  const seen = new Map();
  return model.operations.map((op) => {
    const { key } = op;
    if (!op.id) throw new Error(`${key}: no operationId, so its schemas would have no name`);
    const name = pascal(op.id);
    if (seen.has(name)) throw new Error(`${key}: operationId ${op.id} names the same schemas as ${seen.get(name)}`);
    seen.set(name, key);
    const doc = [op.summary, `\`${key}\``].filter(Boolean).join(' - ');
    /** @type {import('./generator.js').ZodEntry} */
    const entry = { op, key, name, doc, exports: [], errors: [] };
    /** What `fn` writes, a ContractError in it named by the operation and `what`. */
    const guard = (what, fn) => express((w.reading.operation = `${key} (${op.id}), ${what}`), fn);
    const add = (suffix, what, fn) => entry.exports.push([`${name}${suffix}`, guard(what, fn)]);
    for (const [where, suffix] of Object.entries({ path: 'Params', query: 'QueryParams' })) {
      const list = op.parameters.filter((p) => p.in === where);
      const line = (p) =>
        `  ${prop(p.name)}: ${w.expr(paramSchema(p), `parameter ${p.name}`)}${p.required ? '' : '.exactOptional()'},`;
      if (list.length)
        add(suffix, `${where} parameters`, () => `request(zod.object({\n${list.map(line).join('\n')}\n}))`);
    }
    const [type, media] = op.body?.content[0] ?? [];
    if (type) add('Body', `request body (${type})`, () => `request(${w.expr(media.schema ?? true, 'requestBody')})`);
    const { status, content = [] } = op.success ?? {};
    const json = op.success?.json ?? (content[0] && { type: content[0][0], schema: content[0][1].schema ?? true });
    const resolved = json && model.resolve(json.schema);
    if (!json) entry.exports.push([`${name}Response`, 'zod.undefined()']);
    else if (resolved?.type === 'array') {
      // An array answer also exports its item (\`ListBankCardsResponseItem\`), as orval did.
      add('ResponseItem', `answer ${status} items`, () => w.expr(resolved.items ?? true, 'response.items'));
      add('Response', `answer ${status}`, () => w.arrayExpr(resolved, 'response', undefined, `${name}ResponseItem`));
    } else add('Response', `answer ${status} (${json.type})`, () => w.expr(json.schema, 'response'));
    // Each declared error answer's body by its key ('422', '4XX', 'default'), for `errorSchemas`.
    entry.errors = op.errors
      .filter(([, schema]) => schema !== undefined)
      .map(([code, schema]) => [code, guard(`answer ${code}`, () => w.expr(schema, 'response'))]);
    return entry;
  });
}

// generated/zod/shared.ts. A request schema drops undefined properties (docs/design.md, decision 10)
// but keeps class instances; its annotation names only types zod has had since 4.3.
const SHARED = `// ${header}
// What every surface's schemas share: the date-time codec and the request schemas' wrapper.
import * as zod from 'zod';

/** A \`format: date-time\`: an RFC 3339 timestamp with a zone on the wire, a Date in the client. */
export const dateTime = zod.codec(zod.iso.datetime({ offset: true }), zod.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The value as the transport sends it: properties whose value is undefined left out, at any depth. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object') return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, withoutUndefined(v)]));
}

/** A request schema: accepts what the fetcher accepts (or its JSON) and gives what the transport sends. */
export function request<T extends zod.ZodType>(schema: T): zod.ZodType<zod.input<T>, zod.output<T>> {
  return zod.custom<zod.output<T>>(() => true).transform((value, ctx) => {
    const given = withoutUndefined(value);
    const sent = schema.safeEncode(given as zod.output<T>);
    if (sent.success) return sent.data;
    if (schema.safeDecode(given as zod.input<T>).success) return given as zod.input<T>;
    for (const { message, path } of sent.error.issues) ctx.addIssue({ code: 'custom', message, path, input: value });
    return zod.NEVER;
  });
}
`;

/**
 * `errorSchemas`, by `METHOD /path` then status key: each distinct map written once (most operations
 * declare the same), its type written out when its schemas are components (declarations name each once).
 */
function errorTable(entries, components) {
  const maps = new Map(); // the map's text -> its identifier
  const rows = [];
  for (const e of entries.filter((e) => e.errors.length)) {
    const text = tableValue(e.errors);
    if (!maps.has(text)) maps.set(text, [`errors${maps.size + 1}`, e.errors]);
    rows.push([e.key, maps.get(text)[0]]);
  }
  const consts = [...maps].map(([text, [id, errors]]) => {
    const typed = errors.every(([, body]) => components.has(body));
    return `const ${id}${typed ? `: ${tableType(errors)}` : ''} = ${text};`;
  });
  return `
${consts.join('\n')}

/**
 * The body schema of each error answer an operation declares, by \`METHOD /path\` then status key
 * ('422', '4XX', 'default'): the \`validate\` option checks an error answer's body with it.
 */
export const errorSchemas: {
${rows.map(([k, id]) => `  readonly ${str(k)}: typeof ${id};`).join('\n')}
} = {
${rows.map(([k, id]) => `  ${str(k)}: ${id},`).join('\n')}
};
`;
}

/** The text of a surface's schema module (`index.ts`), and its operations. */
export function zodModule(model, surface) {
  // The names operations export are reserved: a component never takes one (it gets a suffix).
  const reserved = model.operations
    .filter((op) => op.id)
    .flatMap((op) => ['Params', 'QueryParams', 'Body', 'Response', 'ResponseItem'].map((s) => pascal(op.id) + s))
    .concat('Error'); // a component named Error would hide the global
  const w = writer(model, reserved);
  const entries = operationSchemas(model, w);
  const decls = w.declarations(new Set(w.usedBy.keys()));
  // `: typeof Component`: declaration files then name a component once instead of inlining it per use.
  const components = new Set(Object.keys(model.doc.components?.schemas ?? {}).map((n) => w.nameOf(n)));
  const ops = entries.map(
    (e) =>
      `${jsdoc(e.doc)}${e.exports.map(([n, body]) => `export const ${n}${components.has(body) ? `: typeof ${body}` : ''} = ${body};`).join('\n')}`,
  );
  const body = `${decls.join('\n\n')}\n\n${ops.join('\n\n')}\n${errorTable(entries, components)}`;
  // A request schema (Params, QueryParams, Body) is a `request(…)` of the shared module.
  const requests = entries.some((e) => e.exports.some(([, value]) => value.startsWith('request(')));
  const shared = [/\bdateTime\b/.test(body) && 'dateTime', requests && 'request'].filter(Boolean);
  const text = `// ${header}
// The schemas of the ${surface} surface: \`parse\` takes the JSON the platform sends and gives what the client returns.
import * as zod from 'zod';
${shared.length ? `import { ${shared.join(', ')} } from '../shared.js';\n` : ''}
${body}`;
  return { text, entries };
}

/**
 * The zod files of a surface by path under generated/: schemas, answers' table, type test.
 * @type {(surface: string, model: import('./generator.js').Model) => import('./generator.js').Files}
 */
export function zodFiles(surface, model) {
  const { text, entries } = zodModule(model, surface);

  const rows = entries.filter((e) => e.op.success?.kind === 'json').map((e) => [e.key, `${e.name}Response`]);
  const names = [...new Set(rows.map(([, n]) => n)), 'errorSchemas'].sort();
  const responses = `// ${header}

import { ${names.join(', ')} } from './index.js';

/**
 * The type of {@link responseSchemas}, each entry named as its schema (\`typeof GetOrgChartResponse\`):
 * inferred, the declaration files would spell every schema out and cut a recursive one (an org
 * chart's \`children\`) to \`any\` at the first level.
 */
export interface ResponseSchemas {
  readonly surface: '${surface}';
  readonly operations: ${tableType(rows)};
  readonly errors: typeof errorSchemas;
}

/**
 * The schema of each operation's answer, by \`METHOD /path\`: the \`validate\` option checks what a call
 * returns with it (encoding it back to the wire form), and \`parse\` decodes what the platform sent.
 * \`errors\` is \`errorSchemas\`: \`validate\` checks an error answer's body with it too.
 */
export const responseSchemas: ResponseSchemas = {
  surface: '${surface}',
  operations: ${tableValue(rows)},
  errors: errorSchemas,
};
`;
  return {
    // Every surface writes the same shared module, so a surface regenerated alone has it.
    'zod/shared.ts': SHARED,
    [`zod/${surface}/index.ts`]: text,
    [`zod/${surface}/responses.ts`]: responses,
    [`type-tests/zod-${surface}.ts`]: typeTest(surface, entries),
  };
}

/** A type test (`tsc --noEmit`, not shipped): `z.infer` of every answer schema is the fetcher's `data`. */
function typeTest(surface, entries) {
  const rows = entries.map(
    ({ op, name }) => `Same<z.infer<typeof schemas.${name}Response>, '${op.path}', '${op.method}'>,`,
  );
  return `// ${header}
// For every operation of the ${surface} surface: the answer schema's \`z.infer\` is the fetcher's data type.
import type { z } from 'zod';
import type { HttpMethod } from 'openapi-typescript-helpers';
import type { DataOf, OperationOf } from '../../src/core/fetcher-types.js';
import type { Equal } from '../../tests/types/hook-checks.js';
import type { paths } from '../types/${surface}.js';
import type * as schemas from '../zod/${surface}/index.js';

type Data<P extends keyof paths, M extends HttpMethod> = DataOf<OperationOf<paths[P], M>, undefined>;
/** Each assignable to the other: unlike Equal, this tells \`key?: T | undefined\` from \`key?: T\` when
 * exactOptionalPropertyTypes is on (tests/types/tsconfig.exact-optional.json checks this file so). */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** \`true\` when \`A\` is the fetcher's data of \`M P\`, else the operation's name (which tsc then prints). */
type Same<A, P extends keyof paths, M extends HttpMethod, B = Data<P, M>, Key = \`\${Uppercase<M>} \${P & string}\`> =
  Equal<A, B> extends true ? (Mutual<A, B> extends true ? true : Key) : Key;

export type Checks = [${rows.join(' ')}];
export const checks: Checks = [
${entries.map((e) => `  true, // ${e.key}`).join('\n')}
];
`;
}

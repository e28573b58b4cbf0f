// The React Query layer of a hook surface, printed from the one model (./model.mjs), one named function
// per thing it prints (reactModules lists the files), as docs/design.md says: decision 22 (the hooks, the
// React-free query module, types read from the fetchers', the hovers) and 26 (the errors' type test).
import { header } from '../surfaces.mjs';
import { cap, ContractError, importRecorder, isIdentifier, MUTATING, prop, quote } from './model.mjs';

const [RQ, RUNTIME_QUERY, RUNTIME_REACT] = ['@tanstack/react-query', '#runtime/query', '#runtime/react'];

/** An operation whose body is multipart: its mutation reports upload progress (docs/design.md, decision 25). */
const isUpload = (op) => !!op.body?.content.some(([type]) => type === 'multipart/form-data');

/**
 * The operations that open a session: no generated hook, since `useSignIn` and `useSignUp`
 * (`platform-client/react`) are the hooks of that concept (they make the client and put it in
 * the provider); their React-free `<op>MutationOptions` stay.
 */
const SESSION_OPENERS = {
  admin: new Set(['POST /auth/admin/login', 'POST /auth/login']),
  enduser: new Set(['POST /auth/login', 'POST /auth/signup']),
};
export const opensSession = (surface, op) => !!SESSION_OPENERS[surface]?.has(op.key);

const RESERVED = new Set(
  `function class default delete new in for if var let const return switch case do while with void typeof this super
  import export enum try catch finally throw yield await`.split(/\s+/),
);
/** A path parameter's name as a function parameter (`field-id` -> `fieldId`, `function` -> `functionParam`). */
export const argName = (k) => {
  const camel = k.replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));
  return RESERVED.has(camel) ? `${camel}Param` : camel;
};
const at = (k) => (isIdentifier(k) ? `v.${k}` : `v[${JSON.stringify(k)}]`);
const list = (items) => items.join(', ');
const importLines = (im, ...froms) => froms.flatMap((from) => im.statement(from) || []).join('\n');
const banner = `/**\n * ${header}\n */`;

const fail = (surface, op, what) => {
  throw new ContractError(`generate (${surface}, ${op}): ${what}`);
};

/**
 * The contract's operations with what the React layer derives: `Op` (the capitalised operationId), `hasQuery`,
 * `queryRequired`; a mutation's invalidation targets and entity are these same records.
 */
export function hookOperations(surface, model) {
  const ops = model.operations.map((op) => {
    const kinds = '(a query is a GET, a mutation POST, PUT, PATCH or DELETE)';
    if (op.method !== 'get' && !MUTATING.has(op.method))
      fail(surface, op.key, `no hook for the method ${op.method.toUpperCase()} ${kinds}`);
    if (!op.id || !isIdentifier(op.id))
      fail(surface, op.key, `operationId ${JSON.stringify(op.id)} is not a JavaScript name`);
    return {
      ...op,
      Op: cap(op.id),
      hasQuery: op.query.length > 0,
      // The admin client fills projectId in (docs/design.md, decision 5): never required of a hook either.
      queryRequired: op.query.some((p) => p.required && !(surface === 'admin' && p.name === 'projectId')),
    };
  });
  const byKey = new Map(ops.map((op) => [op.key, op]));
  for (const op of ops) {
    if (!op.invalidation) continue;
    const { targets, entity } = op.invalidation;
    op.invalidation = { targets: targets.map((g) => byKey.get(g.key)), entity: entity && byKey.get(entity.key) };
  }
  return ops;
}

const clean = (s) => s.replace(/\*\//g, '*\\/').trim();
const block = (lines) =>
  lines.length === 1 ? `/** ${lines[0]} */` : `/**\n${lines.map((l) => ` * ${l}`.trimEnd()).join('\n')}\n */`;
/** `METHOD /path` (`operationId`) and the permission it needs: the first words of every hover of an operation. */
function request(op) {
  const p = op.permission;
  const needs =
    p?.resource && p.action ? `; needs \`${p.resource}\` / \`${p.action}\`${p.verb ? `, ${p.verb}` : ''}` : '';
  return `\`${op.key}\` (\`${op.id}\`${needs})`;
}
const deprecation = (op) => (op.deprecated ? ['@deprecated The contract marks this operation deprecated.'] : []);

/** The JSDoc of an operation's main export: its summary and description, then its request and what it is. */
function operationDoc(op, what) {
  const lines = [];
  if (op.summary) lines.push(clean(op.summary.endsWith('.') ? op.summary : `${op.summary}.`), '');
  if (op.description) lines.push(...clean(op.description).split('\n'), '');
  return block([...lines, `${request(op)}: ${what}`, ...deprecation(op)]);
}

/** The JSDoc of an operation's other exports: its request, what it is, and a link to where its words are. */
const seeDoc = (op, what, main) => block([`${request(op)}: ${what}; see {@link ${main}}.`, ...deprecation(op)]);

/** The module's type name and enum object for each schema of the contract. */
function schemaAliases(surface, doc) {
  const lines = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!isIdentifier(name)) fail(surface, `components.schemas.${name}`, 'a schema name must be a JavaScript name');
    if (schema.description) lines.push(`/** ${clean(schema.description).replace(/\n/g, ' ')} */`);
    lines.push(`export type ${name} = components['schemas'][${quote(name)}];`);
    if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string' || typeof v === 'number')) {
      const entries = schema.enum.map((v, i) => {
        const key = schema['x-enum-varnames']?.[i] ?? (typeof v === 'number' ? `NUMBER_${v}` : v);
        const desc = schema['x-enum-descriptions']?.[i];
        return `${desc ? `  /** ${clean(desc)} */\n` : ''}  ${prop(key)}: ${typeof v === 'string' ? quote(v) : v},`;
      });
      lines.push(`export const ${name} = {\n${entries.join('\n')}\n} as const;`);
    }
  }
  return lines.join('\n');
}

/** What a surface's query module printers share: the surface, the names taken (a second taker fails), imports. */
function queryContext(surface, doc) {
  const S = quote(surface);
  const names = new Set(Object.keys(doc.components?.schemas ?? {}));
  const im = importRecorder();
  /** A name of the runtime, recorded for the import: a value when lower case, else a type. */
  const use = (name) => (/^[a-z]/.test(name) ? im.use : im.useType)(RUNTIME_QUERY, name);
  return {
    S,
    use,
    claim(name, op) {
      if (names.has(name))
        fail(surface, op.id, `the generated name ${name} is taken (a schema or another operation has it)`);
      names.add(name);
      return name;
    },
    /** `Operation<Kind><'surface', '/path', 'method'>`, read from the fetchers' types. */
    read: (kind, op) => `${use(kind)}<${S}, ${quote(op.path)}, '${op.method}'>`,
    im,
  };
}

/** The path parameters typed from its `PathParams` (`prefix` `q.` in the hooks), as arguments or (`name` prop) fields. */
const pathArgs = (op, prefix = '', name = argName) =>
  op.pathNames.map((n) => `${name(n)}: ${prefix}${op.Op}PathParams[${quote(n)}]`);
/** The path parameters as an object literal of those arguments (or of `value(name)`). */
const pathObject = (op, value = argName) =>
  op.pathNames.length ? `{ ${list(op.pathNames.map((n) => (value(n) === n ? n : `${prop(n)}: ${value(n)}`)))} }` : '{}';
const queryArg = (op, prefix = '', required = op.queryRequired) =>
  op.hasQuery ? [`params${required ? '' : '?'}: ${prefix}${op.Op}Params`] : [];
const paramsOrUndefined = (op) => (op.hasQuery ? 'params' : 'undefined');
const infinite = (op) => op.method === 'get' && op.paged && op.hasQuery;
/** An operation's hooks, by their names after `use<Op>`: none for a session opening (SESSION_OPENERS). */
function hookSuffixes(op, surface) {
  if (op.method !== 'get') return opensSession(surface, op) ? [] : [''];
  return infinite(op) ? ['', 'Suspense', 'Infinite'] : ['', 'Suspense'];
}
/** A query's (`I` 'Infinite': an infinite one's) data, `params` (without `page`) and default `TData`, through `q`. */
function queryKind(op, I, im, q = '') {
  const R = `${q}${op.Op}QueryResult`;
  if (!I) return { R, params: queryArg(op, q), TData: R };
  const TData = `${im.useType(RQ, 'InfiniteData')}<${R}, number>`;
  return { R, params: [`params?: Omit<${q}${op.Op}Params, 'page'>`], TData };
}
/** A mutation's types through `q`, and what its options and hook take (`MutationArgs`). */
function mutationTypes(op, im, q = '') {
  const [R, V, Err] = ['MutationResult', 'MutationVariables', 'Error'].map((t) => `${q}${op.Op}${t}`);
  // The entity's data types `optimistic` (current, variables) => next; none without an entity.
  const E = op.invalidation?.entity ? `${q}${op.invalidation.entity.Op}QueryResult` : 'never';
  return { R, V, Err, E, args: `${im.useType(RUNTIME_QUERY, 'MutationArgs')}<${list([R, V, 'TContext', E, Err])}>` };
}

/** An operation's path, query, data, error and (for a mutation) variables types. */
function operationTypes(op, ctx) {
  const { claim, read } = ctx;
  const alias = (name, type) => `export type ${claim(`${op.Op}${name}`, op)} = ${type};`;
  const lines = [
    ...(op.pathNames.length ? [alias('PathParams', read('OperationPath', op))] : []),
    ...(op.hasQuery ? [alias('Params', read('OperationQuery', op))] : []),
    alias(op.method === 'get' ? 'QueryResult' : 'MutationResult', read('OperationData', op)),
    alias('Error', read('OperationError', op)),
  ];
  if (op.method === 'get') return lines;
  const fields = [
    ...pathArgs(op, '', prop),
    ...(op.body ? [`data${op.body.required ? '' : '?'}: ${read('OperationBody', op)}`] : []),
    ...queryArg(op),
  ];
  return [...lines, alias('MutationVariables', fields.length ? `{ ${fields.join('; ')} }` : 'void')];
}

/** A GET's query key and options, or (`I` 'Infinite', a paged GET) its infinite query's; the options carry its words. */
function queryExports(op, ctx, I = '') {
  const { S, claim, use } = ctx;
  const { R, params, TData } = queryKind(op, I, ctx.im);
  const main = `${op.id}QueryOptions`;
  const [keyOf, options] = [`${I ? 'infiniteQuery' : 'query'}KeyOf`, `surface${I}QueryOptions`];
  const keyParams = I ? params : queryArg(op, '', false);
  const call = [S, 'client', quote(op.path), pathObject(op), paramsOrUndefined(op)];
  return [
    I
      ? seeDoc(op, "its infinite query's key: the plain key without `page`, then `'infinite'`", main)
      : seeDoc(op, 'its query key (without params, a prefix of every call)', main),
    `export const ${claim(`get${op.Op}${I}QueryKey`, op)} = (${list([`client: ${use('KeyScope')}`, ...pathArgs(op), ...keyParams])}): ${use(cap(keyOf))}<${R}> =>`,
    `  ${use(keyOf)}(${list(call)});`,
    I
      ? seeDoc(op, 'infinite query options, pages from 1 while `page * limit < total`; no React', main)
      : operationDoc(op, 'query options for `fetchQuery`, `prefetchQuery`, `ensureQueryData` or `useQuery`; no React.'),
    `export const ${claim(`${op.id}${I}QueryOptions`, op)} = <TData = ${TData}>(${list([`client: ${use('SurfaceClient')}<${S}>`, ...pathArgs(op), ...params, `options?: ${use(`${I}QueryArgs`)}<${R}, TData>`])}): ${use(cap(options))}<${R}, TData> =>`,
    `  ${use(options)}(${list([...call, 'options'])});`,
  ];
}

/** A mutation's definition (how it sends, what it invalidates, its entity) and its options. */
function mutationExports(op, ctx) {
  const { S, claim, use } = ctx;
  const { R, V, Err, E, args } = mutationTypes(op, ctx.im);
  const { targets, entity } = op.invalidation;
  const main = `${op.id}MutationOptions`;
  // A GET whose path parameters the mutation has: its calls for those values; otherwise all its calls.
  const own = (g) => g.pathNames.every((n) => op.pathNames.includes(n));
  const keyCall = (g) =>
    own(g)
      ? `get${g.Op}QueryKey(${list(['c', ...g.pathNames.map(at)])})`
      : `${use('callKey')}(${S}, ${quote(g.path)}, {}, undefined, c)`;
  const usesV = (gs) => gs.some((g) => g.pathNames.length && own(g));
  const [query, body] = [op.hasQuery ? 'v.params' : 'undefined', op.body ? 'v.data' : 'undefined'];
  const send = [`'${op.method.toUpperCase()}'`, quote(op.path), pathObject(op, at), query, body];
  const invalidated = targets.length ? `, the queries it invalidates (${list(targets.map((g) => `\`${g.id}\``))})` : '';
  const refreshed = entity ? ` and the entity it refreshes on a 409 or 404 (\`${entity.id}\`)` : '';
  return [
    seeDoc(op, `how it sends${invalidated}${refreshed}; no React`, main),
    `export const ${claim(`${op.id}Mutation`, op)}: ${use('SurfaceMutation')}<${list([S, R, V, ...(entity ? [E] : [])])}> = {`,
    `  operation: ${quote(op.id)},`,
    `  send: (c, ${op.pathNames.length || op.hasQuery || op.body ? 'v' : '_v'}, r) => ${use('sendOperation')}(${list(['c', ...send, 'r'])}),`,
    ...(isUpload(op) ? ['  upload: true,'] : []),
    `  invalidates: (${targets.length ? `c${usesV(targets) ? ', v' : ''}` : ''}) => [${list(targets.map(keyCall))}],`,
    ...(entity ? [`  entity: (c${usesV([entity]) ? ', v' : ''}) => ${keyCall(entity)},`] : []),
    `};`,
    operationDoc(
      op,
      `mutation options for \`useMutation\`: sends through \`client\`, invalidates, refreshes${entity ? ', shows `optimistic` changes' : ''}; no React.`,
    ),
    // Typed by the operation's own union, so `onError`, `onSettled`, `retry` and `throwOnError` hear what it raises.
    `export const ${claim(main, op)} = <TContext = unknown>(client: ${use('SurfaceClient')}<${S}>, options?: ${args}): ${use('SurfaceMutationOptions')}<${list([R, V, 'TContext', Err])}> =>`,
    `  ${use('surfaceMutationOptions')}(${S}, ${op.id}Mutation, client, options);`,
  ];
}

/** The key factory: one entry per GET path, usable without a client. */
function keyFactory(surface, ops, ctx) {
  const { S, use } = ctx;
  const gets = ops.filter((o) => o.method === 'get');
  const keyFunction = (g) => {
    const args = [...pathArgs(g), ...queryArg(g, '', false), `scope?: ${use('KeyScope')}`];
    // Typed return: the declaration of `keys` names QueryKeyOf rather than spelling out DataTag.
    return `(${list(args)}): ${use('QueryKeyOf')}<${g.Op}QueryResult> => ${use('callKey')}(${S}, ${quote(g.path)}, ${pathObject(g)}, ${paramsOrUndefined(g)}, scope)`;
  };
  const entries = gets.map((g) => {
    const own = g.path.endsWith('}') ? 'detail' : 'list';
    const lines = [
      `/** Every call of ${request(g)}, in every project. */`,
      `all: [${S}, ${quote(g.path)}] as const,`,
      `/** \`${g.id}\`'s key: these params in every project, or with \`scope\` the hook's exact key. */`,
      `${own}: ${keyFunction(g)},`,
    ];
    const child =
      own === 'list' &&
      gets.find((c) => c.path.startsWith(`${g.path}/{`) && /^\/\{[^}/]+\}$/.test(c.path.slice(g.path.length)));
    if (child) lines.push(`/** The key of ${request(child)}. */`, `detail: ${keyFunction(child)},`);
    return `${quote(g.path)}: {\n${lines.join('\n')}\n},`;
  });
  return `/**\n * The ${surface} surface's query keys by path, matching the hooks' keys, without a client in hand:\n * \`keys.${surface}[path].all\` (every call of that GET, every project), \`.list(params?, scope?)\`,\n * \`.detail(id, params?, scope?)\`; \`scope\` the client (or \`{ projectId }\`).\n */
export const keys = {\n${surface}: {\n${entries.join('\n')}\n},\n} as const;`;
}

/** generated/query/<surface>/index.ts. */
function queryModule(surface, doc, ops) {
  const ctx = queryContext(surface, doc);
  const blocks = ops.map((op) =>
    [
      ...operationTypes(op, ctx),
      ...(op.method === 'get' ? queryExports(op, ctx) : mutationExports(op, ctx)),
      ...(infinite(op) ? queryExports(op, ctx, 'Infinite') : []),
    ].join('\n'),
  );
  blocks.push(keyFactory(surface, ops, ctx));
  return `${banner}
${importLines(ctx.im, RQ, RUNTIME_QUERY)}
import type { components } from '../../types/${surface}.js';

${schemaAliases(surface, doc)}

// Per operation: its path parameters (\`<Op>PathParams\`), query (\`<Op>Params\`), data (\`<Op>QueryResult\`,
// \`<Op>MutationResult\`) and error union (\`<Op>Error\`, its hooks' \`error\`), as its fetcher types them; what a
// mutation's \`mutate\` takes (\`<Op>MutationVariables\`: the path parameters, \`body\` as \`data\`, query as \`params\`);
// then its key and options.

${blocks.join('\n\n')}
`;
}

/** A GET's hooks (hookSuffixes): `use<Op>` carries its words, the others link there. */
function queryHooks(surface, op, im) {
  const what = {
    '': `a query through the PlatformProvider's ${surface} client.`,
    Suspense: 'a suspense query (inside <Suspense>; errors go to the error boundary)',
    Infinite: 'an infinite list (`fetchNextPage`, `hasNextPage`)',
  };
  return hookSuffixes(op, surface).flatMap((I) => {
    const paged = I === 'Infinite' ? I : '';
    const { R, params, TData } = queryKind(op, paged, im, 'q.');
    const options = `options?: ${im.useType(RUNTIME_QUERY, `${I}QueryArgs`)}<${R}, TData>`;
    const client = `${im.use(RUNTIME_REACT, 'usePlatformClient')}(${quote(surface)})`;
    const given = [client, ...op.pathNames.map(argName), ...(params.length ? ['params'] : []), 'options'];
    return [
      I ? seeDoc(op, what[I], `use${op.Op}`) : operationDoc(op, what[I]),
      `export const use${op.Op}${I} = <TData = ${TData}>(${list([...pathArgs(op, 'q.'), ...params, options, `queryClient?: ${im.useType(RQ, 'QueryClient')}`])}): ${im.useType(RQ, `Use${I}QueryResult`)}<TData, q.${op.Op}Error> =>`,
      `  ${im.use(RUNTIME_REACT, `useSurface${I}Query`)}(q.${op.id}${paged}QueryOptions(${list(given)}), queryClient);`,
    ];
  });
}

/** A mutation's hook; a multipart upload's tells how much of its body has gone (`progress`). */
function mutationHook(surface, op, im) {
  const upload = isUpload(op);
  const [run, Result] = upload ? ['useUploadMutation', 'Upload'] : ['useSurfaceMutation', 'Use'];
  const { R, V, Err, args } = mutationTypes(op, im, 'q.');
  return [
    operationDoc(
      op,
      `a mutation through the PlatformProvider's ${surface} client (\`useMutation\` of \`${op.id}MutationOptions\`); its promise settles once the queries it invalidates have refetched.`,
    ),
    `export const use${op.Op} = <TContext = unknown>(options?: ${args}, queryClient?: ${im.useType(RQ, 'QueryClient')}): ${im.useType(upload ? RUNTIME_REACT : RQ, `${Result}MutationResult`)}<${list([R, Err, V, 'TContext'])}> =>`,
    `  ${im.use(RUNTIME_REACT, run)}(${quote(surface)}, q.${op.id}MutationOptions, options, queryClient);`,
  ];
}

/**
 * A hooks module of a surface: its query hooks (`queries`) or its mutation hooks (`mutations`),
 * apart so that a page that only reads bundles none of the mutation runtime (package.json
 * `sideEffects: false` lets a bundler skip the module it does not use).
 */
function hooksModule(surface, ops, kind) {
  const im = importRecorder();
  const print = kind === 'queries' ? queryHooks : mutationHook;
  const mine = ops.filter((op) => (op.method === 'get') === (kind === 'queries') && hookSuffixes(op, surface).length);
  const blocks = mine.map((op) => print(surface, op, im).join('\n'));
  return `'use client';
${banner}
${importLines(im, RQ, RUNTIME_QUERY, RUNTIME_REACT)}
import * as q from '../../query/${surface}/index.js';

${blocks.join('\n\n')}
`;
}

const hooksIndex = (surface) => `'use client';
${banner}
export * from '../../query/${surface}/index.js';
export * from './queries.js';
export * from './mutations.js';
`;

/**
 * The type tests of every operation, never run (`tsc` fails on the first check that differs): its hooks' and
 * options' data is its fetcher's; its hooks' `error` and its `<Op>Error` are the union `operations` gives it.
 */
function typeTests(surface, ops) {
  const test = (about, head, checks) => `${block([header, '', ...about.split('\n')])}
${head}

export function checkEveryOperation() {
${checks.join('\n')}
}

export type Checked = ${checks.length};
`;
  const client = { admin: 'AdminClient', public: 'PublicClient', enduser: 'EndUserClient' }[surface];
  const data = (op) => {
    const fetcher = `client.${op.method.toUpperCase()}<${quote(op.path)}>`;
    if (op.method === 'get') return `  ok(query(${fetcher})(h.use${op.Op}Suspense, h.${op.id}QueryOptions));`;
    return `  ok(mutation(${fetcher})(h.${op.id}MutationOptions${hookSuffixes(op, surface).length ? `, h.use${op.Op}` : ''}));`;
  };
  const errors = (op) => {
    const hooks = hookSuffixes(op, surface).map(quote).join(' | ') || 'never';
    return `  type ${op.Op} = Expect<${op.method === 'get' ? 'Errors' : 'MutationErrors'}<C, ${quote(op.id)}, h.${op.Op}Error, ${hooks}>>;`;
  };
  return {
    [`type-tests/${surface}.ts`]: test(
      `For every ${surface} operation (${ops.length}): the data its hook and options give (a GET's suspense hook and
query options, \`TData\` at its default; a mutation's \`mutateAsync\` and \`mutationFn\`) is exactly its
fetcher's. \`tsc\` fails on the first that differs, naming the hook or the options. Never run.`,
      `import type { ${client} } from '../../src/index.js';
import { mutation, ok, query } from '../../tests/types/hook-checks.js';
import * as h from '../react/${surface}/index.js';

declare const client: ${client};`,
      ops.map(data),
    ),
    [`type-tests/errors-${surface}.ts`]: test(
      `For every ${surface} operation (${ops.length}): each of its hooks' \`error\` (${ops.flatMap((op) => hookSuffixes(op, surface)).length} hooks), its
\`${ops[0]?.Op ?? 'Operation'}Error\`-style union and, for a mutation (${ops.filter((op) => op.method !== 'get').length}), the error its callbacks hear are
exactly the union read from the generated \`operations\` by its operationId. \`tsc\` fails on the
first that differs. Type-checked only, never run.`,
      `import type { Errors, Expect, MutationErrors } from '../../tests/types/hook-checks.js';
import type * as h from '../react/${surface}/index.js';
import type { operations } from '../types/${surface}.js';

type C = { hooks: typeof h; operations: operations; surface: ${quote(surface)} };`,
      ops.map(errors),
    ),
  };
}

/**
 * What `npm run generate` exports for an operation of a hook surface (as hookOperations gives it):
 * its hooks, then its React-free functions.
 * @param {{ method: string, path: string, key: string, id: string, Op: string, paged: boolean, hasQuery: boolean }} op
 * @param {string} surface
 */
export function hookNames(op, surface) {
  const { id, Op } = op;
  const hooks = hookSuffixes(op, surface).map((suffix) => `use${Op}${suffix}`);
  if (op.method !== 'get') return { hooks, functions: [`${id}MutationOptions`, `${id}Mutation`] };
  const more = infinite(op) ? [`${id}InfiniteQueryOptions`, `get${Op}InfiniteQueryKey`] : [];
  return { hooks, functions: [`${id}QueryOptions`, `get${Op}QueryKey`, ...more] };
}

/**
 * The files of a hook surface's React layer, by path under generated/; throws a ContractError
 * naming the operation when the contract asks for what they cannot express.
 * @param {string} surface
 * @param {import('./model.mjs').Model} model
 */
export function reactModules(surface, model) {
  const ops = hookOperations(surface, model);
  return {
    [`query/${surface}/index.ts`]: queryModule(surface, model.doc, ops),
    [`react/${surface}/index.ts`]: hooksIndex(surface),
    [`react/${surface}/queries.ts`]: hooksModule(surface, ops, 'queries'),
    [`react/${surface}/mutations.ts`]: hooksModule(surface, ops, 'mutations'),
    ...typeTests(surface, ops),
  };
}

// The React Query layer of a hook surface (docs/design.md, decision 22), printed from the one
// model (./model.mjs), one named function per thing it prints:
// - generated/query/<surface>/index.ts, no React (`platform-client/query/<surface>`): the schemas'
//   type names (schemaAliases), per operation its data, params and variables types
//   (operationTypes, read from the fetchers' `paths` types by src/query/operation-types.ts, so they
//   cannot drift), query keys and options (queryExports, infiniteExports), each mutation's
//   definition and options (mutationExports) and the key factory `keys` (keyFactory);
// - generated/react/<surface>/{queries,mutations}.ts, `'use client'`: the hooks over them
//   (queryHooks, mutationHook), apart so a page that only reads bundles no mutation code, and an
//   index that re-exports the query module;
// - generated/type-tests/<surface>.ts: for every operation, its hook's and options' data type is the fetcher's.
// An operation's words (summary, description, permission) are printed once per module, on its
// main export (`<op>QueryOptions`, `<op>MutationOptions`, `use<Op>`); the others point there.
// Both modules reach the runtime through one specifier each (`#runtime/query`, `#runtime/react`).
import { header } from '../surfaces.mjs';
import { cap, ContractError, importRecorder, isIdentifier, MUTATING, prop, quote } from './model.mjs';

const RQ = '@tanstack/react-query';
const RUNTIME_QUERY = '#runtime/query';
const ERRORS = './errors.js'; // the operations' unions (./errors.mjs writes them)
const RUNTIME_REACT = '#runtime/react';

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
export const opensSession = (surface, op) => !!SESSION_OPENERS[surface]?.has(`${op.method.toUpperCase()} ${op.path}`);

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

const fail = (surface, op, what) => {
  throw new ContractError(`generate (${surface}, ${op}): ${what}`);
};

/**
 * The contract's operations with what the React layer derives from each: `Op` (the capitalised
 * operationId), whether it has query parameters and must be given them; a mutation's
 * invalidation targets and entity are these same records.
 */
export function hookOperations(surface, model) {
  const ops = model.operations.map((op) => {
    if (op.method !== 'get' && !MUTATING.has(op.method))
      fail(
        surface,
        op.key,
        `no hook for the method ${op.method.toUpperCase()} (a query is a GET, a mutation POST, PUT, PATCH or DELETE)`,
      );
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

const request = (op) => `\`${op.method.toUpperCase()} ${op.path}\` (\`${op.id}\`)`;
const clean = (s) => s.replace(/\*\//g, '*\\/').trim();
const block = (lines) => `/**\n${lines.map((l) => (l ? ` * ${l}` : ' *')).join('\n')}\n */`;
const deprecation = (op) => (op.deprecated ? ['', '@deprecated The contract marks this operation deprecated.'] : []);

/** The JSDoc of an operation's main export: its summary, description, request and permission. */
function operationDoc(op, what) {
  const lines = [];
  if (op.summary) lines.push(clean(op.summary.endsWith('.') ? op.summary : `${op.summary}.`), '');
  if (op.description) lines.push(...clean(op.description).split('\n'), '');
  lines.push(`${request(op)}: ${what}`);
  const p = op.permission;
  if (p?.resource && p.action)
    lines.push('', `Needs the permission \`${p.resource}\` / \`${p.action}\`${p.verb ? ` (${p.verb})` : ''}.`);
  return block([...lines, ...deprecation(op)]);
}

/** The JSDoc of an operation's other exports: what it is, and where the operation's words are. */
const seeDoc = (op, what, main) => block([`${request(op)}: ${what}; see {@link ${main}}.`, ...deprecation(op)]);

/** The module's type name and enum object for each schema of the contract. */
function schemaAliases(surface, doc) {
  const lines = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!isIdentifier(name)) fail(surface, `components.schemas.${name}`, 'a schema name must be a JavaScript name');
    if (schema.description) lines.push(`/** ${clean(schema.description).replace(/\n/g, ' ')} */`);
    lines.push(`export type ${name} = components['schemas'][${quote(name)}];`);
    if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string' || typeof v === 'number')) {
      const names = schema['x-enum-varnames'];
      const descs = schema['x-enum-descriptions'];
      const entries = schema.enum.map((v, i) => {
        const key = names?.[i] ?? (typeof v === 'number' ? `NUMBER_${v}` : v);
        const d = descs?.[i] ? `  /** ${clean(descs[i])} */\n` : '';
        return `${d}  ${typeof key === 'string' ? prop(key) : key}: ${typeof v === 'string' ? quote(v) : v},`;
      });
      lines.push(`export const ${name} = {\n${entries.join('\n')}\n} as const;`);
    }
  }
  return lines.join('\n');
}

/**
 * What every printer of a surface's query module shares: the surface, the names taken (a second
 * taker fails by name) and the import recorder.
 */
function queryContext(surface, doc) {
  const S = quote(surface);
  const names = new Set(Object.keys(doc.components?.schemas ?? {}));
  const im = importRecorder();
  return {
    S,
    im,
    claim(name, op) {
      if (names.has(name))
        fail(surface, op.id, `the generated name ${name} is taken (a schema or another operation has it)`);
      names.add(name);
      return name;
    },
    runtime: (name, ...more) => im.use(RUNTIME_QUERY, name, ...more),
    runtimeTypes: (name, ...more) => im.useType(RUNTIME_QUERY, name, ...more),
    /** `Operation<Kind><'surface', '/path', 'method'>`, read from the fetchers' types. */
    read: (kind, op) => `${im.useType(RUNTIME_QUERY, kind)}<${S}, ${quote(op.path)}, '${op.method}'>`,
  };
}

/** The argument list of an operation's path parameters, typed from its `PathParams` (`prefix` `q.` in the hooks). */
const pathArgs = (op, prefix = '') =>
  op.pathNames.map((n) => `${argName(n)}: ${prefix}${op.Op}PathParams[${quote(n)}]`);
/** The path parameters as an object literal of those arguments. */
const pathObject = (op) =>
  op.pathNames.length
    ? `{ ${list(op.pathNames.map((n) => (argName(n) === n ? n : `${prop(n)}: ${argName(n)}`)))} }`
    : '{}';
const queryArg = (op, prefix = '') =>
  op.hasQuery ? [`params${op.queryRequired ? '' : '?'}: ${prefix}${op.Op}Params`] : [];
const paramsOrUndefined = (op) => (op.hasQuery ? 'params' : 'undefined');
const infinite = (op) => op.method === 'get' && op.paged && op.hasQuery;

/** An operation's path, query, data and (for a mutation) variables types. */
function operationTypes(op, ctx) {
  const { claim, read } = ctx;
  const lines = [];
  if (op.pathNames.length)
    lines.push(
      `/** The path parameters of \`${op.id}\`. */`,
      `export type ${claim(`${op.Op}PathParams`, op)} = ${read('OperationPath', op)};`,
    );
  if (op.hasQuery)
    lines.push(
      `/** The query parameters of \`${op.id}\`. */`,
      `export type ${claim(`${op.Op}Params`, op)} = ${read('OperationQuery', op)};`,
    );
  const result = claim(`${op.Op}${op.method === 'get' ? 'Query' : 'Mutation'}Result`, op);
  lines.push(
    `/** What \`${op.id}\` answers: the data of \`${op.method.toUpperCase()} ${op.path}\`'s fetcher. */`,
    `export type ${result} = ${read('OperationData', op)};`,
  );
  if (op.method !== 'get') {
    const fields = [
      ...op.pathNames.map((n) => `${prop(n)}: ${op.Op}PathParams[${quote(n)}]`),
      ...(op.body ? [`data${op.body.required ? '' : '?'}: ${read('OperationBody', op)}`] : []),
      ...queryArg(op),
    ];
    lines.push(
      `/** What \`use${op.Op}\`'s \`mutate\` takes: the fetcher's path parameters, \`body\` as \`data\`, query as \`params\`. */`,
      `export type ${claim(`${op.Op}MutationVariables`, op)} = ${fields.length ? `{ ${fields.join('; ')} }` : 'void'};`,
    );
  }
  return lines;
}

/** A GET's query key and query options (the options carry the operation's words). */
function queryExports(op, ctx) {
  const { S, claim } = ctx;
  const R = `${op.Op}QueryResult`;
  const main = `${op.id}QueryOptions`;
  ctx.runtime('queryKeyOf', 'surfaceQueryOptions');
  ctx.runtimeTypes('KeyScope', 'QueryKeyOf', 'SurfaceClient', 'QueryArgs', 'SurfaceQueryOptions');
  const keyArgs = ['client: KeyScope', ...pathArgs(op), ...(op.hasQuery ? [`params?: ${op.Op}Params`] : [])];
  const args = [`client: SurfaceClient<${S}>`, ...pathArgs(op), ...queryArg(op), `options?: QueryArgs<${R}, TData>`];
  return [
    seeDoc(op, `the query key of \`use${op.Op}\` and \`${main}\` (without params, a prefix of every call)`, main),
    `export const ${claim(`get${op.Op}QueryKey`, op)} = (${list(keyArgs)}): QueryKeyOf<${R}> =>`,
    `  queryKeyOf<${R}>(${S}, client, ${quote(op.path)}, ${pathObject(op)}, ${paramsOrUndefined(op)});`,
    operationDoc(
      op,
      'query options for `queryClient.fetchQuery`, `prefetchQuery`, `ensureQueryData` or `useQuery`; no React.',
    ),
    `export const ${claim(main, op)} = <TData = ${R}>(${list(args)}): SurfaceQueryOptions<${R}, TData> =>`,
    `  surfaceQueryOptions<${R}, TData>(${S}, client, ${quote(op.path)}, ${pathObject(op)}, ${paramsOrUndefined(op)}, options);`,
  ];
}

/** A paged GET's infinite query key and options. */
function infiniteExports(op, ctx) {
  const { S, claim } = ctx;
  const R = `${op.Op}QueryResult`;
  const P = `params?: Omit<${op.Op}Params, 'page'>`;
  ctx.runtime('infiniteQueryKeyOf', 'surfaceInfiniteQueryOptions');
  ctx.runtimeTypes(
    'KeyScope',
    'InfiniteQueryKeyOf',
    'SurfaceClient',
    'InfiniteQueryArgs',
    'SurfaceInfiniteQueryOptions',
  );
  ctx.im.useType(RQ, 'InfiniteData');
  const args = [`client: SurfaceClient<${S}>`, ...pathArgs(op), P, `options?: InfiniteQueryArgs<${R}, TData>`];
  const main = `${op.id}QueryOptions`;
  return [
    seeDoc(op, `the key of \`use${op.Op}Infinite\`: the plain key without \`page\`, then \`'infinite'\``, main),
    `export const ${claim(`get${op.Op}InfiniteQueryKey`, op)} = (${list(['client: KeyScope', ...pathArgs(op), P])}): InfiniteQueryKeyOf<${R}> =>`,
    `  infiniteQueryKeyOf<${R}>(${S}, client, ${quote(op.path)}, ${pathObject(op)}, params);`,
    seeDoc(op, 'infinite query options, pages from 1 while `page * limit < total`; no React', main),
    `export const ${claim(`${op.id}InfiniteQueryOptions`, op)} = <TData = InfiniteData<${R}, number>>(${list(args)}): SurfaceInfiniteQueryOptions<${R}, TData> =>`,
    `  surfaceInfiniteQueryOptions<${R}, TData>(${S}, client, ${quote(op.path)}, ${pathObject(op)}, params, options);`,
  ];
}

/** A mutation's definition (how it sends, what it invalidates, its entity) and its options. */
function mutationExports(op, ctx) {
  const { S, claim, im } = ctx;
  const R = `${op.Op}MutationResult`;
  const V = `${op.Op}MutationVariables`;
  const { targets, entity } = op.invalidation;
  const E = entity ? `, ${entity.Op}QueryResult` : '';
  const main = `${op.id}MutationOptions`;
  // A GET whose path parameters the mutation has: its calls for those values; otherwise all its calls.
  const own = (g) => g.pathNames.every((n) => op.pathNames.includes(n));
  const keyCall = (g) =>
    own(g)
      ? `get${g.Op}QueryKey(${list(['c', ...g.pathNames.map(at)])})`
      : `${im.use(RUNTIME_QUERY, 'callKey')}(${S}, ${quote(g.path)}, {}, undefined, c)`;
  const usesV = (gs) => gs.some((g) => g.pathNames.length && own(g));
  const fromVars = op.pathNames.length ? `{ ${list(op.pathNames.map((n) => `${prop(n)}: ${at(n)}`))} }` : '{}';
  const send = [`'${op.method.toUpperCase()}'`, quote(op.path), fromVars, op.hasQuery ? 'v.params' : 'undefined'];
  ctx.runtime('sendOperation', 'surfaceMutationOptions');
  ctx.runtimeTypes('SurfaceMutation', 'SurfaceClient', 'MutationArgs', 'SurfaceMutationOptions');
  const invalidated = targets.length
    ? `, the queries it invalidates on success (${list(targets.map((g) => `\`${g.id}\``))})`
    : '';
  const refreshed = entity ? ` and the entity it refreshes on a 409 or 404 (\`${entity.id}\`)` : '';
  return [
    seeDoc(op, `how \`use${op.Op}\` sends${invalidated}${refreshed}; no React`, main),
    `export const ${claim(`${op.id}Mutation`, op)}: SurfaceMutation<${S}, ${R}, ${V}${E}> = {`,
    `  operation: ${quote(op.id)},`,
    `  send: (c, ${op.pathNames.length || op.hasQuery || op.body ? 'v' : '_v'}, r) => sendOperation(${list(['c', ...send, op.body ? 'v.data' : 'undefined', 'r'])}),`,
    ...(isUpload(op) ? ['  upload: true,'] : []),
    `  invalidates: (${targets.length ? `c${usesV(targets) ? ', v' : ''}` : ''}) => [${list(targets.map(keyCall))}],`,
    ...(entity ? [`  entity: (c${usesV([entity]) ? ', v' : ''}) => ${keyCall(entity)},`] : []),
    `};`,
    operationDoc(
      op,
      `mutation options for \`useMutation\` (what \`use${op.Op}\` runs, when it has a hook): sends through \`client\`, invalidates, refreshes${entity ? ', and shows `optimistic` changes' : ''}; no React.`,
    ),
    // Typed by the operation's own union, so `onError`, `onSettled`, `retry` and `throwOnError` hear what it raises.
    `export const ${claim(main, op)} = <TContext = unknown>(client: SurfaceClient<${S}>, options?: MutationArgs<${R}, ${V}, TContext, ${entity ? `${entity.Op}QueryResult` : 'never'}, ${im.useType(ERRORS, `${op.Op}Error`)}>): SurfaceMutationOptions<${R}, ${V}, TContext, ${op.Op}Error> =>`,
    `  surfaceMutationOptions(${S}, ${op.id}Mutation, client, options);`,
  ];
}

/** The key factory: one entry per GET path, usable without a client. */
function keyFactory(surface, gets, ctx) {
  const { S } = ctx;
  ctx.runtime('callKey');
  ctx.runtimeTypes('KeyScope', 'QueryKeyOf');
  const keyFunction = (g) => {
    const args = [...pathArgs(g), ...(g.hasQuery ? [`params?: ${g.Op}Params`] : []), 'scope?: KeyScope'];
    // Typed return: the declaration of `keys` names QueryKeyOf rather than spelling out DataTag.
    return `(${list(args)}): QueryKeyOf<${g.Op}QueryResult> => callKey<${g.Op}QueryResult>(${S}, ${quote(g.path)}, ${pathObject(g)}, ${paramsOrUndefined(g)}, scope)`;
  };
  const entries = gets.map((g) => {
    const own = g.path.endsWith('}') ? 'detail' : 'list';
    const lines = [
      `/** Every call of \`${g.id}\` (\`GET ${g.path}\`), in every project. */`,
      `all: [${S}, ${quote(g.path)}] as const,`,
      `/** \`${g.id}\`'s key: these params in every project, or with \`scope\` the hook's exact key. */`,
      `${own}: ${keyFunction(g)},`,
    ];
    const child =
      own === 'list' &&
      gets.find((c) => c.path.startsWith(`${g.path}/{`) && /^\/\{[^}/]+\}$/.test(c.path.slice(g.path.length)));
    if (child) lines.push(`/** \`${child.id}\`'s key (\`GET ${child.path}\`). */`, `detail: ${keyFunction(child)},`);
    return `${quote(g.path)}: {\n${lines.join('\n')}\n},`;
  });
  return [
    `/**\n * The ${surface} surface's query keys by path, matching the hooks' keys, without a client in hand:\n * \`keys.${surface}[path].all\` (every call of that GET, every project), \`.list(params?, scope?)\`,\n * \`.detail(id, params?, scope?)\`; \`scope\` the client (or \`{ projectId }\`).\n */`,
    `export const keys = {\n${surface}: {\n${entries.join('\n')}\n},\n} as const;`,
  ].join('\n');
}

/** generated/query/<surface>/index.ts. */
function queryModule(surface, doc, ops) {
  const ctx = queryContext(surface, doc);
  const blocks = ops.map((op) =>
    [
      ...operationTypes(op, ctx),
      ...(op.method === 'get' ? queryExports(op, ctx) : mutationExports(op, ctx)),
      ...(infinite(op) ? infiniteExports(op, ctx) : []),
    ].join('\n'),
  );
  const gets = ops.filter((o) => o.method === 'get');
  blocks.push(keyFactory(surface, gets, ctx));
  const imports = [RQ, RUNTIME_QUERY, ERRORS].map((from) => ctx.im.statement(from)).filter(Boolean);
  return `/**
 * ${header}
 */
${imports.join('\n')}
import type { components } from '../../types/${surface}.js';

export type * from './errors.js';

${schemaAliases(surface, doc)}

${blocks.join('\n\n')}
`;
}

/** A GET's hooks: `use<Op>`, `use<Op>Suspense` and, when paged, `use<Op>Infinite`. */
function queryHooks(surface, op, im) {
  const S = quote(surface);
  const R = `q.${op.Op}QueryResult`;
  const args = [...pathArgs(op, 'q.'), ...queryArg(op, 'q.')];
  const names = [`usePlatformClient(${S})`, ...op.pathNames.map(argName), ...(op.hasQuery ? ['params'] : [])];
  const call = `q.${op.id}QueryOptions(${list([...names, 'options'])})`;
  const error = `q.${op.Op}Error`;
  im.useType(RQ, 'QueryClient', 'UseQueryResult', 'UseSuspenseQueryResult');
  im.useType(RUNTIME_QUERY, 'QueryArgs', 'SuspenseQueryArgs');
  im.use(RUNTIME_REACT, 'usePlatformClient');
  const lines = [
    operationDoc(op, `a query through the PlatformProvider's ${surface} client.`),
    `export const use${op.Op} = <TData = ${R}>(${list([...args, `options?: QueryArgs<${R}, TData>`, 'queryClient?: QueryClient'])}) =>`,
    `  rq.useQuery(${call}, queryClient) as UseQueryResult<TData, ${error}>;`,
    seeDoc(op, 'a suspense query (render it inside <Suspense>; errors go to the error boundary)', `use${op.Op}`),
    `export const use${op.Op}Suspense = <TData = ${R}>(${list([...args, `options?: SuspenseQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'])}) =>`,
    `  rq.useSuspenseQuery(${call}, queryClient) as UseSuspenseQueryResult<TData, ${error}>;`,
  ];
  if (!infinite(op)) return lines;
  im.useType(RQ, 'InfiniteData', 'UseInfiniteQueryResult');
  im.useType(RUNTIME_QUERY, 'InfiniteQueryArgs');
  const infiniteArgs = [...pathArgs(op, 'q.'), `params?: Omit<q.${op.Op}Params, 'page'>`];
  const infiniteCall = `q.${op.id}InfiniteQueryOptions(${list([`usePlatformClient(${S})`, ...op.pathNames.map(argName), 'params', 'options'])})`;
  return [
    ...lines,
    seeDoc(
      op,
      `an infinite list through the PlatformProvider's ${surface} client (\`fetchNextPage\`, \`hasNextPage\`)`,
      `use${op.Op}`,
    ),
    `export const use${op.Op}Infinite = <TData = InfiniteData<${R}, number>>(${list([...infiniteArgs, `options?: InfiniteQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'])}) =>`,
    `  rq.useInfiniteQuery(${infiniteCall}, queryClient) as UseInfiniteQueryResult<TData, ${error}>;`,
  ];
}

/** A mutation's hook; a multipart upload's tells how much of its body has gone (`progress`). */
function mutationHook(surface, op, im) {
  const upload = isUpload(op);
  const run = upload ? 'useUploadMutation' : 'useSurfaceMutation';
  const result = upload ? 'UploadMutationResult' : 'UseMutationResult';
  im.useType(RQ, 'QueryClient', ...(upload ? [] : ['UseMutationResult']));
  im.useType(RUNTIME_QUERY, 'MutationArgs');
  im.use(RUNTIME_REACT, run);
  if (upload) im.useType(RUNTIME_REACT, 'UploadMutationResult');
  // The entity's data types `optimistic` (current, variables) => next; none without an entity.
  const entity = op.invalidation?.entity;
  const [R, V] = [`q.${op.Op}MutationResult`, `q.${op.Op}MutationVariables`];
  return [
    operationDoc(
      op,
      `a mutation through the PlatformProvider's ${surface} client (\`useMutation\` of \`${op.id}MutationOptions\`); its promise settles once the queries it invalidates have refetched.`,
    ),
    `export const use${op.Op} = <TContext = unknown>(options?: MutationArgs<${R}, ${V}, TContext, ${entity ? `q.${entity.Op}QueryResult` : 'never'}, q.${op.Op}Error>, queryClient?: QueryClient) =>`,
    `  ${run}(${quote(surface)}, q.${op.id}MutationOptions, options, queryClient) as ${result}<${R}, q.${op.Op}Error, ${V}, TContext>;`,
  ];
}

/**
 * A hooks module of a surface: its query hooks (`queries`) or its mutation hooks (`mutations`),
 * apart so that a page that only reads bundles none of the mutation runtime (package.json
 * `sideEffects: false` lets a bundler skip the module it does not use).
 */
function hooksModule(surface, ops, kind) {
  const im = importRecorder();
  const blocks = ops
    .filter((op) => (kind === 'queries' ? op.method === 'get' : op.method !== 'get' && !opensSession(surface, op)))
    .map((op) => (kind === 'queries' ? queryHooks(surface, op, im) : mutationHook(surface, op, im)).join('\n'));
  const imports = [RQ, RUNTIME_QUERY, RUNTIME_REACT].map((from) => im.statement(from)).filter(Boolean);
  // A namespace, not names: a bundle that keeps React Query external lists only what it calls.
  if (kind === 'queries') imports.push(`import * as rq from '${RQ}';`);
  return `'use client';
/**
 * ${header}
 */
${imports.join('\n')}
import * as q from '../../query/${surface}/index.js';

${blocks.join('\n\n')}
`;
}

/** The hooks entry of a surface: the query module again, the query hooks and the mutation hooks. */
const hooksIndex = (surface) => `'use client';
/**
 * ${header}
 */
export * from '../../query/${surface}/index.js';
export * from './queries.js';
export * from './mutations.js';
`;

/** The check of one operation: its hook's (and its options') data is its fetcher's. */
function operationCheck(surface, op) {
  const fetcher = `client.${op.method.toUpperCase()}<${quote(op.path)}>`;
  if (op.method === 'get') return `  ok(query(${fetcher})(h.use${op.Op}Suspense, h.${op.id}QueryOptions));`;
  const hook = opensSession(surface, op) ? '' : `, h.use${op.Op}`;
  return `  ok(mutation(${fetcher})(h.${op.id}MutationOptions${hook}));`;
}

/** The type test of every operation: the data a hook (and its options) gives is the fetcher's. */
function typeTest(surface, ops) {
  const client = { admin: 'AdminClient', public: 'PublicClient', enduser: 'EndUserClient' }[surface];
  return `/**
 * ${header}
 *
 * For every ${surface} operation (${ops.length}): the data its hook and its options give (a GET's
 * suspense hook and query options, \`TData\` at its default as a call without \`select\` leaves it; a
 * mutation's \`mutateAsync\` and \`mutationFn\`) is exactly what the same operation's fetcher gives.
 * \`tsc\` fails on the first that differs, naming the hook or the options. Type-checked only, never run.
 */
import type { ${client} } from '../../src/index.js';
import * as h from '../react/${surface}/index.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Fetcher = (...args: never[]) => Promise<{ data: unknown }>;
type Data<F extends Fetcher> = Awaited<ReturnType<F>>['data'];
declare function query<F extends Fetcher>(
  fetcher: F,
): <D, Q>(
  hook: (...args: never[]) => { data: D },
  options: (...args: never[]) => { queryFn: (...args: never[]) => Q },
) => [hook: Equal<D, Data<F>>, options: Equal<Awaited<Q>, Data<F>>];
declare function mutation<F extends Fetcher>(
  fetcher: F,
): <O, M = Data<F>>(
  options: (...args: never[]) => { mutationFn: (...args: never[]) => Promise<O> },
  // None for a session opening (useSignIn / useSignUp are that concept).
  hook?: (...args: never[]) => { mutateAsync: (...args: never[]) => Promise<M> },
) => [options: Equal<O, Data<F>>, hook: Equal<M, Data<F>>];
declare function ok(checks: [true, true]): void;
declare const client: ${client};

export function checkEveryOperation() {
${ops.map((op) => operationCheck(surface, op)).join('\n')}
}

export type Checked = ${ops.length};
`;
}

/**
 * What `npm run generate` exports for an operation of a hook surface (as hookOperations gives it):
 * its hooks, then its React-free functions.
 * @param {{ method: string, path: string, id: string, Op: string, paged: boolean, hasQuery: boolean }} op
 * @param {string} surface
 */
export function hookNames(op, surface) {
  if (op.method !== 'get')
    return {
      hooks: opensSession(surface, op) ? [] : [`use${op.Op}`],
      functions: [`${op.id}MutationOptions`, `${op.id}Mutation`],
    };
  const paged = infinite(op);
  return {
    hooks: [`use${op.Op}`, `use${op.Op}Suspense`, ...(paged ? [`use${op.Op}Infinite`] : [])],
    functions: [
      `${op.id}QueryOptions`,
      `get${op.Op}QueryKey`,
      ...(paged ? [`${op.id}InfiniteQueryOptions`, `get${op.Op}InfiniteQueryKey`] : []),
    ],
  };
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
    [`type-tests/${surface}.ts`]: typeTest(surface, ops),
  };
}

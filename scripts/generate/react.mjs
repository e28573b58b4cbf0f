// The React Query layer of a hook surface (docs/design.md, decision 22), written from the bundled
// contract alone (never from another generator's output), as two modules:
// - generated/query/<surface>/index.ts, no React (`platform-client/query/<surface>`): the schemas'
//   type names, per operation its data, params and variables types (read from the fetchers'
//   `paths` types by src/query/operation-types.ts, so they cannot drift), query keys,
//   `<op>QueryOptions`, `<op>InfiniteQueryOptions`, each mutation's definition (how it sends, the
//   keys it invalidates, the entity it is about) and the key factory `keys`;
// - generated/react/<surface>/index.ts, `'use client'` (`platform-client/react/<surface>`): the
//   hooks over them (queries.ts and mutations.ts, apart: a page that only reads bundles no
//   mutation code), and everything of the query module again;
// - generated/type-tests/<surface>.ts: for every operation, the hook's data type is the fetcher's.
// Both reach the runtime through one specifier each (`#runtime/query`, `#runtime/react`,
// package.json `imports`), never through paths into src/.
import { header } from '../surfaces.mjs';
import { ContractError, importRecorder, MUTATING } from './model.mjs';

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
export const opensSession = (surface, op) =>
  !!SESSION_OPENERS[surface]?.has(`${op.method.toUpperCase()} ${op.template}`);
const RESERVED = new Set([
  'function',
  'class',
  'default',
  'delete',
  'new',
  'in',
  'for',
  'if',
  'var',
  'let',
  'const',
  'return',
  'switch',
  'case',
  'do',
  'while',
  'with',
  'void',
  'typeof',
  'this',
  'super',
  'import',
  'export',
  'enum',
  'try',
  'catch',
  'finally',
  'throw',
  'yield',
  'await',
]);

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const isIdentifier = (k) => /^[A-Za-z_$][\w$]*$/.test(k);
const prop = (k) => (isIdentifier(k) ? k : JSON.stringify(k));
const at = (k) => (isIdentifier(k) ? `v.${k}` : `v[${JSON.stringify(k)}]`);
/** A path parameter's name as a function parameter (`field-id` -> `fieldId`, `function` -> `functionParam`). */
export const argName = (k) => {
  const camel = k.replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));
  return RESERVED.has(camel) ? `${camel}Param` : camel;
};
const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const fail = (surface, op, what) => {
  throw new ContractError(`generate (${surface}, ${op}): ${what}`);
};

/**
 * The contract's operations (read by readContract) with what the React layer derives from each:
 * `Op` (the capitalised operationId), `template` (the path), whether it has query parameters and
 * must be given them; a mutation's invalidation targets and entity are these same records.
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
      template: op.path,
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

/** The JSDoc of an operation's hook or options: its summary, description, request and permission. */
function jsdoc(op, what) {
  const clean = (s) => s.replace(/\*\//g, '*\\/').trim();
  const lines = [];
  if (op.summary) lines.push(clean(op.summary.endsWith('.') ? op.summary : `${op.summary}.`), '');
  if (op.description) lines.push(...clean(op.description).split('\n'), '');
  lines.push(`\`${op.method.toUpperCase()} ${op.template}\` (\`${op.id}\`): ${what}`);
  const p = op.permission;
  if (p?.resource && p.action)
    lines.push('', `Needs the permission \`${p.resource}\` / \`${p.action}\`${p.verb ? ` (${p.verb})` : ''}.`);
  if (op.deprecated) lines.push('', '@deprecated The contract marks this operation deprecated.');
  return `/**\n${lines.map((l) => (l ? ` * ${l}` : ' *')).join('\n')}\n */`;
}

function modelsOf(surface, doc) {
  const lines = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!isIdentifier(name)) fail(surface, `components.schemas.${name}`, 'a schema name must be a JavaScript name');
    const desc = schema.description
      ? `/** ${schema.description.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n`
      : '';
    lines.push(`${desc}export type ${name} = components['schemas'][${quote(name)}];`);
    if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string' || typeof v === 'number')) {
      const names = schema['x-enum-varnames'];
      const descs = schema['x-enum-descriptions'];
      const entries = schema.enum.map((v, i) => {
        const key = names?.[i] ?? (typeof v === 'number' ? `NUMBER_${v}` : v);
        const d = descs?.[i] ? `  /** ${descs[i].replace(/\*\//g, '*\\/')} */\n` : '';
        return `${d}  ${typeof key === 'string' ? prop(key) : key}: ${typeof v === 'string' ? quote(v) : v},`;
      });
      lines.push(`export const ${name} = {\n${entries.join('\n')}\n} as const;`);
    }
  }
  return lines.join('\n');
}

function queryModule(surface, doc, ops) {
  const S = quote(surface);
  const out = [];
  const names = new Set(Object.keys(doc.components?.schemas ?? {}));
  const claim = (name, op) => {
    if (names.has(name))
      fail(surface, op.id, `the generated name ${name} is taken (a schema or another operation has it)`);
    names.add(name);
    return name;
  };
  // What the module imports, recorded where its text is written.
  const im = importRecorder();
  const rt = (...values) => {
    for (const n of values) im.use(RUNTIME_QUERY, n);
  };
  const rtType = (...types) => {
    for (const n of types) im.useType(RUNTIME_QUERY, n);
  };
  const T = (kind, op) => `${im.useType(RUNTIME_QUERY, kind)}<${S}, ${quote(op.template)}, '${op.method}'>`;
  const gets = ops.filter((o) => o.method === 'get');

  for (const op of ops) {
    const pathType = `${op.Op}PathParams`;
    const params = op.hasQuery ? `${op.Op}Params` : undefined;
    const pathArgs = op.pathNames.map((n) => `${argName(n)}: ${pathType}[${quote(n)}]`);
    const pathObject = op.pathNames.length
      ? `{ ${op.pathNames.map((n) => (argName(n) === n ? n : `${prop(n)}: ${argName(n)}`)).join(', ')} }`
      : '{}';
    const block = [];
    if (op.pathNames.length)
      block.push(
        `/** The path parameters of \`${op.id}\`. */`,
        `export type ${claim(pathType, op)} = ${T('OperationPath', op)};`,
      );
    if (params)
      block.push(
        `/** The query parameters of \`${op.id}\`. */`,
        `export type ${claim(params, op)} = ${T('OperationQuery', op)};`,
      );
    if (op.method === 'get') {
      const R = claim(`${op.Op}QueryResult`, op);
      const paramArg = params ? [`params${op.queryRequired ? '' : '?'}: ${params}`] : [];
      const args = [...pathArgs, ...paramArg];
      rt('queryKeyOf', 'surfaceQueryOptions');
      rtType('KeyScope', 'QueryKeyOf', 'SurfaceClient', 'QueryArgs', 'SurfaceQueryOptions');
      block.push(
        `/** What \`${op.id}\` answers: the data of \`GET ${op.template}\`'s fetcher. */`,
        `export type ${R} = ${T('OperationData', op)};`,
        jsdoc(
          op,
          `the query key of \`use${op.Op}\`, \`use${op.Op}Suspense\` and \`${op.id}QueryOptions\`. Without params, a prefix matching every call.`,
        ),
        `export const ${claim(`get${op.Op}QueryKey`, op)} = (${['client: KeyScope', ...pathArgs, ...(params ? [`params?: ${params}`] : [])].join(', ')}): QueryKeyOf<${R}> =>`,
        `  queryKeyOf<${R}>(${S}, client, ${quote(op.template)}, ${pathObject}, ${params ? 'params' : 'undefined'});`,
        jsdoc(
          op,
          'query options for `queryClient.fetchQuery`, `prefetchQuery`, `ensureQueryData` or `useQuery`; no React.',
        ),
        `export const ${claim(`${op.id}QueryOptions`, op)} = <TData = ${R}>(${[`client: SurfaceClient<${S}>`, ...args, `options?: QueryArgs<${R}, TData>`].join(', ')}): SurfaceQueryOptions<${R}, TData> =>`,
        `  surfaceQueryOptions<${R}, TData>(${S}, client, ${quote(op.template)}, ${pathObject}, ${params ? 'params' : 'undefined'}, options);`,
      );
      if (op.paged && params) {
        const P = `Omit<${params}, 'page'>`;
        rt('infiniteQueryKeyOf', 'surfaceInfiniteQueryOptions');
        rtType('KeyScope', 'InfiniteQueryKeyOf', 'SurfaceClient', 'InfiniteQueryArgs', 'SurfaceInfiniteQueryOptions');
        im.useType(RQ, 'InfiniteData');
        block.push(
          jsdoc(op, `the key of \`use${op.Op}Infinite\`: the plain key without \`page\`, then \`'infinite'\`.`),
          `export const ${claim(`get${op.Op}InfiniteQueryKey`, op)} = (${['client: KeyScope', ...pathArgs, `params?: ${P}`].join(', ')}): InfiniteQueryKeyOf<${R}> =>`,
          `  infiniteQueryKeyOf<${R}>(${S}, client, ${quote(op.template)}, ${pathObject}, params);`,
          jsdoc(op, 'infinite query options, pages from 1 while `page * limit < total`; no React.'),
          `export const ${claim(`${op.id}InfiniteQueryOptions`, op)} = <TData = InfiniteData<${R}, number>>(${[`client: SurfaceClient<${S}>`, ...pathArgs, `params?: ${P}`, `options?: InfiniteQueryArgs<${R}, TData>`].join(', ')}): SurfaceInfiniteQueryOptions<${R}, TData> =>`,
          `  surfaceInfiniteQueryOptions<${R}, TData>(${S}, client, ${quote(op.template)}, ${pathObject}, params, options);`,
        );
      }
    } else {
      const R = claim(`${op.Op}MutationResult`, op);
      const V = claim(`${op.Op}MutationVariables`, op);
      const fields = [
        ...op.pathNames.map((n) => `${prop(n)}: ${pathType}[${quote(n)}]`),
        ...(op.body ? [`data${op.body.required ? '' : '?'}: ${T('OperationBody', op)}`] : []),
        ...(params ? [`params${op.queryRequired ? '' : '?'}: ${params}`] : []),
      ];
      const { targets, entity } = op.invalidation;
      const v = fields.length ? 'v' : '_v';
      // A GET whose path parameters the mutation has: its calls for those values; otherwise all its calls.
      const keyCall = (g) =>
        g.pathNames.every((n) => op.pathNames.includes(n))
          ? `get${g.Op}QueryKey(${['c', ...g.pathNames.map(at)].join(', ')})`
          : `${im.use(RUNTIME_QUERY, 'callKey')}(${S}, ${quote(g.template)}, {}, undefined, c)`;
      const usesV = (gs) => gs.some((g) => g.pathNames.length && g.pathNames.every((n) => op.pathNames.includes(n)));
      const pathFromVars = op.pathNames.length
        ? `{ ${op.pathNames.map((n) => `${prop(n)}: ${at(n)}`).join(', ')} }`
        : '{}';
      rt('sendOperation', 'surfaceMutationOptions');
      rtType('SurfaceMutation', 'SurfaceClient', 'MutationArgs', 'SurfaceMutationOptions');
      block.push(
        `/** What \`${op.id}\` answers: the data of \`${op.method.toUpperCase()} ${op.template}\`'s fetcher. */`,
        `export type ${R} = ${T('OperationData', op)};`,
        `/** What \`use${op.Op}\`'s \`mutate\` takes: the fetcher's path parameters, \`body\` as \`data\`, query as \`params\`. */`,
        `export type ${V} = ${fields.length ? `{ ${fields.join('; ')} }` : 'void'};`,
        jsdoc(
          op,
          `how \`use${op.Op}\` sends${targets.length ? `, the queries it invalidates on success (${targets.map((g) => `\`${g.id}\``).join(', ')})` : ''}${entity ? ` and the entity it refreshes on a 409 or 404 (\`${entity.id}\`)` : ''}; no React.`,
        ),
        `export const ${claim(`${op.id}Mutation`, op)}: SurfaceMutation<${S}, ${R}, ${V}${entity ? `, ${entity.Op}QueryResult` : ''}> = {`,
        `  operation: ${quote(op.id)},`,
        `  send: (c, ${v}, r) => sendOperation<${R}>(c, '${op.method.toUpperCase()}', ${quote(op.template)}, ${pathFromVars}, ${params ? 'v.params' : 'undefined'}, ${op.body ? 'v.data' : 'undefined'}, r),`,
        ...(isUpload(op) ? ['  upload: true,'] : []),
        `  invalidates: (${targets.length ? `c${usesV(targets) ? ', v' : ''}` : ''}) => [${targets.map(keyCall).join(', ')}],`,
        ...(entity ? [`  entity: (c${usesV([entity]) ? ', v' : ''}) => ${keyCall(entity)},`] : []),
        `};`,
        jsdoc(
          op,
          `mutation options for \`useMutation\` (what \`use${op.Op}\` runs, when it has a hook): sends through \`client\`, invalidates, refreshes${entity ? ', and shows `optimistic` changes' : ''}; no React.`,
        ),
        // Typed by the operation's own union, so `onError`, `onSettled`, `retry` and `throwOnError` hear what it raises.
        `export const ${claim(`${op.id}MutationOptions`, op)} = <TContext = unknown>(client: SurfaceClient<${S}>, options?: MutationArgs<${R}, ${V}, TContext, ${entity ? `${entity.Op}QueryResult` : 'never'}, ${im.useType(ERRORS, `${op.Op}Error`)}>): SurfaceMutationOptions<${R}, ${V}, TContext, ${op.Op}Error> =>`,
        `  surfaceMutationOptions(${S}, ${op.id}Mutation, client, options);`,
      );
    }
    out.push(block.join('\n'));
  }

  // The key factory: one entry per GET path, usable without a client.
  const entries = gets.map((g) => {
    const keyArgs = (x) => [
      ...x.pathNames.map((n) => `${argName(n)}: ${x.Op}PathParams[${quote(n)}]`),
      ...(x.hasQuery ? [`params?: ${x.Op}Params`] : []),
      'scope?: KeyScope',
    ];
    const keyCallOf = (x) => {
      const obj = x.pathNames.length
        ? `{ ${x.pathNames.map((n) => (argName(n) === n ? n : `${prop(n)}: ${argName(n)}`)).join(', ')} }`
        : '{}';
      rt('callKey');
      rtType('KeyScope');
      return `callKey<${x.Op}QueryResult>(${S}, ${quote(x.template)}, ${obj}, ${x.hasQuery ? 'params' : 'undefined'}, scope)`;
    };
    const lines = [
      `    /** Every call of \`${g.id}\` (\`GET ${g.template}\`), in every project: for \`invalidateQueries\` and the like. */`,
      `    all: [${S}, ${quote(g.template)}] as const,`,
    ];
    const own = g.template.endsWith('}') ? 'detail' : 'list';
    lines.push(
      `    /** \`${g.id}\`'s key: without \`scope\` it matches these params in every project; with the client (or \`{ projectId }\`) it is the hook's exact key. */`,
    );
    // Typed return: the declaration of `keys` names QueryKeyOf rather than spelling out DataTag.
    lines.push(`    ${own}: (${keyArgs(g).join(', ')}): QueryKeyOf<${g.Op}QueryResult> => ${keyCallOf(g)},`);
    if (own === 'list') {
      const child = gets.find(
        (c) => c.template.startsWith(`${g.template}/{`) && /^\/\{[^}/]+\}$/.test(c.template.slice(g.template.length)),
      );
      if (child) {
        lines.push(
          `    /** \`${child.id}\`'s key (\`GET ${child.template}\`), as \`keys${'.'}${surface}[${quote(child.template)}].detail\`. */`,
        );
        lines.push(
          `    detail: (${keyArgs(child).join(', ')}): QueryKeyOf<${child.Op}QueryResult> => ${keyCallOf(child)},`,
        );
      }
    }
    return `  ${quote(g.template)}: {\n${lines.join('\n')}\n  },`;
  });
  out.push(
    `/**\n * The ${surface} surface's query keys by path, matching the hooks' keys, without a client in hand:\n * \`keys.${surface}[path].all\` (every call of that GET, every project), \`.list(params?, scope?)\`,\n * \`.detail(id, params?, scope?)\`.\n */`,
    `export const keys = {\n  ${surface}: {\n${entries.map((e) => e.replace(/^/gm, '  ')).join('\n')}\n  },\n} as const;`,
  );

  const body = out.join('\n\n');
  return `/**
 * ${header}
 */
${[RQ, RUNTIME_QUERY, ERRORS]
  .map((from) => im.statement(from))
  .filter(Boolean)
  .join('\n')}
import type { components } from '../../types/${surface}.js';

export type * from './errors.js';

${modelsOf(surface, doc)}

${body}
`;
}

/**
 * A hooks module of a surface: its query hooks (`queries`) or its mutation hooks (`mutations`),
 * apart so that a page that only reads bundles none of the mutation runtime (package.json
 * `sideEffects: false` lets a bundler skip the module it does not use).
 */
function hooksModule(surface, ops, kind) {
  const S = quote(surface);
  const out = [];
  // What the module imports, recorded where its text is written.
  const im = importRecorder();
  const need = (from, values, types = []) => {
    for (const n of values) im.use(from, n);
    for (const n of types) im.useType(from, n);
  };
  for (const op of ops) {
    const pathArgs = op.pathNames.map((n) => `${argName(n)}: q.${op.Op}PathParams[${quote(n)}]`);
    const params = op.hasQuery ? `q.${op.Op}Params` : undefined;
    if (op.method === 'get') {
      if (kind !== 'queries') continue;
      const R = `q.${op.Op}QueryResult`;
      const args = [...pathArgs, ...(params ? [`params${op.queryRequired ? '' : '?'}: ${params}`] : [])];
      const names = [...op.pathNames.map(argName), ...(params ? ['params'] : [])];
      const call = `q.${op.id}QueryOptions(${[`usePlatformClient(${S})`, ...names, 'options'].join(', ')})`;
      need(RQ, [], ['QueryClient', 'UseQueryResult', 'UseSuspenseQueryResult']);
      need(RUNTIME_QUERY, [], ['QueryArgs', 'SuspenseQueryArgs']);
      need(RUNTIME_REACT, ['usePlatformClient']);
      if (op.paged && params) {
        need(RQ, [], ['InfiniteData', 'UseInfiniteQueryResult']);
        need(RUNTIME_QUERY, [], ['InfiniteQueryArgs']);
      }
      out.push(
        [
          jsdoc(op, `a query through the PlatformProvider's ${surface} client.`),
          `export const use${op.Op} = <TData = ${R}>(${[...args, `options?: QueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}): UseQueryResult<TData, q.${op.Op}Error> =>`,
          `  rq.useQuery(${call}, queryClient) as UseQueryResult<TData, q.${op.Op}Error>;`,
          jsdoc(op, 'a suspense query (render it inside <Suspense>; errors go to the error boundary).'),
          `export const use${op.Op}Suspense = <TData = ${R}>(${[...args, `options?: SuspenseQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}): UseSuspenseQueryResult<TData, q.${op.Op}Error> =>`,
          `  rq.useSuspenseQuery(${call}, queryClient) as UseSuspenseQueryResult<TData, q.${op.Op}Error>;`,
          ...(op.paged && params
            ? [
                jsdoc(
                  op,
                  `an infinite list through the PlatformProvider's ${surface} client (\`fetchNextPage\`, \`hasNextPage\`).`,
                ),
                `export const use${op.Op}Infinite = <TData = InfiniteData<${R}, number>>(${[...pathArgs, `params?: Omit<${params}, 'page'>`, `options?: InfiniteQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}): UseInfiniteQueryResult<TData, q.${op.Op}Error> =>`,
                `  rq.useInfiniteQuery(q.${op.id}InfiniteQueryOptions(${[`usePlatformClient(${S})`, ...op.pathNames.map(argName), 'params', 'options'].join(', ')}), queryClient) as UseInfiniteQueryResult<TData, q.${op.Op}Error>;`,
              ]
            : []),
        ].join('\n'),
      );
    } else {
      if (kind !== 'mutations' || opensSession(surface, op)) continue;
      // A multipart upload's hook tells how much of its body has gone (`progress`); no other holds progress state.
      const upload = isUpload(op);
      const run = upload ? 'useUploadMutation' : 'useSurfaceMutation';
      need(RQ, [], upload ? ['QueryClient'] : ['QueryClient', 'UseMutationResult']);
      need(RUNTIME_QUERY, [], ['MutationArgs']);
      need(RUNTIME_REACT, [run], upload ? ['UploadMutationResult'] : []);
      // The entity's data types `optimistic` (current, variables) => next; none without an entity.
      const entity = op.invalidation?.entity;
      const E = entity ? `, q.${entity.Op}QueryResult` : '';
      out.push(
        [
          jsdoc(
            op,
            `a mutation through the PlatformProvider's ${surface} client (\`useMutation\` of \`${op.id}MutationOptions\`); its promise settles once the queries it invalidates have refetched.`,
          ),
          `export const use${op.Op} = <TContext = unknown>(options?: MutationArgs<q.${op.Op}MutationResult, q.${op.Op}MutationVariables, TContext${E || ', never'}, q.${op.Op}Error>, queryClient?: QueryClient): ${upload ? 'UploadMutationResult' : 'UseMutationResult'}<q.${op.Op}MutationResult, q.${op.Op}Error, q.${op.Op}MutationVariables, TContext> =>`,
          `  ${run}(${S}, q.${op.id}MutationOptions, options, queryClient) as ${upload ? 'UploadMutationResult' : 'UseMutationResult'}<q.${op.Op}MutationResult, q.${op.Op}Error, q.${op.Op}MutationVariables, TContext>;`,
        ].join('\n'),
      );
    }
  }
  const body = out.join('\n\n');
  return `'use client';
/**
 * ${header}
 */
${[RQ, RUNTIME_QUERY, RUNTIME_REACT]
  .map((from) => im.statement(from))
  .filter(Boolean)
  .join('\n')}${
  // A namespace, not names: a bundle that keeps React Query external lists only what it calls.
  kind === 'queries' ? `\nimport * as rq from '${RQ}';` : ''
}
import * as q from '../../query/${surface}/index.js';

${body}
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

/** The type test of every operation: the data a hook (and a GET's query options) gives, called as a user calls it, is the fetcher's. */
function typeTest(surface, ops) {
  const client = { admin: 'AdminClient', public: 'PublicClient', enduser: 'EndUserClient' }[surface];
  const lines = ops.map((op) => {
    const M = op.method.toUpperCase();
    const fetched = `Fetched<typeof client.${M}<${quote(op.template)}>>`;
    if (op.method !== 'get') {
      const options = `Expect<Equal<Awaited<ReturnType<ReturnType<typeof h.${op.id}MutationOptions>['mutationFn']>>, ${fetched}>>`;
      if (opensSession(surface, op)) return `  type ${op.Op} = ${options};`;
      return `  type ${op.Op} = Expect<Equal<Awaited<ReturnType<ReturnType<typeof h.use${op.Op}>['mutateAsync']>>, ${fetched}>> | ${options};`;
    }
    const args = [
      ...op.pathNames.map((n) => `value<h.${op.Op}PathParams[${quote(n)}]>()`),
      ...(op.hasQuery && op.queryRequired ? [`value<h.${op.Op}Params>()`] : []),
    ];
    return [
      `  const ${op.id}Hook = h.use${op.Op}Suspense(${args.join(', ')});`,
      `  const ${op.id}Options = h.${op.id}QueryOptions(${['client', ...args].join(', ')});`,
      `  type ${op.Op} = Expect<Equal<typeof ${op.id}Hook.data, ${fetched}>> | Expect<Equal<Awaited<ReturnType<typeof ${op.id}Options.queryFn>>, ${fetched}>>;`,
    ].join('\n');
  });
  return `/**
 * ${header}
 *
 * For every ${surface} operation (${ops.length}): the data its hook (and a GET's query options) gives,
 * called as a user calls it, is exactly what the same operation's fetcher gives. \`tsc\` fails on
 * the first that differs. Type-checked only, never run.
 */
import type { ${client} } from '../../src/index.js';
import * as h from '../react/${surface}/index.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Fetched<F extends (...args: never[]) => Promise<{ data: unknown }>> = Awaited<ReturnType<F>>['data'];
declare const client: ${client};
declare function value<T>(): T;

export function checkEveryOperation() {
${lines.join('\n')}
}

export type Checked = ${ops.length};
`;
}

/**
 * What `npm run generate` exports for an operation of a hook surface (as hookOperations gives it):
 * its hooks, then its React-free functions.
 * @param {{ method: string, id: string, Op: string, paged: boolean, hasQuery: boolean }} op
 */
export function hookNames(op, surface) {
  if (op.method !== 'get')
    return {
      hooks: opensSession(surface, op) ? [] : [`use${op.Op}`],
      functions: [`${op.id}MutationOptions`, `${op.id}Mutation`],
    };
  const infinite = op.paged && op.hasQuery;
  return {
    hooks: [`use${op.Op}`, `use${op.Op}Suspense`, ...(infinite ? [`use${op.Op}Infinite`] : [])],
    functions: [
      `${op.id}QueryOptions`,
      `get${op.Op}QueryKey`,
      ...(infinite ? [`${op.id}InfiniteQueryOptions`, `get${op.Op}InfiniteQueryKey`] : []),
    ],
  };
}

/** The three generated files of a hook surface, by path under generated/; throws a ContractError naming the operation when the contract asks for what they cannot express. */
export function reactModules(surface, model) {
  const ops = hookOperations(surface, model);
  const { doc } = model;
  return {
    [`query/${surface}/index.ts`]: queryModule(surface, doc, ops),
    [`react/${surface}/index.ts`]: hooksIndex(surface),
    [`react/${surface}/queries.ts`]: hooksModule(surface, ops, 'queries'),
    [`react/${surface}/mutations.ts`]: hooksModule(surface, ops, 'mutations'),
    [`type-tests/${surface}.ts`]: typeTest(surface, ops),
  };
}

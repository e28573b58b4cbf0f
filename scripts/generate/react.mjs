// The React Query layer of a hook surface (docs/design.md, decision 22), written from the bundled
// contract alone (never from another generator's output), as two modules:
// - generated/query/<surface>/index.ts, no React (`platform-client/query/<surface>`): the schemas'
//   type names, per operation its data, params and variables types (read from the fetchers'
//   `paths` types by src/query/operation-types.ts, so they cannot drift), query keys,
//   `<op>QueryOptions`, `<op>InfiniteQueryOptions`, each mutation's definition (how it sends, the
//   keys it invalidates, the entity it is about) and the key factory `keys`;
// - generated/react/<surface>/index.ts, `'use client'` (`platform-client/react/<surface>`): the
//   hooks over them, and everything of the query module again;
// - generated/type-tests/<surface>.ts: for every operation, the hook's data type is the fetcher's.
// Both reach the runtime through one specifier each (`#runtime/query`, `#runtime/react`,
// package.json `imports`), never through paths into src/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { header } from '../surfaces.mjs';

const MUTATING = ['post', 'put', 'patch', 'delete'];
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
const argName = (k) => {
  const camel = k.replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));
  return RESERVED.has(camel) ? `${camel}Param` : camel;
};
const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

class ContractError extends Error {}
const fail = (surface, op, what) => {
  throw new ContractError(`generate (${surface}, ${op}): ${what}`);
};

function resolver(doc) {
  return (obj) => {
    while (obj?.$ref)
      obj = obj.$ref
        .slice(2)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((o, k) => o?.[k], doc);
    return obj;
  };
}

/** Every operation of the contract, as the generator needs it. */
export function operationsOf(surface, doc) {
  const resolve = resolver(doc);
  const ops = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', ...MUTATING]) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId || !isIdentifier(op.operationId))
        fail(
          surface,
          `${method.toUpperCase()} ${template}`,
          `operationId ${JSON.stringify(op.operationId)} is not a JavaScript name`,
        );
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const pathNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of pathNames) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name))
          fail(surface, op.operationId, `path parameter {${name}} of ${template} is not declared`);
      }
      const query = parameters.filter((p) => p.in === 'query');
      // The admin client fills projectId in (docs/design.md, decision 5): never required of a hook either.
      const queryRequired = query.some((p) => p.required && !(surface === 'admin' && p.name === 'projectId'));
      const body = resolve(op.requestBody);
      ops.push({
        id: op.operationId,
        Op: cap(op.operationId),
        method,
        template,
        pathNames,
        hasQuery: query.length > 0,
        queryRequired,
        paged: query.some((p) => p.name === 'page'),
        body: body ? { required: !!body.required } : undefined,
        summary: op.summary,
        description: op.description,
        permission: op['x-permission'],
        invalidatesExtra: op['x-invalidates'],
        deprecated: !!op.deprecated,
        // The same-tag rule of invalidation.
        tag: op.tags?.[0],
      });
    }
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

/**
 * What a mutation changes, from the contract: every GET on its path or above it (same tag: a login
 * under /auth/admin changes no admin), and the GET paths its `x-invalidates` extension names (a
 * change the path does not show: a message seen changes the conversation list's unread count).
 * A GET whose path parameter the mutation does not have is invalidated for every value of it.
 * The entity is the nearest GET `.../{param}` above its path (or on it, for PUT, PATCH, DELETE).
 */
function invalidationOf(surface, op, gets) {
  const own = gets.filter(
    (g) => g.tag === op.tag && (op.template === g.template || op.template.startsWith(`${g.template}/`)),
  );
  const extension = op.invalidatesExtra ?? [];
  if (!Array.isArray(extension)) fail(surface, op.id, 'x-invalidates must be a list of GET paths');
  const extra = extension.map((template) => {
    const get = gets.find((g) => g.template === template);
    if (!get)
      fail(surface, op.id, `x-invalidates names ${JSON.stringify(template)}, which is no GET path of the contract`);
    return get;
  });
  const targets = [...new Map([...own, ...extra].map((g) => [g.template, g])).values()];
  const entity = own
    .filter((g) => g.template.endsWith('}') && (g.template !== op.template || op.method !== 'post'))
    .sort((a, b) => b.template.length - a.template.length)[0];
  return { targets, entity };
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
  const T = (kind, op) => `${kind}<${S}, ${quote(op.template)}, '${op.method}'>`;
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
      const { targets, entity } = invalidationOf(surface, op, gets);
      const v = fields.length ? 'v' : '_v';
      // A GET whose path parameters the mutation has: its calls for those values; otherwise all its calls.
      const keyCall = (g) =>
        g.pathNames.every((n) => op.pathNames.includes(n))
          ? `get${g.Op}QueryKey(${['c', ...g.pathNames.map(at)].join(', ')})`
          : `callKey(${S}, ${quote(g.template)}, {}, undefined, c)`;
      const usesV = (gs) => gs.some((g) => g.pathNames.length && g.pathNames.every((n) => op.pathNames.includes(n)));
      const pathFromVars = op.pathNames.length
        ? `{ ${op.pathNames.map((n) => `${prop(n)}: ${at(n)}`).join(', ')} }`
        : '{}';
      block.push(
        `/** What \`${op.id}\` answers: the data of \`${op.method.toUpperCase()} ${op.template}\`'s fetcher. */`,
        `export type ${R} = ${T('OperationData', op)};`,
        `/** What \`use${op.Op}\`'s \`mutate\` takes: the fetcher's path parameters, \`body\` as \`data\`, query as \`params\`. */`,
        `export type ${V} = ${fields.length ? `{ ${fields.join('; ')} }` : 'void'};`,
        jsdoc(
          op,
          `how \`use${op.Op}\` sends${targets.length ? `, the queries it invalidates on success (${targets.map((g) => `\`${g.id}\``).join(', ')})` : ''}${entity ? ` and the entity it refreshes on a 409 or 404 (\`${entity.id}\`)` : ''}; no React.`,
        ),
        `export const ${claim(`${op.id}Mutation`, op)}: SurfaceMutation<${S}, ${R}, ${V}> = {`,
        `  operation: ${quote(op.id)},`,
        `  send: (c, ${v}, r) => sendOperation<${R}>(c, '${op.method.toUpperCase()}', ${quote(op.template)}, ${pathFromVars}, ${params ? 'v.params' : 'undefined'}, ${op.body ? 'v.data' : 'undefined'}, r),`,
        `  invalidates: (${targets.length ? `c${usesV(targets) ? ', v' : ''}` : ''}) => [${targets.map(keyCall).join(', ')}],`,
        ...(entity ? [`  entity: (c${usesV([entity]) ? ', v' : ''}) => ${keyCall(entity)},`] : []),
        `};`,
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
    lines.push(`    ${own}: (${keyArgs(g).join(', ')}) => ${keyCallOf(g)},`);
    if (own === 'list') {
      const child = gets.find(
        (c) => c.template.startsWith(`${g.template}/{`) && /^\/\{[^}/]+\}$/.test(c.template.slice(g.template.length)),
      );
      if (child) {
        lines.push(
          `    /** \`${child.id}\`'s key (\`GET ${child.template}\`), as \`keys${'.'}${surface}[${quote(child.template)}].detail\`. */`,
        );
        lines.push(`    detail: (${keyArgs(child).join(', ')}) => ${keyCallOf(child)},`);
      }
    }
    return `  ${quote(g.template)}: {\n${lines.join('\n')}\n  },`;
  });
  out.push(
    `/**\n * The ${surface} surface's query keys by path, matching the hooks' keys, without a client in hand:\n * \`keys.${surface}[path].all\` (every call of that GET, every project), \`.list(params?, scope?)\`,\n * \`.detail(id, params?, scope?)\`.\n */`,
    `export const keys = {\n  ${surface}: {\n${entries.map((e) => e.replace(/^/gm, '  ')).join('\n')}\n  },\n} as const;`,
  );

  const body = out.join('\n\n');
  const used = (w) => new RegExp(`\\b${w}\\b`).test(body);
  const runtime = [
    'callKey',
    'infiniteQueryKeyOf',
    'queryKeyOf',
    'sendOperation',
    'surfaceInfiniteQueryOptions',
    'surfaceQueryOptions',
  ].filter(used);
  const runtimeTypes = [
    'InfiniteQueryArgs',
    'InfiniteQueryKeyOf',
    'KeyScope',
    'OperationBody',
    'OperationData',
    'OperationPath',
    'OperationQuery',
    'QueryArgs',
    'QueryKeyOf',
    'SurfaceClient',
    'SurfaceInfiniteQueryOptions',
    'SurfaceMutation',
    'SurfaceQueryOptions',
  ].filter(used);
  return `/**
 * ${header}
 */
import type { InfiniteData } from '@tanstack/react-query';
import { ${[...runtime, ...runtimeTypes.map((t) => `type ${t}`)].join(', ')} } from '#runtime/query';
import type { components } from '../../types/${surface}.js';

${modelsOf(surface, doc)}

${body}
`;
}

function hooksModule(surface, ops) {
  const S = quote(surface);
  const out = [];
  for (const op of ops) {
    const pathArgs = op.pathNames.map((n) => `${argName(n)}: q.${op.Op}PathParams[${quote(n)}]`);
    const params = op.hasQuery ? `q.${op.Op}Params` : undefined;
    if (op.method === 'get') {
      const R = `q.${op.Op}QueryResult`;
      const args = [...pathArgs, ...(params ? [`params${op.queryRequired ? '' : '?'}: ${params}`] : [])];
      const names = [...op.pathNames.map(argName), ...(params ? ['params'] : [])];
      const call = `q.${op.id}QueryOptions(${[`usePlatformClient(${S})`, ...names, 'options'].join(', ')})`;
      out.push(
        [
          jsdoc(op, `a query through the PlatformProvider's ${surface} client.`),
          `export const use${op.Op} = <TData = ${R}>(${[...args, `options?: QueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}): UseQueryResult<TData, HookError> =>`,
          `  useQuery(${call}, queryClient);`,
          jsdoc(op, 'a suspense query (render it inside <Suspense>; errors go to the error boundary).'),
          `export const use${op.Op}Suspense = <TData = ${R}>(${[...args, `options?: SuspenseQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}): UseSuspenseQueryResult<TData, HookError> =>`,
          `  useSuspenseQuery(${call}, queryClient);`,
          ...(op.paged && params
            ? [
                jsdoc(
                  op,
                  `an infinite list through the PlatformProvider's ${surface} client (\`fetchNextPage\`, \`hasNextPage\`).`,
                ),
                `export const use${op.Op}Infinite = <TData = InfiniteData<${R}, number>>(${[...pathArgs, `params?: Omit<${params}, 'page'>`, `options?: InfiniteQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}): UseInfiniteQueryResult<TData, HookError> =>`,
                `  useInfiniteQuery(q.${op.id}InfiniteQueryOptions(${[`usePlatformClient(${S})`, ...op.pathNames.map(argName), 'params', 'options'].join(', ')}), queryClient);`,
              ]
            : []),
        ].join('\n'),
      );
    } else {
      out.push(
        [
          jsdoc(
            op,
            `a mutation through the PlatformProvider's ${surface} client; its promise settles once the queries it invalidates have refetched.`,
          ),
          `export const use${op.Op} = <TContext = unknown>(options?: MutationArgs<q.${op.Op}MutationResult, q.${op.Op}MutationVariables, TContext>, queryClient?: QueryClient): UseMutationResult<q.${op.Op}MutationResult, HookError, q.${op.Op}MutationVariables, TContext> =>`,
          `  useSurfaceMutation(${S}, q.${op.id}Mutation, options, queryClient);`,
        ].join('\n'),
      );
    }
  }
  const body = out.join('\n\n');
  const used = (w) => new RegExp(`\\b${w}\\b`).test(body);
  const rq = ['useInfiniteQuery', 'useQuery', 'useSuspenseQuery'].filter(used);
  const rqTypes = [
    'InfiniteData',
    'QueryClient',
    'UseInfiniteQueryResult',
    'UseMutationResult',
    'UseQueryResult',
    'UseSuspenseQueryResult',
  ].filter(used);
  const queryTypes = ['HookError', 'InfiniteQueryArgs', 'QueryArgs', 'SuspenseQueryArgs'].filter(used);
  const react = ['usePlatformClient', 'useSurfaceMutation'].filter(used);
  const reactTypes = ['MutationArgs'].filter(used);
  return `'use client';
/**
 * ${header}
 */
import { ${[...rq, ...rqTypes.map((t) => `type ${t}`)].join(', ')} } from '@tanstack/react-query';
import type { ${queryTypes.join(', ')} } from '#runtime/query';
import { ${[...react, ...reactTypes.map((t) => `type ${t}`)].join(', ')} } from '#runtime/react';
import * as q from '../../query/${surface}/index.js';

export * from '../../query/${surface}/index.js';

${body}
`;
}

/** The type test of every operation: the data a hook (and a GET's query options) gives, called as a user calls it, is the fetcher's. */
function typeTest(surface, ops) {
  const client = { admin: 'AdminClient', public: 'PublicClient', enduser: 'EndUserClient' }[surface];
  const lines = ops.map((op) => {
    const M = op.method.toUpperCase();
    const fetched = `Fetched<typeof client.${M}<${quote(op.template)}>>`;
    if (op.method !== 'get') {
      return `  type ${op.Op} = Expect<Equal<Awaited<ReturnType<ReturnType<typeof h.use${op.Op}>['mutateAsync']>>, ${fetched}>>;`;
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

/** The three generated files of a hook surface, by path under generated/; throws a ContractError naming the operation when the contract asks for what they cannot express. */
export function reactModules(surface, doc) {
  const ops = operationsOf(surface, doc);
  return {
    [`query/${surface}/index.ts`]: queryModule(surface, doc, ops),
    [`react/${surface}/index.ts`]: hooksModule(surface, ops),
    [`type-tests/${surface}.ts`]: typeTest(surface, ops),
  };
}

export async function writeReact(root, surface, doc) {
  for (const [rel, text] of Object.entries(reactModules(surface, doc))) {
    const file = path.join(root, 'generated', rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  }
}

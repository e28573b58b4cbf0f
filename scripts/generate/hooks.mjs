// The React Query layer over orval's request functions (docs/design.md, decision 22), one `<tag>.hooks.ts` beside
// each of orval's tag files:
// - every GET: `<op>QueryOptions(client, ...)` (no React), `get<Op>QueryKey(client, ...)`,
//   `use<Op>` and `use<Op>Suspense` (client from the PlatformProvider);
// - every GET with a `page` query parameter: `<op>InfiniteQueryOptions`, `get<Op>InfiniteQueryKey`,
//   `use<Op>Infinite`;
// - every other operation: `use<Op>`, a mutation that invalidates the GETs it changes.
// Types come from orval's functions (`typeof <op>`), so hooks and orval never disagree; requests go
// through the client's transport by path template (no URL matching), except multipart bodies,
// which orval's function builds.
import fs from 'node:fs/promises';
import path from 'node:path';
import { header } from '../surfaces.mjs';

/**
 * Mutations invalidate the queries of the resource they change, where that is natural: every
 * GET whose path is the mutation's path or a prefix of it (PUT /request-action/{id}/seen
 * refreshes GET /request-action/{id} and GET /request-action) in the same tag, with the path
 * parameters they share.
 */
function invalidationRules(doc) {
  const gets = Object.entries(doc.paths)
    .filter(([, item]) => item.get)
    .map(([p, item]) => [p, item.get.operationId, item.get.tags?.[0]]);
  const rules = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const invalidates = gets
        // Same tag only: hooks are split by tag, and a login under /auth/admin changes no admin.
        .filter(([getPath, , tag]) => tag === op.tags?.[0] && (p === getPath || p.startsWith(`${getPath}/`)))
        .map(([getPath, query]) => {
          const names = [...getPath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
          return names.length ? { query, params: Object.fromEntries(names.map((n) => [n, n])) } : query;
        });
      if (invalidates.length) rules.push({ onMutations: [op.operationId], invalidates });
    }
  }
  return rules;
}

// A property name and access as plain as JavaScript allows (`id`, `v.id`; `"x-y"`, `v["x-y"]`).
const prop = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
const at = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `v.${k}` : `v[${JSON.stringify(k)}]`);
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const SRC = '../../../../src/react';

/** orval's functions in one tag file: name, parameter names (and which are optional), URL, multipart. */
function orvalFunctions(text) {
  const out = new Map();
  for (const chunk of text.split('\nexport const ').slice(1)) {
    const name = chunk.slice(0, chunk.indexOf(' '));
    const head = chunk.slice(0, chunk.indexOf('options?: SecondParameter'));
    const params = [...head.matchAll(/^ {4}(\w+)(\?)?: /gm)].map((m) => ({ name: m[1], optional: !!m[2] }));
    const url = /\{url: `([^`]*)`, method: '(\w+)'/.exec(chunk);
    if (!url) throw new Error(`orval function ${name}: no url`);
    const pathNames = [...url[1].matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]);
    out.set(name, { name, params, pathNames, multipart: chunk.includes('new FormData()') });
  }
  return out;
}

function operations(doc) {
  const ops = [];
  const resolve = (p) => (p?.$ref ? p.$ref.slice(2).split('/').reduce((o, k) => o[k], doc) : p);
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        pathNames: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        paged: parameters.some((p) => p.in === 'query' && p.name === 'page'),
        summary: op.summary,
      });
    }
  }
  return ops;
}

const doc = (summary, line) => `/**\n * ${summary ? `${summary.replace(/\*\//g, '* /')}: ` : ''}${line}\n */`;

/** The code of one operation's wrappers. */
function wrappers(surface, op, fn, rules) {
  const Op = cap(op.id);
  const A = `${Op}Args`;
  const S = `'${surface}'`;
  // orval's parameters in order: path params (orval's names, in template order), body, params.
  const pathArgs = fn.pathNames.map((n, i) => ({ arg: n, key: op.pathNames[i] }));
  const index = (name) => fn.params.findIndex((p) => p.name === name);
  const pathObject = `{ ${pathArgs.map(({ arg, key }) => (arg === key ? arg : `${prop(key)}: ${arg}`)).join(', ')} }`.replace('{  }', '{}');
  const lines = [`type ${A} = Parameters<typeof ${fn.name}>;`];
  const typedPath = pathArgs.map(({ arg }) => `${arg}: ${A}[${index(arg)}]`);
  const qi = index('params');

  if (op.method === 'GET') {
    const R = `${Op}QueryResult`;
    const paramsArg = qi < 0 ? [] : [`params${fn.params[qi].optional ? '?' : ''}: ${A}[${qi}]`];
    const keyParams = qi < 0 ? [] : [`params?: ${A}[${qi}]`];
    const args = [...typedPath, ...paramsArg];
    const names = [...pathArgs.map((p) => p.arg), ...(qi < 0 ? [] : ['params'])].join(', ');
    const query = qi < 0 ? 'undefined' : 'params';
    const call = (client) => `${op.id}QueryOptions(${[client, names, 'options'].filter(Boolean).join(', ')})`;
    lines.push(
      `/** What \`${op.id}\` answers. */`,
      `export type ${R} = Awaited<ReturnType<typeof ${fn.name}>>;`,
      doc(op.summary, `the query key of \`use${Op}\`, \`use${Op}Suspense\` and \`${op.id}QueryOptions\`. Without params, a prefix matching every call.`),
      `export const get${Op}QueryKey = (${['client: KeyScope', ...typedPath, ...keyParams].join(', ')}): QueryKeyOf<${R}> =>`,
      `  queryKeyOf<${R}>(${S}, client, '${op.template}', ${pathObject}, ${query === 'params' ? 'params' : 'undefined'});`,
      doc(op.summary, `query options for \`queryClient.fetchQuery\`, \`prefetchQuery\`, \`ensureQueryData\` or \`useQuery\`; no React.`),
      `export const ${op.id}QueryOptions = <TData = ${R}>(${['client: SurfaceClient<' + S + '>', ...args, `options?: QueryArgs<${R}, TData>`].join(', ')}) =>`,
      `  surfaceQueryOptions<${R}, TData>(${S}, client, '${op.template}', ${pathObject}, ${query}, options);`,
      doc(op.summary, `a query through the PlatformProvider's ${surface} client.`),
      `export const use${Op} = <TData = ${R}>(${[...args, `options?: QueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}) =>`,
      `  useQuery(${call(`usePlatformClient(${S})`)}, queryClient);`,
      doc(op.summary, `a suspense query (render it inside <Suspense>; errors go to the error boundary).`),
      `export const use${Op}Suspense = <TData = ${R}>(${[...args, `options?: SuspenseQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}) =>`,
      `  useSuspenseQuery(${call(`usePlatformClient(${S})`)}, queryClient);`,
    );
    if (op.paged && qi >= 0) {
      const P = `Omit<NonNullable<${A}[${qi}]>, 'page'>`;
      const iargs = [...typedPath, `params?: ${P}`];
      const icall = (client) => `${op.id}InfiniteQueryOptions(${[client, names, 'options'].join(', ')})`;
      lines.push(
        doc(op.summary, `the key of \`use${Op}Infinite\`: the plain key without \`page\`, then \`'infinite'\`.`),
        `export const get${Op}InfiniteQueryKey = (${['client: KeyScope', ...iargs].join(', ')}): InfiniteQueryKeyOf<${R}> =>`,
        `  infiniteQueryKeyOf<${R}>(${S}, client, '${op.template}', ${pathObject}, params);`,
        doc(op.summary, `infinite query options, pages from 1 while \`page * limit < total\`; no React.`),
        `export const ${op.id}InfiniteQueryOptions = <TData = InfiniteData<${R}, number>>(${['client: SurfaceClient<' + S + '>', ...iargs, `options?: InfiniteQueryArgs<${R}, TData>`].join(', ')}) =>`,
        `  surfaceInfiniteQueryOptions<${R}, TData>(${S}, client, '${op.template}', ${pathObject}, params, options);`,
        doc(op.summary, `an infinite list through the PlatformProvider's ${surface} client (\`fetchNextPage\`, \`hasNextPage\`).`),
        `export const use${Op}Infinite = <TData = InfiniteData<${R}, number>>(${[...iargs, `options?: InfiniteQueryArgs<${R}, TData>`, 'queryClient?: QueryClient'].join(', ')}) =>`,
        `  useInfiniteQuery(${icall(`usePlatformClient(${S})`)}, queryClient);`,
      );
    }
    return lines.join('\n');
  }

  const R = `${Op}MutationResult`;
  const V = `${Op}MutationVariables`;
  const bi = fn.params.findIndex((p, i) => i !== qi && !fn.pathNames.includes(p.name));
  const fields = [
    ...pathArgs.map(({ arg, key }) => `${prop(key)}: ${A}[${index(arg)}]`),
    ...(bi < 0 ? [] : [`data: ${A}[${bi}]`]),
    ...(qi < 0 ? [] : [`params${fn.params[qi].optional ? '?' : ''}: ${A}[${qi}]`]),
  ];
  const vars = fields.length ? `{ ${fields.join('; ')} }` : 'void';
  const v = fields.length ? 'v' : '_v';
  const pathFromVars = `{ ${op.pathNames.map((k) => `${prop(k)}: ${at(k)}`).join(', ')} }`.replace('{  }', '{}');
  const send = fn.multipart
    ? // orval builds the multipart body; its function takes the client through `request`.
      `(c, ${v}, r) => ${fn.name}(${fn.params.map((p, i) => (i === bi ? 'v.data' : i === qi ? 'v.params'  : at(op.pathNames[fn.pathNames.indexOf(p.name)]))).join(', ')}${fn.params.length ? ', ' : ''}{ ...r, client: c })`
    : `(c, ${v}, r) => sendOperation<${R}>(c, '${op.method}', '${op.template}', ${fields.length ? pathFromVars : '{}'}, ${qi < 0 ? 'undefined' : 'v.params'}, ${bi < 0 ? 'undefined' : 'v.data'}, r)`;
  const keys = rules.map((rule) => {
    const query = typeof rule === 'string' ? rule : rule.query;
    const names = typeof rule === 'string' ? [] : Object.keys(rule.params);
    return `get${cap(query)}QueryKey(${['c', ...names.map(at)].join(', ')})`;
  });
  const usesV = keys.some((k) => /\bv[.[]/.test(k));
  lines.push(
    `/** What \`${op.id}\` answers. */`,
    `export type ${R} = Awaited<ReturnType<typeof ${fn.name}>>;`,
    `export type ${V} = ${vars};`,
    doc(op.summary, keys.length ? `a mutation through the PlatformProvider's ${surface} client; on success it invalidates the queries it changes.` : `a mutation through the PlatformProvider's ${surface} client.`),
    `export const use${Op} = <TContext = unknown>(options?: MutationArgs<${R}, ${V}, TContext>, queryClient?: QueryClient) =>`,
    `  useSurfaceMutation(${S}, '${op.id}', ${send}, ${keys.length ? `(c${usesV ? ', v' : ''}) => [${keys.join(', ')}]` : '() => []'}, options, queryClient);`,
  );
  return lines.join('\n');
}

/** Writes `<tag>/<tag>.hooks.ts` beside each of orval's tag files, and the surface's index. */
export async function writeHooks(root, surface, contract) {
  const dir = path.join(root, 'generated/react', surface);
  const rules = new Map();
  for (const rule of invalidationRules(contract)) for (const m of rule.onMutations) rules.set(m, rule.invalidates);
  const byId = new Map(operations(contract).map((op) => [op.id, op]));
  const exports = [];
  const tags = (await fs.readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory() && e.name !== 'model').map((e) => e.name).sort();
  for (const tag of tags) {
    const text = await fs.readFile(path.join(dir, tag, `${tag}.ts`), 'utf8');
    const fns = orvalFunctions(text);
    const body = [];
    const typeImports = [];
    const valueImports = [];
    const used = new Set();
    for (const fn of fns.values()) {
      const op = byId.get(fn.name);
      if (!op) throw new Error(`${surface}: orval function ${fn.name} has no operation`);
      if (fn.pathNames.length !== op.pathNames.length) throw new Error(`${surface} ${fn.name}: path parameters differ`);
      const code = wrappers(surface, op, fn, rules.get(op.id) ?? []);
      (op.method !== 'GET' && fn.multipart ? valueImports : typeImports).push(fn.name);
      for (const word of ['useQuery', 'useSuspenseQuery', 'useInfiniteQuery', 'InfiniteData', 'useSurfaceMutation', 'sendOperation', 'queryKeyOf', 'infiniteQueryKeyOf', 'surfaceQueryOptions', 'surfaceInfiniteQueryOptions', 'usePlatformClient', 'KeyScope', 'SurfaceClient', 'SuspenseQueryArgs', 'InfiniteQueryArgs', 'QueryArgs', 'MutationArgs', 'QueryKeyOf', 'InfiniteQueryKeyOf']) {
        if (new RegExp(`\\b${word}\\b`).test(code)) used.add(word);
      }
      body.push(code);
    }
    const pick = (names, from, typeOnly = []) => {
      const list = [...names.filter((n) => used.has(n)), ...typeOnly.filter((n) => used.has(n)).map((n) => `type ${n}`)];
      return list.length ? `import { ${list.join(', ')} } from '${from}';` : '';
    };
    const rq = ['useInfiniteQuery', 'useQuery', 'useSuspenseQuery'].filter((n) => used.has(n));
    const rqTypes = ['InfiniteData', 'QueryClient'].filter((n) => n === 'QueryClient' || used.has(n));
    const orvalNames = [...valueImports, ...typeImports.map((n) => `type ${n}`)];
    const imports = [
      rq.length
        ? `import { ${[...rq, ...rqTypes.map((n) => `type ${n}`)].join(', ')} } from '@tanstack/react-query';`
        : `import type { ${rqTypes.join(', ')} } from '@tanstack/react-query';`,
      orvalNames.length ? `import { ${orvalNames.join(', ')} } from './${tag}.js';` : '',
      pick(['usePlatformClient'], `${SRC}/context.js`),
      pick([], `${SRC}/query-key.js`, ['KeyScope']),
      pick(['infiniteQueryKeyOf', 'queryKeyOf', 'surfaceInfiniteQueryOptions', 'surfaceQueryOptions'], `${SRC}/query-options.js`, ['InfiniteQueryArgs', 'InfiniteQueryKeyOf', 'QueryArgs', 'QueryKeyOf', 'SuspenseQueryArgs']),
      pick([], `${SRC}/request-url.js`, ['SurfaceClient']),
      pick(['sendOperation'], `${SRC}/send-operation.js`),
      pick(['useSurfaceMutation'], `${SRC}/useSurfaceMutation.js`, ['MutationArgs']),
    ].filter(Boolean);
    const file = `/**\n * ${header}\n */\n${imports.join('\n')}\n\n${body.join('\n\n')}\n`;
    await fs.writeFile(path.join(dir, tag, `${tag}.hooks.ts`), file);
    exports.push(`export * from './${tag}/${tag}.hooks.js';`);
  }
  await fs.writeFile(path.join(dir, 'index.ts'), `/**\n * ${header}\n */\n${exports.join('\n')}\n`);
}

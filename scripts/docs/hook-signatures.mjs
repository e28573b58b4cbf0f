// The signature and a short example of an operation's hooks for the hooks reference, written from
// the generator's model of the operation (scripts/generate/model.mjs, with what
// scripts/generate/react.mjs derives: `Op`, `hasQuery`, `queryRequired`), by the same rule the
// generated hooks follow: path parameters first, then `params` only when the operation has query
// parameters, then `options` and `queryClient`. tests/docs/docs.test.ts checks the argument lists
// shown against the generated code's.
import { argName, opensSession } from '../generate/react.mjs';

/** At most this many fields of a body or `params` in an example: the rest would be noise. */
const EXAMPLE_FIELDS = 3;
/** Keys whose example values are never shown (the contracts' examples carry the mock's passwords). */
const HIDDEN = /password|secret|token|apikey/i;

/** A path parameter's type, read from its schema: `string`, `number`, a few literals, or the generated type. */
function pathType(op, name, resolve) {
  const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
  const schema = resolve(param?.schema) ?? {};
  if (Array.isArray(schema.enum) && schema.enum.length <= 4)
    return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'string') return 'string';
  return `${op.Op}PathParams['${name}']`;
}

/** The arguments of a query hook, as [name, type] (a name ending in `?` is optional). */
function queryArguments(op, resolve, { infinite = false, optionsType }) {
  const R = `${op.Op}QueryResult`;
  const params = op.hasQuery
    ? [
        [
          `params${infinite || !op.queryRequired ? '?' : ''}`,
          infinite ? `Omit<${op.Op}Params, 'page'>` : `${op.Op}Params`,
        ],
      ]
    : [];
  return [
    ...op.pathNames.map((n) => [argName(n), pathType(op, n, resolve)]),
    ...params,
    ['options?', `${optionsType}<${R}>`],
    ['queryClient?', 'QueryClient'],
  ];
}

const call = (name, args, result) => `${name}(\n${args.map(([n, t]) => `  ${n}: ${t},`).join('\n')}\n): ${result}`;

/**
 * The signatures of an operation's hooks (the generic `TData` left out: it defaults to the
 * result), one after another; a mutation's with what its `mutate` takes.
 */
export function hookSignatures(op, resolve, surface) {
  const R = `${op.Op}QueryResult`;
  if (op.method === 'get') {
    const out = [
      call(
        `use${op.Op}`,
        queryArguments(op, resolve, { optionsType: 'QueryArgs' }),
        `UseQueryResult<${R}, ${op.Op}Error>`,
      ),
      call(
        `use${op.Op}Suspense`,
        queryArguments(op, resolve, { optionsType: 'SuspenseQueryArgs' }),
        `UseSuspenseQueryResult<${R}, ${op.Op}Error>`,
      ),
    ];
    if (op.paged && op.hasQuery)
      out.push(
        call(
          `use${op.Op}Infinite`,
          queryArguments(op, resolve, { infinite: true, optionsType: 'InfiniteQueryArgs' }),
          `UseInfiniteQueryResult<InfiniteData<${R}, number>, ${op.Op}Error>`,
        ),
      );
    return out.join('\n\n');
  }
  const M = `${op.Op}MutationResult`;
  const V = `${op.Op}MutationVariables`;
  const fields = [
    ...op.pathNames.map((n) => `${n}: ${pathType(op, n, resolve)}`),
    ...(op.body ? [`data${op.body.required ? '' : '?'}: ${bodyType(op)}`] : []),
    ...(op.hasQuery ? [`params${op.queryRequired ? '' : '?'}: ${op.Op}Params`] : []),
  ];
  return [
    ...(opensSession(surface, op)
      ? []
      : [
          call(
            `use${op.Op}`,
            [
              ['options?', `MutationArgs<${M}, ${V}>`],
              ['queryClient?', 'QueryClient'],
            ],
            `UseMutationResult<${M}, ${op.Op}Error, ${V}>`,
          ),
          '',
        ]),
    call(
      `${op.id}MutationOptions`,
      [
        ['client', 'SurfaceClient'],
        ['options?', `MutationArgs<${M}, ${V}>`],
      ],
      `SurfaceMutationOptions<${M}, ${V}>`,
    ),
    '',
    `// ${V}, what mutate() and mutateAsync() take:`,
    fields.length ? `{ ${fields.join('; ')} }` : 'void',
  ].join('\n');
}

/** The name of a request body's schema when it is a component (exported as a type), else its shape's word. */
function bodyType(op) {
  const schema = op.body?.content[0]?.[1]?.schema;
  const ref = /^#\/components\/schemas\/(\w+)$/.exec(schema?.$ref ?? '');
  if (ref) return ref[1];
  return schema?.type === 'array' ? 'unknown[]' : 'object';
}

/** A value for an example, from the schema's own example, default, enum or format. */
function exampleValue(schema, resolve, depth = 0) {
  const s = resolve(schema) ?? {};
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  const variant = s.oneOf?.[0] ?? s.anyOf?.[0] ?? s.allOf?.[0];
  if (variant) return exampleValue(variant, resolve, depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return depth > 1 ? [] : [exampleValue(s.items ?? {}, resolve, depth + 1)];
  if (type === 'object' || s.properties) {
    if (depth > 1) return {};
    const required = s.required ?? [];
    return Object.fromEntries(
      required.slice(0, EXAMPLE_FIELDS).map((k) => [k, exampleValue(s.properties?.[k] ?? {}, resolve, depth + 1)]),
    );
  }
  if (s.format === 'date') return '2026-07-01';
  if (s.format === 'date-time') return '2026-07-01T09:00:00Z';
  return '…';
}

/** A value as a short literal: an object keeps its first fields, hidden keys show `…`. */
function literal(value) {
  if (Array.isArray(value)) return `[${value.slice(0, 2).map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const shown = entries
      .slice(0, EXAMPLE_FIELDS)
      .map(
        ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${HIDDEN.test(k) ? "'…'" : literal(v)}`,
      );
    if (entries.length > EXAMPLE_FIELDS) shown.push('/* … */');
    return shown.length ? `{ ${shown.join(', ')} }` : '{}';
  }
  return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);
}

/** The required query parameters as an example `params` object (the admin's projectId left to the client). */
function requiredParams(op, surface, resolve) {
  const required = op.query.filter((p) => p.required && !(surface === 'admin' && p.name === 'projectId'));
  return Object.fromEntries(required.map((p) => [p.name, p.example ?? exampleValue(paramSchema(p), resolve)]));
}

const paramSchema = (p) => p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? {};

/** A request body's example: the media type's own when the contract gives one, else one from its schema. */
function bodyExample(op, resolve) {
  const [, media] = op.body?.content[0] ?? [];
  if (!media) return {};
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first && resolve(first)?.value !== undefined) return resolve(first).value;
  return exampleValue(media.schema ?? {}, resolve);
}

/** A short example of the operation's main hook, as a component would call it. */
export function hookExample(op, surface, resolve) {
  const pathArgs = op.pathNames.map(argName);
  const importLine = (names) => `import { ${names.join(', ')} } from 'platform-client/react/${surface}';`;
  if (op.method === 'get') {
    const params = op.hasQuery && op.queryRequired ? [literal(requiredParams(op, surface, resolve))] : [];
    const lines = [
      importLine([`use${op.Op}`, ...(op.paged && op.hasQuery ? [`use${op.Op}Infinite`] : [])]),
      '',
      `const { data, error, isPending } = use${op.Op}(${[...pathArgs, ...params].join(', ')});`,
    ];
    if (op.paged && op.hasQuery) {
      const rest = requiredParams(op, surface, resolve);
      delete rest.page;
      const args = [...pathArgs, ...(Object.keys(rest).length ? [literal(rest)] : [])];
      lines.push(`// Page after page: list.data?.pages; list.fetchNextPage() while list.hasNextPage.`);
      lines.push(`const list = use${op.Op}Infinite(${args.join(', ')});`);
    }
    return lines.join('\n');
  }
  const fields = [
    ...op.pathNames.map((n) => (argName(n) === n ? n : `${JSON.stringify(n)}: ${argName(n)}`)),
    ...(op.body ? [`data: ${literal(bodyExample(op, resolve))}`] : []),
    ...(op.hasQuery && op.queryRequired ? [`params: ${literal(requiredParams(op, surface, resolve))}`] : []),
  ];
  if (opensSession(surface, op))
    return `// Opens a session: useSignIn('${surface}', options) or useSignUp('enduser', options) from\n// 'platform-client/react' make the client and put it in the provider (no generated hook).`;
  return [
    importLine([`use${op.Op}`]),
    '',
    `const { mutate, isPending, error } = use${op.Op}();`,
    `mutate(${fields.length ? `{ ${fields.join(', ')} }` : ''});`,
  ].join('\n');
}

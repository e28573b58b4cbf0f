// The error union of every operation of a hook surface (docs/design.md, decision 26), from the
// operation model alone, as two modules:
// - generated/query/<surface>/errors.ts: `<OperationId>Error` per operation, a thin alias of
//   `OperationError` (src/query/operation-types.ts), which reads the union from the same `paths`
//   types as the fetchers; the query and React modules re-export it, and the hooks' `error` is it;
// - generated/type-tests/errors-<surface>.ts: for every operation, each of its hooks' `error` is
//   exactly the union read straight from the generated `operations` by its operationId.
import { header } from '../surfaces.mjs';
import { cap, ContractError, MUTATING, quote } from './model.mjs';
import { opensSession } from './react.mjs';

/** The name of an operation's union: `updateRequestAction` -> `UpdateRequestActionError`. */
const errorName = (op) => `${cap(op.id)}Error`;

function aliases(surface, doc, ops) {
  const schemas = new Set(Object.keys(doc.components?.schemas ?? {}));
  const lines = ops.map((op) => {
    const name = errorName(op);
    if (schemas.has(name))
      throw new ContractError(`generate (${surface}, ${op.id}): the generated name ${name} is taken by a schema`);
    return [
      `/** What \`${op.method.toUpperCase()} ${op.path}\` (\`${op.id}\`) rejects with: its hooks' \`error\`. */`,
      `export type ${name} = OperationError<${quote(surface)}, ${quote(op.path)}, '${op.method}'>;`,
    ].join('\n');
  });
  return `/**
 * ${header}
 */
import type { OperationError } from '#runtime/query';

// Each operation's union: a member per error status it declares, and the transport's own errors.

${lines.join('\n')}
`;
}

function typeTest(surface, ops) {
  let [checks, callbacks] = [0, 0];
  const lines = ops.map((op) => {
    const Op = errorName(op).slice(0, -'Error'.length);
    // Its hooks' names after `use<Op>`: none for a session opening (useSignIn / useSignUp are that concept).
    const suffixes = op.method !== 'get' && opensSession(surface, op) ? [] : [''];
    if (op.method === 'get') suffixes.push('Suspense', ...(op.paged ? ['Infinite'] : []));
    checks += suffixes.length;
    const check = MUTATING.has(op.method) && ++callbacks ? 'MutationErrors' : 'Errors';
    const named = suffixes.map(quote).join(' | ') || 'never';
    return `  type ${Op} = Expect<${check}<${quote(op.id)}, h.${errorName(op)}, ${named}>>;`;
  });
  return `/**
 * ${header}
 *
 * For every ${surface} operation (${ops.length}): each of its hooks' \`error\` (${checks} hooks), its
 * \`${errorName(ops[0] ?? { id: 'operation' })}\`-style union and, for a mutation (${callbacks}), the error its callbacks hear are
 * exactly the union read from the generated \`operations\` by its operationId. \`tsc\` fails on the
 * first that differs. Type-checked only, never run.
 */
import type { ErrorOf } from '../../src/index.js';
import type * as h from '../react/${surface}/index.js';
import type { operations } from '../types/${surface}.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type H = typeof h;
type Union<K extends keyof operations> = ErrorOf<operations[K], ${quote(surface)}>;
type ParamsOf<F> = F extends (...args: infer P) => unknown ? P : [never, never];
type ReturnOf<F> = F extends (...args: any[]) => infer R ? R : never;
/** An export of the hooks module by name; a name it lacks fails the check it is in. */
type Export<N> = N extends keyof H ? H[N] : \`no export \${N & string}\`;
type ErrorOfHook<F> = F extends (...args: any[]) => { error: infer E } ? NonNullable<E> : never;
type OnErrorOf<Args> = NonNullable<Args> extends { mutation?: { onError?: (error: infer E, ...rest: any[]) => unknown } } ? E : never;
type ThrowOnErrorOf<O> = O extends { throwOnError?: infer T } ? (Extract<T, (...args: any[]) => unknown> extends (error: infer E) => unknown ? E : never) : never;
/** Per hook of operation \`K\` (\`use<Op>\` and the suffixes \`S\`), \`What\` of it. */
type Hooks<K extends string, S extends string, What extends 'error' | 'onError'> = {
  [N in \`use\${Capitalize<K>}\${S}\`]: What extends 'error' ? ErrorOfHook<Export<N>> : OnErrorOf<ParamsOf<Export<N>>[0]>;
};
/** Operation \`K\`'s union \`Alias\` and each of its hooks' \`error\` are exactly the union read from \`operations\`. */
type Errors<K extends keyof operations & string, Alias, S extends string> = Equal<
  [Alias, Hooks<K, S, 'error'>],
  [Union<K>, { [N in keyof Hooks<K, S, 'error'>]: Union<K> }]
>;
/** The same for a mutation, and what its callbacks hear: its options' \`onError\` and \`throwOnError\`, its hook's \`onError\`. */
type MutationErrors<K extends keyof operations & string, Alias, S extends string> = Equal<
  [Alias, Hooks<K, S, 'error'>, Hooks<K, S, 'onError'>, OnErrorOf<ParamsOf<Export<\`\${K}MutationOptions\`>>[1]>, ThrowOnErrorOf<ReturnOf<Export<\`\${K}MutationOptions\`>>>],
  [Union<K>, { [N in keyof Hooks<K, S, 'error'>]: Union<K> }, { [N in keyof Hooks<K, S, 'error'>]: Union<K> }, Union<K>, Union<K>]
>;

export function checkEveryOperation() {
${lines.join('\n')}
}

export type Checked = ${ops.length};
`;
}

/**
 * The two generated files of a hook surface's errors, by path under generated/, from its model.
 * @param {string} surface
 * @param {import('./model.mjs').Model} model
 */
export function errorModules(surface, model) {
  return {
    [`query/${surface}/errors.ts`]: aliases(surface, model.doc, model.operations),
    [`type-tests/errors-${surface}.ts`]: typeTest(surface, model.operations),
  };
}

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
  let checks = 0;
  let callbacks = 0;
  const lines = ops.map((op) => {
    const Op = errorName(op).slice(0, -'Error'.length);
    // An operation that opens a session has no hook (useSignIn / useSignUp are that concept): its union only.
    const hooks = op.method !== 'get' && opensSession(surface, op) ? [] : [`use${Op}`];
    if (op.method === 'get') hooks.push(`use${Op}Suspense`);
    if (op.method === 'get' && op.paged) hooks.push(`use${Op}Infinite`);
    checks += hooks.length;
    const union = `Union<${quote(op.id)}>`;
    const each = hooks.map((hook) => `Expect<Equal<ErrorOfHook<typeof h.${hook}>, ${union}>>`);
    // A mutation's callbacks hear the same union: its options' `onError` and `throwOnError`, its hook's `onError`.
    if (MUTATING.has(op.method)) {
      callbacks++;
      const options = `typeof h.${op.id}MutationOptions`;
      each.push(
        `Expect<Equal<OnErrorOf<Parameters<${options}>[1]>, ${union}>>`,
        `Expect<Equal<ThrowOnErrorOf<ReturnType<${options}>>, ${union}>>`,
        ...(hooks.length ? [`Expect<Equal<OnErrorOf<Parameters<typeof h.${hooks[0]}>[0]>, ${union}>>`] : []),
      );
    }
    return `  type ${Op} = ${[...each, `Expect<Equal<h.${errorName(op)}, ${union}>>`].join(' | ')};`;
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
type ErrorOfHook<H extends (...args: any[]) => { error: unknown }> = NonNullable<ReturnType<H>['error']>;
type Union<K extends keyof operations> = ErrorOf<operations[K], ${quote(surface)}>;
type OnErrorOf<Args> = NonNullable<Args> extends { mutation?: { onError?: (error: infer E, ...rest: any[]) => unknown } } ? E : never;
type ThrowOnErrorOf<O> = O extends { throwOnError?: infer T } ? (Extract<T, (...args: any[]) => unknown> extends (error: infer E) => unknown ? E : never) : never;

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

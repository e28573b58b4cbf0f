// The type test of the error union of every operation of a hook surface (docs/design.md, decision
// 26): generated/type-tests/errors-<surface>.ts checks that each of an operation's hooks' `error`,
// and its `<OperationId>Error` (an alias the query module prints beside its other types, ./react.mjs),
// is exactly the union read straight from the generated `operations` by its operationId.
import { header } from '../surfaces.mjs';
import { cap, MUTATING, quote } from './model.mjs';
import { opensSession } from './react.mjs';

function typeTest(surface, ops) {
  let [checks, callbacks] = [0, 0];
  const lines = ops.map((op) => {
    // Its hooks' names after `use<Op>`: none for a session opening (useSignIn / useSignUp are that concept).
    const suffixes = op.method !== 'get' && opensSession(surface, op) ? [] : [''];
    if (op.method === 'get') suffixes.push('Suspense', ...(op.paged ? ['Infinite'] : []));
    checks += suffixes.length;
    const check = MUTATING.has(op.method) && ++callbacks ? 'MutationErrors' : 'Errors';
    const named = suffixes.map(quote).join(' | ') || 'never';
    return `  type ${cap(op.id)} = Expect<${check}<C, ${quote(op.id)}, h.${cap(op.id)}Error, ${named}>>;`;
  });
  return `/**
 * ${header}
 *
 * For every ${surface} operation (${ops.length}): each of its hooks' \`error\` (${checks} hooks), its
 * \`${cap(ops[0]?.id ?? 'operation')}Error\`-style union and, for a mutation (${callbacks}), the error its callbacks hear are
 * exactly the union read from the generated \`operations\` by its operationId. \`tsc\` fails on the
 * first that differs. Type-checked only, never run.
 */
import type { Errors, Expect, MutationErrors } from '../../tests/types/hook-checks.js';
import type * as h from '../react/${surface}/index.js';
import type { operations } from '../types/${surface}.js';

type C = { hooks: typeof h; operations: operations; surface: ${quote(surface)} };

export function checkEveryOperation() {
${lines.join('\n')}
}

export type Checked = ${ops.length};
`;
}

/**
 * The errors' type test of a hook surface, by path under generated/, from its model.
 * @param {string} surface
 * @param {import('./model.mjs').Model} model
 */
export const errorModules = (surface, model) => ({
  [`type-tests/errors-${surface}.ts`]: typeTest(surface, model.operations),
});

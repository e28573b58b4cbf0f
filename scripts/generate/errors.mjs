// The type test of the error union of every operation of a hook surface (docs/design.md, decision
// 26): generated/type-tests/errors-<surface>.ts checks that each of an operation's hooks' `error`,
// and its `<OperationId>Error` (an alias the query module prints beside its other types, ./react.mjs),
// is exactly the union read straight from the generated `operations` by its operationId.
import { header } from '../surfaces.mjs';
import { MUTATING, quote } from './model.mjs';
import { hookNames, hookOperations } from './react.mjs';

function typeTest(surface, ops) {
  let [checks, callbacks] = [0, 0];
  const lines = ops.map((op) => {
    // Its hooks' names after `use<Op>` (none for a session opening: useSignIn / useSignUp are that concept).
    const suffixes = hookNames(op, surface).hooks.map((hook) => hook.slice(`use${op.Op}`.length));
    checks += suffixes.length;
    const check = MUTATING.has(op.method) && ++callbacks ? 'MutationErrors' : 'Errors';
    const named = suffixes.map(quote).join(' | ') || 'never';
    return `  type ${op.Op} = Expect<${check}<C, ${quote(op.id)}, h.${op.Op}Error, ${named}>>;`;
  });
  return `/**
 * ${header}
 *
 * For every ${surface} operation (${ops.length}): each of its hooks' \`error\` (${checks} hooks), its
 * \`${ops[0]?.Op ?? 'Operation'}Error\`-style union and, for a mutation (${callbacks}), the error its callbacks hear are
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
  [`type-tests/errors-${surface}.ts`]: typeTest(surface, hookOperations(surface, model)),
});

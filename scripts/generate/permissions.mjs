// The permission each admin operation needs, from the contract's `x-permission`, for the words of
// a 403 (src/react/describe-error.ts): `METHOD /path` to "resource action Verb". Its own module,
// apart from the operation table, so that no client pays for it: only an app that words errors.
import { header } from '../surfaces.mjs';

/** The text of generated/react/admin/permissions.ts. @type {import('./generator.js').Emitter} */
export function permissionsFile({ operations }) {
  const table = {};
  for (const { key, permission: p } of operations)
    if (p && typeof p === 'object') table[key] = `${p.resource} ${p.action} ${p.verb}`;
  return `// ${header}

/** The permission an admin operation needs (its \`x-permission\`), keyed by \`METHOD /path\`: "resource action Verb". */
export const permissions: Readonly<Record<string, string>> = ${JSON.stringify(table, null, 2)};
`;
}

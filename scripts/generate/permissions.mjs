// The permission each admin operation needs, from the contract's `x-permission`, for the words of
// a 403 (src/react/describe-error.ts): `METHOD /path` to "resource action Verb". Its own module,
// apart from the operation table, so that no client pays for it: only an app that words errors.
import fs from 'node:fs/promises';
import path from 'node:path';
import { header } from '../surfaces.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export async function writePermissions(doc, file) {
  const table = {};
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const p = item?.[method]?.['x-permission'];
      if (p && typeof p === 'object')
        table[`${method.toUpperCase()} ${template}`] = `${p.resource} ${p.action} ${p.verb}`;
    }
  }
  const text = `// ${header}

/** The permission an admin operation needs (its \`x-permission\`), keyed by \`METHOD /path\`: "resource action Verb". */
export const permissions: Readonly<Record<string, string>> = ${JSON.stringify(table, null, 2)};
`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}

// orval: the zod schemas of all four surfaces (the React Query layer is ./react.mjs's, from the
// contract).
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'orval';
import { header, surfaces } from '../surfaces.mjs';
import { calendarDaysAsStrings } from './calendar-days.mjs';
import { operationsOf } from './operations.mjs';

const lines = () => [header];

/**
 * zod schemas of a surface (docs/design.md, decision 10), two sets: the output schemas under generated/zod/<surface>
 * describe what the client returns (Date where the transport revives a date-time, a string for a
 * calendar day), and the wire schemas under generated/zod-wire/<surface> the raw JSON
 * (`platform-client/zod/<surface>` exports them as `wire`).
 */
function zod(root, surface, form) {
  const output = form === 'output';
  return {
    input: {
      target: path.join(root, 'generated/openapi', `${surface}.json`),
      ...(output ? { override: { transformer: calendarDaysAsStrings } } : {}),
    },
    output: {
      mode: 'tags-split',
      target: path.join(root, output ? 'generated/zod' : 'generated/zod-wire', surface, 'index.ts'),
      client: 'zod',
      clean: true,
      indexFiles: true,
      override: { header: lines, useDates: output },
    },
  };
}

/**
 * The schema of every JSON answer by `METHOD /path`: `responseSchemas` in
 * generated/zod/<surface>/responses.ts (output, for the `validate` client option) and in
 * generated/zod-wire/<surface>/responses.ts (wire).
 */
async function writeResponseSchemas(root, surface, doc, form) {
  const dir = path.join(root, form === 'output' ? 'generated/zod' : 'generated/zod-wire', surface);
  const exported = new Map();
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const m of (await fs.readFile(file, 'utf8')).matchAll(/^export const (\w+)Response = /gm)) {
      exported.set(m[1].toLowerCase(), `${m[1]}Response`);
    }
  }
  const table = operationsOf(doc);
  const rows = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${p}`;
      if (!op?.operationId || !table[key] || table[key].parseAs) continue;
      const name = exported.get(op.operationId.replace(/[^A-Za-z0-9]/g, '').toLowerCase());
      if (name) rows.push([key, name]);
    }
  }
  const names = [...new Set(rows.map(([, n]) => n))].sort();
  const body = `// ${header}

import { ${names.join(', ')} } from './index.js';

/** The ${form} schema of each operation's answer, by \`METHOD /path\`${form === 'output' ? ' (the \`validate\` option reads it)' : ''}. */
export const responseSchemas = {
  surface: '${surface}',
  operations: {
${rows.map(([k, n]) => `    '${k}': ${n},`).join('\n')}
  },
} as const;
`;
  await fs.writeFile(path.join(dir, 'responses.ts'), body);
}

export async function writeOrval(root, docs) {
  const config = {};
  for (const s of surfaces) config[`${s}-zod`] = zod(root, s, 'output');
  for (const s of surfaces) config[`${s}-zod-wire`] = zod(root, s, 'wire');
  for (const [name, options] of Object.entries(config)) {
    await generate(options, root, { projectName: name });
  }
  for (const s of surfaces) {
    await writeResponseSchemas(root, s, docs[s], 'output');
    await writeResponseSchemas(root, s, docs[s], 'wire');
  }
}

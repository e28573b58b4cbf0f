// orval: React Query hooks for the admin, public and end-user surfaces (never the private one),
// and zod schemas for all four. Hooks call a per-surface hook mutator that sends every request
// through the transport of the client the PlatformProvider holds.
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'orval';
import { header, hookSurfaces, surfaces } from '../surfaces.mjs';
import { jsonParamsAsSchemas, projectIdOptional } from './json-params.mjs';

const lines = () => [header];

/**
 * Mutations invalidate the queries of the resource they change, where that is natural: every
 * GET whose path is the mutation's path or a prefix of it (PUT /request-action/{id}/seen
 * refreshes GET /request-action/{id} and GET /request-action) in the same tag, with the path
 * parameters they share.
 */
export function invalidationRules(doc) {
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

function hooks(root, surface, doc) {
  return {
    input: {
      target: path.join(root, 'generated/openapi', `${surface}.json`),
      override: { transformer: surface === 'admin' ? projectIdOptional : jsonParamsAsSchemas },
    },
    output: {
      mode: 'tags-split',
      target: path.join(root, 'generated/react', surface, 'index.ts'),
      schemas: path.join(root, 'generated/react', surface, 'model'),
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      indexFiles: true,
      // Path parameters are encoded, so the mutator can match the URL to its operation.
      urlEncodeParameters: true,
      override: {
        header: lines,
        useDates: true,
        // Uploads go to the mutator as the typed object: the transport encodes every one (DESIGN 18).
        formData: false,
        mutator: {
          path: path.join(root, 'src/react/mutators', `${surface}.ts`),
          name: `use${surface[0].toUpperCase()}${surface.slice(1)}Mutator`,
        },
        query: {
          signal: true,
          version: 5,
          queryKey: { path: path.join(root, 'src/react/query-keys', `${surface}.ts`), name: `${surface}QueryKey` },
          mutationInvalidates: invalidationRules(doc),
        },
      },
    },
  };
}

function zod(root, surface) {
  return {
    input: { target: path.join(root, 'generated/openapi', `${surface}.json`) },
    output: {
      mode: 'tags-split',
      target: path.join(root, 'generated/zod', surface, 'index.ts'),
      client: 'zod',
      clean: true,
      indexFiles: true,
      override: { header: lines },
    },
  };
}

export async function writeOrval(root, docs) {
  const config = {};
  for (const s of hookSurfaces) config[`${s}-hooks`] = hooks(root, s, docs[s]);
  for (const s of surfaces) config[`${s}-zod`] = zod(root, s);
  for (const [name, options] of Object.entries(config)) {
    await generate(options, root, { projectName: name });
  }
  await fixModelImports(path.join(root, 'generated/react'));
}

// orval writes the `model` folder import of tags-split hooks without a file (`from '../model'`),
// which Node's ESM resolution (and so tsc with NodeNext) refuses; every other import it writes
// with `.js`. Point it at the folder's index.
async function fixModelImports(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await fs.readFile(file, 'utf8');
    const fixed = text.replace(/from '((?:\.\.?\/)+model)';/g, "from '$1/index.js';");
    if (fixed !== text) await fs.writeFile(file, fixed);
  }
}

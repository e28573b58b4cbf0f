// orval: React Query hooks for the admin, public and end-user surfaces (never the private one),
// and zod schemas for all four. Hooks call a per-surface hook mutator that sends every request
// through the transport of the client the PlatformProvider holds.
import path from 'node:path';
import { generate } from 'orval';
import { header, hookSurfaces, surfaces } from '../surfaces.mjs';

const lines = () => [header];

function hooks(root, surface) {
  return {
    input: { target: path.join(root, 'generated/openapi', `${surface}.json`) },
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
        mutator: {
          path: path.join(root, 'src/react/mutators', `${surface}.ts`),
          name: `use${surface[0].toUpperCase()}${surface.slice(1)}Mutator`,
        },
        query: { signal: true, version: 5 },
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

export async function writeOrval(root) {
  const config = {};
  for (const s of hookSurfaces) config[`${s}-hooks`] = hooks(root, s);
  for (const s of surfaces) config[`${s}-zod`] = zod(root, s);
  for (const [name, options] of Object.entries(config)) {
    await generate(options, root, { projectName: name });
  }
}

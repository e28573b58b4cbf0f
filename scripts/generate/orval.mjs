// orval: typed request functions and models for the admin, public and end-user surfaces (never the
// private one); the zod schemas are ./zod.mjs's. The functions call one plain mutator that
// gets its client through orval's `request` option; the React Query layer over them (query
// options, keys, hooks) is written by ./hooks.mjs, so that query options need no React.
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'orval';
import { header, hookSurfaces } from '../surfaces.mjs';
import { calendarDaysAsStrings } from './calendar-days.mjs';
import { writeHooks } from './hooks.mjs';
import { jsonParamsAsSchemas, projectIdOptional } from './json-params.mjs';

const lines = () => [header];

function hooks(root, surface) {
  return {
    input: {
      target: path.join(root, 'generated/openapi', `${surface}.json`),
      override: {
        // useDates (below) makes date-time a Date; a calendar day stays a string (docs/design.md, decision 10).
        transformer: (doc) => calendarDaysAsStrings(surface === 'admin' ? projectIdOptional(doc) : jsonParamsAsSchemas(doc)),
      },
    },
    output: {
      mode: 'tags-split',
      target: path.join(root, 'generated/react', surface, 'index.ts'),
      schemas: path.join(root, 'generated/react', surface, 'model'),
      // Plain functions taking axios-style configs: query params stay objects for the transport.
      client: 'axios-functions',
      clean: true,
      indexFiles: true,
      override: {
        header: lines,
        useDates: true,
        // Uploads go to the mutator as the typed object: the transport encodes every one (docs/design.md, decision 18).
        formData: false,
        mutator: {
          path: path.join(root, 'src/react/mutator.ts'),
          name: 'mutator',
        },
      },
    },
  };
}

export async function writeOrval(root, docs) {
  const config = {};
  for (const s of hookSurfaces) config[`${s}-hooks`] = hooks(root, s);
  for (const [name, options] of Object.entries(config)) {
    await generate(options, root, { projectName: name });
  }
  await fixModelImports(path.join(root, 'generated/react'));
  for (const s of hookSurfaces) await writeHooks(root, s, docs[s]);
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

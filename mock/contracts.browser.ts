// ./contracts.ts in a browser (no disk): the four bundled contracts imported as JSON, so a bundler
// puts them in the page. A browser build of the mock swaps every `<name>.ts` of this folder that
// has a `<name>.browser.ts` beside it (examples/console/vite.config.ts does; for the package,
// package.json's `browser` field maps dist/mock's two files). Same exports as ./contracts.ts.
import admin from '../generated/openapi/admin.json' with { type: 'json' };
import enduser from '../generated/openapi/enduser.json' with { type: 'json' };
import privateSurface from '../generated/openapi/private.json' with { type: 'json' };
import publicSurface from '../generated/openapi/public.json' with { type: 'json' };
import type { OpenApiDocument, Surface } from './surfaces.js';

export { SURFACES, type OpenApiDocument, type Surface } from './surfaces.js';

type Docs = Record<Surface, OpenApiDocument>;
const docs = { admin, public: publicSurface, private: privateSurface, enduser } as unknown as Docs;

// A copy per call, as a read from disk gives.
export function readContracts(): Docs {
  return structuredClone(docs);
}

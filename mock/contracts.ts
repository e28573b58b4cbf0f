/// <reference types="node" />
// The bundled contracts the mock validates against and seeds from. They ship with the package
// (`npm run build` copies generated/openapi to dist/generated/openapi), read relative to this file:
// one level up is the repository root from mock/, dist/ from dist/mock, and the root again from
// .tmp/ where scripts/load-mock.mjs bundles the source.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SURFACES, type OpenApiDocument, type Surface } from './surfaces.js';

export { SURFACES, type OpenApiDocument, type Surface } from './surfaces.js';

function readContract(surface: Surface): OpenApiDocument {
  // Paths, not `new URL(…, import.meta.url)`: a DOM test environment (happy-dom) replaces the
  // global URL with one that resolves against its own page, so the mock could not start there.
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../generated/openapi', `${surface}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** The four contracts, each read on its first use: a first call reads its surface's (and the seed's examples'). */
export function readContracts(): Record<Surface, OpenApiDocument> {
  const docs = {} as Record<Surface, OpenApiDocument>;
  for (const s of SURFACES) {
    const get = () => Object.defineProperty(docs, s, { value: readContract(s), enumerable: true })[s];
    Object.defineProperty(docs, s, { get, enumerable: true, configurable: true });
  }
  return docs;
}

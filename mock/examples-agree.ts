// One record, one source, checked at generation (issue 44, item 5): the demo seed built from the
// bundled contracts as the mock builds it, so that two examples describing one seeded record that
// disagree fail `npm run generate` (scripts/generate/run.mjs) naming both, before the mock starts.
import { ExamplesDisagree, seedPlan, seedStore } from './seed.js';
import { exampleReader, Store } from './store.js';
import type { OpenApiDocument, Surface } from './surfaces.js';
import { MOCK_DEFAULTS } from './types.js';

/** Why two of the contracts' examples disagree, or undefined; other seed errors are the mock's to report. */
export async function examplesDisagreement(docs: Record<Surface, OpenApiDocument>): Promise<string | undefined> {
  const plan = await seedPlan('demo', () => new Date(), 'npm run generate');
  try {
    void new Store((store) => seedStore(store, exampleReader(docs), plan), MOCK_DEFAULTS.limits);
  } catch (error) {
    if (error instanceof ExamplesDisagree) return error.message;
  }
  return undefined;
}

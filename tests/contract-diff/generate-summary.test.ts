// The summary `npm run generate` and the watch loop print: operations, hooks and schemas gained and
// lost, from the models of the contracts before and after (never read back from generated/);
// silent when nothing changed.
import { describe, expect, it } from 'vitest';
import { contractModels, surfaceDelta } from '../../scripts/generate/surface-summary.mjs';
import { loadPair } from './fixtures.js';

const summary = (doc: object) =>
  contractModels({ admin: doc, public: doc, private: doc, enduser: doc }).summary as Parameters<typeof surfaceDelta>[1];

describe('generate summary', () => {
  const { before, after } = loadPair('operation-removed');

  it('says what each surface gained and lost, hooks as the React layer names them', () => {
    expect(surfaceDelta(summary(before), summary(after))).toEqual([
      'API surface changed by this regeneration:',
      '  admin: -1 operations (deleteRequestAction); -1 hooks (useDeleteRequestAction)',
      '  public: -1 operations (deleteRequestAction); -1 hooks (useDeleteRequestAction)',
      // The private surface has no hooks.
      '  private: -1 operations (deleteRequestAction)',
      '  enduser: -1 operations (deleteRequestAction); -1 hooks (useDeleteRequestAction)',
      'Run `npm run contract:diff` for what it breaks and what the release needs.',
    ]);
  });

  it('schemas gained and lost', () => {
    const pair = loadPair('schema-renamed');
    const lines = surfaceDelta(summary(pair.before), summary(pair.after));
    expect(lines[1]).toBe('  admin: +1 schemas (NewRequestAction); -1 schemas (RequestActionCreate)');
  });

  it('is silent when nothing changed, and on a first generation', () => {
    expect(surfaceDelta(summary(before), summary(before))).toEqual([]);
    expect(surfaceDelta(undefined, summary(before))).toEqual([]);
  });
});

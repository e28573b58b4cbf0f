// The summary `npm run generate` prints: operations, hooks and schemas gained and lost, read from
// generated/ before and after; silent when nothing changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readApiSurface, surfaceDelta } from '../../scripts/generate/surface-summary.mjs';
import { loadPair } from './fixtures.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function generated(doc: object, hooks: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
  dirs.push(dir);
  for (const s of ['admin', 'public', 'private', 'enduser']) {
    fs.mkdirSync(path.join(dir, 'openapi'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'openapi', `${s}.json`), JSON.stringify(doc));
  }
  fs.mkdirSync(path.join(dir, 'react', 'admin', 'actions'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'react', 'admin', 'model'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'react', 'admin', 'actions', 'actions.ts'), hooks);
  // Model files export types, never hooks, and are skipped.
  fs.writeFileSync(path.join(dir, 'react', 'admin', 'model', 'x.ts'), 'export const useNotAHook = 1;');
  return dir;
}

describe('generate summary', () => {
  const { before, after } = loadPair('operation-removed');
  const hooksBefore = 'export function useListRequestActions() {}\nexport const useDeleteRequestAction = () => {};\n';
  const hooksAfter = 'export function useListRequestActions() {}\n';

  it('says what each surface gained and lost', () => {
    const lines = surfaceDelta(
      readApiSurface(generated(before, hooksBefore)),
      readApiSurface(generated(after, hooksAfter)),
    );
    expect(lines).toEqual([
      'API surface changed by this regeneration:',
      '  admin: -1 operations (deleteRequestAction); -1 hooks (useDeleteRequestAction)',
      '  public: -1 operations (deleteRequestAction)',
      '  private: -1 operations (deleteRequestAction)',
      '  enduser: -1 operations (deleteRequestAction)',
      'Run `npm run contract:diff` for what it breaks and what the release needs.',
    ]);
  });

  it('schemas gained and lost', () => {
    const pair = loadPair('schema-renamed');
    const lines = surfaceDelta(readApiSurface(generated(pair.before, '')), readApiSurface(generated(pair.after, '')));
    expect(lines[1]).toBe('  admin: +1 schemas (NewRequestAction); -1 schemas (RequestActionCreate)');
  });

  it('is silent when nothing changed, and on a first generation', () => {
    const dir = generated(before, hooksBefore);
    expect(surfaceDelta(readApiSurface(dir), readApiSurface(dir))).toEqual([]);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
    dirs.push(empty);
    expect(surfaceDelta(readApiSurface(empty), readApiSurface(dir))).toEqual([]);
  });
});

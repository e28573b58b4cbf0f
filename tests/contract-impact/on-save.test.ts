// `npm start -- --app <dir>`: after a save, the app's broken call sites against the baseline, from
// the contracts just generated; the same session answers the next save.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCurrent } from '../../scripts/contract-diff/baseline.mjs';
import { impactApps, watchImpact } from '../../scripts/contract-impact/on-save.mjs';
import { corpus } from './corpus.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hooks = path.join(repo, 'tests/contract-impact/apps/hooks');

describe('contract impact under npm start', () => {
  it('prints the broken call sites of each save, and nothing once the change is undone', async () => {
    const linesFor = watchImpact({
      ts,
      apps: [hooks],
      baselineDir: path.join(repo, 'openapi/baseline'),
      sdkDir: path.join(repo, 'generated'),
    });
    const base = readCurrent(repo);
    const docs = structuredClone(base);
    corpus.find((e) => e.id === 'remove-field')!.edit(docs);
    const saved = await linesFor(docs);
    expect(saved[0]).toMatch(
      /^contract impact on .*apps\/hooks \(the [\d.]+ baseline -> the saved contracts\): 1 call site\(s\) break$/,
    );
    expect(saved[1]).toBe(
      '  src/RequestPanel.tsx:34:16  admin `getRequestAction`: response 200 `category` removed (breaking by rule)',
    );
    const undone = await linesFor(base);
    expect(undone[0]).toMatch(/: nothing breaks$/);
    expect(undone.join('\n')).not.toContain('RequestPanel');
  }, 180_000);

  it('takes the apps from --app, else from package.json config.impactApps', () => {
    expect(impactApps(['--app', 'tests/contract-impact/apps/hooks', '--other'], repo)).toEqual([
      path.resolve('tests/contract-impact/apps/hooks'),
    ]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'impact-apps-'));
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ config: { impactApps: 'apps/a, apps/b' } }));
    expect(impactApps([], root)).toEqual([path.join(root, 'apps/a'), path.join(root, 'apps/b')]);
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x' }));
    expect(impactApps([], root)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

// An error the app has before the change is not blamed on it: the fetcher app, copied, with an
// error of its own in the file the change breaks too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { readCurrent } from '../../scripts/contract-diff/baseline.mjs';
import { contractWork } from '../../scripts/contract-impact/contracts-worker.mjs';
import { openImpactSession } from '../../scripts/contract-impact/session.mjs';
import { corpus } from './corpus.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appsDir = path.join(repo, 'tests/contract-impact/apps');

describe('errors that were there before', () => {
  let scratch: string;
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('are not blamed on the change', async () => {
    // The fetcher app with an error of its own, in a file the change breaks too.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'impact-app-'));
    fs.cpSync(path.join(appsDir, 'fetcher'), scratch, { recursive: true });
    const config = JSON.parse(fs.readFileSync(path.join(scratch, 'tsconfig.json'), 'utf8'));
    for (const [name, [target]] of Object.entries(config.compilerOptions.paths as Record<string, string[]>)) {
      config.compilerOptions.paths[name] = [path.resolve(appsDir, 'fetcher', target!)];
    }
    fs.writeFileSync(path.join(scratch, 'tsconfig.json'), JSON.stringify(config));
    const file = path.join(scratch, 'src/requests.ts');
    fs.appendFileSync(file, "\nexport const count: number = 'three';\n");
    const base = readCurrent(repo);
    const docs = structuredClone(base);
    corpus.find((e) => e.id === 'remove-field')!.edit(docs);
    const work = contractWork({ beforeDocs: base, afterDocs: docs, onDisk: base });
    const session = openImpactSession(ts, { app: scratch, sdkDir: path.join(repo, 'generated') });
    const impact = await session.compare({
      after: (await work.files).after,
      beforeDocs: base,
      afterDocs: docs,
      changes: work.changes,
    });
    expect(impact.broken.map((b) => `${b.file}:${b.line}`)).toEqual(['src/requests.ts:14']);
    expect(impact.errorsBefore).toBe(1);
    // With no change at all, the app's own error is no break.
    const same = await session.compare({ beforeDocs: base, afterDocs: base, changes: [] });
    expect(same.broken).toEqual([]);
    expect(same.errorsBefore).toBe(1);
  }, 120_000);
});

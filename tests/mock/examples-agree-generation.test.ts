// One record, one source, checked at generation (issue 44, item 5): two contract examples that
// describe one seeded record and disagree fail `npm run generate`, naming both, before anything is
// written; the contracts as they are pass. On a copy of the contracts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleContracts } from '../../scripts/generate/run.mjs';
import { examplesDisagree } from '../../scripts/load-mock.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-agree-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run generate` on the copy: its exit code and what it printed on stderr. */
const generate = () =>
  new Promise<{ code: number; stderr: string }>((resolve) => {
    const env = {
      ...process.env,
      PLATFORM_OPENAPI_DIR: path.join(dir, 'openapi'),
      PLATFORM_GENERATED_DIR: path.join(dir, 'generated'),
    };
    execFile(process.execPath, ['scripts/generate.mjs'], { cwd: repo, env }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stderr }),
    );
  });

describe('generation checks that examples of one seeded record agree', () => {
  it('finds nothing against the contracts as they are, whose examples agree', async () => {
    expect(await examplesDisagree(await bundleContracts({ openapiDir: path.join(repo, 'openapi') }))).toEqual([]);
  }, 60_000);

  it('fails, naming both examples, when an edit makes two of them disagree, and writes nothing', async () => {
    fs.cpSync(path.join(repo, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
    const box = path.join(dir, 'openapi/components/examples/Box.yaml');
    fs.writeFileSync(box, fs.readFileSync(box, 'utf8').replace('score: 8', 'score: 9'));
    const { code, stderr } = await generate();
    expect(code).toBe(1);
    expect(stderr).toContain(
      'The examples BoxPage (openapi/components/examples/BoxPage.yaml) and Box (openapi/components/examples/Box.yaml) describe the same record 6601a3f4c2b1e0d9f8a7b6c5 and disagree in `value`',
    );
    expect(fs.existsSync(path.join(dir, 'generated'))).toBe(false);
  }, 60_000);
});

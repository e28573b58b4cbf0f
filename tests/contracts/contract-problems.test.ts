// What the watch (`npm run generate -- --watch`, `npm start`) prints for a broken contract: each
// error with its file and line, for a `$ref` to nothing and for a lint error, on a copy of the
// contracts. The YAML parse error is driven end to end in live-editing.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleContracts, ContractProblems, lintContracts } from '../../scripts/generate/run.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;
const file = (rel: string) => path.join(dir, rel);
const edit = (rel: string, from: string, to: string) => {
  const text = fs.readFileSync(file(rel), 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(file(rel), text.replace(from, to));
};
const lineOf = (rel: string, needle: string) =>
  fs
    .readFileSync(file(rel), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;
const problemsOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContractProblems);
  return (error as ContractProblems).problems;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-problems-'));
  fs.cpSync(path.join(repo, 'openapi'), dir, { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('contract errors name file and line', () => {
  it('a $ref to a file that is not there', async () => {
    const rel = 'paths/public/v1@nbg@{code}.yaml';
    edit(rel, 'components/examples/ExchangeRate.yaml', 'components/examples/NoSuchRate.yaml');
    const problems = await problemsOf(bundleContracts({ openapiDir: dir }));
    const line = lineOf(rel, 'NoSuchRate.yaml');
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`v1@nbg@\\{code\\}\\.yaml:${line}:\\d+ Can't resolve \\$ref: ENOENT: .*NoSuchRate\\.yaml`),
      ),
    ]);
    edit(rel, 'components/examples/NoSuchRate.yaml', 'components/examples/ExchangeRate.yaml');
  }, 60_000);

  it('a lint error (a type that does not exist)', async () => {
    const rel = 'components/schemas/ExchangeRate.yaml';
    edit(rel, 'type: integer', 'type: integr');
    const problems = await problemsOf(lintContracts(dir, ['public']));
    const line = lineOf(rel, 'type: integr');
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`ExchangeRate\\.yaml:${line}:\\d+ \`type\` can be one of the following only`)),
    ]);
  }, 60_000);
});

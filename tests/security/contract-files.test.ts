// Issue 41, item 8: contract files stay inside openapi/. At 7ccdd89 the bundler followed a `$ref`
// climbing out of the contracts folder, a symlink pointing out of it, and a URL (fetched on every
// save), and shipped what it read in generated/openapi. Now each is refused, as a problem naming
// the file and line of the `$ref`, and nothing is fetched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleContracts, ContractProblems } from '../../scripts/generate/run.mjs';
import { startServer, type TestServer } from '../support/server.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = 'components/schemas/ExchangeRate.yaml';
const ref = '$ref: ./CurrencyCode.yaml';
let root: string;
let dir: string;
let original: string;
let server: TestServer | undefined;

const point = (to: string) => fs.writeFileSync(path.join(dir, rel), original.replace(ref, `$ref: '${to}'`));
const refLine = () => original.split('\n').findIndex((l) => l.includes(ref)) + 1;
const problemsOf = async () => {
  const error = await bundleContracts({ openapiDir: dir }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContractProblems);
  return (error as ContractProblems).problems;
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-files-'));
  dir = path.join(root, 'openapi');
  fs.cpSync(path.join(repo, 'openapi'), dir, { recursive: true });
  // What an attacker wants shipped: a file beside the contracts folder, valid as a schema.
  fs.writeFileSync(path.join(root, 'Secret.yaml'), 'type: string\ndescription: read from outside openapi/\n');
  original = fs.readFileSync(path.join(dir, rel), 'utf8');
  expect(original).toContain(ref);
});
afterEach(async () => {
  fs.writeFileSync(path.join(dir, rel), original);
  fs.rmSync(path.join(dir, 'components/schemas/Link.yaml'), { force: true });
  await server?.close();
  server = undefined;
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a $ref reaches only files inside the contracts folder', () => {
  it('a path climbing out of openapi/ is refused at its line', async () => {
    point('../../../Secret.yaml');
    expect(await problemsOf()).toEqual([
      `${path.join(dir, rel)}:${refLine()}:5 Can't resolve $ref: file outside the contracts folder refused ` +
        `(${fs.realpathSync(path.join(root, 'Secret.yaml'))}): contracts refer only to files in openapi/`,
    ]);
  }, 60_000);

  it('a symlink inside openapi/ to a file outside is refused at the line of the $ref', async () => {
    fs.symlinkSync(path.join(root, 'Secret.yaml'), path.join(dir, 'components/schemas/Link.yaml'));
    point('./Link.yaml');
    const problems = await problemsOf();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`ExchangeRate\\.yaml:${refLine()}:5 Can't resolve \\$ref: file outside the contracts folder refused`),
    );
  }, 60_000);

  it('a URL is refused at its line and never fetched', async () => {
    server = await startServer(() => ({ headers: { 'content-type': 'application/yaml' }, body: 'type: string\n' }));
    point(`${server.url}/Secret.yaml`);
    const problems = await problemsOf();
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `ExchangeRate\\.yaml:${refLine()}:5 Can't resolve \\$ref: URL refused \\(http://127\\.0\\.0\\.1:\\d+/Secret\\.yaml\\)`,
        ),
      ),
    ]);
    expect(server.requests).toEqual([]);
  }, 60_000);

  it('a symlink to a file inside the folder still bundles (the real path is what counts)', async () => {
    fs.symlinkSync(
      path.join(dir, 'components/schemas/CurrencyCode.yaml'),
      path.join(dir, 'components/schemas/Link.yaml'),
    );
    point('./Link.yaml');
    const docs = (await bundleContracts({ openapiDir: dir })) as Record<string, { components: { schemas: object } }>;
    expect(Object.keys(docs)).toEqual(['admin', 'public', 'private', 'enduser']);
  }, 60_000);
});

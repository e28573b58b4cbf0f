// `npx platform-client impact`, the package's command, as an app that upgrades runs it: the app has
// platform-client installed in its node_modules and is handed the newer version as `npm pack`'s
// tarball. Both packages are laid out as the published one is where the command looks (package.json,
// dist/generated/openapi/ bundles, declarations under generated/), with the TypeScript sources as
// their declarations so no build is needed; the newer one's contracts carry a corpus edit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCurrent } from '../../scripts/contract-diff/baseline.mjs';
import { declarationFiles } from '../../scripts/contract-impact/declarations.mjs';
import { corpus } from './corpus.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const node = path.join(repo, 'node_modules/.bin/node');
let work: string;
let app: string;

/** A platform-client package: the repository's sources and generated code, `files` over them, the given bundles. */
function writePackage(dir: string, version: string, docs: Record<string, object>, files: Record<string, string>) {
  fs.cpSync(path.join(repo, 'src'), path.join(dir, 'src'), { recursive: true });
  fs.cpSync(path.join(repo, 'generated'), path.join(dir, 'generated'), { recursive: true });
  for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'generated', rel), text);
  fs.mkdirSync(path.join(dir, 'dist/generated/openapi'), { recursive: true });
  for (const [surface, doc] of Object.entries(docs))
    fs.writeFileSync(path.join(dir, 'dist/generated/openapi', `${surface}.json`), JSON.stringify(doc));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'platform-client',
      version,
      type: 'module',
      exports: { '.': { types: './src/index.ts' } },
      imports: {
        '#runtime/core': './src/core/runtime.ts',
        '#runtime/query': './src/query/runtime.ts',
        '#runtime/react': './src/react/runtime.ts',
      },
    }),
  );
}

const run = (...args: string[]) =>
  spawnSync(node, [path.join(repo, 'scripts/platform-client.mjs'), ...args], { encoding: 'utf8', cwd: work });

beforeAll(async () => {
  // Below the repository, so the SDK's own dependencies resolve from its node_modules.
  fs.mkdirSync(path.join(repo, 'node_modules/.cache'), { recursive: true });
  work = fs.mkdtempSync(path.join(repo, 'node_modules/.cache/impact-package-'));
  app = path.join(work, 'app');
  fs.cpSync(path.join(repo, 'tests/contract-impact/apps/fetcher/src'), path.join(app, 'src'), { recursive: true });
  const config = JSON.parse(
    fs.readFileSync(path.join(repo, 'tests/contract-impact/apps/fetcher/tsconfig.json'), 'utf8'),
  );
  delete config.compilerOptions.paths; // resolved from node_modules, as an app does
  fs.writeFileSync(path.join(app, 'tsconfig.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));

  const base = readCurrent(repo);
  writePackage(path.join(app, 'node_modules/platform-client'), '0.2.0', base, {});
  const docs = structuredClone(base);
  corpus.find((e) => e.id === 'remove-field')!.edit(docs);
  writePackage(path.join(work, 'newer/package'), '0.3.0', docs, await declarationFiles(docs, base));
  spawnSync('tar', ['-czf', path.join(work, 'newer.tgz'), '-C', path.join(work, 'newer'), 'package']);
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npx platform-client impact', () => {
  it('reports what upgrading to the tarball breaks in the app, and exits 1', () => {
    const { status, stdout, stderr } = run('impact', '--app', app, '--to', path.join(work, 'newer.tgz'), '--json');
    expect(stderr).toBe('');
    expect(status).toBe(1);
    const result = JSON.parse(stdout);
    expect([result.from, result.to]).toEqual(['platform-client 0.2.0', 'platform-client 0.3.0']);
    expect(
      result.broken.map((b: { file: string; line: number; column: number; operationId: string }) => [
        b.file,
        b.line,
        b.column,
        b.operationId,
      ]),
    ).toEqual([['src/requests.ts', 14, 28, 'getRequestAction']]);
    expect(result.broken[0].changes[0]).toMatchObject({ kind: 'breaking', reason: 'response 200 `category` removed' });
    expect(result.notForThisApp.map((c: { operationId: string }) => c.operationId)).toContain('listRequestActions');
  }, 120_000);

  it('says what it needs when an argument is missing or the app has no platform-client', () => {
    const usage = run('impact', '--app', app);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npx platform-client impact --to');
    const bare = run('impact', '--app', work, '--to', path.join(work, 'newer.tgz'));
    expect(bare.status).toBe(2);
    expect(bare.stderr).toContain('platform-client is not installed where');
  });
});

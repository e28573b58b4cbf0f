// `npm run lint` (step 1 of `npm test`) fails on each kind of violation it is there for: the
// project's own Biome and knip configurations, run on a small seeded tree, name each one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary tree with the project's config file `config` and the given files. */
function tree(config: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'));
  fixtures.push(dir);
  fs.copyFileSync(path.join(root, config), path.join(dir, config));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const run = (cwd: string, bin: string, args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules', bin), ...args], { cwd, encoding: 'utf8' });

describe('Biome (format and lint)', () => {
  const good = `import { useEffect } from 'react';

export function useGood(id: string) {
  useEffect(() => {
    if (id === 'x') console.log(id);
  }, [id]);
}
`;
  const seeded = {
    'src/react/loose.ts': `export const same = (a: unknown, b: unknown) => a == b;\nexport const missing = (a: unknown) => a == null;\n`,
    'src/react/unused.ts': `import { useState } from 'react';\n\nexport const x = 1;\n`,
    'src/react/short-deps.ts': `import { useEffect } from 'react';

export function useShort(id: string, flag: boolean) {
  useEffect(() => {
    if (flag) console.log(id);
  }, [flag]);
}
`,
    'src/react/long-line.ts': `export const long = '${'a'.repeat(70)}' + '${'b'.repeat(60)}';\n`,
    'src/react/good.ts': good,
  };
  const biome = (dir: string) =>
    run(dir, '@biomejs/biome/bin/biome', ['check', '--vcs-enabled=false', '--max-diagnostics=none', '.']);

  it('names each seeded violation and fails', () => {
    const { status, stdout, stderr } = biome(tree('biome.jsonc', seeded));
    const found = [...`${stdout}${stderr}`.matchAll(/^\S*?(src\/react\/[\w-]+\.ts)(?::\d+:\d+)? (\S+)/gm)]
      .map((m) => `${m[1]} ${m[2]}`)
      .sort();
    expect(found).toEqual(
      [
        // `== null` (null or undefined) is the one loose equality allowed.
        'src/react/loose.ts lint/suspicious/noDoubleEquals',
        'src/react/unused.ts lint/correctness/noUnusedImports',
        'src/react/short-deps.ts lint/correctness/useExhaustiveDependencies',
        'src/react/long-line.ts format',
      ].sort(),
    );
    expect(status).toBe(1);
  });

  it('passes a file written to the rules', () => {
    const { status } = biome(tree('biome.jsonc', { 'src/react/good.ts': good }));
    expect(status).toBe(0);
  });
});

describe('knip (unused files, exports and dependencies)', () => {
  const files = {
    'package.json': JSON.stringify({ name: 'seeded', type: 'module', dependencies: { 'left-pad': '1.3.0' } }),
    'src/index.ts': `import { used } from './core/used.js';\nexport const x = used;\n`,
    'src/core/used.ts': 'export const used = 1;\nexport const unusedExport = 2;\n',
    'src/core/orphan.ts': 'export const orphan = 3;\n',
  };
  const knip = (dir: string) =>
    run(dir, 'knip/bin/knip.js', ['--no-progress', '--no-config-hints', '--reporter', 'json']);

  it('names each seeded violation and fails', () => {
    const { status, stdout } = knip(tree('knip.jsonc', files));
    const { issues } = JSON.parse(stdout) as {
      issues: Array<{
        file: string;
        files: { name: string }[];
        dependencies: { name: string }[];
        exports: { name: string }[];
      }>;
    };
    const found = issues.flatMap((i) => [
      ...i.files.map((f) => `file ${f.name}`),
      ...i.dependencies.map((d) => `dependency ${d.name}`),
      ...i.exports.map((e) => `export ${i.file} ${e.name}`),
    ]);
    expect(found.sort()).toEqual([
      'dependency left-pad',
      'export src/core/used.ts unusedExport',
      'file src/core/orphan.ts',
    ]);
    expect(status).toBe(1);
  });
});

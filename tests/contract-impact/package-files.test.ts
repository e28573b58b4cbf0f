// The package's command runs from the published files alone: every module `platform-client impact`
// imports, at any depth, is listed in package.json's `files`, and what it imports from outside is
// Node's own or an optional peer (the app's TypeScript is loaded from the app, not imported).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));

it('ships the command and every module it loads', () => {
  const bin = pkg.bin['platform-client'].replace(/^\.\//, '');
  const modules = new Set<string>();
  const outside = new Set<string>();
  const visit = (rel: string) => {
    if (modules.has(rel)) return;
    modules.add(rel);
    // Code only: doc comments name types as import('typescript').
    const text = fs
      .readFileSync(path.join(repo, rel), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      if (spec!.startsWith('.')) visit(path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec!)));
      else outside.add(spec!);
    }
  };
  visit(bin);
  expect(modules.size).toBeGreaterThan(8);
  expect([...modules].filter((m) => !pkg.files.includes(m))).toEqual([]);
  expect([...outside].filter((m) => !m.startsWith('node:')).sort()).toEqual(['api-smart-diff']);
  expect(pkg.peerDependenciesMeta['api-smart-diff']).toEqual({ optional: true });
  expect(fs.readFileSync(path.join(repo, bin), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
});

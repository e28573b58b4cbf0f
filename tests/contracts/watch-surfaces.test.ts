// Issue 43, item 2: the watch loop keeps the last good models in memory and a save regenerates
// only the surfaces whose contract changed, reading nothing back from generated/. A save to
// public.yaml rewrites no file of another surface (not a byte, not a modification time), on a
// copy of the contracts and the output.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContracts } from '../../scripts/generate/watch.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;
const out = (rel = '') => path.join(dir, 'generated', rel);

/** Every file under generated/ with its modification time. */
const times = () =>
  Object.fromEntries(
    fs
      .readdirSync(out(), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(out(), file), fs.statSync(file).mtimeMs];
      }),
  );

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-surfaces-'));
  fs.cpSync(path.join(repo, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
  fs.cpSync(path.join(repo, 'generated'), out(), { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the watch loop regenerates only what a save changed', () => {
  it('a save to public.yaml rewrites public files only', async () => {
    const lines: string[] = [];
    let saved: (result: { changed: string[]; written: string[] }) => void = () => {};
    const done = new Promise<{ changed: string[]; written: string[] }>((resolve) => (saved = resolve));
    const watcher = await watchContracts({
      openapiDir: path.join(dir, 'openapi'),
      outDir: out(),
      initial: false,
      log: (line: string) => lines.push(line),
      onGenerated: (result: { changed: string[]; written: string[] }) => saved(result),
    });
    try {
      // An admin file that is not what the admin contract gives: a loop that reads generated/ back
      // (or regenerates every surface) rewrites it; one that regenerates public only never opens it.
      const adminTypes = out('types/admin.ts');
      fs.appendFileSync(adminTypes, '// not what the generator wrote\n');
      const before = times();
      const file = path.join(dir, 'openapi/paths/public/v1@nbg@{code}.yaml');
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toContain('  summary: ');
      fs.writeFileSync(file, text.replace('  summary: ', '  summary: Now '));
      const { changed, written } = await done;
      expect(changed).toEqual(['public']);
      // What the summary is in: the bundle, the types' path docs, the zod, query and React modules.
      expect(written).toEqual(
        expect.arrayContaining(['openapi/public.json', 'types/public.ts', 'query/public/index.ts']),
      );
      expect(written.filter((rel) => !/(^|\/)public(\/|\.)/.test(rel))).toEqual([]);
      const after = times();
      const touched = Object.keys(after).filter((rel) => after[rel] !== before[rel]);
      expect(touched.sort()).toEqual(written.sort());
      expect(fs.readFileSync(adminTypes, 'utf8')).toMatch(/\/\/ not what the generator wrote\n$/);
      expect(lines.some((l) => /^saved .*: regenerated public in /.test(l))).toBe(true);
    } finally {
      watcher.close();
    }
  }, 120_000);
});

// docs/architecture.md and the README's layout table against the tree: every path they name
// exists, and every folder of src/ has its row, so the pages cannot drift from the code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const srcFolders = fs
  .readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/${entry.name}/`);
/** Every `src/...` path a page names in backticks, without a trailing `*` pattern. */
const namedPaths = (text: string) => [...text.matchAll(/`(src\/[\w./-]+)`/g)].map((m) => m[1]!);

describe.each(['docs/architecture.md', 'README.md'])('%s', (page) => {
  const text = read(page);

  it('names only paths that exist', () => {
    const missing = namedPaths(text).filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });

  it('gives every folder of src/ a row', () => {
    const rows = new Set(namedPaths(text));
    expect(srcFolders.filter((folder) => !rows.has(folder))).toEqual([]);
  });
});

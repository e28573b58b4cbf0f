// Every public option is documented with its default: each optional property of an exported
// `…Options` interface in src/ carries a JSDoc `@default` (read with the TypeScript compiler API).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { root } from '../support/prism.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `Interface.option` for every optional option without a `@default`. */
function undocumented(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const missing: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || !node.name.text.endsWith('Options')) return;
    if (!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.questionToken) continue;
      const tags = ts.getJSDocTags(member).map((t) => t.tagName.text);
      if (!tags.includes('default')) missing.push(`${node.name.text}.${member.name.getText(source)}`);
    }
  });
  return missing;
}

it('documents the default of every optional public option', async () => {
  const { readFile } = await import('node:fs/promises');
  const files = sourceFiles(path.join(root, 'src'));
  const missing: string[] = [];
  for (const file of files)
    missing.push(...undocumented(file, await readFile(file, 'utf8')).map((m) => `${path.relative(root, file)}: ${m}`));
  expect(missing).toEqual([]);
  // The check reads real interfaces: the transport's options are among them.
  expect(files.some((f) => f.endsWith(path.join('core', 'transport-options.ts')))).toBe(true);
});

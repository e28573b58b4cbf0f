#!/usr/bin/env node
// Writes docs/hooks.md, the hooks reference as Markdown (scripts/docs/hooks-page.mjs), from the
// contracts `npm run generate` bundled; `--check` writes nothing and fails when the file is stale,
// as `generate.mjs --check` does for generated/ (tests/unit/hooks-markdown.test.ts runs it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hookSurfaces } from '../surfaces.mjs';
import { hooksMarkdown } from './hooks-page.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = path.join(root, 'docs/hooks.md');

/** The reference as the contracts give it now. */
export function freshHooksMarkdown() {
  const bundled = (surface) => {
    const { 'x-generated': _generated, ...doc } = JSON.parse(
      fs.readFileSync(path.join(root, 'generated/openapi', `${surface}.json`), 'utf8'),
    );
    return doc;
  };
  return hooksMarkdown(Object.fromEntries(hookSurfaces.map((s) => [s, bundled(s)])));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = freshHooksMarkdown();
  if (process.argv.includes('--check')) {
    const now = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (now !== text) {
      console.error('docs/hooks.md is stale: run `node scripts/docs/hooks-markdown.mjs`.');
      process.exit(1);
    }
    console.log('docs/hooks.md is fresh');
  } else {
    fs.writeFileSync(target, text);
    console.log(`wrote ${path.relative(root, target)}`);
  }
}

// The hooks reference as Markdown (issue 42, item 5): docs/hooks.md is committed beside the guide
// and fresh (what the contracts give now, as generated/ is), and the links between the two land:
// the guide's to it, its own to its anchors and to the guide's headings (GitHub's slugs).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshHooksMarkdown } from '../../scripts/docs/hooks-markdown.mjs';
import { slug } from '../../scripts/docs/markdown.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const headingSlugs = (markdown: string) =>
  new Set([...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

describe('docs/hooks.md', () => {
  it('is what the contracts give now, and names every generated hook and mutation options', () => {
    const committed = read('docs/hooks.md');
    expect(
      committed === freshHooksMarkdown(),
      'docs/hooks.md is stale: run `node scripts/docs/hooks-markdown.mjs`',
    ).toBe(true);
    for (const surface of ['admin', 'public', 'enduser']) {
      const generated = ['queries.ts', 'mutations.ts'].map((f) => read(`generated/react/${surface}/${f}`)).join('\n');
      const query = read(`generated/query/${surface}/index.ts`);
      const names = [
        ...generated.matchAll(/^export const (use\w+)/gm),
        ...query.matchAll(/^export const (\w+(?:QueryOptions|MutationOptions))\b/gm),
      ].map((m) => m[1]!);
      expect(names.filter((n) => !committed.includes(`\`${n}\``))).toEqual([]);
    }
    expect(committed).toContain('optimistic: (current, variables) => next');
  });

  it("the guide's links to it and its links to the guide land", () => {
    const guide = read('docs/guide.md');
    const hooks = read('docs/hooks.md');
    const toHooks = [...guide.matchAll(/\]\((hooks\.md[^)]*)\)/g)].map((m) => m[1]!);
    expect(toHooks.length).toBeGreaterThanOrEqual(4);
    const anchors = new Set([...hooks.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));
    for (const link of toHooks) {
      const hash = link.split('#')[1];
      if (hash) expect(anchors.has(hash) || headingSlugs(hooks).has(hash), link).toBe(true);
    }
    const guideSlugs = headingSlugs(guide);
    const toGuide = [...hooks.matchAll(/\]\(guide\.md#([^)]+)\)/g)].map((m) => m[1]!);
    expect(toGuide.length).toBeGreaterThan(0);
    expect(toGuide.filter((hash) => !guideSlugs.has(hash))).toEqual([]);
    const own = [...hooks.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(own.filter((hash) => !anchors.has(hash))).toEqual([]);
  });

  it('ships in the package beside the guide', async () => {
    const { files } = JSON.parse(read('package.json')) as { files: string[] };
    expect(files).toEqual(expect.arrayContaining(['docs/guide.md', 'docs/hooks.md']));
  });
});

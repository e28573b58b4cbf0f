// The pieces of the docs build that the browser test cannot isolate: which fenced blocks are
// snippets (and where they start, for error messages), and how headings get ids and reach the
// table of contents, sections appended later included.
import { describe, expect, it } from 'vitest';
import { extractSnippets } from '../../scripts/check-snippets.mjs';
import { renderMarkdown, slug, tableOfContents } from '../../scripts/docs/markdown.mjs';

const fence = '```';

describe('extractSnippets', () => {
  it('takes ts and tsx blocks with their start line, honours no-run, skips other languages', () => {
    const markdown = [
      '# Title', // 1
      `${fence}sh`, // 2
      'npm test', // 3
      fence, // 4
      `${fence}ts`, // 5
      "import { can } from 'platform-client';", // 6
      fence, // 7
      '', // 8
      `${fence}tsx no-run`, // 9
      'export const a = <p />;', // 10
      fence, // 11
      `1. A step:`, // 12
      '', // 13
      `   ${fence}ts`, // 14
      '   const x = 1;', // 15
      `   ${fence}`, // 16
    ].join('\n');
    expect(extractSnippets(markdown)).toEqual([
      { lang: 'ts', run: true, line: 6, code: "import { can } from 'platform-client';" },
      { lang: 'tsx', run: false, line: 10, code: 'export const a = <p />;' },
      { lang: 'ts', run: true, line: 15, code: 'const x = 1;' },
    ]);
  });

  it('takes a Next.js app file: checked as Next does, never run, under its path', () => {
    const markdown = [
      `${fence}tsx next file=app/news/page.tsx`,
      'export default function Page() { return null; }',
      fence,
      `${fence}ts next`,
      'export {};',
      fence,
    ].join('\n');
    expect(extractSnippets(markdown)).toEqual([
      {
        lang: 'tsx',
        run: false,
        next: true,
        file: 'app/news/page.tsx',
        line: 2,
        code: 'export default function Page() { return null; }',
      },
      { lang: 'ts', run: false, next: true, file: undefined, line: 5, code: 'export {};' },
    ]);
  });

  it('refuses a block that never closes (it would swallow the rest of the page)', () => {
    expect(() => extractSnippets(['text', `${fence}ts`, 'const a = 1;'].join('\n'))).toThrow(
      'opened on line 2 never closes',
    );
  });

  it('refuses a block that augments a module without being one (copied alone, it hides the package types)', () => {
    const augment = ["declare module 'platform-client' {", '  interface FetchExtensions { cf?: object }', '}'];
    expect(() => extractSnippets(['text', `${fence}ts no-run`, ...augment, fence].join('\n'))).toThrow(
      'the block on line 2 declares a module but has no import or export',
    );
    const asModule = ['export {};', ...augment];
    expect(extractSnippets([`${fence}ts no-run`, ...asModule, fence].join('\n'))).toEqual([
      { lang: 'ts', run: false, line: 2, code: asModule.join('\n') },
    ]);
  });

  it('keeps a longer fence open past a shorter one inside it', () => {
    const markdown = ['````ts', 'const s = `', '```', '`;', '````'].join('\n');
    expect(extractSnippets(markdown)).toEqual([{ lang: 'ts', run: true, line: 2, code: 'const s = `\n```\n`;' }]);
  });
});

describe('the guide renderer', () => {
  it('gives headings GitHub slugs, unique ids, and lists ## and ### in the contents', async () => {
    expect(slug('Errors and retries')).toBe('errors-and-retries');
    expect(slug('`useChat`: live messages!')).toBe('usechat-live-messages');
    const { html, headings } = await renderMarkdown(
      ['# Guide', '## The four clients', '### Admin', '## Chat', '### Admin', '## Appended later', 'text'].join('\n\n'),
    );
    expect(headings.map((h) => h.id)).toEqual(['the-four-clients', 'admin', 'chat', 'admin-1', 'appended-later']);
    expect(html).toContain('<h2 id="appended-later">Appended later</h2>');
    const toc = tableOfContents(headings);
    expect(toc).toBe(
      '<ol><li><a href="#the-four-clients">The four clients</a><ol><li><a href="#admin">Admin</a></li></ol></li>' +
        '<li><a href="#chat">Chat</a><ol><li><a href="#admin-1">Admin</a></li></ol></li>' +
        '<li><a href="#appended-later">Appended later</a></li></ol>',
    );
  });

  it('highlights code at build time and hides the tool words of the info string', async () => {
    const { html } = await renderMarkdown(`${fence}ts no-run\nconst a = 1;\n${fence}`);
    expect(html).toMatch(/^<pre class="shiki github-light"/);
    expect(html).toMatch(/<span style="color:#D73A49">const<\/span>/);
    expect(html).not.toContain('no-run');
  });
});

// Markdown to HTML for the docs pages: marked for the text, shiki for the code (highlighted
// here, at build time, so a page needs no script and no other origin to show colours), an id on
// every heading (GitHub's slugs, so a link written for GitHub, `#errors-and-retries`, lands here
// too) and the table of contents those headings make.
import { Marked } from 'marked';
import { createHighlighter } from 'shiki';

const THEME = 'github-light';
const LANGS = ['ts', 'tsx', 'js', 'sh', 'json', 'yaml', 'diff'];
const ALIASES = { typescript: 'ts', javascript: 'js', bash: 'sh', shell: 'sh', console: 'sh', yml: 'yaml' };

let highlighter;
const loadHighlighter = () => (highlighter ??= createHighlighter({ themes: [THEME], langs: LANGS }));

const decode = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** @typedef {{ depth: 2 | 3, id: string, html: string }} Heading */

/**
 * GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens.
 * @param {string} text
 * @returns {string}
 */
export function slug(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Renders Markdown. Returns the HTML and the headings of levels 2 and 3 for a table of contents,
 * in order: `{ depth, id, html }`. A fenced block's first info word is its language (`ts no-run`
 * is highlighted as ts); the other words are for tools, never shown.
 * @param {string} markdown
 * @returns {Promise<{ html: string, headings: Heading[] }>}
 */
export async function renderMarkdown(markdown) {
  const shiki = await loadHighlighter();
  const headings = [];
  const used = new Map();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const base = slug(decode(html)) || 'section';
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n ? `${base}-${n}` : base;
        if (depth === 2 || depth === 3) headings.push({ depth, id, html });
        return `<h${depth} id="${id}">${html}</h${depth}>\n`;
      },
      code({ text, lang }) {
        const word = (lang ?? '').trim().split(/\s+/)[0].toLowerCase();
        const language = ALIASES[word] ?? word;
        // No time limit: a busy machine must not leave the rest of a line uncoloured (shiki stops
        // tokenizing a line after 500 ms by default), so the pages are the same on every build.
        return `${shiki.codeToHtml(text, { lang: LANGS.includes(language) ? language : 'text', theme: THEME, tokenizeTimeLimit: 0 })}\n`;
      },
    },
  });
  // Wide tables scroll inside their own box, never the page.
  const html = (await marked.parse(markdown))
    .replace(/<table>/g, '<div class="table"><table>')
    .replace(/<\/table>/g, '</table></div>');
  return { html, headings };
}

/**
 * The table of contents: `## ` headings, each with its `### ` headings under it.
 * @param {Heading[]} headings
 * @returns {string}
 */
export function tableOfContents(headings) {
  let html = '<ol>';
  let open = false;
  for (const { depth, id, html: text } of headings) {
    if (depth === 2) {
      if (open) html += '</ol></li>';
      html += `<li><a href="#${id}">${text}</a><ol>`;
      open = true;
    } else if (open) {
      html += `<li><a href="#${id}">${text}</a></li>`;
    }
  }
  if (open) html += '</ol></li>';
  return `${html}</ol>`.replace(/<ol><\/ol>/g, '');
}

// The docs' "Changes" page: every contract change since the last release's baseline, per
// surface and kind, in the same words as `npm run contract:diff`. scripts/docs.mjs wraps the
// body in its page layout and links it from the index.
import { surfaces } from '../surfaces.mjs';
import { diffAgainstBaseline } from './diff-all.mjs';

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/**
 * Markdown code spans of a reason as <code>, the rest escaped. A span opens and closes with the
 * same run of backticks, so a quoted description keeps its own `code` inside (CommonMark's rule).
 */
const inline = (s) =>
  s
    .split(/((?<!`)(`+)(?!`)[\s\S]*?(?<!`)\2(?!`))/)
    .map((part, i, parts) => {
      if (i % 3 === 2) return '';
      if (i % 3 === 0) return escapeHtml(part);
      const fence = parts[i + 1].length;
      let code = part.slice(fence, -fence);
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ')) code = code.slice(1, -1);
      return `<code>${escapeHtml(code)}</code>`;
    })
    .join('');

const kinds = [
  ['breaking', 'Breaking: code written against the last release may stop compiling or working'],
  ['non-breaking', 'Non-breaking: additions and relaxations'],
  ['annotation', 'Annotations: descriptions, summaries and examples'],
];

/**
 * @param {string} root
 * @returns {{ file: string, title: string, link: string, body: string }}
 */
export function changesPage(root) {
  const { baselineVersion, version, changes } = diffAgainstBaseline(root);
  const title = `Contract changes since ${baselineVersion}`;
  const parts = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>What changed in the four contracts since release ${escapeHtml(baselineVersion)} (this build: ${escapeHtml(version)}), ` +
      'as <code>npm run contract:diff</code> reports it. Each line names the operation (its operationId: its hook is ' +
      '<code>use</code> and that name) or the schema (a type and a zod schema of that name).</p>',
  ];
  if (!changes.length) parts.push(`<p>No contract change since ${escapeHtml(baselineVersion)}.</p>`);
  for (const surface of surfaces) {
    const mine = changes.filter((c) => c.surface === surface);
    if (!mine.length) continue;
    parts.push(`<h2 id="${surface}">${surface}</h2>`);
    for (const [kind, heading] of kinds) {
      const list = mine.filter((c) => c.kind === kind);
      if (!list.length) continue;
      parts.push(
        `<h3>${escapeHtml(heading)} (${list.length})</h3><table><thead><tr><th>Operation or schema</th><th>Change</th></tr></thead><tbody>`,
      );
      for (const c of list) {
        const who = c.operationId
          ? `<code>${escapeHtml(c.operationId)}</code><br><small>${escapeHtml(`${c.method} ${c.path}`)}</small>`
          : `<code>${escapeHtml(c.schema ?? '(document)')}</code>`;
        parts.push(`<tr class="${kind}"><td>${who}</td><td>${inline(c.reason)}</td></tr>`);
      }
      parts.push('</tbody></table>');
    }
  }
  return {
    file: 'changes.html',
    title: `platform-client: ${title}`,
    link: `<a href="changes.html">${escapeHtml(title)}</a>: what the next release breaks and adds, per surface`,
    body: parts.join('\n'),
  };
}

// The hooks reference (hooks.html): every hook and query-options function of the admin, public
// and end-user surfaces with its operation, method, path and description, read from the bundled
// contracts with the generator's own reading of them (scripts/generate/react.mjs), so it names
// exactly what `npm run generate` writes. Each operation links to its reference page, and the
// reference pages link back (`withHookLinks`).
import { Marked } from 'marked';
import { hookSurfaces } from '../surfaces.mjs';
import { operationsOf } from '../generate/react.mjs';

const marked = new Marked();
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const label = { admin: 'Admin', public: 'Public', enduser: 'End user' };

/** The id of an operation's entry on the hooks page. */
const hookAnchor = (surface, operationId) => `${surface}-${operationId}`;

/** What the generator writes for one operation: hooks, then React-free functions. */
function namesOf(op) {
  if (op.method !== 'get') return { hooks: [`use${op.Op}`], functions: [`${op.id}Mutation`] };
  const infinite = op.paged && op.hasQuery;
  return {
    hooks: [`use${op.Op}`, `use${op.Op}Suspense`, ...(infinite ? [`use${op.Op}Infinite`] : [])],
    functions: [
      `${op.id}QueryOptions`,
      `get${op.Op}QueryKey`,
      ...(infinite ? [`${op.id}InfiniteQueryOptions`, `get${op.Op}InfiniteQueryKey`] : []),
    ],
  };
}

/** The page's body and its table of contents, from the bundled contracts by surface. */
export function hooksPage(docs) {
  const sections = [];
  const toc = [];
  for (const surface of hookSurfaces) {
    const ops = operationsOf(surface, docs[surface]);
    toc.push(`<li><a href="#${surface}">${label[surface]}</a></li>`);
    const entries = ops.map((op) => {
      const { hooks, functions } = namesOf(op);
      const code = (names) => names.map((n) => `<code>${n}</code>`).join(', ');
      const permission = op.permission?.resource
        ? `<p>Needs the permission <code>${escapeHtml(op.permission.resource)}</code> / <code>${escapeHtml(op.permission.action)}</code>${op.permission.verb ? ` (${escapeHtml(op.permission.verb)})` : ''}.</p>`
        : '';
      return `<h3 id="${hookAnchor(surface, op.id)}"><code>${hooks[0]}</code></h3>
<p><code>${op.method.toUpperCase()} ${escapeHtml(op.template)}</code> · operation <a href="${surface}.html#operation/${op.id}"><code>${op.id}</code></a>${op.summary ? ` · ${escapeHtml(op.summary)}` : ''}</p>
${op.description ? marked.parse(op.description) : ''}${permission}<p>Hooks: ${code(hooks)}. Without React (<code>platform-client/query/${surface}</code>): ${code(functions)}.</p>`;
    });
    sections.push(`<h2 id="${surface}">${label[surface]}: <code>platform-client/react/${surface}</code></h2>
<p>${ops.length} operations. Every name below is also exported, without the hooks, from <code>platform-client/query/${surface}</code>, with the key factory <code>keys.${surface}</code>.</p>
${entries.join('\n')}`);
  }
  const body = `<h1>React hooks</h1>
<p>Every hook and query-options function, generated from the contracts (the private surface has none: its key stays on servers).
A GET gives <code>use&lt;Op&gt;</code>, <code>use&lt;Op&gt;Suspense</code>, <code>&lt;op&gt;QueryOptions</code> and <code>get&lt;Op&gt;QueryKey</code>,
and with a <code>page</code> parameter <code>use&lt;Op&gt;Infinite</code> and <code>&lt;op&gt;InfiniteQueryOptions</code>; any other method a mutation hook.
The <a href="guide.html#react-hooks">guide</a> shows how to use them.</p>
${sections.join('\n')}`;
  return { body, toc: `<ol>${toc.join('')}</ol>` };
}

/** A copy of a bundled contract whose operations each end with a link to their hooks. */
export function withHookLinks(surface, doc) {
  const copy = structuredClone(doc);
  if (!hookSurfaces.includes(surface)) return copy;
  for (const op of operationsOf(surface, doc)) {
    const target = copy.paths[op.template][op.method];
    const { hooks } = namesOf(op);
    const link = `**React:** [${hooks.map((h) => `\`${h}\``).join(', ')}](hooks.html#${hookAnchor(surface, op.id)}) from \`platform-client/react/${surface}\`.`;
    target.description = target.description ? `${target.description}\n\n${link}` : link;
  }
  return copy;
}

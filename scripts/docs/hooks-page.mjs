// The hooks reference (hooks.html): every hook and query-options function of the admin, public
// and end-user surfaces with its operation, method, path, description, signature and a short
// example, read from the bundled contracts with the generator's own model of them
// (scripts/generate/model.mjs, as scripts/generate/react.mjs derives hooks from it), so it names
// exactly what `npm run generate` writes. Each operation links to its reference page, and the
// reference pages link back (`withHookLinks`).
import { Marked } from 'marked';
import { hookSurfaces } from '../surfaces.mjs';
import { readContract } from '../generate/model.mjs';
import { hookNames, hookOperations } from '../generate/react.mjs';
import { hookExample, hookSignatures } from './hook-signatures.mjs';

const marked = new Marked();
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const label = { admin: 'Admin', public: 'Public', enduser: 'End user' };

/** The id of an operation's entry on the hooks page. */
const hookAnchor = (surface, operationId) => `${surface}-${operationId}`;

/** The page's body and its table of contents, from the bundled contracts by surface. */
export function hooksPage(docs) {
  const sections = [];
  const toc = [];
  for (const surface of hookSurfaces) {
    const model = readContract(docs[surface], surface);
    const ops = hookOperations(surface, model);
    toc.push(`<li><a href="#${surface}">${label[surface]}</a></li>`);
    const entries = ops.map((op) => {
      const { hooks, functions } = hookNames(op, surface);
      const code = (names) => names.map((n) => `<code>${n}</code>`).join(', ');
      const permission = op.permission?.resource
        ? `<p>Needs the permission <code>${escapeHtml(op.permission.resource)}</code> / <code>${escapeHtml(op.permission.action)}</code>${op.permission.verb ? ` (${escapeHtml(op.permission.verb)})` : ''}.</p>`
        : '';
      const signatures = hookSignatures(op, model.resolve, surface);
      const example = hookExample(op, surface, model.resolve);
      const title = hooks[0] ?? functions[0];
      return `<h3 id="${hookAnchor(surface, op.id)}"><code>${title}</code></h3>
<p><code>${op.method.toUpperCase()} ${escapeHtml(op.path)}</code> · operation <a href="${surface}.html#operation/${op.id}"><code>${op.id}</code></a>${op.summary ? ` · ${escapeHtml(op.summary)}` : ''}</p>
${op.description ? marked.parse(op.description) : ''}${permission}<pre class="code signature" aria-label="Signature of ${title}"><code>${escapeHtml(signatures)}</code></pre>
<pre class="code example" aria-label="Example of ${title}"><code>${escapeHtml(example)}</code></pre>
<p>${hooks.length ? `Hooks: ${code(hooks)}` : 'No hook: it opens a session (<code>useSignIn</code>, <code>useSignUp</code>)'}. Without React (<code>platform-client/query/${surface}</code>): ${code(functions)}.</p>`;
    });
    sections.push(`<h2 id="${surface}">${label[surface]}: <code>platform-client/react/${surface}</code></h2>
<p>${ops.length} operations. Every name below is also exported, without the hooks, from <code>platform-client/query/${surface}</code>, with the key factory <code>keys.${surface}</code>.</p>
${entries.join('\n')}`);
  }
  const body = `<h1>React hooks</h1>
<p>Every hook and query-options function, generated from the contracts (the private surface has none: its key stays on servers).
A GET gives <code>use&lt;Op&gt;</code>, <code>use&lt;Op&gt;Suspense</code>, <code>&lt;op&gt;QueryOptions</code> and <code>get&lt;Op&gt;QueryKey</code>,
and with a <code>page</code> parameter <code>use&lt;Op&gt;Infinite</code> and <code>&lt;op&gt;InfiniteQueryOptions</code>; a POST, PUT, PATCH or DELETE a mutation hook and <code>&lt;op&gt;MutationOptions</code> (none for the operations that open a session: <code>useSignIn</code> and <code>useSignUp</code> are those hooks). A mutation about one entity takes <code>optimistic: (current, variables) =&gt; next</code>: the entity and its list rows show it before the answer (the <a href="guide.html#optimistic-updates">guide</a> says how).
Each entry gives the hooks' signatures and a short example written from the contract. The <a href="guide.html#react-hooks">guide</a> shows how to use them.</p>
<h2 id="arguments">Arguments, in order</h2>
<p>A query hook takes the operation's path parameters first, one argument each in the path's order (<code>id</code>),
then <code>params</code>, an object of its query parameters, <strong>only when the operation has query parameters</strong>,
then <code>options</code> (<code>{ query, request }</code>: React Query's options such as <code>enabled</code>, <code>select</code> or <code>staleTime</code>, and the transport's <code>timeout</code> and <code>maxRetries</code>) and an optional <code>queryClient</code>.
So the same operation can take different positions on two surfaces: the admin <code>useGetRequestAction(id, params?, options?)</code>
(its <code>GET /request-action/{id}</code> has the query parameter <code>projectId</code>, which the admin client fills in) and the end user's
<code>useGetRequestAction(id, options?)</code> (no query parameters). <code>params</code> is required when a query parameter is
(<code>useListActiveHolidays({ startDate, endDate })</code>), never for the admin's <code>projectId</code>.
A mutation hook takes only <code>options</code> and <code>queryClient</code>; what it sends goes to <code>mutate</code>:
<code>{ ...pathParameters, data: body, params: query }</code>. The <a href="guide.html#end-user-hooks-and-argument-positions">guide</a> shows end-user hooks in a component.</p>
${sections.join('\n')}`;
  return { body, toc: `<ol>${toc.join('')}</ol>` };
}

/**
 * The same reference as Markdown (docs/hooks.md, committed beside the guide, whose links reach it
 * on GitHub and in the package): per surface, per operation, its hooks, functions, signatures and
 * example. `node scripts/docs/hooks-markdown.mjs` writes it; `--check` fails when it is stale.
 */
export function hooksMarkdown(docs) {
  const out = [
    '# React hooks',
    '',
    '<!-- Generated by `node scripts/docs/hooks-markdown.mjs` from the contracts in openapi/. Do not edit by hand. -->',
    '',
    'Every hook and React-free function of the admin, public and end-user surfaces, generated from the',
    'contracts (the private surface has none: its key stays on servers). A GET gives `use<Op>`,',
    '`use<Op>Suspense`, `<op>QueryOptions` and `get<Op>QueryKey`, and with a `page` parameter',
    '`use<Op>Infinite` and `<op>InfiniteQueryOptions`; a POST, PUT, PATCH or DELETE a mutation hook and',
    '`<op>MutationOptions(client, options?)`, its React-free options (none for the operations that open',
    'a session: `useSignIn` and `useSignUp` of `platform-client/react` are those hooks). A mutation about',
    'one entity takes `optimistic: (current, variables) => next`: the entity and its list rows show it',
    'before the answer, hold the answer on success and go back on an error',
    '([Optimistic updates](guide.md#optimistic-updates)). A query hook takes the path parameters, then',
    '`params` only when the operation has query parameters, then `options` and `queryClient`',
    '([End-user hooks and argument positions](guide.md#end-user-hooks-and-argument-positions)).',
    "A hook's `error`, and the error a mutation's callbacks (`onError`, `onSettled`, `retry`,",
    "`throwOnError`) hear, is its operation's `<OperationId>Error`",
    '([Errors typed by their operation](guide.md#errors-typed-by-their-operation)).',
    '',
    ...hookSurfaces.map((surface) => `- [${label[surface]}](#${surface})`),
  ];
  for (const surface of hookSurfaces) {
    const model = readContract(docs[surface], surface);
    const ops = hookOperations(surface, model);
    out.push(
      '',
      `<a id="${surface}"></a>`,
      '',
      `## ${label[surface]}: \`platform-client/react/${surface}\``,
      '',
      `${ops.length} operations; every name but the hooks is also exported by \`platform-client/query/${surface}\`, with the key factory \`keys.${surface}\`.`,
    );
    for (const op of ops) {
      const { hooks, functions } = hookNames(op, surface);
      const code = (names) => names.map((n) => `\`${n}\``).join(', ');
      const p = op.permission;
      out.push(
        '',
        `<a id="${hookAnchor(surface, op.id)}"></a>`,
        '',
        `### ${surface}: \`${hooks[0] ?? functions[0]}\``,
        '',
        `\`${op.method.toUpperCase()} ${op.path}\` · operation \`${op.id}\`${op.summary ? ` · ${op.summary.trim()}` : ''}`,
        ...(op.description ? ['', op.description.trim()] : []),
        ...(p?.resource
          ? ['', `Needs the permission \`${p.resource}\` / \`${p.action}\`${p.verb ? ` (${p.verb})` : ''}.`]
          : []),
        '',
        '```ts',
        hookSignatures(op, model.resolve, surface),
        '```',
        '',
        '```tsx',
        hookExample(op, surface, model.resolve),
        '```',
        '',
        `${hooks.length ? `Hooks: ${code(hooks)}` : 'No hook: it opens a session (`useSignIn`, `useSignUp`)'}. Without React: ${code(functions)}.`,
      );
    }
  }
  return `${out.join('\n')}\n`;
}

/** A copy of a bundled contract whose operations each end with a link to their hooks. */
export function withHookLinks(surface, doc) {
  const copy = structuredClone(doc);
  if (!hookSurfaces.includes(surface)) return copy;
  for (const op of hookOperations(surface, readContract(doc, surface))) {
    const target = copy.paths[op.path][op.method];
    const { hooks, functions } = hookNames(op, surface);
    const link = `**React:** [${(hooks.length ? hooks : functions.slice(0, 1)).map((h) => `\`${h}\``).join(', ')}](hooks.html#${hookAnchor(surface, op.id)}) from \`platform-client/react/${surface}\`.`;
    target.description = target.description ? `${target.description}\n\n${link}` : link;
  }
  return copy;
}

#!/usr/bin/env node
// `npm run docs`: self-contained HTML docs in dist-docs/, which work offline and ask no other
// origin for anything: the guide (docs/guide.md, with a table of contents and highlighted
// code), one Redoc page per contract, the contract changes since the last release, and an
// index. Every page carries the same bar of links (scripts/docs/layout.mjs): a new page is
// written here with `page()` and added to `nav` there.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BAR_HEIGHT_PX, barStyle, nav, navBar, page } from './docs/layout.mjs';
import { renderMarkdown, tableOfContents } from './docs/markdown.mjs';
import { changesPage } from './contract-diff/changes-page.mjs';
import { hooksPage, withHookLinks } from './docs/hooks-page.mjs';
import { surfaces } from './surfaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-docs');
const label = (file) => nav.find((p) => p.href === file).label;

// Redoc's sidebar shows "API docs by Redocly" with a logo it loads from Redocly's CDN: the same
// words, drawn here instead, so the page makes no request to another origin.
const redoclyLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="16"><text x="0" y="13" font-family="sans-serif" font-size="13" fill="#8a8a8a">Redocly</text></svg>',
)}`;

/**
 * The bundled contract with each server's `{variables}` filled in with their defaults: Redoc shows a
 * server's URL as written, and a bare `{baseUrl}` tells a reader nothing. The description says
 * the URL is the client's `baseUrl`.
 */
function withServerDefaults(contract) {
  return {
    ...contract,
    servers: (contract.servers ?? []).map(({ url, variables = {}, description }) => ({
      // Filled in from the defaults; said so below, in plain words (Redoc shows this text as it is).
      url: url.replace(/\{([^}]+)\}/g, (whole, name) => variables[name]?.default ?? whole),
      description: url.includes('{')
        ? "Your client's baseUrl; shown here: the mock platform's, as npm start serves it."
        : description,
    })),
  };
}

/**
 * The bundled contract with each operation's `x-permission` said first in its description, where
 * Redoc shows it: "Needs the permission `cms` `update` (Write)".
 */
function withPermissionsShown(doc) {
  const copy = structuredClone(doc);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const permission = operation?.['x-permission'];
      if (!permission) continue;
      const line =
        permission === 'own'
          ? '**Permission:** none beyond signing in (the caller’s own).'
          : `**Permission:** \`${permission.resource}\` \`${permission.action}\` at level ${permission.verb} (\`can('${permission.resource}', '${permission.action}', '${permission.verb}')\`).`;
      operation.description = `${line}\n\n${operation.description ?? ''}`;
    }
  }
  return copy;
}

/** One contract's reference: Redoc inlined, our bar on top, no request to another origin. */
async function writeReference(surface) {
  const file = `${surface}.html`;
  const target = path.join(out, file);
  // The bundled contract, each operation linked to its hooks (hooks.html).
  const source = path.join(out, `.${surface}.json`);
  fs.writeFileSync(
    source,
    JSON.stringify(withServerDefaults(withPermissionsShown(withHookLinks(surface, bundled(surface))))),
  );
  await promisify(execFile)(
    path.join(root, 'node_modules/.bin/redocly'),
    // scrollYOffset: Redoc keeps its sidebar and its scroll targets below our sticky bar.
    [
      'build-docs',
      source,
      '--inlineBundle',
      '--title',
      `platform-client: ${label(file)}`,
      `--openapi.scrollYOffset=${BAR_HEIGHT_PX}`,
      '-o',
      target,
    ],
    { cwd: root, env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' } },
  );
  let html = fs.readFileSync(target, 'utf8');
  html = html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, redoclyLogo);
  html = html
    .replace(/^<\/head>$/m, `<style>${barStyle}</style>\n</head>`)
    .replace(/^<body>$/m, `<body>\n${navBar(file)}`);
  if (!html.includes('class="docs-bar"'))
    throw new Error(`${file}: Redoc's page changed shape; the bar found no <body>`);
  fs.writeFileSync(target, html);
  fs.rmSync(source);
}

/** A surface's contract as `npm run generate` bundled it. */
function bundled(surface) {
  const { 'x-generated': _generated, ...doc } = JSON.parse(
    fs.readFileSync(path.join(root, 'generated/openapi', `${surface}.json`), 'utf8'),
  );
  return doc;
}

function writeHooks() {
  const { body, toc } = hooksPage(Object.fromEntries(surfaces.map((s) => [s, bundled(s)])));
  fs.writeFileSync(
    path.join(out, 'hooks.html'),
    page({ file: 'hooks.html', title: 'platform-client: React hooks', body, toc }),
  );
}

async function writeGuide() {
  // The guide links the Markdown reference beside it (docs/hooks.md, for GitHub and the package); here, its page.
  const guide = fs
    .readFileSync(path.join(root, 'docs/guide.md'), 'utf8')
    .replace(/\]\(hooks\.md(#[^)]*)?\)/g, '](hooks.html$1)');
  const { html, headings } = await renderMarkdown(guide);
  fs.writeFileSync(
    path.join(out, 'guide.html'),
    page({ file: 'guide.html', title: 'platform-client guide', body: html, toc: tableOfContents(headings) }),
  );
}

function writeIndex(changes) {
  const references = surfaces
    .map((s) => `<li><a href="${s}.html">${label(`${s}.html`)}</a>: every operation of the ${s} surface</li>`)
    .join('');
  const body = `<h1>platform-client docs</h1>
<p>The TypeScript client of the platform, and the four contracts it is generated from. These pages work offline.</p>
<h2 id="guide">Guide</h2><ul><li><a href="guide.html">The guide</a>: each client kind, the React hooks, chat, errors and
retries, the mock platform, regenerating after a contract change</li></ul>
<h2 id="api-reference">API reference</h2><ul>${references}</ul>
<h2 id="react-hooks">React hooks</h2><ul><li><a href="hooks.html">React hooks</a>: every hook and query-options function per surface, with its operation</li></ul>
<h2 id="changes">Changes</h2><ul><li>${changes.link}</li></ul>`;
  fs.writeFileSync(path.join(out, 'index.html'), page({ file: 'index.html', title: 'platform-client docs', body }));
}

function writeChanges() {
  const changes = changesPage(root);
  // Its tables scroll in their own box on a narrow screen, as the guide's do.
  const body = changes.body.replace(/<table>/g, '<div class="table"><table>').replace(/<\/table>/g, '</table></div>');
  fs.writeFileSync(path.join(out, changes.file), page({ file: changes.file, title: changes.title, body }));
  return changes;
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
// Redoc's builds mostly wait: side by side.
await Promise.all([...surfaces.map(writeReference), writeGuide()]);
writeHooks();
writeIndex(writeChanges());
console.log(`docs written to ${path.relative(root, out)}/: ${fs.readdirSync(out).sort().join(', ')}`);

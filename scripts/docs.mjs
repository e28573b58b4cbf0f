#!/usr/bin/env node
// `npm run docs`: self-contained HTML docs in dist-docs/: one Redoc page per contract (Redoc
// inlined, so they work offline), the guide rendered from docs/guide.md, and an index page.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';
import { surfaces } from './surfaces.mjs';
import { changesPage } from './contract-diff/changes-page.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-docs');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const titles = { admin: 'Admin API', public: 'Public API', private: 'Private API', enduser: 'End-user API' };
for (const surface of surfaces) {
  const { status, stderr } = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['build-docs', surface, '--inlineBundle', '--title', `platform-client: ${titles[surface]}`, '-o', path.join(out, `${surface}.html`)],
    { cwd: root, encoding: 'utf8' },
  );
  if (status !== 0) {
    console.error(stderr);
    process.exit(1);
  }
}

const style = `body{font:16px/1.55 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f6f8fa;padding:1rem;overflow:auto;border-radius:6px}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.3rem .6rem;vertical-align:top}a{color:#0969da}
nav a{margin-right:1rem}`;
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${style}</style></head><body>${body}</body></html>\n`;

const guide = marked.parse(fs.readFileSync(path.join(root, 'docs/guide.md'), 'utf8'), { async: false });
fs.writeFileSync(path.join(out, 'guide.html'), page('platform-client guide', `<nav><a href="index.html">Docs home</a></nav>${guide}`));

const changes = changesPage(root);
fs.writeFileSync(path.join(out, changes.file), page(changes.title, `<nav><a href="index.html">Docs home</a></nav>${changes.body}`));

const links = surfaces.map((s) => `<li><a href="${s}.html">${titles[s]}</a>: every operation of the ${s} surface</li>`).join('');
fs.writeFileSync(
  path.join(out, 'index.html'),
  page(
    'platform-client docs',
    `<h1>platform-client docs</h1><p>The TypeScript client of the platform, and the four contracts it is generated from. These pages work offline.</p>
<h2>Guide</h2><ul><li><a href="guide.html">The guide</a>: each client kind, the React hooks, chat, errors and retries, the mock platform, regenerating after a contract change</li></ul>
<h2>API reference</h2><ul>${links}</ul>
<h2>Changes</h2><ul><li>${changes.link}</li></ul>`,
  ),
);
console.log(`docs written to ${path.relative(root, out)}/: index.html, guide.html, ${surfaces.map((s) => `${s}.html`).join(', ')}`);

#!/usr/bin/env node
// Docs as tests: every ```ts and ```tsx block of README.md and docs/guide.md is a complete
// program. Each one is written to its own module and type-checked strictly against the BUILT
// package (`platform-client` and its subpaths resolve to dist/ through a node_modules link, as
// they would for a user), so a snippet that uses a name it never declares, or an API that has
// changed, fails here. Then every block not marked `no-run` in its info string (```ts no-run) runs
// on Node against the snippet platform (scripts/snippet-platform.mjs); `--verbose` prints what
// each one printed. A block marked `next` (```tsx next file=app/news/page.tsx) is a file of a
// Next.js app: it is checked as Next checks it (bundler resolution, Next's types loaded), under
// the path `file=` gives (so blocks import each other as `./news`), and never run. A block marked
// `vitest` (```tsx vitest) is a test file a reader copies into their own suite: it is checked as
// the others are, then run by vitest (its `// @vitest-environment` line chooses the DOM). Expects
// `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documented, startSnippetPlatform } from './snippet-platform.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['README.md', 'docs/guide.md'];
const work = path.join(root, '.tmp', 'snippets');
const RUN_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} Snippet
 * @property {'ts' | 'tsx'} lang
 * @property {boolean} run False when the info string says `no-run` or `next`.
 * @property {boolean} [next] A file of a Next.js app (`next` in the info string).
 * @property {string} [file] Its path in the app (`file=app/page.tsx`).
 * @property {number} line The Markdown line the code starts on (1-based).
 * @property {string} code
 */

/**
 * The ```ts / ```tsx blocks of a Markdown text, with the line each one's code starts on.
 * @param {string} markdown
 * @returns {Snippet[]}
 */
export function extractSnippets(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  let open = null;
  lines.forEach((line, index) => {
    if (!open) {
      const fence = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/.exec(line);
      if (fence)
        open = {
          indent: fence[1].length,
          fence: fence[2],
          words: fence[3].trim().split(/\s+/).filter(Boolean),
          start: index + 2,
          code: [],
        };
    } else if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
      const [lang, ...flags] = open.words;
      if (lang === 'ts' || lang === 'tsx') {
        // Copied as it is into a file of its own, a block that augments a module must be a module
        // too: in a script, `declare module 'platform-client'` declares the package anew, which
        // hides its real types under bundler resolution (the `export {}` prepare() adds hides that).
        const code = open.code.join('\n');
        if (/^\s*declare module\b/m.test(code) && !/^\s*(import|export)\b/m.test(code)) {
          throw new Error(
            `the block on line ${open.start - 1} declares a module but has no import or export (add \`export {};\`): copied into a file of its own, it would hide the package's types`,
          );
        }
        const next = flags.includes('next');
        const vitest = flags.includes('vitest');
        const file = flags.find((f) => f.startsWith('file='))?.slice('file='.length);
        const app = next ? { next, file } : vitest ? { vitest } : {};
        blocks.push({
          lang,
          run: !flags.includes('no-run') && !next && !vitest,
          ...app,
          line: open.start,
          code: open.code.join('\n'),
        });
      }
      open = null;
    } else {
      open.code.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
    }
  });
  if (open) throw new Error(`a fenced block opened on line ${open.start - 1} never closes`);
  return blocks;
}

function prepare() {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(path.join(work, 'node_modules'), { recursive: true });
  // The package as a dependency: its package.json exports send every subpath to dist/.
  fs.symlinkSync(root, path.join(work, 'node_modules', 'platform-client'), 'dir');
  fs.writeFileSync(path.join(work, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  fs.writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        // The strictest consumer the README promises the package compiles in.
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noImplicitOverride: true,
        noFallthroughCasesInSwitch: true,
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules/@types')],
        skipLibCheck: true,
        outDir: 'out',
        rootDir: '.',
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  // The Next.js app the `next` blocks are files of, checked as Next checks an app.
  fs.mkdirSync(path.join(work, 'next'));
  fs.writeFileSync(path.join(work, 'next', 'next-env.d.ts'), '/// <reference types="next" />\n');
  fs.writeFileSync(
    path.join(work, 'next', 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        isolatedModules: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules/@types')],
        skipLibCheck: true,
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
  );
  const snippets = [];
  for (const source of sources) {
    const blocks = extractSnippets(fs.readFileSync(path.join(root, source), 'utf8'));
    blocks.forEach((block, i) => {
      const own = `${path.basename(source, '.md').toLowerCase()}-${String(i + 1).padStart(2, '0')}${block.vitest ? '.test' : ''}.${block.lang}`;
      const name = block.next ? path.posix.join('next', block.file ?? own) : own;
      fs.mkdirSync(path.dirname(path.join(work, name)), { recursive: true });
      // `export {}` keeps a block without imports a module of its own, never a global script.
      fs.writeFileSync(path.join(work, name), `${block.code}\nexport {};\n`);
      snippets.push({ ...block, source, name });
    });
  }
  return snippets;
}

/** tsc's `file(line,col)` pointed back at the Markdown line of the block. */
function toMarkdownPositions(output, snippets) {
  return output.replace(/^([\w./-]+\.tsx?)\((\d+),(\d+)\)/gm, (whole, file, line, col) => {
    const snippet = snippets.find((s) => s.name === file);
    return snippet ? `${snippet.source}:${snippet.line + Number(line) - 1}:${col}` : whole;
  });
}

function typeCheck(snippets) {
  let ok = true;
  // The Node program, then the Next.js app's (the root tsconfig's include leaves `next/` out).
  for (const project of ['.', 'next']) {
    const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', project, '--pretty', 'false'], {
      cwd: work,
      encoding: 'utf8',
    });
    if (tsc.status !== 0) {
      console.error(toMarkdownPositions(tsc.stdout + tsc.stderr, snippets).trim());
      ok = false;
    }
  }
  return ok;
}

function runOne(snippet, platform) {
  const file = path.join(work, 'out', snippet.name.replace(/\.tsx?$/, '.js'));
  let js = fs.readFileSync(file, 'utf8');
  for (const [part, url] of Object.entries(documented)) js = js.replaceAll(url, platform.urls[part]);
  fs.writeFileSync(file, js);
  return new Promise((resolve) => {
    // A browser's localStorage for the snippets that keep a session in it (Node's Web Storage,
    // one empty file per snippet).
    const storage = [`--experimental-webstorage`, `--localstorage-file=${file}.localstorage`, '--no-warnings'];
    const child = spawn(process.execPath, [...storage, file], { cwd: work, env: { ...process.env, ...platform.env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      output += `\n(no end after ${RUN_TIMEOUT_MS / 1000} s)`;
      child.kill();
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, output });
    });
  });
}

/** Runs the `vitest` blocks, as test files of the reader's suite would run (their own mock, MSW). */
function runTests(tests) {
  fs.writeFileSync(
    path.join(work, 'vitest.config.mjs'),
    `export default { test: { include: ${JSON.stringify(tests.map((t) => t.name))}, testTimeout: 30000 } };\n`,
  );
  const vitest = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.config.mjs'], {
    cwd: work,
    encoding: 'utf8',
  });
  return { ok: vitest.status === 0, output: vitest.stdout + vitest.stderr };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(root, 'dist/src/index.d.ts'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(1);
  }
  const snippets = prepare();
  const compiled = typeCheck(snippets);
  console.log(
    `${compiled ? 'all' : 'NOT all'} ${snippets.length} snippets compile (strict, against the built package)`,
  );
  if (!compiled) process.exit(1);
  const runnable = snippets.filter((s) => s.run);
  const platform = await startSnippetPlatform();
  let failed = 0;
  try {
    // One at a time: prism answers from this process, and the machine has few cores.
    for (const snippet of runnable) {
      const { ok, output } = await runOne(snippet, platform);
      if (process.argv.includes('--verbose')) console.log(`--- ${snippet.source}:${snippet.line}\n${output.trim()}`);
      if (!ok) {
        failed++;
        console.error(`${snippet.source}:${snippet.line}: the snippet failed on the mock platform\n${output.trim()}`);
      }
    }
  } finally {
    await platform.close();
  }
  const tests = snippets.filter((s) => s.vitest);
  if (tests.length) {
    const { ok, output } = runTests(tests);
    if (process.argv.includes('--verbose') || !ok) console.log(output.trim());
    if (!ok) failed++;
    else console.log(`${tests.length} test-file snippets pass under vitest`);
  }
  console.log(
    `${runnable.length - failed}/${runnable.length} runnable snippets ran on the mock platform (${snippets.length - runnable.length - tests.length} marked no-run)`,
  );
  process.exit(failed ? 1 : 0);
}

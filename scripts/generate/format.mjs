// Every generated TypeScript file leaves the generator formatted, as docs/design.md ("Why our own
// generator") says: Biome with `expand: 'never'`, then comments, which Biome never reflows, wrapped
// at 120 columns, a backtick span never split.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 120;
const comment = /^\s*(\/\/|\/\*|\*)/;

/** `items` joined by spaces, greedily, into pieces of at most `width` (where `joins(last)` lets them). */
function pack(items, width, joins = (_last) => true) {
  const out = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last !== undefined && joins(last) && last.length + 1 + item.length <= width)
      out[out.length - 1] = `${last} ${item}`;
    else out.push(item);
  }
  return out;
}

/** Whether a backtick span or a `{@link` is open at the end of `text` (a code span split in two reads wrong). */
const openSpan = (text) => (text.split('`').length - 1) % 2 === 1 || text.endsWith('{@link');

/** `text` broken into lines of at most `width`: its words, a span kept whole while it fits, a longer word cut. */
export function fill(text, width) {
  const cut = (word) => word.match(new RegExp(`.{1,${width}}`, 'g')) ?? [word];
  return pack(pack(text.split(' '), width, openSpan).flatMap(cut), width);
}

/** A comment line over 120 columns as the lines of the same comment that fit. */
function wrapComment(line) {
  const indent = line.length - line.trimStart().length;
  const m = /^\s*(\/\/|\*|\/\*\*)\s?(.*?)(\s*\*\/)?$/.exec(line);
  if (!m) return [line];
  const [, mark, raw, end] = m;
  const text = (raw ?? '').trimEnd();
  // A JSDoc line's `*` stands one column right of its `/**`.
  const pad = ' '.repeat(mark === '*' ? indent - 1 : indent);
  const lines = fill(text, WIDTH - pad.length - 3);
  if (mark === '//') return lines.map((t) => `${pad}// ${t}`);
  const body = lines.map((t) => `${pad} * ${t}`);
  if (mark === '*') return end ? [...body, `${pad} */`] : body;
  return [`${pad}/**`, ...body, `${pad} */`];
}

/** `text` with its comment lines over 120 columns wrapped. @param {string} text */
export function wrapComments(text) {
  return text
    .split('\n')
    .flatMap((line) => (line.length > WIDTH && comment.test(line) ? wrapComment(line) : [line]))
    .join('\n');
}

const biomeBin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
// biome.jsonc leaves generated/ out of `npm run lint`: its settings are extended here, outside the repository.
const settings = {
  extends: [path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../biome.jsonc')],
  vcs: { enabled: false },
  files: { maxSize: 16 * 1024 * 1024 },
  formatter: { expand: 'never' },
};

/** `texts` through Biome's formatter, in one run (in a directory of their own). */
function biome(texts) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generate-format-'));
  try {
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(settings));
    for (const [i, text] of texts.entries()) fs.writeFileSync(path.join(dir, `${i}.ts`), text);
    execFileSync(process.execPath, [biomeBin, 'format', '--write', '.'], { cwd: dir, stdio: 'pipe' });
    return texts.map((_, i) => fs.readFileSync(path.join(dir, `${i}.ts`), 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `files` (path → text) with every `.ts` file formatted: Biome, then comments wrapped. The result
 * is what this function and Biome leave as it is. Other files pass unchanged.
 * @type {(files: import('./generator.js').Files) => import('./generator.js').Files}
 */
export function formatFiles(files) {
  const ts = Object.keys(files).filter((rel) => rel.endsWith('.ts'));
  const texts = biome(ts.map((rel) => files[rel] ?? ''));
  return { ...files, ...Object.fromEntries(ts.map((rel, i) => [rel, wrapComments(texts[i] ?? '')])) };
}

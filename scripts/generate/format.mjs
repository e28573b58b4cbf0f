// Every generated TypeScript file leaves the generator formatted: Biome's formatter with the
// repository's settings (120 columns), after two steps of our own. First, a block printed one
// member a line is joined onto one line where it fits, innermost first: Biome keeps an object or
// type literal expanded when its source breaks after `{`, so printing compactly is what keeps the
// output short. Last, comments (which Biome never reflows) are wrapped at 120 columns, a backtick
// span never split. `--check` compares this output, so formatting is part of freshness.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const WIDTH = 120;
const comment = /^\s*(\/\/|\/\*|\*)/;
const indentOf = (line) => line.length - line.trimStart().length;

/** One pass of joining `{`/`[` blocks whose members (one a line, `,` or `;` ended) fit on one line. */
function joinOnce(lines) {
  const out = [];
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = line.at(-1);
    if ((open === '{' || open === '[') && !comment.test(line)) {
      const close = open === '{' ? '}' : ']';
      const indent = indentOf(line);
      let j = i + 1;
      while (j < lines.length && indentOf(lines[j]) > indent && !comment.test(lines[j]) && /[;,]$/.test(lines[j])) j++;
      const end = lines[j];
      if (j > i + 1 && end !== undefined && indentOf(end) === indent && end.trimStart().startsWith(close)) {
        const body = lines.slice(i + 1, j).map((l) => l.trim());
        const joined = `${line} ${body.join(' ').slice(0, -1)} ${end.trimStart()}`;
        if (joined.length <= WIDTH) {
          out.push(joined);
          i = j;
          changed = true;
          continue;
        }
      }
    }
    out.push(line);
  }
  return { out, changed };
}

/**
 * `text` with every block that fits on one line joined there. A text indented by four (as
 * openapi-typescript prints) is first indented by two, as Biome will, so that what fits is judged
 * at the width it will have.
 * @param {string} text
 * @returns {string}
 */
export function printCompactly(text) {
  let lines = text.split('\n');
  if (!lines.some((l) => /^ {2}\S/.test(l)))
    lines = lines.map((l) => l.replace(/^( {4})+/, (s) => s.slice(s.length / 2)));
  for (let pass = joinOnce(lines); ; pass = joinOnce(lines)) {
    lines = pass.out;
    if (!pass.changed) return lines.join('\n');
  }
}

/** The words of `text`, a backtick span kept whole while it fits (a code span split in two reads wrong). */
function words(text, width) {
  const out = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    const open = last !== undefined && ((last.split('`').length - 1) % 2 === 1 || last.endsWith('{@link'));
    if (open && last.length + 1 + word.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** `text` broken into lines of at most `width` characters (a longer word, a URL, cut at `width`). */
function fill(text, width) {
  const lines = [];
  const pieces = words(text, width).flatMap((w) => w.match(new RegExp(`.{1,${width}}`, 'g')) ?? [w]);
  for (const word of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A comment line over 120 columns as the lines of the same comment that fit. */
function wrapComment(line) {
  const indent = indentOf(line);
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

/**
 * `text` with its comment lines over 120 columns wrapped.
 * @param {string} text
 * @returns {string}
 */
export function wrapComments(text) {
  return text
    .split('\n')
    .flatMap((line) => (line.length > WIDTH && comment.test(line) ? wrapComment(line) : [line]))
    .join('\n');
}

const biomeBin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
// The repository's formatter settings (biome.jsonc), which leaves generated/ out of `npm run lint`.
const settings = {
  files: { maxSize: 16 * 1024 * 1024 },
  formatter: { enabled: true, indentStyle: 'space', indentWidth: 2, lineWidth: WIDTH },
  javascript: {
    formatter: { quoteStyle: 'single', trailingCommas: 'all', semicolons: 'always', arrowParentheses: 'always' },
  },
  linter: { enabled: false },
  assist: { enabled: false },
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
 * `files` (path → text) with every `.ts` file formatted: printed compactly, then Biome, again until
 * nothing more fits on one line (Biome's indentation and quotes can make a block fit that did not),
 * then comments wrapped. The result is what this function and Biome leave as it is. Other files
 * pass unchanged.
 * @param {Record<string, string>} files
 * @returns {Record<string, string>}
 */
export function formatFiles(files) {
  const ts = Object.keys(files).filter((rel) => rel.endsWith('.ts'));
  let texts = ts.map((rel) => files[rel] ?? '');
  // Until Biome gives back what it was given last time (a block Biome always breaks, a function
  // body, is joined and broken again: that is no change).
  for (let todo = texts.map((_, i) => i); todo.length; ) {
    const done = biome(todo.map((i) => printCompactly(texts[i] ?? '')));
    const changed = todo.filter((i, k) => done[k] !== texts[i]);
    for (const [k, i] of todo.entries()) texts[i] = done[k] ?? '';
    todo = changed;
  }
  texts = texts.map(wrapComments);
  return { ...files, ...Object.fromEntries(ts.map((rel, i) => [rel, texts[i] ?? ''])) };
}

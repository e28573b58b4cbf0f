// The generator (issue 43): `npm run generate` wall time, one spawn of scripts/generate.mjs on this
// Node (it rewrites generated/, identically when the contracts are unchanged; `git status` of
// generated/ is read before and after so the report says whether anything changed); the time of a
// watch save that touches one surface (public), on a copy of the contracts and the output, as the
// watch loop reports it (debounce aside); and the lines of the generator and of what it writes.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { round } from './stats.mjs';

const status = (root) =>
  execFileSync('git', ['status', '--porcelain', '--', 'generated'], { cwd: root, encoding: 'utf8' });

const lines = (file) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

/** Lines of the files under `dir` (recursively) whose name ends with `ending`. */
function linesUnder(dir, ending) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ending))
    .reduce((n, e) => n + lines(path.join(e.parentPath, e.name)), 0);
}

/** Seconds the watch loop takes to regenerate after a save to a public-only path file. */
async function watchSaveSeconds(root) {
  const { watchContracts } = await import(path.join(root, 'scripts/generate/watch.mjs'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-watch-'));
  try {
    fs.cpSync(path.join(root, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
    fs.cpSync(path.join(root, 'generated'), path.join(dir, 'generated'), { recursive: true });
    let line = '';
    let saved = () => {};
    const done = new Promise((resolve) => (saved = resolve));
    const watcher = await watchContracts({
      openapiDir: path.join(dir, 'openapi'),
      outDir: path.join(dir, 'generated'),
      initial: false,
      log: (text) => {
        if (/^saved .*: regenerated /.test(text)) line = text;
      },
      onGenerated: () => saved(),
    });
    try {
      const file = path.join(dir, 'openapi/paths/public/v1@nbg@{code}.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('  summary: ', '  summary: Now '));
      await done;
    } finally {
      watcher.close();
    }
    const seconds = /regenerated public in ([\d.]+) s/.exec(line)?.[1];
    if (!seconds) throw new Error(`the watch save regenerated more than public: ${line}`);
    return Number(seconds);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchGenerate(root) {
  const before = status(root);
  const started = performance.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/generate.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run generate exited with ${code}`);
  return {
    seconds: round(seconds, 1),
    generatedChanged: status(root) !== before,
    watchSaveSeconds: await watchSaveSeconds(root),
    generatorLines:
      linesUnder(path.join(root, 'scripts/generate'), '.mjs') + lines(path.join(root, 'scripts/generate.mjs')),
    generatedLines: linesUnder(path.join(root, 'generated'), '.ts'),
  };
}

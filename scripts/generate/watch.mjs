// `npm run generate -- --watch` and `npm start`: regenerate on every (debounced) save under openapi/,
// only the surfaces whose bundle changed (a shared component changes every bundle that uses it), as
// docs/design.md's live contracts say. A contract error (YAML, `$ref`, lint, or what the generator cannot
// express) prints file and line and leaves the output as it was: the watch goes on.
import fs from 'node:fs';
import path from 'node:path';
import { surfaces } from '../surfaces.mjs';
import { ContractProblems, lintContracts, regenerate, shownPath } from './run.mjs';
import { surfaceDelta } from './surface-summary.mjs';

const DEBOUNCE_MS = 150;

/**
 * Calls `onChange(relativePath)` for each change of a file in `root`'s tree (`baseline/` aside)
 * until the function it returns is called.
 * One inotify watch per directory rather than `fs.watch`'s `recursive`, whose Linux
 * implementation lost track of a file replaced by rename (as editors and `sed -i` save).
 */
function watchTree(root, onChange) {
  const watchers = new Map();
  const scan = () => {
    const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
    const dirs = entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
    for (const dir of [root, ...dirs]) {
      if (watchers.has(dir) || path.relative(root, dir).split(path.sep)[0] === 'baseline') continue;
      const watcher = fs.watch(dir, (event, name) => {
        if (event === 'rename') rescan();
        if (name) onChange(path.relative(root, path.join(dir, name)));
      });
      // A directory removed under us: forget it; a later scan picks it up again if it returns.
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(dir);
      });
      watchers.set(dir, watcher);
    }
  };
  const rescan = () => {
    try {
      scan();
    } catch {
      // A directory vanished mid-scan: the next event scans again.
    }
  };
  scan();
  return () => {
    for (const w of watchers.values()) w.close();
  };
}

/**
 * The bundles last written to `outDir` (without the generated header), or undefined if absent: for
 * `npm start`'s mock when it serves another output, and `npm run generate`'s summary of what was.
 */
export function readGenerated(outDir) {
  const bare = ({ 'x-generated': _header, ...doc }) => doc;
  try {
    return Object.fromEntries(
      surfaces.map((s) => [s, bare(JSON.parse(fs.readFileSync(path.join(outDir, 'openapi', `${s}.json`), 'utf8')))]),
    );
  } catch {
    return undefined;
  }
}

/**
 * Watches `openapiDir` (its YAML files; `baseline/` aside) and regenerates into `outDir`.
 * @type {import('./generator.js').WatchContracts}
 */
export async function watchContracts({ openapiDir, outDir, log, initial = true, onGenerated, kept }) {
  /** @type {import('./generator.js').Good | undefined} */
  let good;
  const shownOut = shownPath(outDir);
  /** Logs `head` and each problem of `error` in one call: a reader never sees the head alone. */
  const report = (head, error) => {
    const problems = error instanceof ContractProblems ? error.problems : [error?.message ?? String(error)];
    log([head, ...problems.map((line) => `  ${line}`)].join('\n'));
  };

  const run = async (why) => {
    try {
      const last = good;
      // Only the surfaces that changed are linted: redocly's lint takes seconds per surface.
      const result = await regenerate({ openapiDir, outDir }, last, (_, changed) => lintContracts(openapiDir, changed));
      const { changed, written, removed, seconds } = (good = result);
      if (!changed.length) return log(`${why}: the bundled contracts are unchanged, nothing to write`);
      log(
        `${why}: regenerated ${changed.join(', ')} in ${seconds} s; wrote ${written.length} file(s) in ${shownOut}/` +
          `${written.length ? `: ${written.join(', ')}` : ''}${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
      );
      for (const line of surfaceDelta(last?.summary, result.summary)) log(`  ${line}`);
      await onGenerated?.(result);
    } catch (error) {
      report(
        `${why}: contract error, nothing regenerated; ${kept ?? `${shownOut}/ keeps`} the last good contracts:`,
        error,
      );
    }
  };

  // One run at a time; saves during a run are gathered into the next.
  let running = Promise.resolve();
  let pending = new Set();
  let timer;

  if (initial) await (running = run('start'));
  else {
    // The contracts as they are now are the last good ones, and generated/ is taken to hold what
    // they give: printed here, in memory, so that the first save writes only what it changes.
    try {
      good = await regenerate({ openapiDir }, undefined, async () => {});
    } catch (error) {
      report('start: contract error; the first good save regenerates everything:', error);
    }
  }
  const unwatch = watchTree(openapiDir, (file) => {
    if (!/\.ya?ml$/.test(file)) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending = new Set();
      running = running.then(() => run(`saved ${files.join(', ')}`));
    }, DEBOUNCE_MS);
  });
  log(`watching ${shownPath(openapiDir)}/ for changes`);
  return {
    close: () => {
      clearTimeout(timer);
      unwatch();
    },
    idle: () => running,
    current: () => good && { models: good.models, summary: good.summary },
  };
}

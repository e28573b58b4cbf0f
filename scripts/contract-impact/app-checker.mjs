// An app's TypeScript project, type-checked against one version of the SDK's declarations or
// another without touching either: every file below `sdkDir` is read from a swap directory
// instead (the declarations generated from other contracts, or a newer package). Each side is a
// program built with its previous one as `oldProgram` over a cache of parsed files shared by both
// sides, so a side checked again (every save, every edit of the test corpus) parses only the
// files whose bytes differ. TypeScript is handed in (the app's own, for the package's command).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The app's tsconfig.json (or the file given) parsed; a broken one throws with TypeScript's words. */
export function readAppProject(ts, app) {
  const configFile = fs.statSync(app).isDirectory() ? path.join(app, 'tsconfig.json') : app;
  if (!fs.existsSync(configFile))
    throw new Error(`no tsconfig.json in ${app}: --app takes the app's directory or its tsconfig`);
  const problems = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.resolve(configFile),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => problems.push(d) },
  );
  const errors = [...problems, ...(parsed?.errors ?? [])].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (!parsed || errors.length) {
    const words = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ');
    throw new Error(`${configFile}: ${words}`);
  }
  return { configFile: path.resolve(configFile), dir: path.dirname(path.resolve(configFile)), parsed };
}

/**
 * Parsed files shared by every checker of a session, keyed by name and content: the two sides of
 * a comparison parse a file both have once, and a later comparison reuses them all but the
 * changed ones (parsing is most of a check's cost; a program given these same objects back
 * reuses its old structure). A source file is never changed once parsed, so sharing it is safe.
 */
export function createSourceCache(ts) {
  const files = new Map(); // name \0 hash \0 target -> SourceFile
  const hashes = new Map(); // real path -> { stamp, hash }
  const hashOf = (at) => {
    let stat;
    try {
      stat = fs.statSync(at);
    } catch {
      return undefined;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const known = hashes.get(at);
    if (known?.stamp === stamp) return known.hash;
    const hash = crypto.createHash('sha1').update(fs.readFileSync(at)).digest('hex');
    hashes.set(at, { stamp, hash });
    return hash;
  };
  return {
    /**
     * The file `fileName`, its text given (a swapped-in file held in memory) or read from `at`
     * (its swap on disk, or itself).
     */
    get(fileName, { at, text }, target) {
      const hash = text === undefined ? hashOf(at) : crypto.createHash('sha1').update(text).digest('hex');
      if (hash === undefined) return undefined;
      const format = typeof target === 'object' ? `${target.languageVersion}:${target.impliedNodeFormat}` : target;
      const key = `${fileName}\0${hash}\0${format}`;
      let file = files.get(key);
      if (!file) {
        file = ts.createSourceFile(fileName, text ?? fs.readFileSync(at, 'utf8'), target, true);
        files.set(key, file);
      }
      return file;
    },
  };
}

/**
 * @param {typeof import('typescript')} ts
 * @param {{ project: ReturnType<typeof readAppProject>, sdkDir: string, sources: ReturnType<typeof createSourceCache> }} options
 *   `sdkDir`: the directory whose files `swapTo` replaces
 */
export function createAppChecker(ts, { project, sdkDir, sources }) {
  const sdk = path.resolve(sdkDir);
  /** @type {undefined | string | Record<string, string>} */
  let swap;
  let program;
  /** Where a file's text is: `{ at }` on disk, or `{ text }` swapped in from memory. */
  const find = (file) => {
    const abs = path.resolve(file);
    if (!swap || !inside(sdk, abs)) return { at: file };
    const rel = path.relative(sdk, abs);
    if (typeof swap === 'string') return { at: path.join(swap, rel) };
    const text = swap[rel.split(path.sep).join('/')];
    return text === undefined ? { at: file } : { at: file, text };
  };
  const options = project.parsed.options;
  const host = ts.createCompilerHost(options, true);
  Object.assign(host, {
    getSourceFile: (fileName, target) => sources.get(fileName, find(fileName), target),
    fileExists: (file) => find(file).text !== undefined || ts.sys.fileExists(find(file).at),
    readFile: (file) => find(file).text ?? ts.sys.readFile(find(file).at),
    directoryExists: (dir) => ts.sys.directoryExists(find(dir).at),
    getDirectories: (dir) => ts.sys.getDirectories(find(dir).at),
    // A swapped file keeps its own name, so both sides speak of the same paths.
    realpath: (file) => (find(file).at === file ? (ts.sys.realpath?.(file) ?? file) : file),
    getCurrentDirectory: () => project.dir,
  });
  const isAppFile = (sf) =>
    inside(project.dir, sf.fileName) &&
    !path.relative(project.dir, sf.fileName).split(/[\\/]/).includes('node_modules') &&
    !inside(sdk, path.resolve(sf.fileName)) &&
    !sf.isDeclarationFile;

  return {
    /**
     * What the SDK's files are read from: a directory of the same layout, or some of them by path
     * under `sdkDir` in memory (the rest as on disk); none: as they are on disk.
     * @param {undefined | string | Record<string, string>} next
     */
    swapTo(next) {
      swap = typeof next === 'string' ? path.resolve(next) : next;
    },
    /**
     * A program as the swap stands, and the errors in the app's own files (those of `only` when
     * given: the side that is only asked about files the other side found errors in).
     * @param {Set<string>} [only] file names
     * @param {import('typescript').Program} [seed] a program to reuse when this side has none yet
     */
    check(only, seed) {
      if (only && !only.size) return { program: undefined, checker: undefined, errors: [] };
      program = ts.createProgram({
        rootNames: project.parsed.fileNames,
        options,
        host,
        // The other side's program, the first time: most files and their resolutions are the same.
        oldProgram: program ?? seed,
        projectReferences: project.parsed.projectReferences,
      });
      const checker = program.getTypeChecker();
      const files = program.getSourceFiles().filter((sf) => isAppFile(sf) && (!only || only.has(sf.fileName)));
      const errors = files.flatMap((sf) => [
        ...program.getSyntacticDiagnostics(sf),
        ...program.getSemanticDiagnostics(sf),
      ]);
      return { program, checker, errors: errors.filter((d) => d.category === ts.DiagnosticCategory.Error) };
    },
  };
}

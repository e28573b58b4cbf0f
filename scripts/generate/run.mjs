// The steps of a generation that `npm run generate`, its `--watch` and `npm start` share: bundle
// (and lint) the contracts, a YAML, `$ref` or lint error a ContractProblems naming file and line;
// print every file of a surface from its model; write only the files whose text changed, so a
// watcher (Vite's) sees only what really changed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, getLineColLocation, lint, loadConfig, YamlParseError } from '@redocly/openapi-core';
import { header, hookSurfaces, surfaces } from '../surfaces.mjs';
import { ContractResolver } from './contract-resolver.mjs';
import { formatFiles } from './format.mjs';
import { chatReviverFile, operationsFile } from './operations.mjs';
import { permissionsFile } from './permissions.mjs';
import { persistFile } from './persist.mjs';
import { reactModules } from './react.mjs';
import { contractModels } from './surface-summary.mjs';
import { typesFile } from './types.mjs';
import { zodFiles } from './zod.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the contracts are read and the code written: `PLATFORM_OPENAPI_DIR`, `PLATFORM_GENERATED_DIR`
 * (tests point them at a copy). @default openapi/ and generated/ of this repository
 */
export function contractDirs(env = process.env) {
  return {
    openapiDir: path.resolve(env.PLATFORM_OPENAPI_DIR ?? path.join(repoRoot, 'openapi')),
    outDir: path.resolve(env.PLATFORM_GENERATED_DIR ?? path.join(repoRoot, 'generated')),
  };
}

/** Errors in the contracts, each as `file:line:col message` (relative to the working directory). */
export class ContractProblems extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'ContractProblems';
    this.problems = problems;
  }
}

/** A path as a person reads it: relative to the working directory when below it. */
export function shownPath(file) {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel || '.';
}

function located(problem) {
  const where = problem.location?.[0];
  if (!where) return problem.message;
  let start = where.start;
  try {
    start ??= getLineColLocation(where).start; // the location itself when it has no pointer
  } catch {
    // The source did not parse: its own problem already names the line.
  }
  const file = where.source?.absoluteRef ? shownPath(where.source.absoluteRef) : '(contract)';
  return `${file}${start ? `:${start.line}:${start.col}` : ''} ${problem.message}`;
}

let config;
const redoclyConfig = () => (config ??= loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') }));

/** A root contract that cannot be read (refused, absent, or not YAML) as its one problem. */
const rootProblem = (file, error) =>
  error instanceof YamlParseError
    ? `${shownPath(file)}:${error.line}:${error.col} ${error.message}`
    : `${shownPath(file)} ${error?.message ?? error}`;

/**
 * `step` (Redocly's bundle or lint: its problems and a result) on the root contract of each of
 * `list`, with a ContractResolver of its own (Redocly caches files in it); the errors of all (not
 * warnings: `npm run lint:contracts` judges those) thrown as one ContractProblems.
 * @type {import('./generator.js').EachContract}
 */
async function eachContract(openapiDir, list, step) {
  const options = { config: await redoclyConfig() };
  const errors = [];
  const results = /** @type {Record<string, any>} */ ({});
  for (const surface of list) {
    const ref = path.join(openapiDir, `${surface}.yaml`);
    try {
      const [problems, result] = await step({ ...options, ref, externalRefResolver: new ContractResolver(openapiDir) });
      for (const p of problems) if (p.severity === 'error') errors.push(located(p).replace(/\n[\s\S]*/, ''));
      results[surface] = result;
    } catch (error) {
      errors.push(rootProblem(ref, error));
    }
  }
  if (errors.length) throw new ContractProblems([...new Set(errors)]);
  return results;
}

/**
 * The four contracts bundled by Redocly; a YAML or `$ref` error, a file outside `openapiDir`, a URL
 * `$ref` or a YAML anchor throws ContractProblems. @type {import('./generator.js').BundleContracts}
 */
export const bundleContracts = ({ openapiDir }) =>
  eachContract(openapiDir, surfaces, (options) => bundle(options).then((r) => [r.problems, r.bundle.parsed]));

/** Lints the `list` surfaces (the recommended rules and redocly.yaml's): an error throws ContractProblems. */
export const lintContracts = (openapiDir, list) =>
  eachContract(openapiDir, list, async (options) => [await lint(options), undefined]);

/**
 * Every generated file of one surface, by path under generated/, printed from its model and formatted.
 * @type {import('./generator.js').SurfaceFiles}
 */
export async function surfaceFiles(surface, model) {
  const files = {
    [`openapi/${surface}.json`]: `${JSON.stringify({ 'x-generated': header, ...model.doc }, null, 2)}\n`,
    [`types/${surface}.ts`]: await typesFile(model),
    [`operations/${surface}.ts`]: operationsFile(model),
    ...zodFiles(surface, model),
  };
  if (surface === 'enduser') files['operations/chat.ts'] = chatReviverFile(model);
  if (hookSurfaces.includes(surface)) {
    Object.assign(files, reactModules(surface, model));
    files[`persist/${surface}.ts`] = persistFile(model);
  }
  if (surface === 'admin') files['react/admin/permissions.ts'] = permissionsFile(model);
  return formatFiles(files);
}

/** The text of every file under `dir`, by path under it (none when it is absent). */
async function readTree(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (f) => [path.relative(dir, f), await fs.readFile(f, 'utf8')])),
  );
}

/**
 * One run, for `npm run generate` and each save of its watch: bundles the contracts, `check`s them
 * (given the surfaces whose bundle is not `last`'s), prints those surfaces from their models in memory
 * (an error writes nothing) and writes into `outDir`, if given, the files whose text is not `last`'s
 * (@default what `outDir` holds), removing those no longer generated. Without a change since `last`,
 * it returns `last` with nothing `changed`. @type {import('./generator.js').Regenerate}
 */
export async function regenerate({ openapiDir, outDir }, last, check) {
  const started = performance.now();
  const docs = await bundleContracts({ openapiDir });
  const changed = surfaces.filter((s) => JSON.stringify(docs[s]) !== JSON.stringify(last?.docs[s]));
  if (last && !changed.length) return { ...last, changed, written: [], removed: [] };
  await check(docs, changed);
  const { models, summary } = contractModels(docs);
  /** @type {Record<string, import('./generator.js').Files>} */
  const files = {};
  for (const [s, model] of Object.entries(models)) if (changed.includes(s)) files[s] = await surfaceFiles(s, model);
  const run = { docs, models, summary, files: { ...last?.files, ...files }, changed, written: [], removed: [] };
  if (outDir === undefined) return run;
  const old = last ? Object.assign({}, ...changed.map((s) => last.files[s])) : await readTree(outDir);
  /** @type {Record<string, string>} */
  const all = Object.assign({}, ...Object.values(files));
  const written = Object.keys(all)
    .sort((a, b) => a.localeCompare(b))
    .filter((rel) => old[rel] !== all[rel]);
  for (const rel of written) {
    await fs.mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
    await fs.writeFile(path.join(outDir, rel), all[rel] ?? '');
  }
  const removed = Object.keys(old).filter((rel) => !(rel in all));
  for (const rel of removed) await fs.rm(path.join(outDir, rel), { force: true });
  return { ...run, written, removed, seconds: ((performance.now() - started) / 1000).toFixed(1) };
}

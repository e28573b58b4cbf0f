// One generation, in steps that `npm run generate`, its `--watch` and `npm start` share: bundle
// the four contracts (and, when watching, lint those that changed), which is where a YAML, `$ref`
// or lint error shows, as a ContractProblems naming file and line; read each bundle once into its
// model (./model.mjs); print every file of a surface from its model, in memory, so a failed run
// writes nothing; then write only the files whose text changed, so a watcher (Vite's) sees only
// what really changed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, getLineColLocation, lint, loadConfig, YamlParseError } from '@redocly/openapi-core';
import { header, hookSurfaces, surfaces } from '../surfaces.mjs';
import { ContractResolver } from './contract-resolver.mjs';
import { modelOf } from './model.mjs';
import { errorModules } from './errors.mjs';
import { formatFiles } from './format.mjs';
import { chatReviverFile, operationsFile } from './operations.mjs';
import { permissionsFile } from './permissions.mjs';
import { persistFile } from './persist.mjs';
import { reactModules } from './react.mjs';
import { typesFile } from './types.mjs';
import { zodFiles } from './zod.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the contracts are read and the code written: `PLATFORM_OPENAPI_DIR` and
 * `PLATFORM_GENERATED_DIR` (tests point them at a copy, so they never edit the repository's).
 * @default openapi/ and generated/ of this repository
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
  if (!start && where.pointer) {
    try {
      start = getLineColLocation(where).start;
    } catch {
      // The source did not parse: its own problem already names the line.
    }
  }
  const file = where.source?.absoluteRef ? shownPath(where.source.absoluteRef) : '(contract)';
  return `${file}${start ? `:${start.line}:${start.col}` : ''} ${problem.message}`;
}

const errorsOf = (problems) => [
  ...new Set(problems.filter((p) => p.severity === 'error').map((p) => located(p).replace(/\n[\s\S]*/, ''))),
];

let config;
const redoclyConfig = async () => {
  config ??= await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
  return config;
};

/** A root contract that cannot be read (refused, absent, or not YAML) as its one problem. */
const rootProblem = (file, error) =>
  error instanceof YamlParseError
    ? `${shownPath(file)}:${error.line}:${error.col} ${error.message}`
    : `${shownPath(file)} ${error?.message ?? error}`;

/**
 * The four contracts bundled (one document each, `$ref`s inlined by Redocly); a YAML or `$ref`
 * error, a file outside `openapiDir`, a URL `$ref` or a YAML anchor throws ContractProblems.
 * @param {{ openapiDir: string }} options
 * @returns {Promise<Record<string, object>>}
 */
export async function bundleContracts({ openapiDir }) {
  const cfg = await redoclyConfig();
  const docs = {};
  const errors = [];
  for (const surface of surfaces) {
    const ref = path.join(openapiDir, `${surface}.yaml`);
    const externalRefResolver = new ContractResolver(openapiDir);
    const result = await bundle({ ref, config: cfg, externalRefResolver }).catch((error) => {
      errors.push(rootProblem(ref, error));
    });
    if (!result) continue;
    errors.push(...errorsOf(result.problems));
    docs[surface] = result.bundle.parsed;
  }
  if (errors.length) throw new ContractProblems([...new Set(errors)]);
  return docs;
}

/**
 * Lints the named surfaces (the recommended rules and redocly.yaml's); an error (not a warning:
 * `npm run lint:contracts` judges those) throws ContractProblems.
 */
export async function lintContracts(openapiDir, list) {
  const cfg = await redoclyConfig();
  const errors = [];
  for (const surface of list)
    errors.push(
      ...errorsOf(
        await lint({
          ref: path.join(openapiDir, `${surface}.yaml`),
          config: cfg,
          externalRefResolver: new ContractResolver(openapiDir),
        }),
      ),
    );
  if (errors.length) throw new ContractProblems([...new Set(errors)]);
}

async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Every generated file of one surface, by path under generated/, from its model: printed from the
 * model (and formatted, ./format.mjs), never read back.
 * @param {string} surface
 * @param {import('./model.mjs').Model} model
 * @returns {Promise<Record<string, string>>}
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
    Object.assign(files, reactModules(surface, model), errorModules(surface, model));
    files[`persist/${surface}.ts`] = persistFile(model);
  }
  if (surface === 'admin') files['react/admin/permissions.ts'] = permissionsFile(model);
  return formatFiles(files);
}

/**
 * Writes into `outDir` the `files` (by path under it) whose text is not the one `previous` says was
 * last written there, and removes the files of `previous` no longer generated. Reads nothing from
 * `outDir`: the watch loop keeps what it wrote in memory. Without `previous`, writes every file.
 * @param {Record<string, string>} files
 * @param {string} outDir
 * @param {Record<string, string>} [previous]
 * @returns {Promise<{ written: string[], removed: string[] }>}
 */
export async function writeFiles(files, outDir, previous) {
  const written = [];
  for (const [rel, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (previous?.[rel] === text) continue;
    const target = path.join(outDir, rel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, text);
    written.push(rel);
  }
  const removed = Object.keys(previous ?? {}).filter((rel) => !(rel in files));
  for (const rel of removed) await fs.rm(path.join(outDir, rel), { force: true });
  return { written, removed };
}

/**
 * Writes the generated code of the four surfaces' `models` into `outDir`: everything is printed in
 * memory first (an error writes nothing), then only files whose bytes changed are written, and
 * files no longer generated are removed.
 * @param {Record<string, import('./model.mjs').Model>} models
 * @param {string} outDir
 * @returns {Promise<{ written: string[], removed: string[], files: Record<string, Record<string, string>> }>}
 *   paths relative to `outDir`; `files`: the text of every file, by surface
 */
export async function writeGenerated(models, outDir) {
  /** @type {Record<string, Record<string, string>>} */
  const bySurface = {};
  for (const surface of surfaces) bySurface[surface] = await surfaceFiles(surface, modelOf(models, surface));
  // What the output holds now, so that only what changed is written and what is no longer generated goes.
  /** @type {Record<string, string>} */
  const previous = {};
  for (const rel of await listFiles(outDir)) previous[rel] = await fs.readFile(path.join(outDir, rel), 'utf8');
  return { ...(await writeFiles(Object.assign({}, ...Object.values(bySurface)), outDir, previous)), files: bySurface };
}

// One generation, in two steps that `npm run generate`, its `--watch` and `npm start` share:
// bundle the four contracts (and, when watching, lint those that changed), which is where a YAML, `$ref` or lint
// error shows, as a ContractProblems naming file and line; then write everything under a scratch
// directory and copy into the output only the files whose bytes changed, so a failed run leaves
// the output as it was and a watcher (Vite's) sees only what really changed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, getLineColLocation, lint, loadConfig } from '@redocly/openapi-core';
import { header, hookSurfaces, surfaces } from '../surfaces.mjs';
import { writeChatReviver, writeOperations } from './operations.mjs';
import { writePermissions } from './permissions.mjs';
import { writePersist } from './persist.mjs';
import { writeReact } from './react.mjs';
import { writeTypes } from './types.mjs';
import { writeZod } from './zod.mjs';

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

/**
 * The four contracts bundled (one document each, `$ref`s inlined by Redocly); a YAML or `$ref`
 * error throws ContractProblems.
 * @param {{ openapiDir: string }} options
 * @returns {Promise<Record<string, object>>}
 */
export async function bundleContracts({ openapiDir }) {
  const cfg = await redoclyConfig();
  const docs = {};
  const errors = [];
  for (const surface of surfaces) {
    const { bundle: doc, problems } = await bundle({ ref: path.join(openapiDir, `${surface}.yaml`), config: cfg });
    errors.push(...errorsOf(problems));
    docs[surface] = doc.parsed;
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
    errors.push(...errorsOf(await lint({ ref: path.join(openapiDir, `${surface}.yaml`), config: cfg })));
  if (errors.length) throw new ContractProblems([...new Set(errors)]);
}

async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Writes the generated code for `docs` into `outDir`: only files whose bytes changed are
 * written, files no longer generated are removed.
 * @returns {Promise<{ written: string[], removed: string[] }>} paths relative to `outDir`
 */
export async function writeGenerated(docs, outDir) {
  const stage = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-generate-'));
  try {
    const out = path.join(stage, 'generated');
    await fs.mkdir(path.join(out, 'openapi'), { recursive: true });
    for (const surface of surfaces) {
      const text = `${JSON.stringify({ 'x-generated': header, ...docs[surface] }, null, 2)}\n`;
      await fs.writeFile(path.join(out, 'openapi', `${surface}.json`), text);
    }
    await Promise.all(surfaces.map((s) => writeTypes(docs[s], path.join(out, 'types', `${s}.ts`))));
    await Promise.all(surfaces.map((s) => writeOperations(docs[s], path.join(out, 'operations', `${s}.ts`))));
    await writeChatReviver(docs.enduser, path.join(out, 'operations', 'chat.ts'));
    await writeZod(stage, docs);
    for (const s of hookSurfaces) await writeReact(stage, s, docs[s]);
    await writePermissions(docs.admin, path.join(out, 'react', 'admin', 'permissions.ts'));
    await Promise.all(hookSurfaces.map((s) => writePersist(docs[s], path.join(out, 'persist', `${s}.ts`))));

    const fresh = await listFiles(out);
    const written = [];
    for (const rel of fresh) {
      const next = await fs.readFile(path.join(out, rel));
      const target = path.join(outDir, rel);
      const now = await fs.readFile(target).catch(() => undefined);
      if (now?.equals(next)) continue;
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, next);
      written.push(rel);
    }
    const keep = new Set(fresh);
    const removed = (await listFiles(outDir)).filter((rel) => !keep.has(rel));
    for (const rel of removed) await fs.rm(path.join(outDir, rel));
    return { written, removed };
  } finally {
    await fs.rm(stage, { recursive: true, force: true });
  }
}

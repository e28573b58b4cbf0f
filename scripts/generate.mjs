#!/usr/bin/env node
// `npm run generate`: bundles the four contracts and generates, under generated/, the types
// (openapi-typescript), the operation tables the transport reads, the React Query layer
// (scripts/generate/react.mjs) and zod schemas (scripts/generate/zod.mjs), all from the contracts.
// `--check` regenerates and fails when generated/ is not what git holds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { header, surfaces } from './surfaces.mjs';
import { writeTypes } from './generate/types.mjs';
import { writeChatReviver, writeOperations } from './generate/operations.mjs';
import { writeReact } from './generate/react.mjs';
import { writeZod } from './generate/zod.mjs';
import { hookSurfaces } from './surfaces.mjs';
import { readApiSurface, surfaceDelta } from './generate/surface-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'generated');
const started = performance.now();

async function bundleSurface(config, surface) {
  const { bundle: doc, problems } = await bundle({
    ref: path.join(root, 'openapi', `${surface}.yaml`),
    config,
  });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    throw new Error(`${surface}: ${errors.map((p) => p.message).join('; ')}`);
  }
  return doc.parsed;
}

const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
const surfaceBefore = readApiSurface(out);
await fs.rm(out, { recursive: true, force: true });
await fs.mkdir(path.join(out, 'openapi'), { recursive: true });
const docs = {};
for (const surface of surfaces) {
  docs[surface] = await bundleSurface(config, surface);
  const file = path.join(out, 'openapi', `${surface}.json`);
  await fs.writeFile(file, `${JSON.stringify({ 'x-generated': header, ...docs[surface] }, null, 2)}\n`);
}
await Promise.all(surfaces.map((s) => writeTypes(docs[s], path.join(out, 'types', `${s}.ts`))));
await Promise.all(surfaces.map((s) => writeOperations(docs[s], path.join(out, 'operations', `${s}.ts`))));
await writeChatReviver(docs.enduser, path.join(out, 'operations', 'chat.ts'));
await writeZod(root, docs);
for (const s of hookSurfaces) await writeReact(root, s, docs[s]);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`generated ${surfaces.length} surfaces into generated/ in ${seconds} s`);
for (const line of surfaceDelta(surfaceBefore, readApiSurface(out))) console.log(line);

if (process.argv.includes('--check')) {
  const status = execFileSync('git', ['status', '--porcelain', '--', 'generated'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.trim()) {
    console.error(`generated/ is stale: run \`npm run generate\` and commit the result.\n${status}`);
    process.exit(1);
  }
  console.log('generated/ is up to date');
}

// What a regeneration added to and removed from the API surface the SDK exports: operations
// (operationIds), React hooks (exported `use*` names) and schemas (component schemas: the
// types and zod schemas). Read from generated/ before and after, so it needs no git.
import fs from 'node:fs';
import path from 'node:path';
import { surfaces } from '../surfaces.mjs';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'model' ? [] : files(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** @typedef {Record<string, { operations: Set<string>, hooks: Set<string>, schemas: Set<string> }>} ApiSurface */

/**
 * @param {string} outDir
 * @returns {ApiSurface}
 */
export function readApiSurface(outDir) {
  const result = {};
  for (const s of surfaces) {
    const bundle = path.join(outDir, 'openapi', `${s}.json`);
    const doc = fs.existsSync(bundle) ? JSON.parse(fs.readFileSync(bundle, 'utf8')) : {};
    const operations = new Set(
      Object.values(doc.paths ?? {}).flatMap((item) => methods.map((m) => item?.[m]?.operationId).filter(Boolean)),
    );
    const schemas = new Set(Object.keys(doc.components?.schemas ?? {}));
    const hooks = new Set();
    for (const file of files(path.join(outDir, 'react', s))) {
      for (const m of fs
        .readFileSync(file, 'utf8')
        .matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(use[A-Z]\w*)/g)) {
        hooks.add(m[1]);
      }
    }
    result[s] = { operations, hooks, schemas };
  }
  return result;
}

const listed = (names) => names.slice(0, 6).join(', ') + (names.length > 6 ? `, and ${names.length - 6} more` : '');

/**
 * Lines saying what each surface gained and lost; none when nothing changed or nothing existed before.
 * @param {ApiSurface} before
 * @param {ApiSurface} after
 * @returns {string[]}
 */
export function surfaceDelta(before, after) {
  const lines = [];
  for (const s of surfaces) {
    if (!before[s] || !after[s] || !before[s].operations.size) continue;
    const parts = [];
    for (const kind of ['operations', 'hooks', 'schemas']) {
      const gained = [...after[s][kind]].filter((n) => !before[s][kind].has(n)).sort();
      const lost = [...before[s][kind]].filter((n) => !after[s][kind].has(n)).sort();
      if (gained.length) parts.push(`+${gained.length} ${kind} (${listed(gained)})`);
      if (lost.length) parts.push(`-${lost.length} ${kind} (${listed(lost)})`);
    }
    if (parts.length) lines.push(`  ${s}: ${parts.join('; ')}`);
  }
  if (!lines.length) return [];
  return [
    'API surface changed by this regeneration:',
    ...lines,
    'Run `npm run contract:diff` for what it breaks and what the release needs.',
  ];
}

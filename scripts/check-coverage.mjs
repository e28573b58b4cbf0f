#!/usr/bin/env node
// Every row of openapi/calls.tsv (the platform's call catalogue) must be an operation of its surface's contract, with
// that method, path and operationId and a 2xx response. Reads the bundles in generated/openapi.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { surfaces } from './surfaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const callsFile = process.env.CALLS_TSV ?? path.join(root, 'openapi', 'calls.tsv');

/**
 * What is wrong with the rows against the contracts (no such operation, another operationId, no
 * 2xx answer), a line each; none when every row is covered.
 * @param {CallRow[]} rows
 * @param {Record<string, unknown>} docs
 * @returns {string[]}
 */
export function checkCoverage(rows, docs) {
  const problems = [];
  for (const { surface, method, path: p, operationId } of rows) {
    const doc = docs[surface];
    const where = `${surface} ${method} /${p} (${operationId})`;
    const op = doc?.paths?.[`/${p}`]?.[method.toLowerCase()];
    if (!op) problems.push(`${where}: no such operation`);
    else if (op.operationId !== operationId) problems.push(`${where}: operationId is ${op.operationId}`);
    else if (!Object.keys(op.responses ?? {}).some((code) => /^2/.test(code))) {
      problems.push(`${where}: no 2xx response`);
    }
  }
  return problems;
}

/**
 * @typedef {{ surface: 'admin' | 'public' | 'private' | 'enduser', method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', path: string, operationId: string }} CallRow
 */

/**
 * The rows of calls.tsv (or `file`).
 * @param {string} [file]
 * @returns {CallRow[]}
 */
export function readCalls(file = callsFile) {
  const [head, ...lines] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const cols = head.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    const row = Object.fromEntries(cols.map((c, i) => [c, cells[i]]));
    return { surface: row.surface, method: row.method, path: row.path, operationId: row.operationId };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readCalls();
  const docs = Object.fromEntries(
    surfaces.map((s) => [s, JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi', `${s}.json`), 'utf8'))]),
  );
  const problems = checkCoverage(rows, docs);
  for (const p of problems) console.error(`  missing: ${p}`);
  const covered = rows.length - problems.length;
  console.log(`contract coverage: ${covered}/${rows.length} operations of calls.tsv`);
  process.exit(problems.length ? 1 : 0);
}

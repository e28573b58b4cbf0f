// The baseline: the four bundled contracts of the last release and its version, committed under
// openapi/baseline/ so a fresh or shallow clone can diff without git history.
import fs from 'node:fs';
import path from 'node:path';
import { surfaces } from '../surfaces.mjs';

export const baselineDir = (root) => path.join(root, 'openapi', 'baseline');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** @returns {{ version: string, docs: Record<string, object> }} */
export function readBaseline(root, dir = baselineDir(root)) {
  const { version } = readJson(path.join(dir, 'release.json'));
  const docs = Object.fromEntries(surfaces.map((s) => [s, readJson(path.join(dir, `${s}.json`))]));
  return { version, docs };
}

/** The bundles `npm run generate` wrote: what the SDK is generated from now. */
export function readCurrent(root) {
  return Object.fromEntries(surfaces.map((s) => [s, readJson(path.join(root, 'generated', 'openapi', `${s}.json`))]));
}

export function readPackageVersion(root) {
  return readJson(path.join(root, 'package.json')).version;
}

export function readChangelog(root) {
  const file = path.join(root, 'CHANGELOG.md');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** Copies the current bundles into the baseline and records the release's version. */
export function writeBaseline(root, version) {
  const dir = baselineDir(root);
  fs.mkdirSync(dir, { recursive: true });
  for (const s of surfaces) {
    fs.copyFileSync(path.join(root, 'generated', 'openapi', `${s}.json`), path.join(dir, `${s}.json`));
  }
  fs.writeFileSync(
    path.join(dir, 'release.json'),
    `${JSON.stringify({ version, note: 'Moved by `npm run contract:baseline` when releasing; never by hand.' }, null, 2)}\n`,
  );
}

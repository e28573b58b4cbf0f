#!/usr/bin/env node
// `npm run contract:baseline`: when releasing, makes the current bundles (generated/openapi/) the
// baseline that `npm run contract:diff` and `npm test` compare against, under the version in
// package.json. Run it after raising the version and turning "## Unreleased" into
// "## <version>" in CHANGELOG.md; it refuses otherwise, since moving the baseline without a
// release would hide the changes from the next one. `--root <dir>` works on another checkout.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineDir, readChangelog, readPackageVersion, writeBaseline } from './contract-diff/baseline.mjs';
import { atLeast } from './contract-diff/policy.mjs';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root =
  rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const version = readPackageVersion(root);
const release = path.join(baselineDir(root), 'release.json');
const previous = fs.existsSync(release) ? JSON.parse(fs.readFileSync(release, 'utf8')).version : undefined;

if (previous !== undefined && (previous === version || !atLeast(version, previous))) {
  console.error(
    `The baseline is ${previous} and package.json says ${version}: raise "version" in package.json to the release's ` +
      'version first. The baseline moves only when releasing.',
  );
  process.exit(1);
}
const heading = new RegExp(`^##\\s+\\[?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`, 'm');
if (!heading.test(readChangelog(root))) {
  console.error(
    `CHANGELOG.md has no "## ${version}" section: rename "## Unreleased" to "## ${version}" (and add an empty ` +
      '"## Unreleased" above it) before moving the baseline.',
  );
  process.exit(1);
}
writeBaseline(root, version);
console.log(
  `baseline moved${previous ? ` from ${previous}` : ''} to ${version}: openapi/baseline/ now holds the four bundles of ` +
    `generated/openapi/. Commit it with the release.`,
);

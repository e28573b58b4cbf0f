#!/usr/bin/env node
// `redocly lint` over the four APIs of redocly.yaml, failing on warnings as well as errors:
// a warning is a contract problem to fix, not noise. Then: every file under openapi/components/
// is referenced from some contract file (redocly sees only what the roots reach, so a file that
// nothing uses any more would linger unseen).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { status, stdout, stderr } = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint'], {
  cwd: root,
  encoding: 'utf8',
});
const output = `${stdout}${stderr}`;
process.stdout.write(output);
// redocly closes with 'You have N warnings.' when there are any; deprecation banners don't count.
const warned = /\b[1-9]\d* warnings?\b/i.test(output) && /(Validation failed|You have)/i.test(output);
if (status !== 0 || warned) {
  console.error('contracts: lint reported problems (warnings count as failures)');
  process.exit(1);
}

/** Component files no contract file points at with a `$ref`. */
export function unreferencedComponents(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => path.join(dir, f));
  const referenced = new Set();
  for (const file of files) {
    for (const [, ref] of fs.readFileSync(file, 'utf8').matchAll(/\$ref:\s*['"]?([^'"\s#]+)/g)) {
      referenced.add(path.resolve(path.dirname(file), ref));
    }
  }
  return files.filter((f) => f.startsWith(path.join(dir, 'components')) && !referenced.has(path.resolve(f)));
}

const unused = unreferencedComponents(path.join(root, 'openapi'));
for (const file of unused) console.error(`  unused component: ${path.relative(root, file)}`);
if (unused.length) process.exit(1);
console.log('every component file is used');

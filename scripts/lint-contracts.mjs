#!/usr/bin/env node
// `redocly lint` over the four APIs of redocly.yaml, failing on warnings as well as errors:
// a warning is a contract problem to fix, not noise.
import { spawnSync } from 'node:child_process';
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

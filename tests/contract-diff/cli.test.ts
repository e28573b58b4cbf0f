// The commands as a person runs them, on a scratch checkout built from the fixtures:
// `contract:baseline` records a release, `contract:diff --check` (the `npm test` step) fails
// on a breaking change with instructions, following them makes it pass, releasing moves the
// baseline; the docs' Changes page shows the same change.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesPage } from '../../scripts/contract-diff/changes-page.mjs';
import { loadPair } from './fixtures.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const node = path.join(repo, 'node_modules/.bin/node');
const surfaces = ['admin', 'public', 'private', 'enduser'];
let root: string;

const run = (script: string, ...args: string[]) => {
  const { status, stdout, stderr } = spawnSync(node, [path.join(repo, 'scripts', script), '--root', root, ...args], {
    encoding: 'utf8',
  });
  return { status, stdout, stderr };
};
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const setVersion = (version: string) => write('package.json', JSON.stringify({ name: 'scratch', version }));

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  const { before } = loadPair('enum-value-removed');
  for (const s of surfaces) write(`generated/openapi/${s}.json`, JSON.stringify(before));
  setVersion('0.1.0');
  write('CHANGELOG.md', '# Changelog\n\n## Unreleased\n\n## 0.1.0\n\n- First version.\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('contract:diff and contract:baseline', () => {
  it('records the first baseline, and then finds no change', () => {
    const made = run('contract-baseline.mjs');
    expect(made.status).toBe(0);
    expect(JSON.parse(read('openapi/baseline/release.json')).version).toBe('0.1.0');
    const diff = run('contract-diff.mjs', '--check');
    expect(diff.status).toBe(0);
    expect(diff.stdout).toContain('admin: no change');
    expect(diff.stdout).toContain('contract changes since 0.1.0: 0 breaking, 0 non-breaking');
  });

  it('a breaking change fails the check with what to do; doing it passes', () => {
    write('generated/openapi/admin.json', JSON.stringify(loadPair('enum-value-removed').after));
    const failed = run('contract-diff.mjs', '--check');
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('admin: 1 breaking, 0 non-breaking, 0 annotation');
    expect(failed.stdout).toContain('    `listRequestActions`: query `types` no longer accepts `rent_out`');
    expect(failed.stderr).toContain('1. 1 breaking change(s): set "version" in package.json to 0.2.0 (it is 0.1.0');
    const line = '   - admin: `listRequestActions`: query `types` no longer accepts `rent_out`';
    expect(failed.stderr).toContain(`2. Name each breaking change under "## Unreleased" in CHANGELOG.md`);
    expect(failed.stderr).toContain(line);

    setVersion('0.2.0');
    write('CHANGELOG.md', read('CHANGELOG.md').replace('## Unreleased\n', `## Unreleased\n\n${line.trim()}\n`));
    const passed = run('contract-diff.mjs', '--check');
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
    expect(passed.stdout).toContain(
      'contract changes since 0.1.0: 1 breaking, 0 non-breaking; version 0.2.0 and CHANGELOG.md cover them.',
    );
  });

  it('the docs Changes page lists the same change', () => {
    const page = changesPage(root);
    expect(page.file).toBe('changes.html');
    expect(page.link).toContain('Contract changes since 0.1.0');
    expect(page.body).toContain(
      '<tr class="breaking"><td><code>listRequestActions</code><br><small>GET /request-actions</small></td>' +
        '<td>query <code>types</code> no longer accepts <code>rent_out</code></td></tr>',
    );
  });

  it('--json gives the changes to tools', () => {
    const { stdout, status } = run('contract-diff.mjs', '--json');
    expect(status).toBe(0);
    const out = JSON.parse(stdout) as {
      baselineVersion: string;
      changes: Array<{ surface: string; kind: string; operationId: string }>;
    };
    expect(out.baselineVersion).toBe('0.1.0');
    expect(out.changes.map((c) => [c.surface, c.kind, c.operationId])).toEqual([
      ['admin', 'breaking', 'listRequestActions'],
    ]);
  });

  it('releasing moves the baseline only once the CHANGELOG has the version, then nothing is left to report', () => {
    const refused = run('contract-baseline.mjs');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('CHANGELOG.md has no "## 0.2.0" section: rename "## Unreleased" to "## 0.2.0"');
    write('CHANGELOG.md', read('CHANGELOG.md').replace('## Unreleased\n', '## Unreleased\n\n## 0.2.0\n'));
    const moved = run('contract-baseline.mjs');
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain('baseline moved from 0.1.0 to 0.2.0');
    expect(JSON.parse(read('openapi/baseline/admin.json'))).toEqual(loadPair('enum-value-removed').after);
    const after = run('contract-diff.mjs', '--check');
    expect(after.status).toBe(0);
    expect(after.stdout).toContain('contract changes since 0.2.0: 0 breaking, 0 non-breaking');
    // Moving it again without a new version is refused.
    const again = run('contract-baseline.mjs');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('The baseline is 0.2.0 and package.json says 0.2.0');
  });
});

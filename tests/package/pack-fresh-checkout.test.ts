// `npm pack` (and so `npm publish`) in a fresh checkout, which has no dist/: the tarball must
// still hold the built package. Without a `prepack` build it held package.json, the README, the
// LICENSE and the CHANGELOG only, and every import of it failed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-client-checkout-'));

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The files a clone of this working tree holds: tracked ones and new ones not ignored (no dist/). */
function freshCheckout(): string {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  const checkout = path.join(work, 'checkout');
  for (const file of listed.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(checkout, file));
  }
  // What `npm ci` would install, without installing it again.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  return checkout;
}

it('npm pack in a checkout without dist/ builds first: the tarball holds every entry point', {
  timeout: 180_000,
}, () => {
  const checkout = freshCheckout();
  expect(fs.existsSync(path.join(checkout, 'dist'))).toBe(false);

  const output = execFileSync('npm', ['pack', '--dry-run', '--json'], {
    cwd: checkout,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const files = new Set((JSON.parse(output) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path));

  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string | null>>;
  };
  const targets = Object.values(pkg.exports).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : Object.values(entry),
  );
  const wanted = [...new Set(targets.filter((t): t is string => typeof t === 'string' && t.startsWith('./dist/')))].map(
    (t) => t.slice(2),
  );
  expect(wanted.length).toBeGreaterThan(20);
  expect(wanted.filter((file) => !files.has(file))).toEqual([]);
  // The mock reads the bundled contracts at run time.
  expect([...files].some((file) => file.startsWith('dist/generated/openapi/'))).toBe(true);
});

// `npm run generate` wall time: one spawn of scripts/generate.mjs on this Node (24). It
// rewrites generated/ (identically, when the contracts are unchanged); `git status` of
// generated/ is read before and after so the report says whether anything changed.
import { execFileSync, spawn } from 'node:child_process';
import { round } from './stats.mjs';

const status = (root) =>
  execFileSync('git', ['status', '--porcelain', '--', 'generated'], { cwd: root, encoding: 'utf8' });

export async function benchGenerate(root) {
  const before = status(root);
  const started = performance.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/generate.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run generate exited with ${code}`);
  return { seconds: round(seconds, 1), generatedChanged: status(root) !== before };
}

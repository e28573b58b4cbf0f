// `npm run bench` leaves the committed bench/results.json alone unless `--save` is given, and
// `--save` is refused on a partial run. The full run (minutes on 2 cores) is not repeated here:
// these run the real script with only the size part, a few seconds.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = `${root}bench/results.json`;
const allButSize = '--skip=overhead,chat,revive,generate,typecheck,impact';

function bench(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bench/run.mjs', ...args], { cwd: root, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run bench', () => {
  it('prints what ran and leaves results.json as it was without --save', async () => {
    const before = readFileSync(resultsFile, 'utf8');
    const run = await bench(allButSize);
    expect(run.code, run.stderr).toBe(0);
    // The table of the part that ran (not a JSON dump), and what was not done.
    expect(run.stdout).toMatch(/^createPublicClient\s+\d+ B\s+\d+ B$/m);
    expect(run.stdout).toContain('bench/results.json left as it was (`npm run bench -- --save` writes it)');
    expect(readFileSync(resultsFile, 'utf8')).toBe(before);
  });

  it('refuses --save on a partial run, before measuring anything', async () => {
    const before = readFileSync(resultsFile, 'utf8');
    const run = await bench('--save', allButSize);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('bench: --save needs a full run (no --skip)');
    expect(run.stderr).not.toContain('bench: size...');
    expect(readFileSync(resultsFile, 'utf8')).toBe(before);
  });

  it('refuses an unknown argument or part', async () => {
    const typo = await bench('--sav');
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('bench: unknown argument "--sav"');
    const part = await bench('--skip=sizes');
    expect(part.code).toBe(1);
    expect(part.stderr).toContain('bench: no part named "sizes"');
  });
});

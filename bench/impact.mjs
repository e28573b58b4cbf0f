// `npm run contract:impact` on the hooks fixture app (tests/contract-impact/apps/hooks), as a
// person runs it: one spawn, cold, of scripts/contract-impact.mjs comparing the baseline with
// contracts that remove a field the app reads (the corpus's `remove-field`, written to a scratch
// directory), so the run prints a broken call site. Wall time, and the CPU time the command
// reports for itself: all its threads, and the longer of its two working threads (the type-check
// and the worker beside it: what the run takes with a core each), which the machine's other load
// cannot inflate as it does the wall time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpus } from '../tests/contract-impact/corpus.mjs';

const surfaces = ['admin', 'public', 'private', 'enduser'];

export async function benchImpact(root) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-impact-'));
  try {
    const docs = Object.fromEntries(
      surfaces.map((s) => [s, JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi', `${s}.json`), 'utf8'))]),
    );
    corpus.find((e) => e.id === 'remove-field').edit(docs);
    for (const s of surfaces) fs.writeFileSync(path.join(scratch, `${s}.json`), JSON.stringify(docs[s]));
    const started = performance.now();
    const { code, stdout } = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['scripts/contract-impact.mjs', '--app', 'tests/contract-impact/apps/hooks', '--contracts', scratch, '--json'],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.once('error', reject);
      child.once('exit', (c) => resolve({ code: c, stdout: out }));
    });
    const seconds = (performance.now() - started) / 1000;
    const result = JSON.parse(stdout);
    if (code !== 1 || result.broken.length !== 1) throw new Error(`contract:impact answered ${code}: ${stdout}`);
    return {
      seconds: Math.round(seconds * 10) / 10,
      cpuSeconds: result.cpuSeconds,
      mainThreadCpuSeconds: result.mainThreadCpuSeconds ?? null,
      workerCpuSeconds: result.workerCpuSeconds ?? null,
      // The longer of the two threads that run side by side: the run's length with a core each.
      criticalCpuSeconds:
        result.mainThreadCpuSeconds === undefined
          ? null
          : Math.max(result.mainThreadCpuSeconds, result.workerCpuSeconds ?? 0),
      brokenAt: `${result.broken[0].file}:${result.broken[0].line}`,
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

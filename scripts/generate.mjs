#!/usr/bin/env node
// `npm run generate`: bundles the four contracts and generates from them, under generated/, the types,
// the operation tables the transport reads, the React Query layer and the zod schemas (./generate/).
// `--check` regenerates and fails when generated/ is not what git holds; `--watch` regenerates on every
// change under openapi/. PLATFORM_OPENAPI_DIR and PLATFORM_GENERATED_DIR read and write elsewhere.
import { execFileSync } from 'node:child_process';
import { surfaces } from './surfaces.mjs';
import { ContractProblems, contractDirs, regenerate, repoRoot, shownPath } from './generate/run.mjs';
import { contractModels, surfaceDelta } from './generate/surface-summary.mjs';
import { examplesDisagree } from './load-mock.mjs';
import { readGenerated, watchContracts } from './generate/watch.mjs';

const dirs = contractDirs();

if (process.argv.includes('--watch')) {
  await watchContracts({ ...dirs, log: console.log });
} else {
  let before; // What the API was: the summary of the bundles the last run wrote, if they still read.
  try {
    const last = readGenerated(dirs.outDir);
    before = last && contractModels(last).summary;
  } catch {}
  const { seconds, summary } = await regenerate(dirs, undefined, async (docs) => {
    // One record, one source: two examples of one seeded record that disagree (the mock's seed finds them).
    const disagree = await examplesDisagree(docs);
    if (disagree.length) throw new ContractProblems(disagree);
  }).catch((error) => {
    if (!(error instanceof ContractProblems)) throw error;
    console.error(`the contracts have errors; nothing was generated:\n${error.message}`);
    process.exit(1);
  });
  console.log(`generated ${surfaces.length} surfaces into ${shownPath(dirs.outDir)}/ in ${seconds} s`);
  for (const line of surfaceDelta(before, summary)) console.log(line);
  if (process.argv.includes('--check')) {
    const status = execFileSync('git', ['status', '--porcelain', '--', 'generated'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (status.trim()) {
      console.error(`generated/ is stale: run \`npm run generate\` and commit the result.\n${status}`);
      process.exit(1);
    }
    console.log('generated/ is up to date');
  }
}

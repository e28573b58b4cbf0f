// `npm start` with `--app <dir>` (or package.json's `config.impactApps`): after each save that
// regenerates the SDK, the apps' broken call sites against the baseline, printed beside the contract
// diff. One session per app lives as long as the watch, so a save re-parses only the declarations
// that changed (a few seconds on 2 cores rather than a cold run's ten).
import fs from 'node:fs';
import path from 'node:path';
import { readBaseline } from '../contract-diff/baseline.mjs';
import { surfaces } from '../surfaces.mjs';
import { createSourceCache } from './app-checker.mjs';
import { contractChanges } from './changes.mjs';
import { declarationFiles } from './declarations.mjs';
import { impactLines } from './report.mjs';
import { openImpactSession } from './session.mjs';

/** The apps named by `--app` arguments, else by package.json's `config.impactApps` (a list or a comma-separated string). */
export function impactApps(argv, root) {
  const named = argv.flatMap((arg, i) => (arg === '--app' && argv[i + 1] ? [argv[i + 1]] : []));
  if (named.length) return named.map((a) => path.resolve(a));
  const setting = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).config?.impactApps ?? [];
  return (Array.isArray(setting) ? setting : String(setting).split(','))
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => path.resolve(root, a));
}

/**
 * @param {{ ts: typeof import('typescript'), apps: string[], baselineDir: string, sdkDir: string }} options
 *   `baselineDir`: openapi/baseline/; `sdkDir`: the generated/ the apps' SDK reads
 * @returns {(docs: Record<string, object>) => Promise<string[]>} the lines for the contracts just generated
 */
export function watchImpact({ ts, apps, baselineDir, sdkDir }) {
  const baseline = readBaseline(path.dirname(baselineDir), baselineDir);
  const sources = createSourceCache(ts);
  const sessions = apps.map((app) => openImpactSession(ts, { app, sdkDir, sources }));
  const readOnDisk = () =>
    Object.fromEntries(
      surfaces.map((s) => [s, JSON.parse(fs.readFileSync(path.join(sdkDir, 'openapi', `${s}.json`), 'utf8'))]),
    );
  return async (docs) => {
    const onDisk = readOnDisk();
    const before = await declarationFiles(baseline.docs, onDisk);
    const after = await declarationFiles(docs, onDisk);
    const changes = contractChanges(baseline.docs, docs);
    const lines = [];
    for (const session of sessions) {
      const impact = await session.compare({ before, after, beforeDocs: baseline.docs, afterDocs: docs, changes });
      lines.push(
        ...impactLines(impact, {
          app: path.relative(process.cwd(), session.appDir) || '.',
          from: `the ${baseline.version} baseline`,
          to: 'the saved contracts',
        }),
      );
    }
    return lines;
  };
}

// The impact measured on the corpus (corpus.mjs): each edit of the contracts, the two fixture apps
// (apps/fetcher: the admin client's fetchers; apps/hooks: the admin React hooks) type-checked
// against the SDK generated from the edited contracts. The truth is written in the apps: a line
// marked `breaks: <edit>` must be reported for that edit, and nothing else may be. Recall and
// precision over the whole corpus are printed. One session per app serves every edit.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCurrent } from '../../scripts/contract-diff/baseline.mjs';
import { compareContracts } from '../../scripts/contract-diff/compare.mjs';
import { createSourceCache } from '../../scripts/contract-impact/app-checker.mjs';
import { contractChanges } from '../../scripts/contract-impact/changes.mjs';
import { declarationFiles } from '../../scripts/contract-impact/declarations.mjs';
import { impactLines } from '../../scripts/contract-impact/report.mjs';
import { openImpactSession } from '../../scripts/contract-impact/session.mjs';
import { corpus } from './corpus.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appsDir = path.join(repo, 'tests/contract-impact/apps');
const apps = ['fetcher', 'hooks'] as const;
type App = (typeof apps)[number];
type Impact = Awaited<ReturnType<ReturnType<typeof openImpactSession>['compare']>>;

/** The lines each edit must break in an app, as `file:line`, from its `breaks:` comments. */
function expectedLines(app: App): Map<string, Set<string>> {
  const byEdit = new Map<string, Set<string>>();
  const dir = path.join(appsDir, app);
  for (const rel of fs.readdirSync(path.join(dir, 'src'), { recursive: true }) as string[]) {
    const lines = fs.readFileSync(path.join(dir, 'src', rel), 'utf8').split('\n');
    lines.forEach((text, i) => {
      const marker = /breaks: ([\w -]+?)\s*(?:\*\/\}?\s*)?$/.exec(text);
      for (const id of marker?.[1]?.split(/\s+/) ?? []) {
        if (!byEdit.has(id)) byEdit.set(id, new Set());
        byEdit.get(id)?.add(`src/${rel}:${i + 1}`);
      }
    });
  }
  return byEdit;
}

const results = new Map<string, Record<App, Impact>>();
const sessions: Partial<Record<App, ReturnType<typeof openImpactSession>>> = {};

beforeAll(async () => {
  const base = readCurrent(repo);
  const sources = createSourceCache(ts);
  for (const app of apps) {
    sessions[app] = openImpactSession(ts, {
      app: path.join(appsDir, app),
      sdkDir: path.join(repo, 'generated'),
      sources,
    });
  }
  for (const edit of corpus) {
    const docs = structuredClone(base);
    edit.edit(docs);
    // In this thread: the machine's cores are shared, a worker per edit would only add its start.
    const after = await declarationFiles(docs, base);
    const changes = contractChanges(base, docs);
    const byApp = {} as Record<App, Impact>;
    for (const app of apps) {
      byApp[app] = await sessions[app]!.compare({ after, beforeDocs: base, afterDocs: docs, changes });
    }
    results.set(edit.id, byApp);
  }
}, 600_000);

describe('contract impact on the corpus of edits', () => {
  const truth = Object.fromEntries(apps.map((app) => [app, expectedLines(app)])) as Record<
    App,
    Map<string, Set<string>>
  >;
  const reported = (impact: Impact) => impact.broken.map((b) => `${b.file}:${b.line}`).sort();

  it('every used edit is marked in at least one app, and no unused edit is', () => {
    for (const edit of corpus) {
      const marked = apps.some((app) => truth[app].has(edit.id));
      expect(marked, edit.id).toBe(edit.used);
    }
  });

  it.each(corpus.map((e) => [e.id, e] as const))('%s: exactly the marked lines, each tied to the edit', (id, edit) => {
    for (const app of apps) {
      const impact = results.get(id)![app];
      expect(reported(impact), `${id} in ${app}`).toEqual([...(truth[app].get(id) ?? [])].sort());
      for (const site of impact.broken) {
        expect(site.changes.length, `${id} ${site.file}:${site.line}`).toBeGreaterThan(0);
        expect(site.changes[0]!.reason + site.changes[0]!.operationId, `${id} ${site.file}:${site.line}`).toMatch(
          edit.about,
        );
      }
      // What the rule calls breaking and no line of this app meets is listed as not for this app.
      if (!impact.broken.length) {
        const listed = impact.notForThisApp.some((c) => edit.about.test(c.reason));
        expect(listed, `${id} in ${app}: listed as breaking by rule, not for this app`).toBe(edit.rule === 'breaking');
      }
    }
  });

  it('recall and precision are 100% over the corpus', () => {
    let expected = 0;
    let found = 0;
    let reportedCount = 0;
    let right = 0;
    for (const edit of corpus) {
      for (const app of apps) {
        const want = truth[app].get(edit.id) ?? new Set<string>();
        const got = reported(results.get(edit.id)![app]);
        expected += want.size;
        found += [...want].filter((l) => got.includes(l)).length;
        reportedCount += got.length;
        right += got.filter((l) => want.has(l)).length;
      }
    }
    const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : 'n/a');
    console.log(
      `contract impact corpus (${corpus.length} edits x ${apps.length} apps): recall ${pct(found, expected)} ` +
        `(${found}/${expected} breaking lines reported), precision ${pct(right, reportedCount)} ` +
        `(${right}/${reportedCount} reported lines really break)`,
    );
    expect(expected).toBeGreaterThan(10);
    expect(found).toBe(expected);
    expect(right).toBe(reportedCount);
  });

  it('names the operation the code calls, not every operation sharing the schema', () => {
    const fetcher = results.get('remove-field')!.fetcher;
    expect(fetcher.broken.map((b) => [b.file, b.line, b.column, b.operationId])).toEqual([
      ['src/requests.ts', 14, 28, 'getRequestAction'],
    ]);
    expect(fetcher.broken[0]!.changes.map((c) => c.reason)).toEqual(['response 200 `category` removed']);
    // The same change on the operations the app never calls: breaking by rule, not for this app.
    expect(fetcher.notForThisApp.map((c) => c.operationId)).toEqual(
      expect.arrayContaining(['listRequestActions', 'updateRequestAction', 'markRequestActionSeen']),
    );
    expect(fetcher.notForThisApp.map((c) => c.operationId)).not.toContain('getRequestAction');
    const hooks = results.get('rename-field')!.hooks;
    expect(hooks.broken.map((b) => [b.file, b.line, b.operationId])).toEqual([
      ['src/RequestList.tsx', 12, 'listRequestActions'],
      ['src/RequestPanel.tsx', 32, 'getRequestAction'],
    ]);
  });

  it('says whether the rule called it breaking: a narrowed request type breaks the app though the rule says non-breaking', () => {
    const site = results.get('narrow-type')!.hooks.broken[0]!;
    expect(site.breakingByRule).toBe(false);
    expect(site.changes.every((c) => c.kind === 'non-breaking')).toBe(true);
    // An operationId renamed is breaking by rule; the fetcher app calls by path, so nothing of it breaks there.
    const renamed = results.get('rename-operation')!;
    expect(renamed.fetcher.broken).toEqual([]);
    expect(renamed.fetcher.notForThisApp.map((c) => c.reason)).toEqual([
      'renamed to `fetchRequestAction` (GET /request-action/{id}): its hooks and zod schemas change names',
    ]);
    expect(renamed.hooks.broken.every((b) => b.breakingByRule && b.operationId === 'getRequestAction')).toBe(true);
  });

  it('prints each broken call site as file:line:column with the operation and the diff words', () => {
    const lines = impactLines(results.get('required-input')!.hooks, { app: 'hooks', from: 'a', to: 'b' });
    expect(lines[0]).toBe('contract impact on hooks (a -> b): 1 call site(s) break');
    expect(lines[1]).toBe(
      '  src/RequestPanel.tsx:29:21  admin `createRequestAction`: request body `priority` is now required (breaking by rule)',
    );
  });
});

it('compareContracts leaves the documents it compares as they were', () => {
  const base = readCurrent(repo);
  const docs = structuredClone(base);
  corpus.find((e) => e.id === 'narrow-type')!.edit(docs);
  const [before, after] = [JSON.stringify(base.admin), JSON.stringify(docs.admin)];
  compareContracts(base.admin, docs.admin);
  expect(JSON.stringify(base.admin)).toBe(before);
  expect(JSON.stringify(docs.admin)).toBe(after);
});

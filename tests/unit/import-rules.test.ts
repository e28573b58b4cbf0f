// The import rules (.dependency-cruiser.cjs, the "import rules" step of `npm test`) fail on a
// forbidden arrow, and docs/architecture.md draws exactly the arrows the code has.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Run on this Node (24): dependency-cruiser refuses the bare `node` 20.
const depcruise = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
interface Cruise {
  modules: Array<{ source: string; dependencies: Array<{ resolved: string; dependencyTypes: string[] }> }>;
  summary: { violations: Violation[] };
}

const run = (cwd: string, args: string[]) =>
  spawnSync(process.execPath, [depcruise, ...args, '--config', config], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });

/**
 * Runs dependency-cruiser with the project's rules in `cwd`, as `npm test` does (its exit code
 * and what it prints), and again for its JSON result (that reporter always exits 0).
 */
function cruise(cwd: string, folders: string[]): { status: number | null; printed: string; result: Cruise } {
  const asTest = run(cwd, folders);
  return {
    status: asTest.status,
    printed: asTest.stdout,
    result: JSON.parse(run(cwd, [...folders, '--output-type', 'json']).stdout),
  };
}

describe('the import rules', () => {
  // A tree shaped like ours, each file importing what its folder may and may not.
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const files: Record<string, string[]> = {
    'src/core/ok.ts': [],
    'src/core/up.ts': ['../react/hook.js', '../clients/client.js', 'node:fs', './ok.js'],
    'src/core/typo.ts': ['./missing.js'],
    // A cycle inside one folder: every arrow of it is allowed, the loop is not.
    'src/core/ping.ts': ['./pong.js'],
    'src/core/pong.ts': ['./ping.js'],
    'src/conventions/rule.ts': ['../clients/client.js', '../core/ok.js'],
    'src/clients/client.ts': ['../react/hook.js', '../core/ok.js', '../conventions/rule.js'],
    'src/helpers/helper.ts': ['../../mock/mock.js', '../clients/client.js'],
    'src/chat/chat.ts': ['../clients/client.js', '../core/ok.js'],
    'src/query/key.ts': ['../react/hook.js', '../clients/client.js'],
    'src/react/hook.ts': [
      '../query/key.js',
      '../../mock/mock.js',
      '../core/ok.js',
      '../clients/client.js',
      '../chat/chat.js',
    ],
    'src/zod/admin.ts': ['../react/hook.js', '../core/ok.js'],
    'src/upload/send.ts': ['../clients/client.js', '../core/ok.js'],
    'mock/mock.ts': ['node:http', '../src/clients/client.js', '../src/react/hook.js'],
    'mock/chat.ts': ['./domains/rooms.js', './mock.js'],
    'mock/domains/rooms.ts': ['../mock.js'],
    // A domain using another's helper; the index that wires the domains may import them all.
    'mock/domains/payments.ts': ['./rooms.js', '../mock.js'],
    'mock/domains/index.ts': ['./rooms.js', './payments.js'],
    'src/index.ts': ['./react/hook.js', './clients/client.js', './helpers/helper.js'],
    'generated/operations/admin.ts': ['../../src/clients/client.js', '../../src/core/ok.js'],
    // The runtime by a path into src/, not by `#runtime/core`.
    'generated/operations/public.ts': ['../../src/core/runtime.js'],
    'src/core/runtime.ts': [],
    'generated/types/admin.ts': ['../../src/core/ok.js'],
  };
  // The rules read tsconfig.json (its `paths`); the fixture's is a plain one.
  fs.writeFileSync(
    path.join(fixture, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
  );
  for (const [file, imports] of Object.entries(files)) {
    fs.mkdirSync(path.join(fixture, path.dirname(file)), { recursive: true });
    fs.writeFileSync(
      path.join(fixture, file),
      `${imports.map((to, i) => `import * as m${i} from '${to}';\nvoid m${i};\n`).join('')}export const x = 1;\n`,
    );
  }

  it('fail on every forbidden arrow, and only on those', () => {
    const { status, printed, result } = cruise(fixture, ['src', 'generated', 'mock']);
    expect(status).not.toBe(0);
    expect(printed).toContain('error core-imports-only-core: src/core/up.ts → src/react/hook.ts');
    const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual(
      [
        'core-imports-only-core: src/core/up.ts -> src/react/hook.ts',
        'core-imports-only-core: src/core/up.ts -> src/clients/client.ts',
        'browser-code-uses-no-node-builtins: src/core/up.ts -> fs',
        'no-unresolvable-import: src/core/typo.ts -> ./missing.js',
        // The seeded cycle, reported once, and the loops the forbidden arrows above close
        // (clients -> react -> chat/query/mock -> clients).
        'no-circular: src/core/ping.ts -> src/core/pong.ts',
        'no-circular: src/chat/chat.ts -> src/clients/client.ts',
        'no-circular: src/clients/client.ts -> src/conventions/rule.ts',
        'no-circular: src/clients/client.ts -> src/react/hook.ts',
        'no-circular: mock/mock.ts -> src/clients/client.ts',
        'no-circular: mock/mock.ts -> src/react/hook.ts',
        'no-circular: src/query/key.ts -> src/clients/client.ts',
        'no-circular: src/query/key.ts -> src/react/hook.ts',
        'conventions-use-core: src/conventions/rule.ts -> src/clients/client.ts',
        'clients-use-core-and-conventions: src/clients/client.ts -> src/react/hook.ts',
        'helpers-use-clients: src/helpers/helper.ts -> mock/mock.ts',
        'chat-uses-core: src/chat/chat.ts -> src/clients/client.ts',
        'react-uses-query-clients-core-chat: src/react/hook.ts -> mock/mock.ts',
        'query-uses-clients-and-core: src/query/key.ts -> src/react/hook.ts',
        'zod-entries-use-core: src/zod/admin.ts -> src/react/hook.ts',
        'upload-uses-core: src/upload/send.ts -> src/clients/client.ts',
        'mock-uses-clients-and-core: mock/mock.ts -> src/react/hook.ts',
        'mock-chat-knows-no-domain: mock/chat.ts -> mock/domains/rooms.ts',
        'mock-domains-import-no-domain: mock/domains/payments.ts -> mock/domains/rooms.ts',
        'mock-core-is-web-standard: mock/mock.ts -> http',
        'entries-use-the-sdk: src/index.ts -> src/react/hook.ts',
        'generated-operations-use-core: generated/operations/admin.ts -> src/clients/client.ts',
        'generated-operations-use-core: generated/operations/admin.ts -> src/core/ok.ts',
        'generated-code-reaches-src-by-package-import: generated/operations/admin.ts -> src/clients/client.ts',
        'generated-code-reaches-src-by-package-import: generated/operations/admin.ts -> src/core/ok.ts',
        'generated-code-reaches-src-by-package-import: generated/operations/public.ts -> src/core/runtime.ts',
        'generated-types-stand-alone: generated/types/admin.ts -> src/core/ok.ts',
        'generated-code-reaches-src-by-package-import: generated/types/admin.ts -> src/core/ok.ts',
      ].sort(),
    );
  });

  it('pass on the tree as it is', () => {
    const { status, result } = cruise(root, ['src', 'generated', 'mock']);
    expect(result.summary.violations).toEqual([]);
    expect(status).toBe(0);
  });
});

/** `src/react/useChat.ts` -> `src/react/`; a package -> its name; a Node built-in -> `node:`. */
function place(file: string, types: string[]): string {
  if (types.includes('core')) return 'node:';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1] === '@types/node' ? 'node:' : pkg[1]!;
  if (file.startsWith('mock/')) return 'mock/';
  const folder = /^(src|generated)\/([^/]+)\//.exec(file);
  return folder ? `${folder[1]}/${folder[2]}/` : file;
}

describe('docs/architecture.md', () => {
  it('draws exactly the arrows between folders the code has', () => {
    const { result } = cruise(root, ['src', 'generated', 'mock']);
    expect(result.modules.length).toBeGreaterThan(100);
    const inCode = new Set<string>();
    for (const m of result.modules) {
      if (!/^(src|generated|mock)\//.test(m.source)) continue;
      for (const d of m.dependencies) {
        const from = place(m.source, []),
          to = place(d.resolved, d.dependencyTypes);
        if (from !== to) inCode.add(`${from} -> ${to}`);
      }
    }
    // The table under "## Arrows": | `from` | `to`, `to` | (cells padded to the column's width)
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const table = doc.split('## Arrows')[1]!.split('\n## ')[0]!;
    const drawn = new Set<string>();
    for (const row of table.matchAll(/^\| `([^`]+)` +\| (.+?) *\|$/gm)) {
      for (const to of row[2]!.matchAll(/`([^`]+)`/g)) drawn.add(`${row[1]} -> ${to[1]}`);
    }
    expect([...drawn].sort()).toEqual([...inCode].sort());
  });
});

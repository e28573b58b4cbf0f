// Size budgets: the gzip bytes (esbuild, minified, ESM, browser, gzip -9) of what a browser app
// pulls in for the public client, the admin client, one generated hook (plain and infinite) and
// one query options factory. Deterministic for a given tree and esbuild version (no timing
// here); computed by the bench's own function, so `npm run bench` and this test agree. When one fails, its message lists the biggest inputs.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureSizes, type BundleSize } from '../../bench/size.mjs';

const kB = (bytes: number) => `${bytes / 1024} kB`;

let sizes: Record<string, BundleSize>;
beforeAll(async () => {
  sizes = await measureSizes([
    'publicClient',
    'adminClient',
    'hook',
    'infiniteHook',
    'queryOptions',
    'queryEntries',
    'chatClientSocketIoExternal',
  ]);
});

const gzipBytes = (name: string) => sizes[name]!.gzipBytes;
const why = (name: string) =>
  `${sizes[name]!.label}: ${sizes[name]!.gzipBytes} B gzip; biggest inputs (minified bytes): ` +
  sizes[name]!.inputs.map((i) => `${i.file} ${i.bytes}`).join(', ');

describe('bundle size budgets (min+gzip)', () => {
  it(`createPublicClient is at most ${kB(BUDGETS.publicClient)}`, () => {
    expect(gzipBytes('publicClient'), why('publicClient')).toBeLessThanOrEqual(BUDGETS.publicClient);
  });

  it(`createAdminClient is at most ${kB(BUDGETS.adminClient)}`, () => {
    expect(gzipBytes('adminClient'), why('adminClient')).toBeLessThanOrEqual(BUDGETS.adminClient);
  });

  it(`one hook (useGetRequestAction, react and react-query external) is at most ${kB(BUDGETS.hook)}`, () => {
    expect(gzipBytes('hook'), why('hook')).toBeLessThanOrEqual(BUDGETS.hook);
  });

  it('one query hook bundles no mutation code: a page that only reads pays only for reading', async () => {
    const all = await measureSizes(['hook'], { topInputs: 10_000 });
    const files = all.hook!.inputs.map((i) => i.file);
    expect(files).toContain('generated/react/admin/queries.ts');
    expect(
      files.filter((f) => /mutation|optimistic|useUpload|generated\/react\/admin\/(index|mutations)\.ts/i.test(f)),
    ).toEqual([]);
  });

  it(`the chat client (socket.io-client external) is at most ${kB(BUDGETS.chatClientSocketIoExternal)}`, () => {
    expect(gzipBytes('chatClientSocketIoExternal'), why('chatClientSocketIoExternal')).toBeLessThanOrEqual(
      BUDGETS.chatClientSocketIoExternal,
    );
  });

  it(`one infinite hook (useListRequestActionsInfinite) is at most ${kB(BUDGETS.infiniteHook)}`, () => {
    expect(gzipBytes('infiniteHook'), why('infiniteHook')).toBeLessThanOrEqual(BUDGETS.infiniteHook);
  });

  it('query options outside React pull in no React code and no more than the hook', () => {
    expect(gzipBytes('queryOptions'), why('queryOptions')).toBeLessThan(gzipBytes('hook'));
    expect(sizes.queryOptions!.inputs.map((i) => i.file)).not.toContain('src/react/context.ts');
    expect(sizes.queryOptions!.imports).toEqual([]);
  });

  it('the query entries (platform-client/query/*), whole, import neither react nor react-query at run time', () => {
    expect(sizes.queryEntries!.imports).toEqual([]);
    const files = sizes.queryEntries!.inputs.map((i) => i.file);
    expect(files.some((f) => f.startsWith('generated/query/'))).toBe(true);
    expect(files.filter((f) => f.startsWith('src/react/'))).toEqual([]);
  });

  it('the hooks import react-query at run time (the externals are real, so the check above can fail)', () => {
    expect(sizes.hook!.imports).toContain('@tanstack/react-query');
  });
});

describe('validate costs nothing until it is used (docs/design.md, decision 10)', () => {
  it('a client without `validate` carries no zod, no schemas and no validation code', async () => {
    const all = await measureSizes(['publicClient', 'adminClient'], { topInputs: 10_000 });
    for (const name of ['publicClient', 'adminClient']) {
      const files = all[name]!.inputs.map((i) => i.file);
      expect(files).toContain('src/core/revive-plan.ts');
      expect(files.filter((f) => /node_modules\/zod\/|generated\/zod|src\/zod\/|response-validation/.test(f))).toEqual(
        [],
      );
      // Nor matchError and fieldErrors (docs/design.md, decision 26): root exports the clients never import.
      expect(files.filter((f) => /match-error|field-errors|validation-words|operation-errors/.test(f))).toEqual([]);
    }
  });
});

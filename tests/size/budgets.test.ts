// Size budgets: the gzip bytes (esbuild, minified, ESM, browser, gzip -9) of what a browser app
// pulls in for the public client, the admin client and one generated hook. Deterministic for a
// given tree and esbuild version (no timing here); computed by the bench's own function, so
// `npm run bench` and this test agree. When one fails, its message lists the biggest inputs.
import { beforeAll, describe, expect, it } from 'vitest';
import { measureSizes, type BundleSize } from '../../bench/size.mjs';

let sizes: Record<string, BundleSize>;
beforeAll(async () => {
  sizes = await measureSizes(['publicClient', 'adminClient', 'hook']);
});

const gzipBytes = (name: string) => sizes[name]!.gzipBytes;
const why = (name: string) =>
  `${sizes[name]!.label}: ${sizes[name]!.gzipBytes} B gzip; biggest inputs (minified bytes): ` +
  sizes[name]!.inputs.map((i) => `${i.file} ${i.bytes}`).join(', ');

describe('bundle size budgets (min+gzip)', () => {
  it('createPublicClient is at most 5632 bytes (5.5 kB)', () => {
    expect(gzipBytes('publicClient'), why('publicClient')).toBeLessThanOrEqual(5632);
  });

  it('createAdminClient is at most 8192 bytes (8 kB)', () => {
    expect(gzipBytes('adminClient'), why('adminClient')).toBeLessThanOrEqual(8192);
  });

  it('one hook (useGetRequestAction, react and react-query external) is at most 1536 bytes', () => {
    expect(gzipBytes('hook'), why('hook')).toBeLessThanOrEqual(1536);
  });
});

// Size budgets: the gzip bytes (esbuild, minified, ESM, browser, gzip -9) of what a browser app
// pulls in for the public client, the admin client and one generated hook. Deterministic for a
// given tree and esbuild version (no timing here); computed by the bench's own function, so
// `npm run bench` and this test agree. When one fails, its message lists the biggest inputs.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureSizes, type BundleSize } from '../../bench/size.mjs';

let sizes: Record<string, BundleSize>;
beforeAll(async () => {
  sizes = await measureSizes(['publicClient', 'adminClient', 'hook', 'chatClientSocketIoExternal']);
});

const gzipBytes = (name: string) => sizes[name]!.gzipBytes;
const why = (name: string) =>
  `${sizes[name]!.label}: ${sizes[name]!.gzipBytes} B gzip; biggest inputs (minified bytes): ` +
  sizes[name]!.inputs.map((i) => `${i.file} ${i.bytes}`).join(', ');

describe('bundle size budgets (min+gzip)', () => {
  it(`createPublicClient is at most ${BUDGETS.publicClient} bytes`, () => {
    expect(gzipBytes('publicClient'), why('publicClient')).toBeLessThanOrEqual(BUDGETS.publicClient);
  });

  it(`createAdminClient is at most ${BUDGETS.adminClient} bytes`, () => {
    expect(gzipBytes('adminClient'), why('adminClient')).toBeLessThanOrEqual(BUDGETS.adminClient);
  });

  it(`one hook (useGetRequestAction, react and react-query external) is at most ${BUDGETS.hook} bytes`, () => {
    expect(gzipBytes('hook'), why('hook')).toBeLessThanOrEqual(BUDGETS.hook);
  });

  it(`the chat client (socket.io-client external) is at most ${BUDGETS.chatClientSocketIoExternal} bytes`, () => {
    expect(gzipBytes('chatClientSocketIoExternal'), why('chatClientSocketIoExternal')).toBeLessThanOrEqual(BUDGETS.chatClientSocketIoExternal);
  });
});

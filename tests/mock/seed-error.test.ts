// A domain is seeded on its first use (issue 44, item 6), so two contract examples of one record
// that disagree no longer stop the start: the first call that seeds that domain answers a typed
// error naming both, the domain stays unseeded (the next call answers the same) and the others serve.
// The mock is bundled beside a copy of the contracts whose Box and BoxPage examples disagree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockPlatform } from '../../mock/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// In .tmp/ of the repository: the bundle's packages resolve from its node_modules.
const dir = path.join(repo, `.tmp/seed-error-${process.pid}`);
let mock: MockPlatform;
beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'generated/openapi'), { recursive: true });
  for (const file of fs.readdirSync(path.join(repo, 'generated/openapi'))) {
    const doc = JSON.parse(fs.readFileSync(path.join(repo, 'generated/openapi', file), 'utf8'));
    const box = doc.components?.examples?.Box;
    if (box) box.value.value.score = 9;
    fs.writeFileSync(path.join(dir, 'generated/openapi', file), JSON.stringify(doc));
  }
  const outfile = path.join(dir, 'mock/index.mjs');
  await build({
    entryPoints: [path.join(repo, 'mock/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const { startMockPlatform } = (await import(pathToFileURL(outfile).href)) as typeof import('../../mock/index.js');
  mock = await startMockPlatform();
}, 60_000);
afterAll(async () => {
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const get = async (url: string) => {
  const response = await fetch(url, { headers: { 'x-api-key': mock.credentials.apiKey } });
  return { status: response.status, body: await response.json() };
};

describe('a domain whose examples disagree', () => {
  it('answers its calls with an error naming both examples, seeds nothing of it, and serves the others', async () => {
    const boxes = () => get(`${mock.urls.public}/box?type=quiz_result`);
    const refused = {
      status: 500,
      body: {
        code: 'EXAMPLES_DISAGREE',
        message:
          'The examples BoxPage (openapi/components/examples/BoxPage.yaml) and Box (openapi/components/examples/Box.yaml) describe the same record 6601a3f4c2b1e0d9f8a7b6c5 and disagree in `value`: make them agree.',
      },
    };
    expect(await boxes()).toEqual(refused);
    // Not half seeded: the next call tries again, and answers the same.
    expect(await boxes()).toEqual(refused);
    const news = await get(`${mock.urls.public}/v3/cms/content/api/news?lang=en`);
    expect(news.status).toBe(200);
    expect(news.body.total).toBeGreaterThan(40);
    expect(await boxes()).toEqual(refused);
  });
});

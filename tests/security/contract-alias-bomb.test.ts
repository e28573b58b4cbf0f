// Issue 41, item 9: a YAML alias bomb does not take `npm start` down. At 7ccdd89 a billion-laughs
// file of a few hundred bytes saved under openapi/ parsed fine (aliases share one object) and then
// ran the watcher out of memory when the bundle was compared and printed, killing the mock and Vite
// with it. Now anchors and aliases are refused at their line, and the watch goes on with the last
// good contracts. The watcher runs in a child process with a small heap and a time limit, so the
// old code fails this test by dying there rather than taking the test runner with it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let root: string;

// Nine levels of nine: 9^9 (387 million) strings once expanded, 366 bytes as text.
const levels = 'abcdefghi';
const bomb = [
  'x-lol:',
  `  a: &a [${Array(9).fill('"lol"').join(',')}]`,
  ...[...levels.slice(1)].map((name, i) => `  ${name}: &${name} [${Array(9).fill(`*${levels[i]}`).join(',')}]`),
  '',
].join('\n');

/** Runs the watch loop (as `npm start` does) on the copy in a child with `heapMb` of heap. */
function watchInChild(heapMb: number, script: string) {
  const code = `
    import fs from 'node:fs';
    import { watchContracts } from ${JSON.stringify(path.join(repo, 'scripts/generate/watch.mjs'))};
    const dir = ${JSON.stringify(root)};
    let settle;
    const next = () => new Promise((resolve) => (settle = resolve));
    const log = (line) => {
      console.log(line);
      if (line.startsWith('saved ')) settle();
    };
    let saved = next();
    const watcher = await watchContracts({
      openapiDir: dir + '/openapi',
      outDir: dir + '/generated',
      initial: false,
      kept: 'the mock keeps',
      log,
    });
    ${script}
    watcher.close();
  `;
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [`--max-old-space-size=${heapMb}`, '--input-type=module', '-e', code],
      { cwd: repo, timeout: 90_000, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-alias-bomb-'));
  fs.cpSync(path.join(repo, 'openapi'), path.join(root, 'openapi'), { recursive: true });
  // The last good contracts the watch starts from: the bundles generated/ holds.
  fs.cpSync(path.join(repo, 'generated/openapi'), path.join(root, 'generated/openapi'), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a YAML alias bomb under openapi/', () => {
  it('is refused at its line; the watch goes on with the last good contracts', async () => {
    const rel = 'components/schemas/ExchangeRate.yaml';
    const file = path.join(root, 'openapi', rel);
    const good = fs.readFileSync(file, 'utf8');
    const anchorLine = good.split('\n').length + 1;
    const { code, output } = await watchInChild(
      160,
      `
      fs.appendFileSync(${JSON.stringify(file)}, ${JSON.stringify(bomb)});
      await saved;
      saved = next();
      // Undone: the bundles are the last good ones again, so there is nothing to write.
      fs.writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(good)});
      await saved;
      `,
    );
    expect(output).toContain(
      `saved ${rel}: contract error, nothing regenerated; the mock keeps the last good contracts:\n` +
        `  ${file}:${anchorLine}:6 Failed to parse: YAML anchor &a refused: contract files use no anchors or aliases (${anchorLine}:6)\n`,
    );
    expect(output).toContain(`saved ${rel}: the bundled contracts are unchanged, nothing to write\n`);
    expect(code).toBe(0);
  }, 120_000);

  it('in a root contract too', async () => {
    const file = path.join(root, 'openapi/public.yaml');
    const good = fs.readFileSync(file, 'utf8');
    const { code, output } = await watchInChild(
      160,
      `
      fs.writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(bomb)} + ${JSON.stringify(good)});
      await saved;
      fs.writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(good)});
      `,
    );
    expect(output).toContain(
      'saved public.yaml: contract error, nothing regenerated; the mock keeps the last good contracts:\n' +
        `  ${file}:2:6 YAML anchor &a refused: contract files use no anchors or aliases (2:6)\n`,
    );
    expect(code).toBe(0);
  }, 120_000);
});

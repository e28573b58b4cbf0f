// Live contract editing (issue 37), as a person does it: `npm start` runs (a child process, on a
// copy of the contracts so the repository's stay untouched) and the contracts are edited under
// it. An optional field and a new GET operation appear in the mock's answers and in the copy's
// generated code, and the diff says non-breaking; a required field removed says breaking; broken
// YAML is reported and the mock goes on serving the last good contracts, its records kept. A field
// added to a schema and its examples shows in the seeded records no call changed (issue 44, item
// 5); two examples of one record that disagree are refused, naming both files.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const surfaces = ['admin', 'public', 'private', 'enduser'];
let dir: string;
let child: ChildProcess;
let output = '';
let publicUrl: string;
let apiKey: string;

const contract = (file: string) => path.join(dir, 'openapi', file);
const edit = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(contract(file), change(fs.readFileSync(contract(file), 'utf8')));
const generated = (file: string) => fs.readFileSync(path.join(dir, 'generated', file), 'utf8');

/** Waits until the output has `count` lines matching `pattern`, and returns the last such line. */
async function waitFor(pattern: RegExp, count = 1, ms = 90_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const lines = output.split('\n').filter((l) => pattern.test(l));
    if (lines.length >= count) return lines[count - 1] ?? '';
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`no ${count}x ${pattern} in npm start's output:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const get = async (url: string) => {
  const response = await fetch(url, { headers: { 'x-api-key': apiKey } });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-contracts-'));
  fs.cpSync(path.join(repo, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
  fs.cpSync(path.join(repo, 'generated'), path.join(dir, 'generated'), { recursive: true });
  // The copy's baseline is its contracts as they start, so the diff shows this test's edits only.
  for (const s of surfaces)
    fs.copyFileSync(path.join(dir, 'generated/openapi', `${s}.json`), path.join(dir, 'openapi/baseline', `${s}.json`));
  fs.writeFileSync(path.join(dir, 'openapi/baseline/release.json'), JSON.stringify({ version: '0.0.1-live' }));
  child = spawn(path.join(repo, 'node_modules/.bin/node'), ['scripts/start.mjs'], {
    cwd: repo,
    env: {
      ...process.env,
      PLATFORM_OPENAPI_DIR: path.join(dir, 'openapi'),
      PLATFORM_GENERATED_DIR: path.join(dir, 'generated'),
      PLATFORM_MOCK_PORT: '0',
      CONSOLE_PORT: '0',
      NO_COLOR: '1',
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(/^watching .* for changes$/);
  publicUrl = (await waitFor(/^ {2}public {4}http/)).trim().split(/\s+/)[1] ?? '';
  apiKey = (await waitFor(/^ {2}apiKey /)).trim().split(/\s+/)[1] ?? '';
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start follows the contracts as they are edited', () => {
  it('an optional field and a new GET operation: served, generated, non-breaking; records kept', async () => {
    const box = await fetch(`${publicUrl}/box?type=quiz_result`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'kept-over-reloads', value: { n: 1 } }),
    });
    expect(box.status).toBe(201);
    const before = await get(`${publicUrl}/v1/nbg/USD`);
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty('source');

    edit('components/schemas/ExchangeRate.yaml', (t) =>
      t.replace(
        'properties:\n',
        'properties:\n  source:\n    type: string\n    description: Who published the rate.\n    examples: [NBG]\n',
      ),
    );
    edit('components/examples/ExchangeRate.yaml', (t) => `${t}  source: NBG\n`);
    fs.writeFileSync(
      contract('paths/public/v1@nbg.yaml'),
      [
        'get:',
        '  operationId: listCurrencyCodes',
        '  tags: [Platform]',
        '  summary: List the currencies with a rate',
        '  description: Answers the codes of the currencies the National Bank of Georgia publishes a rate for.',
        '  responses:',
        "    '200':",
        '      description: The currency codes.',
        '      content:',
        '        application/json:',
        '          schema:',
        '            type: array',
        '            items:',
        '              type: string',
        '          example: [USD, EUR]',
        "    '401':",
        '      $ref: ../../components/responses/Unauthorized.yaml',
        '',
      ].join('\n'),
    );
    edit('public.yaml', (t) =>
      t.replace('components:\n', '  /v1/nbg:\n    $ref: ./paths/public/v1@nbg.yaml\ncomponents:\n'),
    );

    const verdict = await waitFor(/^contract diff against/);
    expect(verdict).toBe(
      'contract diff against the 0.0.1-live baseline (public): non-breaking: 0 breaking, 2 non-breaking',
    );
    expect(output).toContain('      `getExchangeRate`: response 200 has a new field `source`\n');
    expect(output).toContain('      `listCurrencyCodes`: new operation (GET /v1/nbg)\n');
    expect(output).toContain('mock: serving the new contracts (records, sessions and tokens kept)');

    expect((await get(`${publicUrl}/v1/nbg/USD`)).body).toMatchObject({ code: 'USD', source: 'NBG' });
    expect(await get(`${publicUrl}/v1/nbg`)).toEqual({ status: 200, body: ['USD', 'EUR'] });
    expect(await get(`${publicUrl}/box/kept-over-reloads?type=quiz_result`)).toMatchObject({
      status: 200,
      body: { key: 'kept-over-reloads', value: { n: 1 } },
    });
    expect(generated('types/public.ts')).toMatch(/source\?: string/);
    expect(generated('types/public.ts')).toContain('listCurrencyCodes: {');
    expect(generated('operations/public.ts')).toContain("'GET /v1/nbg': {");
    expect(generated('query/public/index.ts')).toContain('export const getListCurrencyCodesQueryKey');
  }, 120_000);

  it('a required field removed: the diff says breaking, and what it breaks', async () => {
    edit('components/schemas/ExchangeRate.yaml', (t) =>
      t
        .replace(
          'required: [code, rate, quantity, diff, date, validFrom]',
          'required: [code, rate, quantity, date, validFrom]',
        )
        .replace(/ {2}diff:\n(?: {4}.*\n)+/, ''),
    );
    edit('components/examples/ExchangeRate.yaml', (t) => t.replace(/ {2}diff: .*\n/, ''));
    const verdict = await waitFor(/^contract diff against/, 2);
    // Against the baseline: this save's break, and the first save's additions still there.
    expect(verdict).toBe(
      'contract diff against the 0.0.1-live baseline (public): breaking: 2 breaking, 2 non-breaking',
    );
    expect(output).toContain('      `getExchangeRate`: response 200 `diff` removed\n');
    expect(output).toContain('      `getExchangeRate`: response 200 `diff` may now be missing\n');
    expect((await get(`${publicUrl}/v1/nbg/USD`)).body).not.toHaveProperty('diff');
  }, 120_000);

  it('broken YAML: the terminal names file and line, the mock serves the last good contracts', async () => {
    edit('components/schemas/ExchangeRate.yaml', (t) => t.replace('title: ExchangeRate', 'title: [ExchangeRate'));
    await waitFor(/contract error, nothing regenerated; the mock keeps the last good contracts:$/);
    expect(output).toMatch(/ExchangeRate\.yaml:\d+:\d+ /);
    expect(await get(`${publicUrl}/v1/nbg/USD`)).toMatchObject({ status: 200, body: { code: 'USD', source: 'NBG' } });
    expect(await get(`${publicUrl}/v1/nbg`)).toEqual({ status: 200, body: ['USD', 'EUR'] });
    expect(child.exitCode).toBe(null);
  }, 120_000);

  it('a field added to a schema and its examples shows in seeded records, with no reset; what calls made stays', async () => {
    edit('components/schemas/ExchangeRate.yaml', (t) => t.replace('title: [ExchangeRate', 'title: ExchangeRate'));
    edit('components/schemas/Box.yaml', (t) =>
      t.replace('properties:\n', 'properties:\n  label:\n    type: string\n    description: What a person calls it.\n'),
    );
    edit('components/examples/Box.yaml', (t) => `${t}  label: Onboarding\n`);
    // Box.yaml and BoxPage.yaml describe one seeded box: with only one edited, they disagree.
    expect(await waitFor(/^mock: cannot serve the new contracts/)).toContain(
      'The examples BoxPage (openapi/components/examples/BoxPage.yaml) and Box (openapi/components/examples/Box.yaml) describe the same record',
    );
    edit('components/examples/BoxPage.yaml', (t) =>
      t.replace('      updated:', '      label: Onboarding\n      updated:'),
    );
    const deadline = Date.now() + 90_000;
    while ((await get(`${publicUrl}/box/onboarding-quiz?type=quiz_result`)).body.label !== 'Onboarding') {
      if (Date.now() > deadline) throw new Error(`the seeded box never showed its label:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await get(`${publicUrl}/box/kept-over-reloads?type=quiz_result`)).toEqual({
      status: 200,
      body: expect.not.objectContaining({ label: expect.anything() }),
    });
    expect((await get(`${publicUrl}/box/kept-over-reloads?type=quiz_result`)).body).toMatchObject({ value: { n: 1 } });
  }, 120_000);
});

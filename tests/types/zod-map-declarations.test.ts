// Issue 33, item 6: at 6377300 the response-schema maps (`responseSchemas`)
// had inferred types, so the declaration files `npm run build` ships spelled every schema out and
// cut a recursive one at its first level: `children` of `GET /intranet/orgChart` became
// `ZodObject</*elided*/ any>`, `Record<string, unknown>[]` to `z.infer`. Every entry of every map
// must be declared as its named schema (`typeof GetOrgChartResponse`). The declarations are
// emitted here as the build does (tsconfig.build.json), in memory, and read; the tarball's strict
// consumer (tests/package/consumer/strict.tsx) checks the same through `z.infer`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SURFACES = ['admin', 'enduser', 'private', 'public'] as const;
const declarations = new Map<string, string>();

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json not read');
  // The four schema entries (src/zod/<surface>.ts) and what they import: the maps and their modules.
  const program = ts.createProgram(
    SURFACES.map((s) => path.join(root, 'src/zod', `${s}.ts`)),
    { ...config.options, emitDeclarationOnly: true, noEmit: false },
  );
  const result = program.emit(undefined, (file, text) => {
    if (file.endsWith('.d.ts')) declarations.set(path.relative(path.join(root, 'dist'), file), text);
  });
  expect(result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
}, 120_000);

/** The entries of a declared map: `'METHOD /path'` and the type written for it. */
function entries(text: string): Array<[string, string]> {
  return [...text.matchAll(/readonly '((?:GET|POST|PUT|PATCH|DELETE) [^']+)': ([^;]+);/g)].map((m) => [m[1]!, m[2]!]);
}

describe.each(SURFACES)('the %s maps as shipped', (surface) => {
  it.each([`generated/zod/${surface}/responses.d.ts`])(
    '%s names every entry as its schema, and cuts nothing',
    (file) => {
      const text = declarations.get(file);
      expect(text, file).toBeDefined();
      expect(text).not.toContain('elided');
      const found = entries(text!);
      expect(found.length).toBeGreaterThan(5);
      for (const [operation, type] of found) expect(type, operation).toMatch(/^typeof \w+Response$/);
    },
  );

  it(`src/zod/${surface}.d.ts (responseSchemas with its check) refers to the map instead of spelling it out`, () => {
    const text = declarations.get(`src/zod/${surface}.d.ts`);
    expect(text).toBeDefined();
    expect(text).not.toContain('elided');
    expect(text).not.toMatch(/ZodObject</);
  });
});

it("keeps the org charts' recursion: children are OrgChartNode, at every depth", () => {
  const text = declarations.get('generated/zod/enduser/responses.d.ts')!;
  expect(Object.fromEntries(entries(text))).toMatchObject({
    'GET /intranet/orgChart': 'typeof GetOrgChartResponse',
    'GET /intranet/managementChart': 'typeof GetManagementChartResponse',
  });
  const index = declarations.get('generated/zod/enduser/index.d.ts')!;
  expect(index).toContain('export declare const GetOrgChartResponse: typeof OrgChartNode;');
  expect(index).toMatch(/children: zod\.ZodArray<typeof OrgChartNode>;/);
});

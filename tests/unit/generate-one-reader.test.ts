// Issue 43, item 1: one read per run. The generator reads a contract's operations in one place,
// scripts/generate/model.mjs; every emitter (types' path docs, operation tables, zod, React,
// permissions, the API summary) writes from the models it is handed. So no other generator file
// reads `paths` or lists HTTP methods (as tests/unit/errors.test.ts holds every error class in one
// file), and what an emitter once read on its own (a `$ref` path item, a TRACE operation) it now
// gets from the model.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContract } from '../../scripts/generate/model.mjs';
import { permissionsFile } from '../../scripts/generate/permissions.mjs';
import { reactModules } from '../../scripts/generate/react.mjs';
import { contractModels } from '../../scripts/generate/surface-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const generator = [
  'scripts/generate.mjs',
  ...fs.readdirSync(path.join(root, 'scripts/generate')).map((f) => `scripts/generate/${f}`),
].filter((f) => f.endsWith('.mjs'));
const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const METHOD = '(?:get|put|post|delete|options|head|patch|trace)';
/** `doc.paths`, `x?.paths`, `['paths']`: reading a contract's path items. */
const readsPaths = /\.paths\b|\[\s*['"]paths['"]\s*\]/;
/** Two HTTP methods side by side in a list: `['get', 'put', …]`. */
const listsMethods = new RegExp(`['"]${METHOD}['"]\\s*,\\s*['"]${METHOD}['"]`, 'i');

describe('generate: one reader of the contract', () => {
  it('only the model reads `paths`, lists HTTP methods or calls readContract', () => {
    const offenders = generator
      .filter((file) => file !== 'scripts/generate/model.mjs')
      .flatMap((file) => {
        const source = text(file);
        return [
          ...(readsPaths.test(source) ? [`${file} reads paths`] : []),
          ...(listsMethods.test(source) ? [`${file} lists HTTP methods`] : []),
          ...(/\breadContract\(/.test(source) ? [`${file} reads a contract`] : []),
        ];
      });
    expect(offenders).toEqual([]);
    // The patterns find what they look for: the model itself does all three.
    const model = text('scripts/generate/model.mjs');
    expect([readsPaths.test(model), listsMethods.test(model), /\breadContract\(/.test(model)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("the permissions table has a `$ref` path item's x-permission and a TRACE operation's", () => {
    const doc = parse(fs.readFileSync(path.join(root, 'tests/unit/fixtures/generate-model.yaml'), 'utf8'));
    const permission = { resource: 'things', action: 'read', verb: 'Read' };
    doc.components.pathItems.OneThing.get['x-permission'] = permission;
    doc.paths['/things'].trace = { operationId: 'traceThings', 'x-permission': permission, responses: {} };
    const table = permissionsFile(readContract(doc, 'fixture'));
    expect(table).toContain('"GET /things/{id}": "things read Read"');
    expect(table).toContain('"TRACE /things": "things read Read"');
  });

  it('the API summary is written from the models: operations, hooks as the React layer names them, schemas', () => {
    const doc = parse(fs.readFileSync(path.join(root, 'tests/unit/fixtures/generate-model.yaml'), 'utf8'));
    delete doc.paths['/things'].head; // the React layer has no HEAD hook
    const { models, summary } = contractModels({ admin: doc, public: doc, private: doc, enduser: doc });
    expect(Object.keys(models)).toEqual(['admin', 'public', 'private', 'enduser']);
    expect([...summary.enduser!.hooks].sort()).toEqual(
      [
        'useCreateThing',
        'useDeleteThing',
        'useExportThing',
        'useExportThingSuspense',
        'useGetCounts',
        'useGetCountsSuspense',
        'useGetThing',
        'useGetThingSuspense',
        'useListThings',
        'useListThingsInfinite',
        'useListThingsSuspense',
      ].sort(),
    );
    // The very names the React layer exports.
    const modules = reactModules('enduser', models.enduser!);
    const hooks = `${modules['react/enduser/queries.ts']}${modules['react/enduser/mutations.ts']}`;
    expect([...hooks.matchAll(/export const (use\w+)/g)].map((m) => m[1]).sort()).toEqual(
      [...summary.enduser!.hooks].sort(),
    );
    expect(summary.private!.hooks.size).toBe(0);
    expect([...summary.admin!.schemas]).toEqual(Object.keys(doc.components.schemas));
  });
});

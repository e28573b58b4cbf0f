// The generator's one reading of a contract (scripts/generate/model.mjs) on a small fixture
// (fixtures/generate-model.yaml), and the three emitters written from it agreeing where their
// own readers once did not: an operation's parameter overrides the path item's of the same name
// and place, a path item given by `$ref` is read, and HEAD is an operation (written into the
// operation table and the zod schemas; refused, by name, by the React layer, which has no HEAD hook).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { importRecorder, readContract } from '../../scripts/generate/model.mjs';
import { operationsFile } from '../../scripts/generate/operations.mjs';
import { reactModules } from '../../scripts/generate/react.mjs';
import { zodModule } from '../../scripts/generate/zod.mjs';

type Doc = { paths: Record<string, Record<string, unknown>> };
const fixture = (): Doc =>
  parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/generate-model.yaml'), 'utf8'));
/** The fixture without its HEAD operation, which the React layer refuses. */
const withoutHead = (): Doc => {
  const doc = fixture();
  delete doc.paths['/things']!.head;
  return doc;
};

const operationTable = (doc: Doc) => operationsFile(readContract(doc, 'fixture')) as string;

describe('generate: the model of an operation', () => {
  const { operations } = readContract(fixture(), 'fixture');
  const byId = Object.fromEntries(operations.map((op) => [op.id, op]));

  it('reads every operation once, path items by $ref and HEAD included, in path then method order', () => {
    expect(operations.map((op) => op.key)).toEqual([
      'GET /things',
      'POST /things',
      'HEAD /things',
      'GET /things/{id}',
      'DELETE /things/{id}',
      'GET /things/{id}/export',
      'GET /counts',
    ]);
    expect(byId.getThing!.pathNames).toEqual(['id']);
  });

  it("applies OpenAPI's override: the operation's parameter replaces the path item's with the same name and in", () => {
    const list = byId.listThings!;
    expect(list.parameters.map((p: { in: string; name: string }) => `${p.in} ${p.name}`)).toEqual([
      'query tags',
      'query projectId',
      'query page',
    ]);
    expect(list.query.find((p: { name: string }) => p.name === 'tags')).toEqual({
      name: 'tags',
      in: 'query',
      schema: { type: 'string' },
    });
    // The path item's parameters reach every operation on it, $refs resolved.
    expect(byId.createThing!.query.map((p: { name: string }) => p.name)).toEqual(['tags', 'projectId']);
  });

  it('reads body, success answer, paging, permission, invalidation and docs', () => {
    expect(byId.createThing!.body).toMatchObject({ required: true, content: [['application/json', {}]] });
    expect(byId.listThings!.success).toMatchObject({ status: '200', kind: 'json', json: { type: 'application/json' } });
    expect(byId.createThing!.success).toMatchObject({ status: '201', kind: 'json' });
    expect(byId.checkThings!.success).toMatchObject({ status: '204', kind: 'empty', json: undefined });
    expect(byId.exportThing!.success!.kind).toBe('blob');
    expect(operations.filter((op) => op.paged).map((op) => op.id)).toEqual(['listThings']);
    expect(byId.listThings!.permission).toEqual({ resource: 'things', action: 'read', verb: 'Read' });
    expect(byId.listThings).toMatchObject({
      summary: 'List things',
      description: 'Every thing, a page at a time.',
      deprecated: false,
      tag: 'Things',
    });
    expect(byId.exportThing!.deprecated).toBe(true);
    // A mutation invalidates the GETs on and above its path (same tag) and what x-invalidates names.
    const ids = (ops: { id?: string }[]) => ops.map((op) => op.id);
    expect(ids(byId.deleteThing!.invalidation!.targets)).toEqual(['listThings', 'getThing', 'getCounts']);
    expect(byId.deleteThing!.invalidation!.entity!.id).toBe('getThing');
    expect(ids(byId.createThing!.invalidation!.targets)).toEqual(['listThings']);
    expect(byId.createThing!.invalidation!.entity).toBeUndefined();
    expect(byId.getThing!.invalidation).toBeUndefined();
    // Safe to repeat: GET, HEAD, PUT, DELETE (x-idempotent aside); POST is not.
    expect(operations.filter((op) => op.idempotent).map((op) => op.id)).toEqual([
      'listThings',
      'checkThings',
      'getThing',
      'deleteThing',
      'exportThing',
      'getCounts',
    ]);
  });

  it('names the contract and the operation when a path parameter is not declared', () => {
    const doc = fixture();
    doc.paths['/counts/{day}'] = { get: { operationId: 'getDay', responses: {} } };
    expect(() => readContract(doc, 'fixture')).toThrow(
      'generate (fixture, getDay): path parameter {day} of /counts/{day} is not declared',
    );
  });

  it('records imports as they are written: values then types, sorted; only types gives `import type`', () => {
    const im = importRecorder();
    im.useType('a', 'Zed');
    im.use('a', 'beta');
    im.use('a', 'alpha');
    im.useType('b', 'Only');
    im.useType('b', 'Only');
    expect(im.statement('a')).toBe("import { alpha, beta, type Zed } from 'a';");
    expect(im.statement('b')).toBe("import type { Only } from 'b';");
    expect(im.statement('c')).toBe('');
  });
});

describe('generate: the emitters agree, written from the one model', () => {
  it("the operation table: listThings' own plain `tags` wins, the path item by $ref and HEAD are there", async () => {
    const table = operationTable(fixture());
    // listThings' `tags` is plain (no query entry); the path item's comma-joined one stays on the others.
    expect(table).toMatch(/"GET \/things": \{ projectId: true, idempotent: true, revive: \w+ \},/);
    expect(table).toContain('"POST /things": { projectId: true, query: { tags: "csv" }, revive: ');
    expect(table).toContain(
      '"HEAD /things": { projectId: true, idempotent: true, query: { tags: "csv" }, parseAs: "empty" },',
    );
    expect(table).toContain('"DELETE /things/{id}"');
    expect(table).toContain("from '#runtime/core';");
    expect(table).not.toContain('src/');
  });

  it("the zod schemas: listThings' own `tags`, the path item by $ref, HEAD's schemas", () => {
    const { text } = zodModule(readContract(fixture(), 'fixture'), 'fixture') as { text: string };
    expect(text).toContain(
      'export const ListThingsQueryParams = request(zod.object({\n  tags: zod.string().exactOptional(),',
    );
    expect(text).toContain(
      'export const CreateThingQueryParams = request(zod.object({\n  tags: zod.array(zod.string()),',
    );
    expect(text.match(/ tags:/g)).toHaveLength(3); // one per operation on /things, never two in one
    expect(text).toContain('export const GetThingParams = request(zod.object({\n  id: zod.string(),');
    expect(text).toContain('export const DeleteThingResponse = zod.undefined();');
    expect(text).toContain('/** `HEAD /things` */\nexport const CheckThingsQueryParams');
  });

  it('the React layer: hooks for the path item by $ref, the overridden parameter optional, HEAD refused by name', () => {
    const modules = reactModules('enduser', readContract(withoutHead(), 'enduser')) as Record<string, string>;
    const hooks = `${modules['react/enduser/queries.ts']}${modules['react/enduser/mutations.ts']}`;
    expect(hooks).toContain('export const useGetThing = ');
    expect(hooks).toContain('export const useDeleteThing = ');
    expect(hooks).toContain('export const useListThingsInfinite = ');
    // The path item's `tags` is required, listThings' own is not: its params may be left out.
    expect(hooks).toContain(
      'export const useListThings = <TData = q.ListThingsQueryResult>(params?: q.ListThingsParams,',
    );
    const query = modules['query/enduser/index.ts']!;
    expect(query).toMatch(/export type CreateThingMutationVariables = \{ data: [^}]*; params: CreateThingParams \}/);
    expect(query).toContain(
      'invalidates: (c, v) => [getListThingsQueryKey(c), getGetThingQueryKey(c, v.id), getGetCountsQueryKey(c)],',
    );
    expect(() => reactModules('enduser', readContract(fixture(), 'enduser'))).toThrow(
      'generate (enduser, HEAD /things): no hook for the method HEAD',
    );
  });
});

// The zod generator (scripts/generate/zod.mjs) on small contracts: the rules it shares with the
// types (a `false` schema accepts nothing, `$ref` cycles recurse through getters, `required` alone
// decides optional), and the clear error, naming the operation and the schema's place, for what it
// cannot express (never a silent `unknown`).
import { readContract } from '../../scripts/generate/model.mjs';
import { describe, expect, it } from 'vitest';
import { zodModule } from '../../scripts/generate/zod.mjs';

type Doc = { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
const answering = (schema: unknown, schemas: Record<string, unknown> = {}): Doc => ({
  paths: {
    '/thing': {
      get: {
        operationId: 'getThing',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
      },
    },
  },
  components: { schemas },
});
const text = (doc: Doc) => (zodModule(readContract(doc, 'enduser'), 'enduser') as { text: string }).text;

describe('generate: zod from the contract', () => {
  it('writes never-present fields as never, optional unless required, defaults ignored', () => {
    const out = text(
      answering({
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          secret: false,
          hidden: { not: {} },
          flag: { type: 'boolean', default: false },
        },
      }),
    );
    expect(out).toContain('name: zod.string(),');
    expect(out).toContain('secret: zod.never().exactOptional(),');
    expect(out).toContain('hidden: zod.never().exactOptional(),');
    expect(out).toContain('flag: zod.boolean().exactOptional(),');
  });

  it('recurses through a typed getter, and names a component once', () => {
    const node = {
      type: 'object',
      required: ['name', 'children'],
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
    };
    const out = text(answering({ $ref: '#/components/schemas/Node' }, { Node: node }));
    expect(out).toContain('get children(): zod.ZodArray<typeof Node> { return zod.array(Node); },');
    expect(out).toContain('export const GetThingResponse: typeof Node = Node;');
  });

  it('describes a date-time once, as a codec: an RFC 3339 string on the wire, a Date in the client', () => {
    const doc = answering({
      type: 'object',
      required: ['at'],
      properties: { at: { type: 'string', format: 'date-time' }, day: { type: 'string', format: 'date' } },
    });
    expect(text(doc)).toContain('at: dateTime,');
    expect(text(doc)).toContain("import { dateTime } from '../shared.js';");
    expect(text(doc)).toContain('day: zod.iso.date().exactOptional(),');
  });

  it.each([
    [
      { type: 'object', properties: { code: { not: { type: 'string' } } } },
      {},
      'GET /thing (getThing), answer 200 (application/json): cannot express `not` other than `not: {}` (response.properties.code)',
    ],
    [
      { type: 'object', patternProperties: { '^x-': { type: 'string' } } },
      {},
      'GET /thing (getThing), answer 200 (application/json): cannot express the keyword `patternProperties` (response)',
    ],
    [
      { type: 'object', properties: { when: { if: { type: 'string' } } } },
      {},
      'cannot express the keyword `if` (response.properties.when)',
    ],
    [
      { $ref: '#/components/schemas/Loop' },
      { Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }, { type: 'object' }] } },
      "zod generation: GET /thing (getThing), answer 200 (application/json), schema Loop: cannot express a $ref cycle back to Loop outside an object's property (components.schemas.Loop.allOf[0])",
    ],
  ])('fails with the operation and the place: %j', (schema, schemas, message) => {
    expect(() => text(answering(schema, schemas))).toThrow(message);
  });

  it("tables each error answer's body by operation and status key, each distinct map written once", () => {
    const error = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
    const ref = { $ref: '#/components/schemas/Error' };
    const answers = (extra: Record<string, unknown>) => ({
      '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } },
      '404': { description: 'gone', content: { 'application/json': { schema: ref } } },
      '4XX': { description: 'refused', content: { 'application/json': { schema: ref } } },
      '503': { description: 'no body', content: { 'text/plain': { schema: { type: 'string' } } } },
      ...extra,
    });
    const doc: Doc = {
      paths: {
        '/a': { get: { operationId: 'getA', responses: answers({}) } },
        '/b': { get: { operationId: 'getB', responses: answers({}) } },
        '/c': {
          get: {
            operationId: 'getC',
            responses: answers({
              default: { description: 'x', content: { 'application/json': { schema: { type: 'integer' } } } },
            }),
          },
        },
      },
      components: { schemas: { Error: error } },
    };
    const out = text(doc);
    // `Error` would hide the global inside the module: the component takes a suffix.
    expect(out).toContain('const ErrorSchema = zod.object({');
    expect(out).toContain(
      'const errors1: { readonly "404": typeof ErrorSchema; readonly "4XX": typeof ErrorSchema; } = { "404": ErrorSchema, "4XX": ErrorSchema };',
    );
    // An inline schema has no name to give its type: the map's type is inferred.
    expect(out).toContain('const errors2 = { "404": ErrorSchema, "4XX": ErrorSchema, "default": zod.int() };');
    expect(out).toContain('  "GET /a": errors1,\n  "GET /b": errors1,\n  "GET /c": errors2,\n');
    expect(out).toContain('  readonly "GET /a": typeof errors1;');
    // An answer without a JSON body has no schema: its ApiError's `{ message }` is not checked.
    expect(out).not.toContain('"503"');
  });

  it('fails on an operation without an operationId, which would leave its schemas unnamed', () => {
    const doc = answering({ type: 'string' });
    delete (doc.paths['/thing']!.get as { operationId?: string }).operationId;
    expect(() => text(doc)).toThrow('GET /thing: no operationId');
  });
});

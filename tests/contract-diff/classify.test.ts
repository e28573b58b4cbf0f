// Each kind of contract change, on a small contract, comes out with the class and the words a
// consumer needs: the whole list is compared, so a missing, extra or misclassified change fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareContracts } from '../../scripts/contract-diff/compare.mjs';
import { loadPair } from './fixtures.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const summary = (name: string) =>
  compareContracts(loadPair(name).before, loadPair(name).after).map((c) => ({
    kind: c.kind,
    who: c.operationId ?? c.schema,
    reason: c.reason,
    names: c.names,
  }));

describe('contract changes are classified', () => {
  it('an operation removed is breaking', () => {
    expect(summary('operation-removed')).toEqual([
      {
        kind: 'breaking',
        who: 'deleteRequestAction',
        reason: 'operation removed (DELETE /request-actions/{id})',
        names: ['deleteRequestAction'],
      },
    ]);
  });

  it('a required parameter added is breaking', () => {
    expect(summary('required-parameter-added')).toEqual([
      {
        kind: 'breaking',
        who: 'listRequestActions',
        reason: 'new required query parameter `projectId`',
        names: ['listRequestActions'],
      },
    ]);
  });

  it('an enum value removed is breaking', () => {
    expect(summary('enum-value-removed')).toEqual([
      {
        kind: 'breaking',
        who: 'listRequestActions',
        reason: 'query `types` no longer accepts `rent_out`',
        names: ['listRequestActions'],
      },
    ]);
  });

  it('an optional field added is non-breaking, and names the schema it is in', () => {
    expect(summary('optional-field-added')).toEqual([
      {
        kind: 'non-breaking',
        who: 'createRequestAction',
        reason: 'request body accepts a new optional field `note`',
        names: ['createRequestAction', 'RequestActionCreate'],
      },
    ]);
  });

  it('a description changed is an annotation', () => {
    expect(summary('description-changed')).toEqual([
      {
        kind: 'annotation',
        who: 'listRequestActions',
        reason: 'response 200: description changed',
        names: ['listRequestActions'],
      },
    ]);
  });

  it('a renamed operationId is breaking (api-smart-diff alone calls it an annotation)', () => {
    expect(summary('operationid-renamed')).toEqual([
      {
        kind: 'breaking',
        who: 'listRequestActions',
        reason: 'renamed to `getRequestActions` (GET /request-actions): its hooks and zod schemas change names',
        names: ['listRequestActions', 'getRequestActions'],
      },
    ]);
  });

  it("a response field becoming 3.1 `type: [string, 'null']` is breaking where it is read", () => {
    // api-smart-diff alone reports `string` -> `[string, 'null']` in a response as non-breaking.
    expect(summary('response-field-nullable')).toEqual([
      {
        kind: 'breaking',
        who: 'listRequestActions',
        reason: 'response 200 `[].endDate` may now be null',
        names: ['listRequestActions', 'RequestAction'],
      },
      {
        kind: 'breaking',
        who: 'createRequestAction',
        reason: 'response 201 `endDate` may now be null',
        names: ['createRequestAction', 'RequestAction'],
      },
    ]);
  });

  it('the same field becoming nullable in a request body is non-breaking, and the reverse is breaking', () => {
    const { before, after } = loadPair('response-field-nullable');
    const asRequest = (doc: object) => {
      const copy = structuredClone(doc) as {
        components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      };
      const create = copy.components.schemas.RequestActionCreate!;
      create.properties.endDate = copy.components.schemas.RequestAction!.properties.endDate;
      return copy;
    };
    const widened = compareContracts(asRequest(before), asRequest(after)).filter(
      (c) => c.operationId === 'createRequestAction',
    );
    expect(widened.map((c) => [c.kind, c.reason])).toEqual([
      ['non-breaking', 'request body `endDate` now accepts null'],
      ['breaking', 'response 201 `endDate` may now be null'],
    ]);
    const narrowed = compareContracts(asRequest(after), asRequest(before)).filter(
      (c) => c.operationId === 'createRequestAction',
    );
    expect(narrowed.map((c) => [c.kind, c.reason])).toEqual([
      ['breaking', 'request body `endDate` no longer accepts null'],
      ['non-breaking', 'response 201 `endDate` can no longer be null'],
    ]);
  });

  it('a renamed schema is breaking and reported once, as a rename', () => {
    expect(summary('schema-renamed')).toEqual([
      {
        kind: 'breaking',
        who: 'RequestActionCreate',
        reason:
          'schema `RequestActionCreate` renamed to `NewRequestAction`: the type and zod schema `RequestActionCreate` are gone',
        names: ['RequestActionCreate', 'NewRequestAction'],
      },
    ]);
  });

  it('an extension such as x-idempotent (it decides retries) is non-breaking, not an annotation', () => {
    const { before } = loadPair('operation-removed');
    const after = structuredClone(before) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    after.paths['/request-actions']!.post!['x-idempotent'] = true;
    expect(compareContracts(before, after).map((c) => [c.kind, c.operationId, c.reason])).toEqual([
      ['non-breaking', 'createRequestAction', 'extension `x-idempotent` added'],
    ]);
  });

  it('no change, no report; the generated header is ignored', () => {
    const { before } = loadPair('operation-removed');
    expect(compareContracts(before, { 'x-generated': 'header', ...structuredClone(before) })).toEqual([]);
  });
});

describe('what a typed client breaks on, beyond the fixture pairs', () => {
  type Doc = {
    paths: Record<string, Record<string, { requestBody: { content: Record<string, unknown> } }>>;
    components: {
      schemas: Record<string, { required: string[]; properties: Record<string, { type: unknown; format?: string }> }>;
    };
  };
  const { before } = loadPair('operation-removed');
  const edit = (change: (doc: Doc) => void) => {
    const after = structuredClone(before) as Doc;
    change(after);
    return compareContracts(before, after).map((c) => [c.kind, c.operationId, c.reason]);
  };

  it('a response field removed (optional or not) is breaking: code reading it stops compiling', () => {
    expect(edit((d) => delete d.components.schemas.RequestAction!.properties.endDate)).toEqual([
      ['breaking', 'listRequestActions', 'response 200 `[].endDate` removed'],
      ['breaking', 'createRequestAction', 'response 201 `endDate` removed'],
    ]);
  });

  it('a type or format replaced is breaking in responses too', () => {
    expect(edit((d) => (d.components.schemas.RequestAction!.properties.id!.type = 'integer'))).toEqual([
      ['breaking', 'listRequestActions', 'response 200 `[].id` changed from a string to an integer'],
      ['breaking', 'createRequestAction', 'response 201 `id` changed from a string to an integer'],
    ]);
    expect(edit((d) => (d.components.schemas.RequestAction!.properties.endDate!.format = 'date'))).toEqual([
      ['breaking', 'listRequestActions', 'response 200 `[].endDate` format changed from `date-time` to `date`'],
      ['breaking', 'createRequestAction', 'response 201 `endDate` format changed from `date-time` to `date`'],
    ]);
  });

  it('a response field no longer required is breaking; a request body media type swapped is one break and one addition', () => {
    expect(edit((d) => (d.components.schemas.RequestAction!.required = ['id']))).toEqual([
      ['breaking', 'listRequestActions', 'response 200 `[].title` may now be missing'],
      ['breaking', 'createRequestAction', 'response 201 `title` may now be missing'],
    ]);
    expect(
      edit((d) => {
        const content = d.paths['/request-actions']!.post!.requestBody.content;
        content['multipart/form-data'] = content['application/json'];
        delete content['application/json'];
      }),
    ).toEqual([
      ['breaking', 'createRequestAction', 'request body no longer accepts `application/json`'],
      ['non-breaking', 'createRequestAction', 'request body now accepts `multipart/form-data`'],
    ]);
  });

  it('a wildcard media type beside a concrete one, unchanged, is no change; removed, it is one break', () => {
    // api-smart-diff paired `*/*` with the octet-stream entry already taken and reported it
    // removed and added (downloadCmsFile after `npm run contract:baseline`).
    expect(summary('media-type-wildcard')).toEqual([]);
    expect(summary('media-type-wildcard-removed')).toEqual([
      {
        kind: 'breaking',
        who: 'downloadCmsFile',
        reason: 'response 200 is no longer `*/*`',
        names: ['downloadCmsFile'],
      },
    ]);
  });

  it("the repository's own bundles against themselves are no change (what `contract:baseline` then `contract:diff` sees)", () => {
    for (const surface of ['admin', 'public', 'private', 'enduser']) {
      const doc = JSON.parse(fs.readFileSync(path.join(repo, 'generated/openapi', `${surface}.json`), 'utf8'));
      expect(compareContracts(doc, structuredClone(doc)), surface).toEqual([]);
    }
  });
});

// One list of what names a credential (src/core/secret-names.js): the transport's header redaction
// and the generator's "never persisted" mark read the same module, and no other file of the
// client or the generator keeps a list of its own that could drift from it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../scripts/generate/model.mjs';
import { persistTable } from '../../scripts/generate/persist.mjs';
import { isSecretHeader, SECRET_FIELD } from '../../src/core/secret-names.js';
import { redactHeaders } from '../../src/core/redact.js';

const root = path.resolve(import.meta.dirname, '../..');
const fields = ['apiKey', 'api_key', 'privateApiKey', 'token', 'accessToken', 'refresh_token', 'idToken'];
const more = ['sessionId', 'session_id', 'password', 'secret', 'clientSecret'];

/** A contract with a GET answering `{ [name]: string }` and a POST taking a query parameter `name`. */
const contractWith = (name: string) => ({
  openapi: '3.1.0',
  paths: {
    '/thing': {
      get: {
        operationId: 'getThing',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { type: 'object', properties: { [name]: { type: 'string' } } } } },
          },
        },
      },
      post: {
        operationId: 'postThing',
        parameters: [{ name, in: 'query', schema: { type: 'string' } }],
        responses: { '204': { description: 'done' } },
      },
    },
  },
});

describe('one list of secret names', () => {
  it('marks as never persisted exactly the answers and variables the shared list names', () => {
    for (const name of [...fields, ...more]) {
      expect(SECRET_FIELD.test(name)).toBe(true);
      const table = persistTable(readContract(contractWith(name), 'enduser'));
      expect(table.queries['/thing']).toMatchObject({ secret: true });
      expect(table.mutations.postThing).toEqual({ secret: true });
    }
    const plain = persistTable(readContract(contractWith('title'), 'enduser'));
    expect(plain.queries['/thing']?.secret).toBeUndefined();
    expect(plain.mutations.postThing).toEqual({});
  });

  it('redacts a header named as any secret field', () => {
    for (const name of [...fields, ...more]) {
      expect(isSecretHeader(name)).toBe(true);
      expect(redactHeaders({ [name]: 'value-of-it' })).toEqual({ [name]: '[redacted]' });
    }
  });

  it('keeps the list in one module: no other file of src/ or scripts/generate/ spells one', () => {
    const files = [
      ...fs.readdirSync(path.join(root, 'src'), { recursive: true }).map((f) => path.join('src', String(f))),
      ...fs.readdirSync(path.join(root, 'scripts/generate')).map((f) => path.join('scripts/generate', f)),
    ].filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && f !== path.join('src/core/secret-names.js'));
    // An alternation of credential names (`password|secret`, `api_?key|`) is a second list.
    const list = /\|(password|secret|api_?\??key)\b|\b(password|secret|api_?\??key)\|/;
    const lists = files.filter((f) => list.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(lists).toEqual([]);
  });
});

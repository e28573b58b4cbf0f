// The mock's permission table names a rule for every admin operation of openapi/calls.tsv and
// for nothing else, so no operation is left to a guess.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ADMIN_OPERATION_RULES } from '../../src/mock/permissions.js';

it('names a rule for every admin operation of openapi/calls.tsv, and no other', () => {
  const rows = fs.readFileSync(new URL('../../openapi/calls.tsv', import.meta.url), 'utf8').trim().split('\n').slice(1);
  const adminOperations = rows.map((row) => row.split('\t')).filter(([surface]) => surface === 'admin').map((cells) => cells[3]!);
  expect(adminOperations.length).toBeGreaterThan(100);
  expect(Object.keys(ADMIN_OPERATION_RULES).sort()).toEqual([...adminOperations].sort());
});

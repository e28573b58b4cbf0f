// Every admin operation of openapi/calls.tsv declares the permission it needs in the contract
// (`x-permission`: resource, action and verb, or `own` for what is the caller's own), which the
// mock enforces and the reference pages show; no operation is left to a guess.
import fs from 'node:fs';
import { expect, it } from 'vitest';

const rows = fs
  .readFileSync(new URL('../../openapi/calls.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1);
const adminOperations = rows
  .map((row) => row.split('\t'))
  .filter(([surface]) => surface === 'admin')
  .map((cells) => cells[3]!);
const admin = JSON.parse(fs.readFileSync(new URL('../../generated/openapi/admin.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; 'x-permission'?: unknown }>>;
};
const declared = new Map(
  Object.values(admin.paths).flatMap((item) =>
    Object.values(item)
      .filter((op) => op?.operationId)
      .map((op) => [op.operationId!, op['x-permission']] as const),
  ),
);

it('declares a permission on every admin operation of openapi/calls.tsv', () => {
  expect(adminOperations.length).toBeGreaterThan(100);
  expect([...declared.keys()].sort()).toEqual([...adminOperations].sort());
  const missing = adminOperations.filter((id) => declared.get(id) === undefined);
  expect(missing).toEqual([]);
});

it('gives each a resource, an action and a verb the SDK’s can() knows, or `own`', () => {
  const malformed = [...declared].filter(([, p]) => {
    if (p === 'own') return false;
    const { resource, action, verb, ...rest } = (p ?? {}) as Record<string, unknown>;
    return (
      typeof resource !== 'string' ||
      typeof action !== 'string' ||
      !['Read', 'Write', 'Admin'].includes(verb as string) ||
      Object.keys(rest).length > 0
    );
  });
  expect(malformed).toEqual([]);
  // What is the caller's own, and nothing else.
  expect(
    [...declared]
      .filter(([, p]) => p === 'own')
      .map(([id]) => id)
      .sort(),
  ).toEqual(['getAdminPreference', 'listAdminPreferences', 'loginAdmin', 'loginLegacy', 'setAdminPreference'].sort());
  expect(declared.get('searchOrderGroups')).toEqual({ resource: 'ecommerce', action: 'read', verb: 'Read' });
  expect(declared.get('refundTransaction')).toEqual({ resource: 'payment', action: 'refund', verb: 'Admin' });
});

import { describe, expect, it } from 'vitest';
import { can, PermissionLevel, type PermissionVerb, type Permissions } from '../../src/index.js';

const verbs: PermissionVerb[] = ['None', 'Read', 'Write', 'Admin'];

describe('can', () => {
  it('has the spec levels', () => {
    expect(PermissionLevel).toEqual({ None: 0, Read: 1, Write: 3, Admin: 9 });
  });

  it('denies when resource/action, resource/* and */* are all absent, even for None', () => {
    expect(can({ other: { '*': 9 } }, 'cms', 'edit', 'None')).toBe(false);
    expect(can({}, 'cms', 'edit', 'Read')).toBe(false);
    expect(can(undefined, 'cms', 'edit', 'Read')).toBe(false);
  });

  it('a present level 0 allows None and nothing more', () => {
    expect(can({ cms: { edit: 0 } }, 'cms', 'edit', 'None')).toBe(true);
    expect(can({ cms: { edit: 0 } }, 'cms', 'edit', 'Read')).toBe(false);
  });

  it.each<[Permissions, string]>([
    [{ cms: { edit: 3 } }, 'exact entry'],
    [{ cms: { '*': 3 } }, 'resource wildcard'],
    [{ '*': { '*': 3 } }, 'global wildcard'],
    [{ cms: { edit: 'Write' } }, 'verb name'],
  ])('reads %j (%s)', (permissions) => {
    expect(can(permissions, 'cms', 'edit', 'Read')).toBe(true);
    expect(can(permissions, 'cms', 'edit', 'Write')).toBe(true);
    expect(can(permissions, 'cms', 'edit', 'Admin')).toBe(false);
  });

  it('allows when any one of the three reaches the level', () => {
    const permissions = { cms: { edit: 1, '*': 0 }, '*': { '*': 9 } };
    for (const verb of verbs) expect(can(permissions, 'cms', 'edit', verb)).toBe(true);
  });

  it('does not read a resource wildcard of another resource, nor */action', () => {
    expect(can({ '*': { edit: 9 } }, 'cms', 'edit', 'Read')).toBe(false);
    expect(can({ users: { '*': 9 } }, 'cms', 'edit', 'Read')).toBe(false);
  });

  it('ignores inherited keys and unknown verb names', () => {
    expect(can({}, 'constructor', 'toString', 'None')).toBe(false);
    expect(can({ cms: { edit: 'Root' as PermissionVerb } }, 'cms', 'edit', 'None')).toBe(false);
  });

  it('a grant that is neither a finite number nor a verb name grants nothing, not even None (a malformed token)', () => {
    for (const grant of [['Admin'], null, {}, true, NaN, Infinity, '9', 'admin']) {
      const permissions = { cms: { edit: grant } } as unknown as Permissions;
      expect([grant, can(permissions, 'cms', 'edit', 'None')]).toEqual([grant, false]);
    }
    // Beside a good grant, a malformed one takes nothing away.
    expect(can({ cms: { edit: ['Admin'] as unknown as number, '*': 'Read' } }, 'cms', 'edit', 'Read')).toBe(true);
  });

  it('permissions that are not an object grant nothing', () => {
    for (const permissions of ['cms', 42, true, null]) {
      expect(can(permissions as unknown as Permissions, '0', '0', 'None')).toBe(false);
    }
  });
});

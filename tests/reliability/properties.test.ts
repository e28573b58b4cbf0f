// Property-based tests (fast-check): date revival over 100,000 random and near-miss strings, and
// permission resolution.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  can,
  parseTimestamp,
  PermissionLevel,
  reviveDates,
  type PermissionVerb,
  type Permissions,
} from '../../src/index.js';

const SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+(Z|[+-]\d{2}:\d{2})$/;

/** A valid timestamp string, with fraction and zone. */
const timestamp = fc
  .record({
    ms: fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
    digits: fc.integer({ min: 1, max: 6 }),
    offset: fc.oneof(
      fc.constant('Z'),
      fc.integer({ min: -14 * 60, max: 14 * 60 }).map((m) => {
        const sign = m < 0 ? '-' : '+';
        const a = Math.abs(m);
        return `${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
      }),
    ),
  })
  .map(({ ms, digits, offset }) => {
    const iso = new Date(ms).toISOString(); // ...T..:..:..\.mmmZ
    const fraction = iso.slice(20, 23).padEnd(digits, '0').slice(0, digits);
    return `${iso.slice(0, 19)}.${fraction}${offset}`;
  });

/** A timestamp with one character changed, dropped or added: mostly not a timestamp any more. */
const nearMiss = fc
  .tuple(
    timestamp,
    fc.nat(),
    fc.constantFrom('drop', 'swap', 'insert'),
    fc.constantFrom(...'0123456789-:.TZ+ x13'.split('')),
  )
  .map(([s, i, op, ch]) => {
    const at = i % s.length;
    if (op === 'drop') return s.slice(0, at) + s.slice(at + 1);
    if (op === 'swap') return s.slice(0, at) + ch + s.slice(at + 1);
    return s.slice(0, at) + ch + s.slice(at);
  });

describe('date revival (properties)', () => {
  it('never gives an Invalid Date, never throws, revives only the timestamp shape, is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), timestamp, nearMiss), (s) => {
        const revived = reviveDates({ s }).s as unknown;
        if (revived instanceof Date) {
          expect(Number.isNaN(revived.getTime())).toBe(false);
          expect(SHAPE.test(s)).toBe(true);
        } else {
          expect(revived).toBe(s);
        }
        const again = reviveDates({ s: revived }).s;
        expect(again).toBe(revived);
      }),
      { numRuns: 100_000 },
    );
  });

  it('revives every valid timestamp to the instant it names', () => {
    fc.assert(
      fc.property(timestamp, (s) => {
        const d = parseTimestamp(s);
        expect(d).toBeInstanceOf(Date);
        expect(d!.getTime()).toBe(new Date(s).getTime());
      }),
      { numRuns: 10_000 },
    );
  });
});

const verbs = Object.keys(PermissionLevel) as PermissionVerb[];
const levels = [0, 1, 3, 9];
const levelOrVerb = fc.oneof(fc.constantFrom(...levels), fc.constantFrom(...verbs));
const names = fc.constantFrom('cms', 'payment', 'users', 'roles');
const actions = fc.constantFrom('read', 'edit', 'refund', 'publish');
const permissions: fc.Arbitrary<Permissions> = fc.dictionary(
  fc.oneof(names, fc.constant('*')),
  fc.dictionary(fc.oneof(actions, fc.constant('*')), levelOrVerb),
);

describe('permission resolution (properties)', () => {
  it('denies whenever (resource, action), (resource, *) and (*, *) are all absent', () => {
    fc.assert(
      fc.property(permissions, names, actions, fc.constantFrom(...verbs), (p, resource, action, verb) => {
        const present = [p[resource]?.[action], p[resource]?.['*'], p['*']?.['*']].some((x) => x !== undefined);
        if (!present) expect(can(p, resource, action, verb)).toBe(false);
      }),
      { numRuns: 5_000 },
    );
  });

  it('is monotone in the level: raising an entry never takes access away', () => {
    fc.assert(
      fc.property(
        permissions,
        names,
        actions,
        fc.constantFrom(...verbs),
        fc.constantFrom(...levels),
        (p, resource, action, verb, raised) => {
          const before = can(p, resource, action, verb);
          const current = p[resource]?.[action];
          const currentLevel = typeof current === 'string' ? PermissionLevel[current] : (current ?? -1);
          const higher: Permissions = {
            ...p,
            [resource]: { ...p[resource], [action]: Math.max(currentLevel, raised) },
          };
          if (before) expect(can(higher, resource, action, verb)).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('is monotone in the verb: allowed for a verb means allowed for every lower verb', () => {
    fc.assert(
      fc.property(permissions, names, actions, (p, resource, action) => {
        const allowed = verbs.map((v) => can(p, resource, action, v));
        for (let i = 1; i < allowed.length; i++) if (allowed[i]) expect(allowed[i - 1]).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseTimestamp, reviveDates } from '../../src/index.js';

describe('reviveDates', () => {
  it('revives data with cycles, each object once, and returns', () => {
    const a: Record<string, unknown> = { at: '2026-03-14T09:26:53.589Z' };
    const b: Record<string, unknown> = { up: a, list: [a], when: '2026-03-15T09:26:53.589Z' };
    a.self = a;
    a.down = b;
    expect(reviveDates(a)).toBe(a);
    expect(a.at).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(b.when).toEqual(new Date('2026-03-15T09:26:53.589Z'));
    expect(a.self).toBe(a);
    expect(b.list).toEqual([a]);
  });

  it.each([
    ['2026-03-14T09:26:53.589Z', '2026-03-14T09:26:53.589Z'],
    ['2026-03-14T09:26:53.5Z', '2026-03-14T09:26:53.500Z'],
    ['2026-03-14T11:26:53.589+02:00', '2026-03-14T09:26:53.589Z'],
    ['2026-03-14T04:26:53.589-05:00', '2026-03-14T09:26:53.589Z'],
    ['2024-02-29T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['2026-03-14T09:26:53.589123Z', '2026-03-14T09:26:53.589Z'],
  ])('revives %s', (input, iso) => {
    const d = parseTimestamp(input);
    expect(d).toBeInstanceOf(Date);
    expect(d!.toISOString()).toBe(iso);
  });

  it.each([
    '2026-03-14T09:26:53Z', // no fraction
    '2026-03-14', // date only
    '2026-03-14T09:26:53.589', // no zone
    '2026-13-01T00:00:00.000Z', // month 13
    '2026-02-30T00:00:00.000Z', // Feb 30
    '2025-02-29T00:00:00.000Z', // not a leap year
    '2026-03-14T24:00:00.000Z',
    '2026-03-14T09:60:00.000Z',
    '2026-03-14T09:26:53.589+24:00',
    ' 2026-03-14T09:26:53.589Z',
    '2026-03-14T09:26:53.589Zjunk',
    '2026-03-14t09:26:53.589Z', // the spec's rule: T and Z in upper case (date-time fields take both)
    '2026-03-14T09:26:53.589z',
    '2026-03-14T09:26:53.Z',
    'hello',
  ])('leaves %j a string', (input) => {
    expect(parseTimestamp(input)).toBeUndefined();
    expect(reviveDates({ at: input }).at).toBe(input);
  });

  it('revives at any depth, in arrays, and leaves other values alone', () => {
    const value = reviveDates({
      a: '2026-03-14T09:26:53.589Z',
      list: [{ at: '2026-03-15T09:26:53.589Z' }, '2026-03-16T09:26:53.589Z', 1, null, true],
      nested: { deeper: { at: '2026-03-17T09:26:53.589Z', n: 3, s: 'x' } },
    });
    expect(value.a).toBeInstanceOf(Date);
    expect((value.list[0] as unknown as { at: Date }).at).toBeInstanceOf(Date);
    expect(value.list[1]).toBeInstanceOf(Date);
    expect(value.list.slice(2)).toEqual([1, null, true]);
    expect(value.nested.deeper.at).toBeInstanceOf(Date);
    expect(value.nested.deeper.s).toBe('x');
  });

  it('revives a bare string and passes primitives through', () => {
    expect(reviveDates('2026-03-14T09:26:53.589Z')).toBeInstanceOf(Date);
    expect(reviveDates(5)).toBe(5);
    expect(reviveDates(null)).toBe(null);
  });

  it('is idempotent', () => {
    const once = reviveDates({ at: '2026-03-14T09:26:53.589Z' });
    const at = once.at;
    expect(reviveDates(once).at).toBe(at);
  });

  it('keeps a "__proto__" key an own property and pollutes nothing', () => {
    const value = reviveDates(
      JSON.parse('{"__proto__": "2026-03-14T09:26:53.589Z", "x": {"__proto__": {"polluted": true}}}'),
    );
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')!.value).toBeInstanceOf(Date);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

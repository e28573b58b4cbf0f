// The revival plan (docs/design.md, decision 10): generated from schemas by reference (cycles included), and the
// revivers generated from it, which revive exactly where it says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transformSync } from 'esbuild';
import { parseDateTime } from '../../src/core/revive-dates.js';
import {
  dateField,
  eachItem,
  eachValue,
  freeField,
  isRecord,
  parseJson,
  type Reviver,
} from '../../src/core/revive-plan.js';
import { operations } from '../../generated/operations/admin.js';
import { reviveMessage } from '../../generated/operations/chat.js';
import { compactPlans, revivalCode, revivalPlanner } from '../../scripts/generate/revival-plan.mjs';

type Planner = { plan(schema: unknown, where: string): unknown; named(): Record<string, unknown> };
const planner = (schemas: Record<string, unknown>): Planner =>
  (revivalPlanner as (doc: unknown) => Planner)({ components: { schemas } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('the generated plan', () => {
  it('names date-time fields and free-form data, and leaves typed strings and calendar days out', () => {
    const p = planner({
      Thing: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          day: { type: 'string', format: 'date' },
          at: { type: 'string', format: 'date-time' },
          maybe: { type: ['string', 'null'], format: 'date-time' },
          either: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          data: { type: 'object', description: 'free-form' },
          anything: {},
          bag: { type: 'object', additionalProperties: true },
          labels: { type: 'object', additionalProperties: { type: 'string' } },
          list: { type: 'array', items: { type: 'string', format: 'date-time' } },
          loose: { type: 'array' },
        },
      },
    });
    expect(p.plan(ref('Thing'), 'test')).toBe('Thing');
    expect(p.named()).toEqual({
      Thing: { at: 1, maybe: 1, either: 1, data: 0, anything: 0, bag: { '*': 0 }, list: [1], loose: [0] },
    });
  });

  it('passes the listed typed strings by where additionalProperties are free-form', () => {
    const p = planner({
      Meta: {
        type: 'object',
        properties: { title: { type: 'string' }, when: { type: 'string', format: 'date-time' } },
        additionalProperties: true,
      },
    });
    expect(p.plan(ref('Meta'), 'test')).toBe('Meta');
    expect(p.named()).toEqual({ Meta: { title: -1, when: 1, '*': 0 } });
    const revived = parseJson(
      '{"title": "2024-01-01T00:00:00.000Z", "when": "2024-01-02T00:00:00Z", "extra": "2024-01-03T00:00:00.000Z"}',
      reviverOf('Meta', p.named()),
    ) as Record<string, unknown>;
    expect(revived).toEqual({
      title: '2024-01-01T00:00:00.000Z',
      when: new Date('2024-01-02T00:00:00Z'),
      extra: new Date('2024-01-03T00:00:00.000Z'),
    });
  });

  it('stops at a $ref cycle: the plan refers to itself by name', () => {
    const p = planner({
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          since: { type: 'string', format: 'date-time' },
          children: { type: 'array', items: ref('Node') },
        },
      },
      Plain: {
        type: 'object',
        properties: { name: { type: 'string' }, children: { type: 'array', items: ref('Plain') } },
      },
    });
    expect(p.plan(ref('Node'), 'test')).toBe('Node');
    expect(p.plan(ref('Plain'), 'test')).toBeUndefined();
    expect(p.named()).toEqual({ Node: { since: 1, children: ['Node'] } });
  });

  it('merges allOf parts and refuses a union it cannot revive one way', () => {
    const p = planner({
      Base: { type: 'object', properties: { created: { type: 'string', format: 'date-time' } } },
      Page: { allOf: [ref('Base'), { type: 'object', properties: { data: { type: 'array', items: ref('Base') } } }] },
    });
    expect(p.plan(ref('Page'), 'test')).toBe('Page');
    expect(p.named()).toEqual({ Base: { created: 1 }, Page: { created: 1, data: ['Base'] } });
    const odd = { Odd: { oneOf: [{ type: 'string', format: 'date-time' }, { type: 'object' }] } };
    expect(() => planner(odd)).toThrow(/cannot combine 1 and 0 at Odd/);
  });

  it('shares one plan between schemas revived the same way, cycles included', () => {
    const p = planner({
      User: { type: 'object', properties: { created: { type: 'string', format: 'date-time' } } },
      Role: {
        type: 'object',
        properties: { created: { type: 'string', format: 'date-time' }, name: { type: 'string' } },
      },
      UserPage: { type: 'object', properties: { data: { type: 'array', items: ref('User') } } },
      RolePage: { type: 'object', properties: { data: { type: 'array', items: ref('Role') } } },
      A: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, next: ref('A') } },
      B: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, next: ref('B') } },
      C: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, next: ref('User') } },
    });
    const table = Object.fromEntries(
      ['UserPage', 'RolePage', 'A', 'B', 'C'].map((n) => [`GET /${n}`, { revive: p.plan(ref(n), n) }]),
    );
    const {
      table: out,
      plans,
      served,
    } = (
      compactPlans as (
        t: unknown,
        n: unknown,
      ) => {
        table: Record<string, { revive: string }>;
        plans: Record<string, unknown>;
        served: Record<string, string[]>;
      }
    )(table, p.named());
    expect(Object.values(served)).toEqual([['A', 'B'], ['C'], ['Role', 'User'], ['RolePage', 'UserPage']]);
    expect(out['GET /UserPage']!.revive).toBe(out['GET /RolePage']!.revive);
    expect(out['GET /A']!.revive).toBe(out['GET /B']!.revive);
    const idOf = (name: string) => Object.entries(served).find(([, names]) => names.includes(name))![0];
    expect(plans[idOf('A')]).toEqual({ at: 1, next: idOf('A') });
    expect(plans[idOf('C')]).toEqual({ at: 1, next: idOf('User') });
    expect(plans[idOf('UserPage')]).toEqual({ data: [idOf('User')] });
    expect(plans[idOf('User')]).toEqual({ created: 1 });
  });

  it('gives the list operation a reviver, and chat messages theirs', () => {
    const page = parseJson(
      JSON.stringify({
        data: [
          {
            title: '2026-03-14T09:26:53.589Z',
            created: '2026-03-14T09:26:53Z',
            data: { at: '2026-03-15T09:26:53.589Z', day: '2026-03-15T09:26:53Z' },
            comments: [{ text: '2026-03-14T09:26:53.589Z', created: '2026-03-14T09:26:53.5+02:00' }],
          },
        ],
      }),
      operations['GET /request-action'].revive,
    ) as {
      data: [
        {
          title: unknown;
          created: unknown;
          data: { at: unknown; day: unknown };
          comments: [{ text: unknown; created: unknown }];
        },
      ];
    };
    const [action] = page.data;
    expect(action.created).toEqual(new Date('2026-03-14T09:26:53Z'));
    expect(action.comments[0].created).toEqual(new Date('2026-03-14T07:26:53.500Z'));
    expect(action.data).toEqual({ at: new Date('2026-03-15T09:26:53.589Z'), day: '2026-03-15T09:26:53Z' });
    expect([action.title, action.comments[0].text]).toEqual(['2026-03-14T09:26:53.589Z', '2026-03-14T09:26:53.589Z']);
    const message = { text: '2026-03-14T09:26:53.589Z', created: '2026-03-14T09:26:53Z', seenAt: null };
    reviveMessage(message);
    expect(message).toEqual({
      text: '2026-03-14T09:26:53.589Z',
      created: new Date('2026-03-14T09:26:53Z'),
      seenAt: null,
    });
  });
});

/**
 * The revivers `revivalCode` writes for `plans` (the operation `GET /t` revived by `plan`),
 * compiled and run against the core helpers: the generator and the helpers together.
 */
function reviverOf(plan: unknown, plans: Record<string, unknown> = {}): Reviver {
  const { code, table, helpers } = (
    revivalCode as (
      t: unknown,
      p: unknown,
    ) => { code: string; table: Record<string, { revive: string }>; helpers: string[] }
  )({ 'GET /t': { revive: plan } }, plans);
  const js = transformSync(code, { loader: 'ts' }).code;
  const names = helpers.filter((h) => !h.startsWith('type '));
  const core: Record<string, unknown> = { dateField, eachItem, eachValue, freeField, isRecord };
  return new Function(...names, `${js}\nreturn ${table['GET /t']!.revive};`)(...names.map((n) => core[n])) as Reviver;
}

describe('the generated revivers', () => {
  const node = { Node: { at: 1, children: ['Node'] } };

  it('revive date-time fields in any RFC 3339 form and leave what is not one as it is', () => {
    const value = parseJson(
      JSON.stringify({
        at: [
          '2026-03-14T09:26:53Z',
          '2026-03-14t09:26:53z',
          '2026-03-14T11:26:53.5+02:00',
          '2026-03-14T04:26:53.123456-05:00',
          '2026-13-14T09:26:53Z',
          '2026-02-30T09:26:53Z',
          '2026-03-14T09:26:53',
          '2026-03-14T09:26:60Z',
          '2026-03-14T24:00:00Z',
          '2026-03-14',
          '',
          null,
        ],
        title: '2026-03-14T09:26:53.589Z',
      }),
      reviverOf('T', { T: { at: [1] } }),
    ) as { at: unknown[]; title: unknown };
    expect(value.at.slice(0, 4).map((d) => (d as Date).toISOString())).toEqual([
      '2026-03-14T09:26:53.000Z',
      '2026-03-14T09:26:53.000Z',
      '2026-03-14T09:26:53.500Z',
      '2026-03-14T09:26:53.123Z',
    ]);
    expect(value.at.slice(4)).toEqual([
      '2026-13-14T09:26:53Z',
      '2026-02-30T09:26:53Z',
      '2026-03-14T09:26:53',
      '2026-03-14T09:26:60Z',
      '2026-03-14T24:00:00Z',
      '2026-03-14',
      '',
      null,
    ]);
    expect(value.title).toBe('2026-03-14T09:26:53.589Z');
  });

  it('read years before 100 and leap days right', () => {
    expect(parseDateTime('0099-12-31T23:59:59.999Z')!.toISOString()).toBe('0099-12-31T23:59:59.999Z');
    expect(parseDateTime('0000-02-29T00:00:00Z')!.toISOString()).toBe('0000-02-29T00:00:00.000Z');
    expect(parseDateTime('0000-01-01T00:00:00+00:01')!.toISOString()).toBe('-000001-12-31T23:59:00.000Z');
    expect(parseDateTime('2000-02-29T00:00:00Z')!.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseDateTime('1900-02-29T00:00:00Z')).toBeUndefined();
    expect(parseDateTime('2026-04-31T00:00:00Z')).toBeUndefined();
    expect(parseDateTime('9999-12-31T23:59:59+23:59')!.toISOString()).toBe('9999-12-31T00:00:59.000Z');
  });

  it('follow a named plan through a cycle, at any depth', () => {
    const tree = {
      at: '2026-03-14T09:26:53Z',
      children: [{ at: null, children: [{ at: '2026-03-15T09:26:53Z', children: [] }] }],
    };
    const revived = parseJson(JSON.stringify(tree), reviverOf('Node', node)) as typeof tree;
    expect(revived.at).toEqual(new Date('2026-03-14T09:26:53Z'));
    expect(revived.children[0]!.at).toBeNull();
    expect(revived.children[0]!.children[0]!.at).toEqual(new Date('2026-03-15T09:26:53Z'));
  });

  it("apply the spec's rule inside free-form data, at depth, and only there", () => {
    const value = parseJson(
      '{"data": {"a": {"b": ["2026-03-14T09:26:53.589Z", "2026-03-14T09:26:53Z", "2026-02-30T09:26:53.589Z"]}}, "at": "2026-03-14T09:26:53Z", "__proto__": "2026-03-14T09:26:53.589Z", "bag": {"x": {"y": "2026-03-14T09:26:53.589Z"}}}',
      reviverOf('T', { T: { data: 0, at: 1, '*': 0 } }),
    ) as { data: { a: { b: unknown[] } }; at: unknown; bag: { x: { y: unknown } } };
    expect(value.data.a.b[0]).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(value.data.a.b.slice(1)).toEqual(['2026-03-14T09:26:53Z', '2026-02-30T09:26:53.589Z']);
    expect(value.at).toEqual(new Date('2026-03-14T09:26:53Z'));
    expect(value.bag.x.y).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')!.value).toBeInstanceOf(Date);
  });

  it('revive the values of additionalProperties, and free-form data nested deeper than the call stack', () => {
    const values = parseJson(
      '{"m": {"a": {"b": "2026-03-14T09:26:53.589Z"}, "c": "2026-03-14T09:26:53.589Z"}}',
      reviverOf('T', { T: { m: { '*': { '*': 0 } } } }),
    ) as {
      m: { a: { b: unknown }; c: unknown };
    };
    expect(values.m.a.b).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(values.m.c).toBe('2026-03-14T09:26:53.589Z');
    const depth = 100_000;
    const deep = parseJson(
      `{"data":${'['.repeat(depth)}"2026-03-14T09:26:53.589Z"${']'.repeat(depth)}}`,
      reviverOf('T', { T: { data: 0 } }),
    ) as { data: unknown };
    let inner = deep.data;
    for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
    expect(inner).toEqual(new Date('2026-03-14T09:26:53.589Z'));
  });

  it('touch nothing without a plan, and leave values of another shape alone', () => {
    expect(parseJson('{"at":"2026-03-14T09:26:53.589Z"}', undefined)).toEqual({ at: '2026-03-14T09:26:53.589Z' });
    expect(parseJson('"2026-03-14T09:26:53Z"', undefined)).toBe('2026-03-14T09:26:53Z');
    const shaped = reviverOf('T', { T: { at: 1, list: [1], obj: 'T' } });
    expect(parseJson('{"at":{"x":1},"list":"no","obj":["2026-03-14T09:26:53Z"]}', shaped)).toEqual({
      at: { x: 1 },
      list: 'no',
      obj: ['2026-03-14T09:26:53Z'],
    });
    expect(parseJson('[1,"2026-03-14T09:26:53Z"]', shaped)).toEqual([1, '2026-03-14T09:26:53Z']);
    expect(parseJson('"2026-03-14T09:26:53Z"', shaped)).toBe('2026-03-14T09:26:53Z');
    expect(parseJson('{"at":null}', shaped)).toEqual({ at: null });
    // Absent keys stay absent, inherited ones (`constructor`) are not the value's.
    const inherited = parseJson(
      '{"constructor":"x"}',
      reviverOf('T', { T: { constructor: 1, toString: 1, valueOf: 0 } }),
    );
    expect(inherited).toEqual({ constructor: 'x' });
    expect(Object.keys(inherited as object)).toEqual(['constructor']);
  });

  it('revive an answer that is itself a date-time or free-form', () => {
    expect(parseJson('"2026-03-14T09:26:53Z"', dateField)).toEqual(new Date('2026-03-14T09:26:53Z'));
    expect(parseJson('"2026-03-14T09:26:53.589Z"', freeField)).toEqual(new Date('2026-03-14T09:26:53.589Z'));
    expect(parseJson('["2026-03-14T09:26:53.589Z", "2026-03-14T09:26:53Z"]', reviverOf([0]))).toEqual([
      new Date('2026-03-14T09:26:53.589Z'),
      '2026-03-14T09:26:53Z',
    ]);
  });
});

describe('parseDateTime (properties)', () => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  /** Any RFC 3339 timestamp with a zone: years 0-9999, with or without a fraction, any case. */
  const rfc3339 = fc
    .record({
      ms: fc.integer({
        min: Date.UTC(0, 0, 1) - 1900 * 365.2425 * 86_400_000,
        max: Date.UTC(9999, 11, 31, 23, 59, 59),
      }),
      digits: fc.integer({ min: 0, max: 6 }),
      offset: fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
      zulu: fc.boolean(),
      lower: fc.boolean(),
    })
    .map(({ ms, digits, offset, zulu, lower }) => {
      const shift = zulu ? 0 : offset;
      const local = new Date(ms + shift * 60_000);
      const day = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
      const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
      const fraction = digits ? `.${pad(local.getUTCMilliseconds(), 3).padEnd(digits, '7').slice(0, digits)}` : '';
      const zone = zulu
        ? 'Z'
        : `${shift < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(shift) / 60))}:${pad(Math.abs(shift) % 60)}`;
      const text = `${day}T${time}${fraction}${zone}`;
      const instant = ms - (((ms % 1000) + 1000) % 1000) + (digits ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0);
      return { text: lower ? text.toLowerCase() : text, instant, year: local.getUTCFullYear() };
    })
    .filter(({ year }) => year >= 0 && year <= 9999);

  it('reads every RFC 3339 timestamp as the instant it names', () => {
    fc.assert(
      fc.property(rfc3339, ({ text, instant }) => {
        expect(parseDateTime(text)?.getTime()).toBe(instant);
      }),
      { numRuns: 20_000 },
    );
  });

  /**
   * The reader it replaced, kept as the oracle: a RegExp for the shape and ranges, Date.UTC
   * shifted by 400 years for the instant (bench/README.md tells why it went).
   */
  const SHAPE =
    /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
  const CYCLE_MS = 12_622_780_800_000;
  function oracle(value: string): number | undefined {
    if (!SHAPE.test(value)) return undefined;
    const n = (from: number, to: number) => Number(value.slice(from, to));
    const [year, month, day] = [n(0, 4), n(5, 7), n(8, 10)];
    if (new Date(Date.UTC(year + 400, month - 1, day)).getUTCDate() !== day) return undefined;
    const fraction = /^\.(\d+)/.exec(value.slice(19));
    const ms = fraction ? Number(fraction[1]!.slice(0, 3).padEnd(3, '0')) : 0;
    const zone = value.slice(19 + (fraction ? fraction[0].length : 0));
    const offset = /^[zZ]$/.test(zone)
      ? 0
      : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    return Date.UTC(year + 400, month - 1, day, n(11, 13), n(14, 16) - offset, n(17, 19), ms) - CYCLE_MS;
  }

  it('agrees with the RegExp reader on near-timestamps: one character changed, added or cut', () => {
    const chars = fc.constantFrom(...'0123456789-:.+TtZz /a\u0660'.split(''));
    const edited = fc
      .tuple(rfc3339, fc.nat(), chars, fc.constantFrom('replace', 'insert', 'cut', 'truncate'))
      .map(([{ text }, at, c, how]) => {
        const i = at % (text.length + 1);
        if (how === 'replace') return text.slice(0, i) + c + text.slice(i + 1);
        if (how === 'insert') return text.slice(0, i) + c + text.slice(i);
        if (how === 'cut') return text.slice(0, i) + text.slice(i + 1);
        return text.slice(0, i);
      });
    fc.assert(
      fc.property(
        fc.oneof(
          edited,
          rfc3339.map((r) => r.text),
          fc.string(),
        ),
        (text) => {
          expect(parseDateTime(text)?.getTime()).toBe(oracle(text));
        },
      ),
      { numRuns: 50_000 },
    );
  });
});

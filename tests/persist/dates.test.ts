// Issue 46, items 1 and 2: every generated GET whose answer holds dates, persisted and restored
// into a new QueryClient, has a Date at every path its contract declares `date-time` (n/n), revived
// by the operation's own reviver; no type markers in storage; the restore writes nothing.
import fs from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { operations as admin } from '../../generated/operations/admin.js';
import { operations as enduser } from '../../generated/operations/enduser.js';
import { operations as publicOps } from '../../generated/operations/public.js';
import { persistTable as adminPersist } from '../../generated/persist/admin.js';
import { persistTable as enduserPersist } from '../../generated/persist/enduser.js';
import { persistTable as publicPersist } from '../../generated/persist/public.js';
import { persistPlatformCache } from '../../src/persist/index.js';
import { memoryStorage } from './memory-storage.js';

const WHEN = '2026-03-14T09:26:53.589Z';
type Schema = Record<string, any>;

/**
 * An answer with every property its schema declares (the first branch of a oneOf/anyOf; a $ref
 * cycle stops at its second visit), each date-time set to WHEN; `dates` gets the path of each.
 */
function fullAnswer(
  doc: Schema,
  raw: unknown,
  at: (string | number)[],
  dates: (string | number)[][],
  seen: string[] = [],
): unknown {
  let schema = raw as Schema | undefined;
  while (schema?.$ref) {
    if (seen.filter((r) => r === schema!.$ref).length > 1) return undefined;
    seen = [...seen, schema.$ref];
    schema = schema.$ref
      .slice(2)
      .split('/')
      .reduce((o: Schema, k: string) => o?.[k], doc);
  }
  if (!schema) return {};
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s: unknown) => fullAnswer(doc, s, at, dates, seen)));
  }
  for (const key of ['oneOf', 'anyOf'] as const)
    if (schema[key]) return fullAnswer(doc, schema[key][0], at, dates, seen);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'string') {
    if (schema.format !== 'date-time') return schema.enum?.[0] ?? 'text';
    dates.push(at);
    return WHEN;
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [fullAnswer(doc, schema.items, [...at, 0], dates, seen)];
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    out[name] = fullAnswer(doc, property, [...at, name], dates, seen);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.some = fullAnswer(doc, schema.additionalProperties, [...at, 'some'], dates, seen);
  return out;
}

const get = (value: unknown, path: (string | number)[]) => path.reduce((o: any, k) => o?.[k], value);

it('restores a Date at every declared date-time path of every persisted GET with dates (n/n), and the restore writes nothing', async () => {
  const storage = memoryStorage();
  const before = new QueryClient();
  const cache = persistPlatformCache(before, { storage, throttle: 0 });
  await cache.restored;
  const expected: { key: unknown[]; dates: (string | number)[][] }[] = [];
  // GETs whose answer holds a credential (a project's API keys) are never stored.
  const secret: unknown[][] = [];
  const persisted = { admin: adminPersist, public: publicPersist, enduser: enduserPersist };
  for (const [surface, table] of Object.entries({ admin, public: publicOps, enduser })) {
    const doc = JSON.parse(
      fs.readFileSync(new URL(`../../generated/openapi/${surface}.json`, import.meta.url), 'utf8'),
    );
    for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
      const op = table[`GET ${path}` as keyof typeof table] as { revive?: unknown } | undefined;
      if (!item.get || !op?.revive) continue;
      const ok = Object.entries(item.get.responses as Record<string, Schema>).find(([code]) =>
        code.startsWith('2'),
      )![1];
      const schema = Object.entries((ok.content ?? {}) as Record<string, Schema>).find(([t]) => t.includes('json'))?.[1]
        ?.schema;
      const dates: (string | number)[][] = [];
      const answer = fullAnswer(doc, schema, [], dates);
      if (!dates.length) continue;
      // As the transport gives it: through JSON and the operation's reviver, Dates in place.
      const box = [JSON.parse(JSON.stringify(answer))];
      (op.revive as (n: unknown, k: number) => void)(box, 0);
      const key = [surface, path, { baseUrl: 'https://platform.example', projectId: 'p1', path: {} }];
      before.setQueryData(key, box[0]);
      const entry = persisted[surface as keyof typeof persisted].queries[path as never] as { secret?: boolean };
      if (entry.secret) secret.push(key);
      else expected.push({ key, dates });
    }
  }
  cache.unsubscribe();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(storage.text()).not.toContain('"$date"');
  expect(storage.text()).toContain(WHEN);

  const writes = storage.writes.length;
  const after = new QueryClient();
  const restored = persistPlatformCache(after, { storage });
  await restored.restored;
  let revived = 0;
  const missing: string[] = [];
  for (const { key, dates } of expected) {
    const data = after.getQueryData(key);
    const all = dates.every((path) => {
      const value = get(data, path);
      return value instanceof Date && value.toISOString() === WHEN;
    });
    if (all) revived++;
    else missing.push(`${key[0]} GET ${key[1]}`);
  }
  expect(missing).toEqual([]);
  expect(`${revived}/${expected.length}`).toBe(`${expected.length}/${expected.length}`);
  expect(expected.length).toBeGreaterThan(40);
  expect(secret.map((key) => after.getQueryData(key))).toEqual([undefined, undefined, undefined]);
  restored.unsubscribe();
  expect(storage.writes.length).toBe(writes);
});

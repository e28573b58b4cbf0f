// The seed (docs/design.md, decision 21): each domain seeds its own tables (domains/<d>/seed.ts) on
// their first use (domains/index.ts), given what this module makes of the `seed` option and the examples.
import type { Faker } from '@faker-js/faker';
import type { Seeding } from './context.js';
import { domainSeeder } from './domains/index.js';
import { loadPeer } from './peers.js';
import { rowOf, type SeedRow, TABLES, type Table } from './rows.js';
import type { Store } from './store.js';
import type { MockSeedData } from './types.js';

type Example = <T>(name: string) => T;

/** What `seedStore` fills the store with: a preset, with its fakers for `demo`, or the caller's rows. */
type SeedPlan =
  | { preset: 'demo'; en: Faker; de: Faker; now: () => Date }
  | { preset: 'empty' }
  | { preset: 'own'; data: MockSeedData };

/** The seed option as a plan, checked at once; the demo's fakers are loaded only for it. */
export async function seedPlan(
  seed: 'demo' | 'empty' | MockSeedData,
  now: () => Date,
  caller: string,
): Promise<SeedPlan> {
  if (seed === 'empty') return { preset: 'empty' };
  if (seed === 'demo') {
    const [{ faker: en }, { faker: de }] = await Promise.all([
      loadPeer<{ faker: Faker }>('@faker-js/faker/locale/en', () => import('@faker-js/faker/locale/en')),
      loadPeer<{ faker: Faker }>('@faker-js/faker/locale/de', () => import('@faker-js/faker/locale/de')),
    ]);
    return { preset: 'demo', en, de, now };
  }
  if (seed === null || typeof seed !== 'object' || Array.isArray(seed))
    throw new TypeError(`${caller}: \`seed\` must be 'demo', 'empty' or an object of records by table.`);
  for (const [table, rows] of Object.entries(seed)) {
    if (!TABLES.includes(table as Table))
      throw new RangeError(`${caller}: \`seed\` has no table ${table}; it takes ${TABLES.join(', ')}.`);
    if ((rows ?? []).some((row) => typeof row?._id !== 'string'))
      throw new TypeError(`${caller}: every row of \`seed.${table}\` needs an \`_id\` string.`);
  }
  return { preset: 'own', data: seed };
}

/** The demo's fixed seed: every mock started on the same day holds the same records. */
const DEMO_SEED = 2026;
/** `like`'s locale in a faker of our own, drawing `domain`'s stream: its records whatever seeds first. */
function streamOf(like: Faker, domain: string): Faker {
  const faker = new (like.constructor as typeof Faker)({ locale: like.rawDefinitions });
  faker.seed([DEMO_SEED, ...[...domain].map((c) => c.charCodeAt(0))]);
  return faker;
}

/** A domain's demo streams, each made on its first draw: only the cms draws in German. */
function streamsOf(plan: Extract<SeedPlan, { preset: 'demo' }>, domain: string) {
  const made: { en?: Faker; de?: Faker } = {};
  const lazy = (locale: 'en' | 'de') => () => (made[locale] ??= streamOf(plan[locale], domain));
  return Object.defineProperties(
    { now: plan.now() },
    { en: { get: lazy('en') }, de: { get: lazy('de') } },
  ) as Seeding['demo'];
}

/** Two examples that describe one seeded record and disagree: a contract problem, naming both files. */
export class ExamplesDisagree extends Error {
  override name = 'ExamplesDisagree';
}

const fileOf = (name: string) => `openapi/components/examples/${name}.yaml`;

/** JSON with every object's keys sorted: two records compare equal whatever their fields' order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );
const differing = (a: object, b: object) =>
  Object.keys({ ...a, ...b }).filter((k) => canonical(a[k as keyof object]) !== canonical(b[k as keyof object]));

/** Seeding.rows (./context.ts): the records of the named examples, each once. */
function rowsOf<R extends { _id: string }>(example: Example, ...sources: string[]): R[] {
  const rows = new Map<string, { row: R; from: string }>();
  for (const source of sources) {
    const [name = source, field] = source.split('.');
    // An example is of the schema its name says (the contract lint checks it): R, or a list or page of R.
    const value = example<R | R[] | { data: R[]; total: number }>(name);
    const list = Array.isArray(value)
      ? value
      : 'data' in value && Array.isArray(value.data) && typeof value.total === 'number'
        ? value.data
        : [value as R];
    const records = field
      ? list.flatMap((r) => (r as unknown as Record<string, R | R[] | undefined>)[field] ?? [])
      : list;
    for (const row of records) {
      const seen = rows.get(row._id);
      const differs = seen ? differing(seen.row, row) : [];
      if (seen && differs.length)
        throw new ExamplesDisagree(
          `The examples ${seen.from} (${fileOf(seen.from.split('.')[0]!)}) and ${source} (${fileOf(name)}) describe the same record ${row._id} and disagree in ${differs.map((k) => `\`${k}\``).join(', ')}: make them agree.`,
        );
      if (!seen) rows.set(row._id, { row, from: source });
    }
  }
  return [...rows.values()].map(({ row }) => row);
}

/** The store's seeder: a domain's seed, then the caller's rows of its tables. */
export function seedStore(store: Store, example: Example, plan: SeedPlan) {
  const shared: Seeding['shared'] = { endUserId: '', users: [], transactions: [] };
  type Own = Partial<Record<Table, Array<SeedRow<Table> & { password?: unknown }>>>;
  const own = structuredClone(plan.preset === 'own' ? plan.data : {}) as Own;
  const seeder = domainSeeder((domain) => ({
    preset: plan.preset,
    store,
    example,
    rows: (_table, ...sources) => rowsOf(example, ...sources),
    fill: (table, rows) => rows.forEach((row) => void store.insert(table, rowOf(table, row))),
    ...(plan.preset === 'demo' ? { demo: streamsOf(plan, domain) } : {}),
    shared,
  }));
  return (table?: Table) => {
    const tables = seeder(table);
    for (const name of tables)
      for (const { password, ...row } of own[name] ?? []) {
        // A user's `password` kept apart, as sign-up does; the rows of the types MockSeedData gives.
        if (typeof password === 'string') store.passwords.set(row._id, password);
        store.insert(name, rowOf(name, row as SeedRow<typeof name>));
      }
    return tables;
  };
}

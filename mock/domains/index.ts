// The domains, composed as MSW composes handler lists: each folder owns its tables (composed apart
// in ./tables.ts, which types the store), its seed and its handlers, keyed `<surface>.<operationId>`;
// the operations no domain models answer their example (docs/guide.md lists them, and why).
import type { Handlers, Seeding } from '../context.js';
import type { Table } from '../rows.js';
import * as administration from './administration/index.js';
import * as auth from './auth/index.js';
import * as boxes from './boxes/index.js';
import * as cms from './cms/index.js';
import * as conversations from './conversations/index.js';
import * as entities from './entities/index.js';
import * as files from './files/index.js';
import * as holidays from './holidays/index.js';
import * as notifications from './notifications/index.js';
import * as payments from './payments/index.js';
import * as requestActions from './request-actions/index.js';
import { DOMAIN_TABLES } from './tables.js';

type Seed = (seeding: Seeding) => void;
/** A domain: its handlers, its `seed` (always) and `demo` (the `demo` preset's, after `seed`). */
const DOMAINS: Record<string, { handlers: Handlers; seed?: Seed; demo?: Seed }> = {
  administration,
  auth,
  requestActions,
  cms,
  payments,
  notifications,
  conversations,
  holidays,
  boxes,
  files,
  entities,
};

export const handlers: Handlers = Object.assign({}, ...Object.values(DOMAINS).map((domain) => domain.handlers));
const OWNER = Object.fromEntries(Object.entries(DOMAIN_TABLES).flatMap(([d, t]) => Object.keys(t).map((k) => [k, d])));
/** One store's seeder: seeds `table`'s domain (or every one), each once; returns the tables it seeded now. */
export function domainSeeder(seeding: (domain: string) => Seeding) {
  const done = new Set<string>();
  const run = (name: string): Table[] => {
    if (done.has(name)) return [];
    done.add(name);
    // First the domains whose records (`Seeding['shared']`) its seed names: the accounts, a payment.
    const before = ['administration', ...(name === 'notifications' ? ['payments'] : [])].flatMap(run);
    try {
      const given = seeding(name);
      DOMAINS[name]!.seed?.(given);
      if (given.preset === 'demo') DOMAINS[name]!.demo?.(given);
    } catch (error) {
      done.delete(name); // not seeded: each use tries again and throws the same, never half seeded
      throw error;
    }
    return [...before, ...(Object.keys(OWNER).filter((t) => OWNER[t] === name) as Table[])];
  };
  return (table?: Table) => (table ? run(OWNER[table]!) : Object.keys(DOMAINS).flatMap(run));
}
export { chatRooms } from './conversations/index.js';

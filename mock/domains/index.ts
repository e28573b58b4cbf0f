// The domains, composed as MSW composes handler lists: each folder owns its tables (composed apart
// in ./tables.ts, which types the store), its seed and its handlers, keyed `<surface>.<operationId>`;
// the operations no domain models answer their example (docs/guide.md lists them, and why).
// Domains seed in this order, each after those whose records it names (demo users before their
// requests), so the demo's draws come in one order from its fixed seed.
import type { Handlers, Seeding } from '../context.js';
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

interface Domain {
  handlers: Handlers;
  seed?: (seeding: Seeding) => void;
}
const DOMAINS: Domain[] = [
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
];

export const handlers: Handlers = Object.assign({}, ...DOMAINS.map((domain) => domain.handlers));
/** Runs every domain's seed, in order. */
export const seedDomains = (seeding: Seeding) => {
  for (const domain of DOMAINS) domain.seed?.(seeding);
};
export { chatRooms } from './conversations/index.js';

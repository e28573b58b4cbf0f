// Every domain's tables, composed (rows.ts types the store by them): apart from ./index.ts, which
// composes the domains' handlers and seeds, because those use the types this gives.
import { tables as administration } from './administration/tables.js';
import { tables as boxes } from './boxes/tables.js';
import { tables as cms } from './cms/tables.js';
import { tables as conversations } from './conversations/tables.js';
import { tables as entities } from './entities/tables.js';
import { tables as files } from './files/tables.js';
import { tables as holidays } from './holidays/tables.js';
import { tables as notifications } from './notifications/tables.js';
import { tables as payments } from './payments/tables.js';
import { tables as requestActions } from './request-actions/tables.js';

/** Each domain's tables, by the domain's name in ./index.ts: a table is seeded with its domain. */
export const DOMAIN_TABLES = {
  administration,
  requestActions,
  boxes,
  cms,
  files,
  conversations,
  notifications,
  holidays,
  payments,
  entities,
};
type Domains = typeof DOMAIN_TABLES;
type Every<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;
export const TABLES_OF = Object.assign({}, ...Object.values(DOMAIN_TABLES)) as Every<Domains[keyof Domains]>;

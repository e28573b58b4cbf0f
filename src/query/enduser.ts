// platform-client/query/enduser: the enduser surface's query keys, query options, key factory and mutation
// definitions, with no React (server code, router loaders, tests).
export * from '../../generated/query/enduser/index.js';
export { accountOf } from './account.js';
export type { AccountScope } from './account.js';

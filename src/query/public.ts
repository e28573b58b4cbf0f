// platform-client/query/public: the public surface's query keys, query options, key factory and mutation
// definitions, with no React (server code, router loaders, tests).
export * from '../../generated/query/public/index.js';
export { accountOf } from './account.js';
export type { AccountScope } from './account.js';

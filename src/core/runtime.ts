// `#runtime/core` (package.json `imports`): everything the generated operation tables
// (generated/operations/*) take from the core, through one specifier, so src/'s layout is no part
// of the generated code's contract (as `#runtime/query` and `#runtime/react` are for the hooks).
export type { OperationTable } from './operation-table.js';
export type { Holder, Reviver } from './revive-plan.js';
export { dateField, eachItem, eachValue, freeField, isRecord } from './revive-plan.js';

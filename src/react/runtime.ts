// `#runtime/react` (package.json `imports`): what the generated hooks (generated/react/*) take
// from the React runtime, through one specifier. Each export is its own module, so a page that
// only reads (query hooks) bundles none of the mutation code (package.json `sideEffects: false`).
export { mutationHook } from './mutationHook.js';
export { infiniteQueryHook, queryHook, suspenseQueryHook } from './queryHook.js';

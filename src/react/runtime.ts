// `#runtime/react` (package.json `imports`): what the generated hooks (generated/react/*) take
// from the React runtime, through one specifier. Each export is its own module, so a page that
// only reads (query hooks: `usePlatformClient`) bundles none of the mutation code (package.json
// `sideEffects: false`).
export { usePlatformClient } from './context.js';
export { useSurfaceMutation } from './useSurfaceMutation.js';
export { useSurfaceInfiniteQuery, useSurfaceQuery, useSurfaceSuspenseQuery } from './useSurfaceQuery.js';
export { useUploadMutation } from './useUploadMutation.js';
export type { UploadMutationResult } from './useUploadMutation.js';
export type { MutationArgs } from '../query/mutation-options.js';

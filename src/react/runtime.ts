// `#runtime/react` (package.json `imports`): what the generated hooks (generated/react/*) take
// from the React runtime, through one specifier.
export { usePlatformClient } from './context.js';
export { useSurfaceMutation } from './useSurfaceMutation.js';
export type { MutationArgs, UploadMutationResult } from './useSurfaceMutation.js';

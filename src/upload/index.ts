// `platform-client/upload`: upload progress for any client (docs/design.md, decision 25), an
// entry of its own so that clients which never report progress carry none of its code.
export type { ClientFetch, OnUploadProgress, UploadAttempt, UploadProgress } from '../core/fetcher-types.js';
export { withUploadProgress } from './with-upload-progress.js';
export type { UploadProgressOptions, UploadVia } from './with-upload-progress.js';

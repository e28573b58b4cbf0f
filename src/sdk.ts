// What the root entry `platform-client` exports everywhere: the SDK but the private client's
// factory, which src/index.ts adds for servers (src/index.browser.ts is the browser bundles' root).
export { createAdminClient } from './clients/admin.js';
export type {
  AdminClient,
  AdminClientMembers,
  AdminClientOptions,
  AdminSelf,
  AdminSession,
  HasProjectId,
} from './clients/admin.js';
export type { AdminPaths } from './clients/admin-paths.js';
export { createPublicClient } from './clients/public.js';
export type { PublicClient, PublicClientOptions } from './clients/public.js';
export type { PrivateClient, PrivateClientOptions } from './clients/private.js';
export { createEndUserClient } from './clients/enduser.js';
export type {
  EndUserClient,
  EndUserClientOptions,
  EndUser,
  EndUserSession,
  HasSelf,
  SignUpDetails,
} from './clients/enduser.js';
export { signUpEndUser } from './clients/enduser-signup.js';
export type { SignUpEndUserOptions } from './clients/enduser-signup.js';
export { DEFAULT_STORAGE_TIMEOUT_MS, EXPIRY_ALLOWANCE_MS } from './clients/session-store.js';
export type { Session, SessionLifecycle, SessionOptions, SessionStorage } from './clients/session-store.js';
export type { Paginate, PagedPath } from './core/paginate.js';
export type {
  CallOptions,
  ClientFetch,
  FetchExtensions,
  Fetcher,
  Middleware,
  MiddlewareContext,
  NextFetchOptions,
  OnUploadProgress,
  ParseAs,
  RequestOptions,
  Transport,
  TransportOptions,
  UploadAttempt,
  UploadCallOptions,
  UploadProgress,
} from './core/transport.js';
export {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  redactHeaders,
} from './core/transport.js';
export {
  AbortError,
  ApiError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  ForbiddenError,
  MissingProjectIdError,
  NotFoundError,
  PaginationError,
  PathParameterError,
  PlatformError,
  RateLimitError,
  RedirectError,
  ResponseParseError,
  ResponseTooLargeError,
  ResponseValidationError,
  ServerError,
  SessionExpiredError,
  SignInError,
  SignUpError,
  StorageTimeoutError,
  TimeoutError,
  UnauthorizedError,
  UnprocessableEntityError,
  isPlatformError,
} from './core/errors.js';
export type {
  ApiErrorName,
  CallInputError,
  ErrorBody,
  HookError,
  SignInFailure,
  SignUpFailure,
} from './core/errors.js';
export type { ErrorOf, FieldMessages, NoFields, UndeclaredAnswer } from './core/operation-errors.js';
export { matchError } from './core/match-error.js';
export type { CaseOf, ErrorCases } from './core/match-error.js';
export { fieldErrors } from './core/field-errors.js';
export type { FieldErrorsOf } from './core/field-errors.js';
export type { ResponseSchema, ResponseSchemaTable, SchemaModule } from './core/response-validation.js';
export { can, PermissionLevel } from './clients/permissions.js';
export type { PermissionVerb, Permissions } from './clients/permissions.js';
export { reviveDates, parseTimestamp, parseDateTime } from './core/revive-dates.js';
export { reviveAnswer } from './core/revive-answer.js';
export { upsertBox, isWrongBoxId } from './helpers/upsert-box.js';
export type { Box, BoxType, UpsertBoxInput } from './helpers/upsert-box.js';
export { sendHolidayFeedback } from './helpers/holiday-feedback.js';
export type { HolidayFeedbackInput } from './helpers/holiday-feedback.js';
export { localStubs } from './helpers/local-stubs.js';
export type { BillingItem, LocalDocument, LocalStubs, PendingTask } from './helpers/local-stubs.js';
export type { Preset, Presets } from './conventions/presets.js';

// platform-client: the four clients, their errors and the behaviours the contracts can't say.
export { createAdminClient, ADMIN_CREDENTIALS_MESSAGE } from './clients/admin.js';
export type { AdminClient, AdminClientMembers, AdminClientOptions, AdminSelf, AdminSession, HasProjectId } from './clients/admin.js';
export type { AdminPaths } from './clients/admin-paths.js';
export { createPublicClient } from './clients/public.js';
export type { PublicClient, PublicClientOptions } from './clients/public.js';
export { createPrivateClient } from './clients/private.js';
export type { PrivateClient, PrivateClientOptions } from './clients/private.js';
export { createEndUserClient } from './clients/enduser.js';
export type { EndUserClient, EndUserClientOptions, EndUser, EndUserSession } from './clients/enduser.js';
export { EXPIRY_ALLOWANCE_MS } from './clients/session-store.js';
export type { Session, SessionLifecycle, SessionOptions, SessionStorage } from './clients/session-store.js';
export { SessionExpiredError } from './core/session-expired-error.js';
export type { Paginate, PagedPath } from './core/paginate.js';
export type { CallOptions, Fetcher, Middleware, MiddlewareContext, ParseAs, RequestOptions, Transport, TransportOptions } from './core/transport.js';
export { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, redactHeaders } from './core/transport.js';
export {
  AbortError,
  ApiError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  ForbiddenError,
  MissingProjectIdError,
  NotFoundError,
  PathParameterError,
  PlatformError,
  RateLimitError,
  RedirectError,
  ResponseParseError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  UnprocessableEntityError,
  isPlatformError,
} from './core/errors.js';
export type { ErrorBody } from './core/errors.js';
export { ResponseValidationError } from './core/response-validation.js';
export type { ResponseSchema, ResponseSchemaTable, SchemaModule } from './core/response-validation.js';
export { can, PermissionLevel } from './core/permissions.js';
export type { PermissionVerb, Permissions } from './core/permissions.js';
export { reviveDates, parseTimestamp, parseDateTime } from './core/revive-dates.js';
export { upsertBox, isWrongBoxId, WRONG_BOX_ID } from './behaviours/upsert-box.js';
export type { Box, BoxType, UpsertBoxInput } from './behaviours/upsert-box.js';
export { sendHolidayFeedback, HOLIDAY_FEEDBACK_LANG } from './behaviours/holiday-feedback.js';
export type { HolidayFeedbackInput } from './behaviours/holiday-feedback.js';
export { HOME_APP_PRESET, OTHER_PRESET } from './behaviours/presets.js';
export type { Preset, Presets } from './behaviours/presets.js';
export { BILLING_ITEMS, localStubs } from './behaviours/local-stubs.js';
export type { BillingItem, LocalDocument, LocalStubs, PendingTask } from './behaviours/local-stubs.js';
export { keepV2Providers } from './behaviours/providers.js';

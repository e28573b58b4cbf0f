import { PlatformError } from './errors.js';

/**
 * A call needed the client's session and it has ended: signed out, refused by the platform
 * (401), or more than 30 s past its `expiresAt`. Nothing was sent; sign in again (docs/design.md, decision 23).
 */
export class SessionExpiredError extends PlatformError {
  override name = 'SessionExpiredError' as const;
}

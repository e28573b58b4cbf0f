import { PlatformError } from '../core/errors.js';

/** The chat server refused the connection (a bad or expired token); it is not retried. */
export class ChatAuthError extends PlatformError {
  override name = 'ChatAuthError' as const;
}

/** `connect()` got no connection within `connectTimeout` ms. */
export class ChatConnectTimeoutError extends PlatformError {
  override name = 'ChatConnectTimeoutError' as const;
}

/** `send()` or `connect()` on a client that was disconnected, or a send the server did not take. */
export class ChatStateError extends PlatformError {
  override name = 'ChatStateError' as const;
}

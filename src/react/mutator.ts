import { useCallback } from 'react';
import type { AbortError, ApiError, ConnectionError, ResponseParseError, TimeoutError } from '../core/errors.js';
import type { SessionExpiredError } from '../core/session-expired-error.js';
import { usePlatformClient, type HookSurface } from './context.js';
import { requestUrl, type MutatorRequest } from './request-url.js';

export type { MutatorRequest } from './request-url.js';

/** Per-call options a hook passes through (`request` in orval's hook options). */
export interface MutatorOptions {
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
}

/** The request function behind a surface's hook mutator. */
export function useSurfaceRequest(surface: HookSurface) {
  const client = usePlatformClient(surface);
  return useCallback(
    <T>(request: MutatorRequest, options?: MutatorOptions) => requestUrl<T>(client, request, options),
    [client],
  );
}

/** What a hook's `error` can be: the same errors the fetchers throw. */
export type HookError = ApiError | ConnectionError | TimeoutError | AbortError | ResponseParseError | SessionExpiredError;

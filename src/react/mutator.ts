import { useCallback } from 'react';
import type { AbortError, ApiError, ConnectionError, ResponseParseError, TimeoutError } from '../core/errors.js';
import { usePlatformClient, type HookSurface } from './context.js';

/** What an orval hook hands its mutator: the URL with encoded path parameters, and the rest raw. */
export interface MutatorRequest {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** orval's hint for binary answers; the transport already knows it from the operation table. */
  responseType?: string;
}

/** Per-call options a hook passes through (`request` in orval's hook options). */
export interface MutatorOptions {
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
}

/** Something that can send a hook's request through a client's transport. */
export interface MutatorTarget {
  requestUrl<T>(request: MutatorRequest, options?: MutatorOptions): Promise<T>;
}

/** The request function behind a surface's hook mutator. */
export function useSurfaceRequest(surface: HookSurface) {
  const client = usePlatformClient(surface);
  return useCallback(
    <T>(request: MutatorRequest, options?: MutatorOptions) => client.requestUrl<T>(request, options),
    [client],
  );
}

/** What a hook's `error` can be: the same errors the fetchers throw. */
export type HookError = ApiError | ConnectionError | TimeoutError | AbortError | ResponseParseError;

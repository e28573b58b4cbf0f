// orval's mutator for every surface (scripts/generate/orval.mjs): a plain function, no React, that
// sends orval's request through the transport of the client given in its second argument (orval's
// `request` option). orval reads this file's shape: two parameters, and the two types.
import type { HookError } from '../core/errors.js';
import { requestUrl, type HookClient, type MutatorRequest } from './request-url.js';

export type { MutatorRequest } from './request-url.js';

/** Per-call transport options a hook passes through (its `request` option). */
export interface MutatorOptions {
  /** Ends the call when aborted; React Query passes its own. @default none */
  signal?: AbortSignal;
  /** Milliseconds per attempt. @default the client's `timeout` */
  timeout?: number;
  /** Retries of what is safe to repeat. @default the client's `maxRetries` */
  maxRetries?: number;
}

/** What orval's generated functions hand their mutator: the client to send through, and options. */
export interface MutatorCall extends MutatorOptions {
  client: HookClient;
}

/** Sends orval's request through the transport of the client in `call`. */
export function mutator<T>(request: MutatorRequest, call?: MutatorCall): Promise<T> {
  if (!call?.client) throw new TypeError('platform-client: a generated request needs { client }.');
  return requestUrl<T>(call.client, request, call);
}

export type { HookError } from '../core/errors.js';

// orval passes the contract's error bodies as E; what a hook really throws is a HookError.
export type ErrorType<E> = HookError;
export type BodyType<B> = B;

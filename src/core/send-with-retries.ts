// The attempts of one call (docs/design.md, decisions 19 and 20): each has its own timer, which
// covers the attempt's body too and never runs past the call's deadline; what is safe to repeat
// is tried again.
import { isPlatformError } from './errors.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';

const TIMEOUT = Symbol('timeout');

/** One call's bounds and where its attempts stand, shared with the transport that reads the body. */
export interface Call {
  /** The caller's signal: its abort ends the call and is never retried. */
  readonly signal?: AbortSignal | undefined;
  /** Milliseconds each attempt may take, body included. */
  readonly timeoutMs: number;
  /** When the whole call must be over (`totalTimeout`); Infinity for no bound. */
  readonly deadline: number;
  /** Attempts after the first: 0 for an operation that is not safe to repeat. */
  readonly retries: number;
  /** The current attempt's controller (the transport passes the caller's abort on to it). */
  controller?: AbortController;
  /** The current attempt's timer: cleared by the transport once the body is read. */
  timer?: ReturnType<typeof setTimeout>;
  /** Which bound ended the current attempt, once its timer fired. */
  expired?: 'timeout' | 'totalTimeout' | undefined;
}

/**
 * Calls `attempt` until its answer is final, and resolves with that answer. After a connection
 * error, a timeout, 408, 429 or 5xx it waits `retryDelay` and tries again, while `call.retries`
 * allow; the caller's abort, the call's deadline and a PlatformError (a refused redirect) end the
 * call at once, as does a wait past the Retry-After cap or the deadline (the last answer stands).
 */
export async function sendWithRetries(call: Call, attempt: (signal: AbortSignal, n: number) => Promise<Response>): Promise<Response> {
  const { signal, timeoutMs, deadline, retries } = call;
  for (let n = 0; ; n++) {
    clearTimeout(call.timer);
    const controller = (call.controller = new AbortController());
    // No clock read when there is no deadline (the default): this runs on every call.
    const left = deadline < Infinity ? deadline - Date.now() : Infinity;
    const bound = left < timeoutMs ? 'totalTimeout' : 'timeout';
    call.timer = setTimeout(() => {
      call.expired = bound;
      controller.abort(TIMEOUT);
    }, Math.min(timeoutMs, left));
    if (signal?.aborted) controller.abort(signal.reason);
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await attempt(controller.signal, n);
    } catch (error) {
      failure = error;
    }
    if (signal?.aborted) throw failure ?? signal.reason;
    if (failure !== undefined && (call.expired == 'totalTimeout' || isPlatformError(failure) || n >= retries)) throw failure;
    if (response && (n >= retries || !isRetryableStatus(response.status))) return response;
    const delay = retryDelay(n + 1, response?.headers.get('retry-after') ?? null);
    if (delay === undefined || Date.now() + delay >= deadline) {
      if (response) return response;
      throw failure;
    }
    await response?.body?.cancel().catch(() => {});
    clearTimeout(call.timer);
    call.expired = undefined;
    await sleep(delay, signal);
  }
}

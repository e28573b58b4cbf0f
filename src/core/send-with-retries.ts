// The attempts of one call (docs/design.md, decisions 19 and 20): each runs from its send to the
// end of its body read under one clock, started and stopped here, which never runs past the
// call's deadline; what is safe to repeat is tried again.
import type { Call } from './call.js';
import { isPlatformError } from './errors.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';
import { passesDeadline, startClock } from './timeouts.js';

/**
 * Runs `call`'s attempts: `send` gets an answer, and `read` reads the final one (within the same
 * attempt's clock; with `stream` it hands the body over unread). After a connection error, a
 * timeout, 408, 429 or 5xx it waits `retryDelay` and tries again, while `call.retries` allow; the
 * caller's abort, the call's deadline and a PlatformError (a refused redirect) end the call at
 * once, as does a wait past the Retry-After cap or the deadline (the last answer stands).
 */
export async function sendWithRetries<T>(
  call: Call,
  send: (signal: AbortSignal) => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { signal, retries } = call;
  // The wait before the next attempt; undefined before the first.
  for (let delay: number | undefined; ; ) {
    if (delay !== undefined) await sleep(delay, signal);
    const controller = new AbortController();
    // The caller's signal ends the attempt too; without one, the attempt's own signal is all.
    const attemptSignal = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
    call.expired = undefined;
    const clock = startClock(call, controller);
    // This attempt's number, from 1.
    const n = ++call.attempt;
    try {
      let response: Response;
      try {
        response = await send(attemptSignal);
      } catch (error) {
        delay = retryDelay(n, null)!;
        // A PlatformError (a refused redirect) ends the call, as does the deadline: an attempt it
        // ended leaves no time to wait. The caller's abort ends it in the wait (sleep rejects at once).
        if (isPlatformError(error) || n > retries || passesDeadline(call, delay)) throw error;
        continue;
      }
      delay =
        n <= retries && isRetryableStatus(response.status)
          ? retryDelay(n, response.headers.get('retry-after'))
          : undefined;
      // Past the Retry-After cap or the deadline no wait is started: this answer stands, read
      // under this attempt's clock (a failed read is not retried).
      if (delay === undefined || passesDeadline(call, delay)) return await read(response);
      void response.body?.cancel().catch(() => {});
    } finally {
      clearTimeout(clock);
    }
  }
}

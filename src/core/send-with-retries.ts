// The attempts of one call (docs/design.md, decisions 19 and 20): each runs from its send to the
// end of its body read under its own clock (timeouts.ts), which never runs past the call's
// deadline; what is safe to repeat is tried again. The call is read, never written: the
// attempt's number is an argument.
import type { Call } from './call.js';
import { TimeoutError, isPlatformError } from './errors.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';
import { passesDeadline, withClock } from './timeouts.js';

/**
 * Runs `call`'s attempts: `send` gets an answer (given the attempt's signal and number, from 1),
 * and `read` reads the final one (within the same attempt's clock; with `stream` it hands the
 * body over unread). After a connection error, a timeout, 408, 429 or 5xx it waits `retryDelay`
 * and tries again, while `call.retries` allow; the caller's abort, the call's deadline and any
 * other PlatformError (a refused redirect) end the call at once, as does a wait past the
 * Retry-After cap or the deadline (the last answer stands).
 */
export async function sendWithRetries<T extends object>(
  call: Call,
  send: (signal: AbortSignal, attempt: number) => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { signal, retries } = call;
  for (let n = 1; ; n++) {
    // The wait before the next attempt, when this one leaves one.
    let delay: number | undefined;
    // The attempt's answer, once it has one: a failed read is not retried.
    let response: Response | undefined;
    try {
      // Undefined when the answer is worth another attempt (`read` always gives an object).
      const done = await withClock(call, async (attemptSignal) => {
        response = await send(attemptSignal, n);
        delay =
          n <= retries && isRetryableStatus(response.status)
            ? retryDelay(n, response.headers.get('retry-after'))
            : undefined;
        // Past the Retry-After cap or the deadline no wait is started: this answer stands, read
        // under this attempt's clock.
        if (delay === undefined || passesDeadline(call, delay)) return read(response);
        void response.body?.cancel().catch(() => {});
      });
      if (done) return done;
    } catch (error) {
      delay = retryDelay(n, null)!;
      // A PlatformError but a timeout (a refused redirect) ends the call, as does the deadline: an
      // attempt it ended leaves no time to wait. The caller's abort ends it in the wait (sleep rejects at once).
      if (
        response ||
        (isPlatformError(error) && !(error instanceof TimeoutError)) ||
        n > retries ||
        passesDeadline(call, delay)
      )
        throw error;
    }
    await sleep(delay!, signal);
  }
}

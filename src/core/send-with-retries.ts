// The attempts of one call (docs/design.md, decisions 19 and 20): each runs from its send to the
// end of its body read under one clock, started and stopped here, which never runs past the
// call's deadline; what is safe to repeat is tried again.
import type { Call } from './call.js';
import { isPlatformError } from './errors.js';
import { isRetryableStatus, retryDelay, sleep } from './retry.js';
import { passesDeadline, startClock, stopClock } from './timeouts.js';

const TIMEOUT = Symbol('timeout');

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
  for (;;) {
    const controller = new AbortController();
    // The caller's signal ends the attempt too; without one, the attempt's own signal is all.
    const attemptSignal = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
    const clock = startClock(call, () => controller.abort(TIMEOUT));
    const next = call.attempt + 1;
    let delay: number | undefined;
    let reading = false;
    try {
      const response = await send(attemptSignal);
      if (next <= retries && isRetryableStatus(response.status)) {
        delay = retryDelay(next, response.headers.get('retry-after'));
        // A wait past the Retry-After cap or the deadline is not started: this answer stands.
        if (delay !== undefined && passesDeadline(call, delay)) delay = undefined;
      }
      if (delay === undefined) {
        reading = true;
        return await read(response);
      }
      void response.body?.cancel().catch(() => {});
    } catch (error) {
      // The caller's abort, the deadline, a PlatformError (a refused redirect) and a failed read end the call.
      if (signal?.aborted || reading || clock.expired == 'totalTimeout' || isPlatformError(error) || next > retries) throw error;
      delay = retryDelay(next, null)!;
      if (passesDeadline(call, delay)) throw error;
    } finally {
      stopClock(clock);
      call.expired = clock.expired;
    }
    call.attempt = next;
    call.expired = undefined;
    await sleep(delay, signal);
  }
}

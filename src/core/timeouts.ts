// Every bound on a call's time, in one place (docs/design.md, decisions 19 and 20): `timeout`
// for each attempt (its body included), `totalTimeout` for the whole call, the clock that
// enforces them and the TimeoutError it raises. One clock per attempt, started and stopped
// around the attempt (as ky's and openai-node's fetch with a timeout do): it aborts the attempt
// with that TimeoutError as the reason, so nothing about it is written anywhere else.
// The deadline is read from `Date.now()`, which every runtime has (`performance` is not everywhere).
import { TimeoutError, type ErrorOptions } from './errors.js';

/** Milliseconds each attempt may take by default. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The longest delay a timer takes (a signed 32-bit count of ms); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The bounds of one call, from its options and its client's, and what its errors name. */
export interface Bounds {
  /** Milliseconds each attempt may take, body included. */
  readonly timeoutMs: number;
  /** Milliseconds the whole call may take; undefined for no bound. */
  readonly totalMs: number | undefined;
  /** When the whole call must be over, on `Date.now()`'s clock; Infinity for no bound. */
  readonly deadline: number;
  /** The caller's signal, which ends an attempt too. */
  readonly signal: AbortSignal | undefined;
  /** `METHOD url: `, the start of the TimeoutError's message. */
  readonly at: string;
  readonly where: ErrorOptions;
}

/** Whether a wait of `ms` from now would end past the call's deadline. */
export const passesDeadline = (bounds: Bounds, ms: number): boolean => Date.now() + ms >= bounds.deadline;

/**
 * Runs one attempt, `run`, under its clock: once the attempt's `timeout` or the call's deadline
 * passes, whichever is first, the attempt's signal aborts with that bound's TimeoutError as its
 * reason, and the attempt fails with it. The clock stops when `run` settles, its body read included.
 */
export async function withClock<T>(bounds: Bounds, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { timeoutMs, totalMs, signal } = bounds;
  // Not sent at all once aborted: Node's fetch given a FormData body and an aborted signal rejects,
  // then throws again inside undici where nothing catches it (an unhandled rejection ends Node).
  signal?.throwIfAborted();
  // The deadline's own rule: an attempt's timeout that reaches it (a tie included, where both
  // bounds end together and no retry could follow) is the deadline's.
  const bound = passesDeadline(bounds, timeoutMs) ? 'totalTimeout' : 'timeout';
  const controller = new AbortController();
  const clock = setTimeout(
    () =>
      controller.abort(
        new TimeoutError(
          `${bounds.at}no answer within ${bound === 'timeout' ? timeoutMs : totalMs} ms (\`${bound}\`).`,
          bounds.where,
        ),
      ),
    Math.min(timeoutMs, bounds.deadline - Date.now()),
  );
  try {
    // The caller's signal ends the attempt too; without one, the attempt's own signal is all.
    return await run(signal ? AbortSignal.any([signal, controller.signal]) : controller.signal);
  } catch (error) {
    // Once the clock has run out, whatever the attempt failed with (fetch rejects with the reason
    // itself; a custom fetch or a body read may not) is the timeout.
    throw controller.signal.reason ?? error;
  } finally {
    clearTimeout(clock);
  }
}

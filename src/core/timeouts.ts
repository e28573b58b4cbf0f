// Every bound on a call's time, in one place (docs/design.md, decisions 19 and 20): `timeout`
// for each attempt (its body included), `totalTimeout` for the whole call, and the clock that
// enforces them: one timer per attempt, started and stopped by the attempt (send-with-retries.ts).
// The deadline is read from `Date.now()`, which every runtime has (`performance` is not everywhere).

/** Milliseconds each attempt may take by default. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The longest delay a timer takes (a signed 32-bit count of ms); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Which bound ended an attempt. */
export type Bound = 'timeout' | 'totalTimeout';

/** The bounds of one call, from its options and its client's. */
export interface Bounds {
  /** Milliseconds each attempt may take, body included. */
  readonly timeoutMs: number;
  /** Milliseconds the whole call may take; undefined for no bound. */
  readonly totalMs: number | undefined;
  /** When the whole call must be over, on `Date.now()`'s clock; Infinity for no bound. */
  readonly deadline: number;
}

/** Whether a wait of `ms` from now would end past the call's deadline. */
export const passesDeadline = (bounds: Bounds, ms: number): boolean => Date.now() + ms >= bounds.deadline;

/**
 * Starts an attempt's clock: once the attempt's `timeout` or the call's deadline passes, whichever
 * is first, the call's `expired` names it and `controller` aborts the attempt. The attempt stops
 * the clock (`clearTimeout`) where it started it, once its body is read.
 */
export function startClock(
  call: Bounds & { expired?: Bound | undefined },
  controller: AbortController,
): ReturnType<typeof setTimeout> {
  const left = call.deadline - Date.now();
  // The deadline's own rule: an attempt's timeout that reaches it (a tie included, where both
  // bounds end together and no retry could follow) is the deadline's.
  const bound: Bound = passesDeadline(call, call.timeoutMs) ? 'totalTimeout' : 'timeout';
  return setTimeout(
    () => {
      call.expired = bound;
      controller.abort();
    },
    Math.min(call.timeoutMs, left),
  );
}

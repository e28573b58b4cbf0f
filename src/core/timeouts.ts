// Every bound on a call's time, in one place (docs/design.md, decisions 19 and 20): `timeout`
// for each attempt (its body included), `totalTimeout` for the whole call, and the clock that
// enforces them. Times are read from the monotonic clock: a change of the wall clock (or a test
// faking `Date`) never ends a call early or late.

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
  /** When the whole call must be over, on `now()`'s clock; Infinity for no bound. */
  readonly deadline: number;
}

export const now = (): number => performance.now();

type Limits = { timeout?: number | undefined; totalTimeout?: number | undefined };

/** A call's bounds: its own `timeout` and `totalTimeout`, else the client's, else the defaults. */
export function boundsOf(call: Limits, client: Limits): Bounds {
  const totalMs = call.totalTimeout ?? client.totalTimeout;
  // No clock read when there is no deadline (the default): this runs on every call.
  return { timeoutMs: call.timeout ?? client.timeout ?? DEFAULT_TIMEOUT_MS, totalMs, deadline: totalMs === undefined ? Infinity : now() + totalMs };
}

/** Whether a wait of `ms` from now would end past the call's deadline. */
export const passesDeadline = (bounds: Bounds, ms: number): boolean => now() + ms >= bounds.deadline;

/** Why a call timed out, for its TimeoutError. */
export const timeoutMessage = (bounds: Bounds, bound: Bound): string =>
  `no answer within ${bound == 'timeout' ? bounds.timeoutMs : bounds.totalMs} ms (\`${bound}\`).`;

/** An attempt's clock: its end, the bound that sets it, and `expired` once that has passed. */
export interface Clock {
  readonly at: number;
  readonly bound: Bound;
  readonly expire: () => void;
  expired?: Bound;
}

// One timer for every attempt in flight, armed for the earliest end among them, instead of a
// timer started and cleared per attempt (bench/README.md). Unref'd in Node: a call in flight
// keeps the process alive by its socket; the timer must not once the calls are over.
const running = new Set<Clock>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt = Infinity;

function arm(at: number): void {
  clearTimeout(timer);
  timer = setTimeout(fire, Math.min((timerAt = at) - now(), MAX_TIMER_MS));
  (timer as { unref?(): void }).unref?.();
}

function fire(): void {
  const t = now();
  let next = Infinity;
  timerAt = next;
  for (const clock of running) {
    if (clock.at > t) next = Math.min(next, clock.at);
    else {
      running.delete(clock);
      clock.expired = clock.bound;
      clock.expire();
    }
  }
  if (next < Infinity) arm(next);
}

/**
 * Starts an attempt's clock: `expire()` is called once the attempt's `timeout` or the call's
 * deadline passes, whichever is first. The attempt stops it with `stopClock`.
 */
export function startClock(bounds: Bounds, expire: () => void): Clock {
  const end = now() + bounds.timeoutMs;
  const clock: Clock = end > bounds.deadline ? { at: bounds.deadline, bound: 'totalTimeout', expire } : { at: end, bound: 'timeout', expire };
  running.add(clock);
  if (clock.at < timerAt) arm(clock.at);
  return clock;
}

/** Stops an attempt's clock; the shared timer, left armed, finds nothing to end for it. */
export const stopClock = (clock: Clock): boolean => running.delete(clock);

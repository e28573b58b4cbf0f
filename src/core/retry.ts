/** Statuses worth another try of a request that is safe to repeat. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Longest wait the client accepts from a `Retry-After` header, in ms; past it, it gives up. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * How long to wait before retry number `attempt` (1-based): the server's `Retry-After`
 * (seconds or an HTTP date) when it gives one, else exponential backoff from 0.5 s up to 8 s
 * with up to 25% jitter. Returns undefined when Retry-After asks for more than the cap. `now` and
 * `random` are the clock and the jitter's source (given by tests, to check the formula exactly).
 */
export function retryDelay(
  attempt: number,
  retryAfter: string | null,
  now = Date.now(),
  random = Math.random,
): number | undefined {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms)) return ms > MAX_RETRY_AFTER_MS ? undefined : Math.max(0, ms);
  }
  const base = Math.min(500 * 2 ** (attempt - 1), 8_000);
  return base * (1 - random() * 0.25);
}

/** Waits `ms`, or rejects with the signal's reason once it aborts. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });

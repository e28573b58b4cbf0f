// Interleaved measurement: every round runs each contender once, in an order that rotates from
// round to round, so drift (CPU frequency, GC, the other core, other processes) spreads evenly
// over contenders. Medians, not means.
import v8 from 'node:v8';
import vm from 'node:vm';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs `rounds` rounds; in each, every contender's `run()` (async) is timed once, `between()`
 * (untimed) before each run. Resolves with the samples (ms) of each contender, by name.
 */
export async function interleave(contenders, rounds, { between } = {}) {
  const samples = Object.fromEntries(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < contenders.length; i++) {
      const c = contenders[(round + i) % contenders.length];
      between?.();
      const started = performance.now();
      await c.run();
      samples[c.name].push(performance.now() - started);
    }
  }
  return samples;
}

let gc;
/**
 * A full garbage collection, so that one contender's garbage is not collected on another's
 * time (it matters for the 5 MB parses). Exposed at run time: no node flag needed.
 */
export function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc');
  }
  gc();
}

/** Rounds to `digits` decimals (results.json keeps diffs small). */
export const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Median over rounds of `samples[name][r] / samples[base][r]`: each ratio is taken within one
 * round, so load that comes and goes (other processes on the machine) cancels out.
 */
export function pairedRatio(samples, name, base) {
  return median(samples[name].map((ms, r) => ms / samples[base][r]));
}

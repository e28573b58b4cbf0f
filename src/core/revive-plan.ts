// docs/design.md, decision 10: an answer is revived where its contract says it holds dates, and nowhere else. The
// plan (generated per operation) names the date-time fields and the free-form subtrees; a typed
// string is never looked at, so a title shaped like a timestamp stays a string.
import type { RevivalPlan, RevivalPlans } from './operation-table.js';
import { parseDateTime, reviveDates } from './revive-dates.js';

type Reviver = (value: unknown) => unknown;

function set(node: Record<string, unknown>, key: string, value: unknown) {
  // A JSON key "__proto__" is an own property: assignment would set the prototype instead.
  if (key === '__proto__') Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  else node[key] = value;
}

/** A date-time field: a valid RFC 3339 timestamp becomes a Date, anything else stays as it is. */
const dateTime: Reviver = (v) => (typeof v === 'string' ? (parseDateTime(v) ?? v) : v);

/** Revivers by plan, per table of named plans: a plan is turned into functions once. */
const compiled = new WeakMap<RevivalPlans, Map<RevivalPlan, Reviver>>();

function compile(plan: RevivalPlan, plans: RevivalPlans, done: Map<RevivalPlan, Reviver>): Reviver {
  let fn = done.get(plan);
  if (fn) return fn;
  if (plan === 1) fn = dateTime;
  else if (plan === 0) fn = reviveDates;
  else if (typeof plan === 'string') {
    // A cycle (a node holding its children) meets its own name while it is being compiled: that
    // use looks the reviver up when it runs.
    let target: Reviver | undefined;
    done.set(plan, (v) => (target ??= done.get(plan)!)(v));
    fn = compile(plans[plan]!, plans, done);
  } else if (Array.isArray(plan)) {
    const item = compile(plan[0] as RevivalPlan, plans, done);
    fn = (v) => {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const x: unknown = v[i];
          if (x === null) continue;
          const r = item(x);
          if (r !== x) v[i] = r;
        }
      }
      return v;
    };
  } else {
    const fields = plan as { readonly [key: string]: RevivalPlan };
    const keys = Object.keys(fields).filter((k) => k !== '*');
    const revivers = keys.map((k) => compile(fields[k]!, plans, done));
    const rest = fields['*'] === undefined ? undefined : compile(fields['*'], plans, done);
    fn = (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
      const node = v as Record<string, unknown>;
      // The values of `additionalProperties`: every key the plan does not name.
      if (rest) {
        for (const key of Object.keys(node)) {
          const x = node[key];
          if (x === null || keys.includes(key)) continue;
          const r = rest(x);
          if (r !== x) set(node, key, r);
        }
      }
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const x = node[key];
        // Absent, null, or (for a key like `constructor`) inherited: nothing to revive there.
        if (x == null || typeof x === 'function') continue;
        const r = revivers[i]!(x);
        if (r !== x) node[key] = r;
      }
      return v;
    };
  }
  done.set(plan, fn);
  return fn;
}

/**
 * Revives `value` in place as `plan` says and returns it: a valid RFC 3339 timestamp in a
 * date-time field becomes a Date (anything else there is left as it is), free-form data follows
 * the spec's rule, every other value is untouched.
 */
export function revivePlan<T>(value: T, plan: RevivalPlan | undefined, plans: RevivalPlans): T {
  if (plan === undefined) return value;
  let done = compiled.get(plans);
  if (!done) compiled.set(plans, (done = new Map()));
  return compile(plan, plans, done)(value) as T;
}

/**
 * The transport's JSON reader: JSON.parse, then revival by the operation's plan (undefined:
 * nothing to revive). For an operation the table does not know, the transport passes `0`: with no
 * contract to follow, its answer is free-form (the spec's rule).
 */
export function parseJson(text: string, plan: RevivalPlan | undefined, plans: RevivalPlans): unknown {
  return revivePlan(JSON.parse(text) as unknown, plan, plans);
}

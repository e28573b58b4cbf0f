// docs/design.md, decision 10: an answer is revived where its contract says it holds dates, and nowhere else. The
// plan (generated per operation) names the date-time fields and the free-form subtrees; a typed
// string is never looked at, so a title shaped like a timestamp stays a string.
import type { RevivalPlan, RevivalPlans } from './operation-table.js';
import { parseDateTime, reviveDates, setOwn } from './revive-dates.js';

/**
 * Revives `value` in place as `plan` says and returns it: a valid RFC 3339 timestamp in a
 * date-time field becomes a Date (anything else there is left as it is), free-form data follows
 * the spec's rule, every other value is untouched. The plan is read as it is walked (a named plan
 * looked up where it is met, so `$ref` cycles cost nothing); absent and null values are skipped.
 */
export function revivePlan<T>(value: T, plan: RevivalPlan | undefined, plans: RevivalPlans): T {
  while (typeof plan === 'string') plan = plans[plan];
  const v: unknown = value;
  if (plan === undefined || v == null) return value;
  if (plan === 1) return (typeof v === 'string' ? (parseDateTime(v) ?? v) : v) as T;
  if (plan === 0) return reviveDates(value);
  if (typeof v !== 'object') return value;
  if (Array.isArray(plan) || Array.isArray(v)) {
    if (Array.isArray(plan) && Array.isArray(v)) for (let i = 0; i < v.length; i++) v[i] = revivePlan(v[i], plan[0], plans);
    return value;
  }
  const fields = plan as { readonly [key: string]: RevivalPlan };
  const node = v as Record<string, unknown>;
  const rest = fields['*'];
  // With `additionalProperties` (`*`) every key of the value is visited, else the plan's own.
  for (const key in rest === undefined ? fields : node) {
    const x = node[key];
    // Absent, null, or (for a key like `constructor`) inherited: nothing to revive there. The
    // plan's own keys only, too: a value's `constructor` or `__proto__` is not the plan's.
    if (x == null || typeof x === 'function') continue;
    const r = revivePlan(x, Object.hasOwn(fields, key) ? fields[key] : rest, plans);
    if (r !== x) setOwn(node, key, r);
  }
  return value;
}

/**
 * The transport's JSON reader: JSON.parse, then revival by the operation's plan (undefined:
 * nothing to revive). For an operation the table does not know, the transport passes `0`: with no
 * contract to follow, its answer is free-form (the spec's rule).
 */
export function parseJson(text: string, plan: RevivalPlan | undefined, plans: RevivalPlans): unknown {
  return revivePlan(JSON.parse(text) as unknown, plan, plans);
}

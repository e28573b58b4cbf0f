// DESIGN 10: an answer is revived where its contract says it holds dates, and nowhere else. The
// plan (generated per operation) names the date-time fields and the free-form subtrees; a typed
// string is never looked at, so a title shaped like a timestamp stays a string.
import type { RevivalPlan, RevivalPlans } from './operation-table.js';
import { parseDateTime, reviveDates } from './revive-dates.js';

function set(node: Record<string, unknown>, key: string, value: unknown) {
  // A JSON key "__proto__" is an own property: assignment would set the prototype instead.
  if (key === '__proto__') Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  else node[key] = value;
}

function walk(value: unknown, plan: RevivalPlan, plans: RevivalPlans): unknown {
  while (typeof plan === 'string') plan = plans[plan]!;
  if (plan === 1) return typeof value === 'string' ? (parseDateTime(value) ?? value) : value;
  if (plan === 0) return reviveDates(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(plan)) {
    if (!Array.isArray(value)) return value;
    const item = plan[0] as RevivalPlan;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v === null) continue;
      const r = walk(v, item, plans);
      if (r !== v) value[i] = r;
    }
    return value;
  }
  if (Array.isArray(value)) return value;
  const node = value as Record<string, unknown>;
  const fields = plan as { readonly [key: string]: RevivalPlan };
  const rest = fields['*'];
  if (rest === undefined) {
    for (const key in fields) {
      const v = node[key];
      // Absent, null, or (for a plan key like `constructor`) inherited: nothing to revive there.
      if (v == null || typeof v === 'function') continue;
      const r = walk(v, fields[key]!, plans);
      if (r !== v) node[key] = r;
    }
    return value;
  }
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (v === null) continue;
    const r = walk(v, Object.hasOwn(fields, key) ? fields[key]! : rest, plans);
    if (r !== v) set(node, key, r);
  }
  return value;
}

/**
 * Revives `value` in place as `plan` says and returns it: a valid RFC 3339 timestamp in a
 * date-time field becomes a Date (anything else there is left as it is), free-form data follows
 * the spec's rule, every other value is untouched.
 */
export function revivePlan<T>(value: T, plan: RevivalPlan | undefined, plans: RevivalPlans): T {
  return plan === undefined ? value : (walk(value, plan, plans) as T);
}

/**
 * The transport's JSON reader: JSON.parse, then revival by the operation's plan (undefined:
 * nothing to revive). For an operation the table does not know, the transport passes `0`: with no
 * contract to follow, its answer is free-form (the spec's rule).
 */
export function parseJson(text: string, plan: RevivalPlan | undefined, plans: RevivalPlans): unknown {
  const value: unknown = JSON.parse(text);
  return plan === undefined ? value : walk(value, plan, plans);
}

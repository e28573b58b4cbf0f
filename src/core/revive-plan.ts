// docs/design.md, decision 10: an answer is revived where its contract says it holds dates, and nowhere else.
// `npm run generate` writes each surface's plans as code (scripts/generate/revival-plan.mjs):
// one reviver per named plan, built from the helpers below, so no plan is read at run time and
// a typed string is never looked at (a title shaped like a timestamp stays a string). A reviver
// revives `node[key]` in place; named revivers call each other, so `$ref` cycles stay finite.
import { parseDateTime, reviveTree } from './revive-dates.js';

/** What a reviver is given: the object or array holding the value, and its key there. */
export type Holder = Record<string | number, unknown>;

/** Revives `node[key]` in place as its plan says; absent and null values are left alone. */
export type Reviver = (node: Holder, key: string | number) => void;

/** A date-time field: any RFC 3339 timestamp with a zone becomes a Date; anything else stays. */
export const dateField: Reviver = (node, key) => {
  const x = node[key];
  if (typeof x === 'string') {
    const d = parseDateTime(x);
    if (d) node[key] = d;
  }
};

/**
 * Free-form data: the spec's rule at any depth. Only a changed value is written back, so a key
 * the value does not have (or inherits, like `constructor`) is never added.
 */
export const freeField: Reviver = (node, key) => {
  const x = node[key];
  const r = reviveTree(x);
  if (r !== x) node[key] = r;
};

/** A plain object (not an array, not null): what an object plan's fields are read from. */
export const isRecord = (x: unknown): x is Holder => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The items of an array, each revived by `item`. */
export const eachItem = (x: unknown, item: Reviver): void => {
  if (Array.isArray(x)) for (let i = 0; i < x.length; i++) item(x as unknown as Holder, i);
};

/**
 * The values of an object's own keys (`additionalProperties`), each revived by `value`. Own
 * keys only: an own "__proto__" (JSON.parse makes one) is assigned as a property.
 */
export const eachValue = (x: unknown, value: Reviver): void => {
  if (isRecord(x)) for (const key of Object.keys(x)) value(x, key);
};

/**
 * The transport's JSON reader: JSON.parse, then revival by the operation's reviver (undefined:
 * nothing to revive). For an operation the table does not know, the transport passes
 * `freeField`: with no contract to follow, its answer is free-form (the spec's rule).
 */
export function parseJson(text: string, revive: Reviver | undefined): unknown {
  const box: unknown[] = [JSON.parse(text)];
  revive?.(box as unknown as Holder, 0);
  return box[0];
}

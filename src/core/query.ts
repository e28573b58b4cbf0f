import type { QueryStyle } from './operation-table.js';

const enc = encodeURIComponent;

function localDay(d: Date): string {
  // The local day is the UTC day of the instant moved by the zone's offset; an invalid Date
  // throws its RangeError in toISOString() (never NaN-NaN-NaN on the wire).
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A Date as its ISO string; an invalid one (`new Date('x')`) throws a RangeError. */
function scalar(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `&key=value`, encoded; nothing for undefined and null. */
const pair = (key: string, value: unknown): string => (value == null ? '' : `&${enc(key)}=${enc(scalar(value))}`);

/**
 * Writes a query object in the wire forms the contract gives each parameter (generated into
 * the operation table): comma lists (empty ones left out, docs/design.md, decision 11), calendar days, deepObject (`p2[page]=1`),
 * exploded form objects whose keys are the wire names (`f.title=x`), and JSON (`f2=[…]`).
 * Parameters not in `styles` are plain `name=value`; undefined and null are left out. Own keys
 * only: a property a polluted `Object.prototype` holds is never sent. An invalid Date throws
 * its RangeError, which the transport makes the call's own (CallInputError), sent nowhere.
 */
export function serializeQuery(
  query: Record<string, unknown> | undefined,
  styles: Readonly<Record<string, QueryStyle>> | undefined,
): string {
  // One string built as it goes, no arrays or closures for a plain value: this runs on every call.
  let out = '';
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value == null) continue;
    const list = Array.isArray(value);
    const style = styles?.[name] ?? (list ? 'csv' : 'plain');
    if (style === 'csv') {
      const items = (list ? value : [value]).filter((v) => v != null);
      if (items.length) out += `&${enc(name)}=${items.map((v) => enc(scalar(v))).join(',')}`;
    } else if (style === 'repeat') for (const v of list ? value : [value]) out += pair(name, v);
    // deepObject: `p2[page]=1`; formObject: the object's keys are the wire names (`f.title=x`).
    else if (style === 'deepObject' || style === 'formObject') {
      for (const [k, v] of Object.entries(value)) out += pair(style === 'formObject' ? k : `${name}[${k}]`, v);
    }
    // A calendar day (`format: date`): a Date is written as its local YYYY-MM-DD, the day the
    // caller built it for, so an offset east of UTC does not move it to the day before.
    else if (style === 'date') out += pair(name, value instanceof Date ? localDay(value) : value);
    else out += pair(name, style === 'json' ? JSON.stringify(value) : value);
  }
  return out.slice(1);
}

import type { QueryStyle } from './operation-table.js';

const enc = encodeURIComponent;

function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Writes a query object in the wire forms the contract gives each parameter (generated into
 * the operation table): comma lists (empty ones left out, DESIGN 11), calendar days, deepObject (`p2[page]=1`),
 * exploded form objects whose keys are the wire names (`f.title=x`), and JSON (`f2=[…]`).
 * Parameters not in `styles` are plain `name=value`; undefined and null are left out.
 */
export function serializeQuery(
  query: Record<string, unknown> | undefined,
  styles: Readonly<Record<string, QueryStyle>> | undefined,
): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const name of Object.keys(query)) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const style = styles?.[name] ?? (Array.isArray(value) ? 'csv' : 'plain');
    switch (style) {
      case 'csv': {
        const items = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null);
        if (items.length) parts.push(`${enc(name)}=${items.map((v) => enc(scalar(v))).join(',')}`);
        break;
      }
      case 'repeat':
        for (const v of Array.isArray(value) ? value : [value]) parts.push(`${enc(name)}=${enc(scalar(v))}`);
        break;
      case 'deepObject':
        for (const [k, v] of Object.entries(value as object)) {
          if (v !== undefined && v !== null) parts.push(`${enc(name)}%5B${enc(k)}%5D=${enc(scalar(v))}`);
        }
        break;
      case 'formObject':
        for (const [k, v] of Object.entries(value as object)) {
          if (v !== undefined && v !== null) parts.push(`${enc(k)}=${enc(scalar(v))}`);
        }
        break;
      case 'date':
        // A calendar day (`format: date`): a Date is written as its local YYYY-MM-DD, the day
        // the caller built it for, so an offset east of UTC does not move it to the day before.
        parts.push(`${enc(name)}=${enc(value instanceof Date ? localDay(value) : String(value))}`);
        break;
      case 'json':
        parts.push(`${enc(name)}=${enc(JSON.stringify(value))}`);
        break;
      default:
        parts.push(`${enc(name)}=${enc(scalar(value))}`);
    }
  }
  return parts.join('&');
}

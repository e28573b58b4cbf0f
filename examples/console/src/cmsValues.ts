// Reading a CMS entry's values (an object per language, keyed by field key) for a screen: which
// languages there are, which field is the entry's title, and a value as text.
import type { CmsContent, CmsField, CmsModel } from 'platform-client/react/admin';
import { formatDateTime } from './format';

/** The language the CMS screens open in when the address names none, if the content has it. */
export const DEFAULT_LANGUAGE = 'en';

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** `de` → "German"; a code Intl does not know stays as it is. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The languages the entries have values in, the default one first, then by code. */
export function languagesOf(entries: readonly CmsContent[]): string[] {
  const found = new Set(entries.flatMap((entry) => Object.keys(entry.values)));
  return [...found].sort(
    (a, b) => Number(b === DEFAULT_LANGUAGE) - Number(a === DEFAULT_LANGUAGE) || a.localeCompare(b),
  );
}

/** The language to show: the one asked for when the entries have it, else the default, else the first. */
export function pickLanguage(asked: string | undefined, languages: readonly string[]): string {
  if (asked && languages.includes(asked)) return asked;
  return languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0] ?? DEFAULT_LANGUAGE);
}

/** The field a person knows an entry by: `title` or `name`, else the model's first text field. */
export function titleField(model: CmsModel | undefined): string {
  const fields = model?.fields ?? [];
  const named = fields.find((f) => f.key === 'title' || f.key === 'name');
  return (named ?? fields.find((f) => f.type === 'text') ?? fields[0])?.key ?? 'title';
}

/**
 * A field's value in `lang`. A field that is not localized has one value for every language, so
 * any language's will do; a localized one missing in `lang` is undefined (not another language's).
 */
export function valueIn(entry: CmsContent, lang: string, field: Pick<CmsField, 'key' | 'localized'>): unknown {
  const own = entry.values[lang]?.[field.key];
  if (own !== undefined || field.localized) return own;
  for (const values of Object.values(entry.values)) if (values?.[field.key] !== undefined) return values[field.key];
  return undefined;
}

/** An entry's title in `lang`, and whether it is a translation the entry lacks (then another language's). */
export function titleIn(
  entry: CmsContent,
  lang: string,
  model: CmsModel | undefined,
): { text: string; missing: boolean } {
  const key = titleField(model);
  const own = entry.values[lang]?.[key];
  if (typeof own === 'string' && own.trim()) return { text: own, missing: false };
  const other = Object.values(entry.values)
    .map((values) => values?.[key])
    .find((v) => typeof v === 'string' && v.trim());
  return { text: typeof other === 'string' ? other : 'Untitled entry', missing: true };
}

// Some models keep dates in text fields; an ISO date-time shown raw is hard to read.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as a person reads it, by its field's type. */
export function displayValue(value: unknown, type: CmsField['type']): string {
  if (value === undefined || value === null || value === '') return '—';
  // The SDK gives free-form values that hold a date-time as Dates (docs/design.md, decision 10).
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  if (typeof value === 'string') {
    if (type === 'rich_text') return plainText(value);
    if ((type === 'date' || ISO_DATE_TIME.test(value)) && !Number.isNaN(Date.parse(value)))
      return formatDateTime(new Date(value));
    return value;
  }
  return JSON.stringify(value);
}

/** Rich text (HTML) as its text: parsed inert (no script runs, nothing loads), never put in the page as HTML. */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim() || '—';
}

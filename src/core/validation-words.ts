// A validation answer (422) in words a person reads: the field it names and the rule it broke
// ("Title cannot be empty."). Shared by `describeError` (the React layer) and `fieldErrors` (the
// root); no client imports it, so the clients carry none of the wording.

/** What an ajv-style rule says, in words: "must NOT have fewer than 1 characters" to "cannot be empty". */
const RULES: [RegExp, (...groups: string[]) => string][] = [
  [/^must NOT have fewer than 1 characters?$/, () => 'cannot be empty'],
  [/^must NOT have fewer than (\d+) characters?$/, (n = '') => `must be at least ${n} characters long`],
  [/^must NOT have more than (\d+) characters?$/, (n = '') => `must be at most ${n} characters long`],
  [/^must NOT have fewer than (\d+) items?$/, (n = '') => `needs at least ${n}`],
  [/^must NOT have more than (\d+) items?$/, (n = '') => `takes at most ${n}`],
  [/^must match format "email"$/, () => 'must be an email address'],
  [/^must match format "(date-time|date)"$/, (f) => (f === 'date' ? 'must be a date' : 'must be a date and time')],
  [/^must match format "(uri|url)"$/, () => 'must be a web address'],
  [/^must match format "(.+)"$/, (f = '') => `must be a valid ${f}`],
  [/^must have required property .+$|^is required$/, () => 'is required'],
  [/^must be equal to one of the allowed values$/, () => 'must be one of the offered choices'],
  [/^must be >= (.+)$/, (n = '') => `must be at least ${n}`],
  [/^must be <= (.+)$/, (n = '') => `must be at most ${n}`],
  [/^must NOT have additional properties$/, () => 'is not a field this takes'],
  [/^must be (integer)$/, () => 'must be a whole number'],
  [/^must be (string)$/, () => 'must be text'],
];

/** `firstName` or `items.0.unitPrice` as words: "First name", "Unit price"; `userId` is "User". */
function fieldWords(field: string): string {
  const last =
    field
      .split(/[.[\]]/)
      .filter((part) => part && !/^\d+$/.test(part))
      .pop() ?? field;
  const words = last
    .replace(/(.)Id$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A 422's text for people: the field it names, in words, and the rule in words ("Title cannot be empty."). */
export function invalid(text: string, details: unknown): string {
  const said = text.replace(/^Validation failed:?\s*/, '');
  const given = (details as { field?: unknown } | undefined)?.field;
  const field = typeof given === 'string' && said.startsWith(`${given} `) ? given : said.match(/^([\w.[\]-]+) /)?.[1];
  if (!field || field === 'request' || field === 'body')
    return said ? `Not valid: ${said}.` : 'Some of what you entered is not valid.';
  const rule = said.slice(field.length + 1);
  const found = RULES.find(([pattern]) => pattern.test(rule));
  const words = found ? found[1](...(rule.match(found[0]) ?? []).slice(1)) : rule;
  return `${fieldWords(field)} ${words}.`;
}

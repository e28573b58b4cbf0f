// orval's `useDates` types every `format: date` and `format: date-time` as Date. A calendar day
// is a `YYYY-MM-DD` string at run time (docs/design.md, decision 10): the hooks and the output zod schemas read a
// copy of the contract whose `format: date` is dropped for a pattern saying the same.
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export function calendarDaysAsStrings(doc) {
  const copy = structuredClone(doc);
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (node.format === 'date' && (node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string')))) {
      delete node.format;
      node.pattern ??= DAY_PATTERN;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'examples' && key !== 'example' && key !== 'default') walk(value);
    }
  };
  walk(copy.paths);
  walk(copy.components);
  return copy;
}

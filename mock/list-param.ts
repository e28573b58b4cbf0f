/** A comma-joined or repeated list parameter (docs/design.md, decision 11) as an array. */
export const listParam = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).filter(Boolean);

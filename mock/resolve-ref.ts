/** `value`, or the component its local `$ref` (`#/components/<kind>/<name>`) names in `table`. */
export const resolveRef = <T extends { $ref?: string }>(
  value: T | undefined,
  table: Record<string, T | undefined> | undefined,
): T | undefined => (value?.$ref ? table?.[value.$ref.split('/').pop()!] : value);

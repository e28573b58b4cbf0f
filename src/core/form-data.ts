/**
 * A typed multipart body as FormData (DESIGN 18): a Blob is a file part (named by the File's
 * name, else `blob`), strings and numbers text parts, booleans `true`/`false`, a Date its ISO
 * string, an array repeats its field, a nested object its JSON text; null and undefined are left out.
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (value instanceof Date) form.append(name, value.toISOString());
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) add(name, item);
    else add(name, value);
  }
  return form;
}

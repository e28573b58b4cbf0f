/**
 * A typed multipart body as FormData (docs/design.md, decision 18): a Blob is a file part (named by the File's
 * name, else `blob`), strings and numbers text parts, booleans `true`/`false`, a Date its ISO
 * string, an array repeats its field, a nested object its JSON text; null and undefined are left out.
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v != null)
        form.append(
          name,
          v instanceof Blob
            ? v
            : v instanceof Date
              ? v.toISOString()
              : typeof v === 'object'
                ? JSON.stringify(v)
                : String(v),
        );
    }
  }
  return form;
}

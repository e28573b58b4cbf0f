// A multipart body built here, as bytes (docs/design.md, decisions 18 and 25): fetch, a custom
// fetch and XMLHttpRequest all send the same bytes, and no runtime's FormData or Blob has to
// read a file from another realm (under jsdom or happy-dom, a test's File is the DOM library's
// while fetch is Node's, which would send its string form, or a wrong content-length).

/** `"`, CR and LF in a name, escaped as browsers do (`%22`, `%0D`, `%0A`). */
const quoted = (name: string) => `"${name.replace(/[\r\n"]/g, encodeURIComponent)}"`;

/**
 * `fields` as one `multipart/form-data` body, its content type (with the boundary) set in
 * `headers`. A value with `arrayBuffer()` (a Blob or File of any realm) is a file part, read
 * through it, named by its `name` (else `blob`) and typed by its `type` (else
 * `application/octet-stream`); strings and numbers are text parts, booleans `true`/`false`, a
 * Date its ISO string; an array repeats its field; a nested object is its JSON text; null and
 * undefined are left out.
 */
export async function multipart(
  fields: Iterable<[string, unknown]>,
  headers: Record<string, string>,
): Promise<Uint8Array<ArrayBuffer>> {
  const boundary = `platform-client-${Math.random().toString(36).slice(2)}`;
  // Strings and the files' bytes only: a Blob of any runtime joins those (as UTF-8 and bytes).
  const parts: BlobPart[] = [];
  for (const [name, value] of fields) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v == null) continue;
      const file = typeof v.arrayBuffer === 'function' && (v as File);
      parts.push(
        `--${boundary}\r\ncontent-disposition: form-data; name=${quoted(name)}${
          file
            ? `; filename=${quoted(file.name ?? 'blob')}\r\ncontent-type: ${file.type || 'application/octet-stream'}`
            : ''
        }\r\n\r\n`,
        file
          ? await file.arrayBuffer()
          : v instanceof Date
            ? v.toISOString()
            : typeof v === 'object'
              ? JSON.stringify(v)
              : String(v),
        '\r\n',
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

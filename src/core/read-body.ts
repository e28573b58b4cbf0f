// Bodies are read by counting the bytes that actually arrive, decoded: a Content-Length is the
// compressed size under Content-Encoding and never vouches for a body (a 0.3 MB gzip can inflate
// to 300 MB), so it is not read at all; the count stops the read once it passes the limit.

/** The body in one buffer, or `tooLarge()` thrown once it passes `max` bytes. */
export async function readBytes(response: Response, max: number, tooLarge: () => Error): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    if (seen > max) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  // One copy and one decode beat a streaming decode chunk by chunk (measured in the bench).
  const all = new Uint8Array(seen);
  seen = 0;
  for (const chunk of chunks) {
    all.set(chunk, seen);
    seen += chunk.byteLength;
  }
  return all;
}

/** One decoder for every call: a decode without `stream` keeps no state between calls. */
const decoder = new TextDecoder();

/** The body as text (UTF-8, a BOM dropped as `response.text()` would), at most `max` bytes. */
export const readText = (response: Response, max: number, tooLarge: () => Error): Promise<string> =>
  readBytes(response, max, tooLarge).then((bytes) => decoder.decode(bytes));

/** The body as a Blob of the answer's content type, at most `max` bytes. */
export async function readBlob(response: Response, max: number, tooLarge: () => Error): Promise<Blob> {
  return new Blob([(await readBytes(response, max, tooLarge)) as BlobPart], {
    type: response.headers.get('content-type') ?? '',
  });
}

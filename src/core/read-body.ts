import { ResponseTooLargeError } from './errors.js';

/** A body read in full, or a ResponseTooLargeError once it passes `max` bytes. */
async function readBytes(response: Response, max: number, what: string): Promise<Uint8Array[]> {
  const tooLarge = () => new ResponseTooLargeError(`${what}: the answer is larger than ${max} bytes.`);
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    seen += value.byteLength;
    if (seen > max) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
}

/** Whether the declared length already settles the size check (the fast path). */
function declaredWithin(response: Response, max: number, what: string): boolean {
  const header = response.headers.get('content-length');
  if (header === null) return false;
  if (Number(header) > max) {
    void response.body?.cancel().catch(() => {});
    throw new ResponseTooLargeError(`${what}: the answer is larger than ${max} bytes.`);
  }
  return true;
}

/** The body as text, at most `max` bytes. */
export async function readText(response: Response, max: number, what: string): Promise<string> {
  if (!response.body || declaredWithin(response, max, what)) return response.text();
  const chunks = await readBytes(response, max, what);
  const decoder = new TextDecoder();
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The body as a Blob, at most `max` bytes. */
export async function readBlob(response: Response, max: number, what: string): Promise<Blob> {
  if (!response.body || declaredWithin(response, max, what)) return response.blob();
  const chunks = await readBytes(response, max, what);
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

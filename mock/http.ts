// The HTTP edge of the mock on Web-standard Request and Response, one way for both doors: a body
// (JSON or multipart) read within the size limit, and a reply written with the page's CORS headers.
import { fail, type MockReply, type UploadedFile } from './context.js';
import { Refusal } from './limits.js';
import { readMultipart } from './multipart.js';

/**
 * How deep a JSON body may nest (arrays and objects). Deeper bodies are refused with 422
 * `NESTING_TOO_DEEP`: stored, they would be written back by every call that lists them.
 */
const MAX_JSON_DEPTH = 256;

/** Whether `value` nests arrays and objects deeper than `limit` (walked without recursion). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [item, depth] = top;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The body's bytes, refused (413, in `words`) as soon as they pass `maxBytes`: the rest is never
 * read, and the connection closes.
 */
export async function bytesOf(
  request: Request,
  maxBytes: number,
  words = `Request body larger than ${maxBytes} bytes`,
): Promise<Uint8Array> {
  const tooLarge = () => new Refusal(fail(413, words, 'PAYLOAD_TOO_LARGE', { limit: maxBytes }), true);
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

/**
 * Whether a body of content type `type` is read as JSON: `application/json` and the `+json` types
 * only. A page on another origin may send `text/plain;charset=json` without a preflight; reading
 * it as JSON would let that page sign in or write blind.
 */
const isJson = (media: string) => /^application\/(?:[\w.-]+\+)?json$/i.test(media);

export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown; files: Record<string, UploadedFile> }> {
  const raw = await bytesOf(request, maxBytes);
  const type = request.headers.get('content-type') ?? '';
  const media = type.split(';')[0]!.trim();
  if (raw.length === 0) return { body: undefined, files: {} };
  if (isJson(media)) {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw new Refusal(fail(400, 'The body is not valid JSON', 'INVALID_JSON'));
    }
    if (deeperThan(body, MAX_JSON_DEPTH)) {
      const deep = `The body nests deeper than ${MAX_JSON_DEPTH} levels`;
      throw new Refusal(fail(422, deep, 'NESTING_TOO_DEEP', { limit: MAX_JSON_DEPTH }));
    }
    return { body, files: {} };
  }
  if (media.toLowerCase() !== 'multipart/form-data') {
    const wanted = 'send application/json (multipart/form-data where the operation takes a file)';
    throw new Refusal(fail(415, `Unsupported media type ${media || 'none'}: ${wanted}`, 'UNSUPPORTED_MEDIA_TYPE'));
  }
  const form = readMultipart(raw, type);
  if (!form) throw new Refusal(fail(400, 'The body is not valid multipart/form-data', 'INVALID_MULTIPART'));
  const body: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of form) {
    // The contract types a file part as a binary string: its name stands for it in validation.
    body[name] = typeof value === 'string' ? value : value.name;
    if (typeof value !== 'string') files[name] = value;
  }
  return { body, files };
}

/** A reply as a Response, with the CORS headers of the page that asked. */
export function toResponse(reply: MockReply, cors: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...cors };
  if (reply.bytes) {
    headers['content-type'] = reply.bytes.type;
    headers['content-disposition'] = contentDisposition(reply.bytes.name);
    return new Response(reply.bytes.bytes as Uint8Array<ArrayBuffer>, { status: reply.status, headers });
  }
  if (reply.status === 204 || reply.body === undefined) return new Response(null, { status: reply.status, headers });
  const { body } = reply;
  const raw =
    typeof body === 'string' || body instanceof Blob || body instanceof ArrayBuffer || body instanceof Uint8Array;
  if (reply.contentType && raw) {
    headers['content-type'] = reply.contentType;
    return new Response(body as BodyInit, { status: reply.status, headers });
  }
  // Written only once the whole text exists, so that a body that cannot be written is still a 500.
  let text: string;
  let status = reply.status;
  try {
    text = JSON.stringify(reply.body);
  } catch {
    text = JSON.stringify({ message: 'Internal server error: the answer could not be written', code: 'INTERNAL' });
    status = 500;
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  return new Response(text, { status, headers });
}

/** RFC 6266: an ASCII `filename` for old clients, the exact name as RFC 8187 `filename*`. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/// <reference types="node" />
// The HTTP edge of the mock: reading a request's body (JSON or multipart) and writing a reply
// with the CORS headers ./cors.ts gives for the page that asked.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockReply, UploadedFile } from './context.js';

/**
 * How deep a JSON body may nest (arrays and objects). Deeper bodies are refused with 422
 * `NESTING_TOO_DEEP`: stored, they would be written back by every call that lists them.
 */
const MAX_JSON_DEPTH = 256;

/** A body the mock refuses before routing: its status and the error body's `code`. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Whether `value` nests arrays and objects deeper than `limit` (walked without recursion). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

export async function readBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<{ body: unknown; files: Record<string, UploadedFile> }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes)
      throw new BodyError(413, `Request body larger than ${maxBytes} bytes`, 'PAYLOAD_TOO_LARGE', { limit: maxBytes });
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  if (raw.length === 0) return { body: undefined, files: {} };
  if (type.includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BodyError(400, 'The body is not valid JSON', 'INVALID_JSON');
    }
    if (deeperThan(body, MAX_JSON_DEPTH)) {
      throw new BodyError(422, `The body nests deeper than ${MAX_JSON_DEPTH} levels`, 'NESTING_TOO_DEEP', {
        limit: MAX_JSON_DEPTH,
      });
    }
    return { body, files: {} };
  }
  if (type.startsWith('multipart/form-data')) {
    // The Fetch API's own multipart parser: no hand-written boundary handling.
    const form = await new Request('http://mock.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    })
      .formData()
      .catch(() => {
        throw new BodyError(400, 'The body is not valid multipart/form-data', 'INVALID_MULTIPART');
      });
    const body: Record<string, unknown> = {};
    const files: Record<string, UploadedFile> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') body[name] = value;
      else {
        files[name] = {
          name: value.name,
          type: value.type || 'application/octet-stream',
          bytes: new Uint8Array(await value.arrayBuffer()),
        };
        // The contract types a file part as a binary string: its name stands for it in validation.
        body[name] = value.name;
      }
    }
    return { body, files };
  }
  return { body: raw.toString('utf8'), files: {} };
}

/**
 * Leaves a body the operation does not take unread. Node discards what is left once the answer is
 * written and keeps the connection; a body of unknown or excessive length closes it instead, so
 * that nothing past `maxBytes` is read even to be thrown away.
 */
export function ignoreBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  const length = req.headers['content-length'];
  const unbounded = length === undefined ? req.headers['transfer-encoding'] !== undefined : Number(length) > maxBytes;
  if (unbounded) res.setHeader('connection', 'close');
}

export function writeReply(res: ServerResponse, reply: MockReply, cors: Record<string, string> = {}): void {
  const headers: Record<string, string> = { ...cors };
  if (reply.bytes) {
    headers['content-type'] = reply.bytes.type;
    headers['content-disposition'] = contentDisposition(reply.bytes.name);
    res.writeHead(reply.status, headers).end(Buffer.from(reply.bytes.bytes));
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  if (reply.contentType && typeof reply.body === 'string') {
    headers['content-type'] = reply.contentType;
    res.writeHead(reply.status, headers).end(reply.body);
    return;
  }
  // Written only once the whole text exists, so that a body that cannot be written is still a 500.
  let text: string;
  try {
    text = JSON.stringify(reply.body);
  } catch {
    text = JSON.stringify({ message: 'Internal server error: the answer could not be written', code: 'INTERNAL' });
    reply = { status: 500 };
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  res.writeHead(reply.status, headers).end(text);
}

/** RFC 6266: an ASCII `filename` for old clients, the exact name as RFC 8187 `filename*`. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

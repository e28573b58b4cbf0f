/// <reference types="node" />
// The HTTP edge of the mock: reading a request's body (JSON or multipart) and writing a reply,
// with CORS open so that a console served from another port can call it from a browser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockReply, UploadedFile } from './context.js';

const MAX_BODY_BYTES = 20 * 1024 * 1024;

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-api-key, x-session-id, x-idempotent, x-request-id',
  'access-control-expose-headers': 'content-disposition, x-request-id',
  'access-control-max-age': '600',
};

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readBody(req: IncomingMessage): Promise<{ body: unknown; files: Record<string, UploadedFile> }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  if (raw.length === 0) return { body: undefined, files: {} };
  if (type.includes('json')) {
    try {
      return { body: JSON.parse(raw.toString('utf8')), files: {} };
    } catch {
      throw new BodyError(400, 'The body is not valid JSON');
    }
  }
  if (type.startsWith('multipart/form-data')) {
    // The Fetch API's own multipart parser: no hand-written boundary handling.
    const form = await new Request('http://mock.local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    const body: Record<string, unknown> = {};
    const files: Record<string, UploadedFile> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') body[name] = value;
      else {
        files[name] = { name: value.name, type: value.type || 'application/octet-stream', bytes: new Uint8Array(await value.arrayBuffer()) };
        // The contract types a file part as a binary string: its name stands for it in validation.
        body[name] = value.name;
      }
    }
    return { body, files };
  }
  return { body: raw.toString('utf8'), files: {} };
}

export function writeReply(res: ServerResponse, reply: MockReply): void {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  if (reply.bytes) {
    headers['content-type'] = reply.bytes.type;
    headers['content-disposition'] = `attachment; filename="${encodeURIComponent(reply.bytes.name)}"`;
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
  headers['content-type'] = 'application/json; charset=utf-8';
  res.writeHead(reply.status, headers).end(JSON.stringify(reply.body));
}

/// <reference types="node" />
// The node:http door's two conversions: an IncomingMessage as a Web Request (its body streamed, so
// that a body past the limit is refused without reading the rest) and a Response written to a
// ServerResponse; and who the peer is, for the control route (./control.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackHost } from './host-check.js';

/** Headers of one connection, not of the call: a Request may not carry them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * The request's body as a stream; cancelling it pauses the socket (the answer is still written).
 * Nothing is read before the first read (high-water mark 0): a body the core ignores stays
 * untouched, and Node's server discards it once the answer is written.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let listening = false;
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (listening) return void req.resume();
        listening = true;
        // Once: the stream may be closed, errored or cancelled already.
        const settle = (end: () => void) => {
          if (!settled) end();
          settled = true;
        };
        req.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => settle(() => controller.close()));
        req.once('error', (error) => settle(() => controller.error(error)));
        // The client went away (or close() ended the connection) before the body was whole.
        req.once('close', () => settle(() => controller.error(new Error('The request was aborted'))));
      },
      cancel() {
        settled = true;
        req.pause();
      },
    },
    { highWaterMark: 0 },
  );
}

/** `req` as a Web Request on the server's `origin`. */
export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct))
    if (!HOP_BY_HOP.has(name)) for (const value of values ?? []) headers.append(name, value);
  const method = req.method ?? 'GET';
  // A body is framed by a `content-length` above 0 or by `transfer-encoding`.
  const framed = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const body = method === 'GET' || method === 'HEAD' || !framed ? null : bodyOf(req);
  return new Request(new URL(req.url ?? '/', origin || 'http://mock.local'), {
    method,
    headers,
    body,
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes `response` to `res`, whole (the mock's answers are small and already in memory). */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

/** Whether a socket's remote address is this machine: 127.0.0.0/8 or ::1 (IPv4-mapped too). */
export const isLoopbackPeer = (address = '') => address === '::1' || isLoopbackHost(address.replace(/^::ffff:/, ''));

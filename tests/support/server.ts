// A real HTTP server on loopback that records what it receives and answers what a test says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type Handler = (req: Recorded) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: Recorded[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url!, 'http://x');
    const recorded: Recorded = {
      method: req.method!,
      url: req.url!,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(recorded);
    try {
      const reply = await handler(recorded);
      const body = reply.body;
      const isRaw = typeof body === 'string' || body instanceof Uint8Array;
      res.writeHead(reply.status ?? 200, {
        ...(body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      });
      res.end(body === undefined ? undefined : isRaw ? body : JSON.stringify(body));
    } catch (error) {
      res.writeHead(599);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JWT whose payload is `claims` (unsigned: the client only reads it). */
export function fakeJwt(claims: object): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
}

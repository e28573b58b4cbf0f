/// <reference types="node" />
// The node:http side of ./host-check.ts: one gate in front of everything the server answers, the
// REST surfaces and Socket.IO's handshake (its polling requests and its WebSocket upgrade), so a
// refused Host is answered the same way everywhere, before any routing.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { hostRefusal } from './host-check.js';

const STATUS = 403;

/**
 * Puts the Host check in front of the server's `request` and `upgrade` listeners (call it once
 * every listener is attached: Socket.IO adds its own when it attaches). A refused request gets
 * 403 and the error body `{ message, code: 'HOST_NOT_ALLOWED' }`; its connection is closed.
 */
export function guardHosts(server: Server, allows: (host: string | undefined) => boolean): void {
  const requests = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (allows(req.headers.host)) for (const listener of requests) listener.call(server, req, res);
    else
      res
        .writeHead(STATUS, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
        .end(JSON.stringify(hostRefusal(req.headers.host)));
  });
  const upgrades = server.listeners('upgrade') as Array<(req: IncomingMessage, socket: Duplex, head: Buffer) => void>;
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (allows(req.headers.host)) for (const listener of upgrades) listener.call(server, req, socket, head);
    else {
      const body = JSON.stringify(hostRefusal(req.headers.host));
      socket.on('error', () => {});
      socket.end(
        `HTTP/1.1 ${STATUS} Forbidden\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
  });
}

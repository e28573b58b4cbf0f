/// <reference types="node" />
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { attachChat, type ChatEndpoint, SOCKET_IO_PATH } from './chat.js';
import { createMockCore } from './core.js';
import { hostPolicy, hostRefusal } from './host-check.js';
import { fail } from './context.js';
import { toResponse } from './http.js';
import { isLoopbackPeer, sendResponse, toRequest } from './node-http.js';
import { MOCK_DEFAULTS, type MockPlatform, type MockPlatformOptions } from './types.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Starts a mock platform of its own (docs/design.md, decision 21): one HTTP server on loopback
 * with the four surfaces under `/admin`, `/public`, `/private` and `/enduser` and the chat
 * endpoint, its state in memory, seeded from the contracts' examples. Node only; needs the
 * optional peers `ajv` and `qs` (and `socket.io`, loaded on the chat's first request).
 *
 * @param options {@link MockPlatformOptions}, each documented once there with its default.
 */
export async function startMockPlatform(options: MockPlatformOptions = {}): Promise<MockPlatform> {
  const { port = MOCK_DEFAULTS.port, host = MOCK_DEFAULTS.host } = options;
  const allowsHost = hostPolicy(host, options.allowedHosts);
  const core = createMockCore(options, 'startMockPlatform');
  await core.ready;
  let origin = '';

  // Socket.IO loads on the chat's first request (its polling handshake or WebSocket upgrade), on a
  // server of its own that never listens: this one hands it the requests under its path.
  const io = http.createServer();
  let chat: Promise<ChatEndpoint> | undefined;
  const toChat = (hand: (io: http.Server) => void) => {
    chat ??= attachChat(io, core.admitChat, core.allowsOrigin).then((endpoint) => {
      core.onReset(() => endpoint.disconnectAll());
      return endpoint;
    });
    return chat.then(() => hand(io));
  };
  const isChat = (req: IncomingMessage) => (req.url ?? '').startsWith(SOCKET_IO_PATH);

  // The Host check (DNS rebinding, ./host-check.ts) stands before everything: the REST surfaces
  // and the chat's handshake, its polling requests and its upgrade alike.
  const server = http.createServer((req, res) => {
    const refusal = () => toResponse({ status: 403, body: hostRefusal(req.headers.host) }, { connection: 'close' });
    if (!allowsHost(req.headers.host)) return void sendResponse(res, refusal());
    void (async () => {
      if (isChat(req)) return await toChat((io) => io.emit('request', req, res));
      const response = await core.handle(toRequest(req, origin), {
        control: isLoopbackPeer(req.socket.remoteAddress),
        origin: req.headers.origin,
      });
      await sendResponse(res, response);
    })().catch((error: unknown) => {
      // Nothing more can be written: the answer has begun, or the client is gone (a close()).
      if (res.headersSent || res.destroyed) return void res.destroy();
      // Only Socket.IO's loading fails on the chat's path: its message names the peer to install.
      const message = isChat(req) ? String((error as Error).message) : 'Internal server error';
      void sendResponse(res, toResponse(fail(500, message, 'INTERNAL')));
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    if (!allowsHost(req.headers.host)) {
      const body = JSON.stringify(hostRefusal(req.headers.host));
      const length = Buffer.byteLength(body);
      return void socket.end(
        `HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-type: ${JSON_TYPE}\r\ncontent-length: ${length}\r\n\r\n${body}`,
      );
    }
    if (!isChat(req)) return void socket.destroy();
    toChat((io) => io.emit('upgrade', req, socket, head)).catch(() => socket.destroy());
  });
  server.listen(port, host);
  await once(server, 'listening');
  const { port: actual } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  return {
    ...core.shownAt(origin),
    reloadContracts: (docs) => core.reload(docs),
    // Connections first, then the server: server.close() alone waits for every request in
    // flight, a half-sent one included.
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await (await chat)?.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

/// <reference types="node" />
// The mock platform (docs/design.md, decision 21): one HTTP server, the four surfaces under /admin, /public,
// /private and /enduser, the chat endpoint (Socket.IO, namespace /chat) on the same server, and
// state in memory seeded from the contracts' examples.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachChat } from './chat.js';
import { CHAT_NAMESPACE } from './chat-session.js';
import { createMockCore } from './core.js';
import { originPolicy } from './cors.js';
import { chatRooms } from './domains/index.js';
import { hostPolicy } from './host-check.js';
import { guardHosts } from './host-guard.js';
import { isLoopbackPeer, sendResponse, toRequest } from './node-http.js';
import type { MockPlatform, MockPlatformOptions } from './types.js';

/**
 * Starts a mock platform of its own (docs/design.md, decision 21): one HTTP server on loopback
 * with the four surfaces under `/admin`, `/public`, `/private` and `/enduser` and the chat
 * endpoint, its state in memory, seeded from the contracts' examples. Node only; needs the
 * optional peers `openapi-backend` and `socket.io`.
 *
 * @param options.seed What the mock starts with: `'demo'`, `'empty'` or your records. @default "demo"
 * @param options.now The mock's "today" for the demo's dates. @default the real date
 * @param options.corsOrigins The web pages that may call the mock from a browser: `'loopback'`
 *   (pages served from localhost, 127.0.0.0/8 or [::1]), `'*'`, or a list of origins.
 *   @default "loopback"
 * @param options.allowedHosts Host names the mock answers besides loopback names (`localhost`,
 *   `*.localhost`, 127.0.0.0/8, `[::1]`) and `host`: a leading `.` takes a domain and its
 *   subdomains, `true` any name (which lets DNS rebinding in). Others get 403 `HOST_NOT_ALLOWED`.
 *   @default []
 * @param options.port The port to listen on. @default 0 (any free port; read it from `urls`)
 * @param options.host The interface to listen on. @default "127.0.0.1"
 * @param options.tokenTtlSeconds Lifetime of the access tokens the admin logins give, in
 *   seconds (a positive integer, else a RangeError). @default 3600
 * @param options.maxBodyBytes The largest request body read, in bytes. @default 20971520
 * @param options.maxBoxValueBytes The largest box value kept, in bytes of JSON. @default 1048576
 * @param options.maxBoxKeyBytes The longest box key kept, in UTF-8 bytes. @default 1024
 * @param options.maxRecordBytes The largest record a call may store, in bytes of its JSON. @default 2097152
 * @param options.maxStoredBytes The most bytes calls may have stored (every record they create
 *   or change, uploads, passwords and live sign-ins). @default 104857600
 * @returns The running platform: `urls`, `projectId`, `credentials`, `reset()`, `reloadContracts()`
 *   and `close()`.
 */
export async function startMockPlatform(options: MockPlatformOptions = {}): Promise<MockPlatform> {
  const { port = 0, host = '127.0.0.1' } = options;
  const allowsHost = hostPolicy(host, options.allowedHosts);
  const core = createMockCore(options, 'startMockPlatform');
  await core.ready;
  const allowsOrigin = originPolicy(options.corsOrigins);
  let origin = '';

  const server = http.createServer((req, res) => {
    void (async () => {
      const response = await core.handle(toRequest(req, origin), {
        control: isLoopbackPeer(req.socket.remoteAddress),
        origin: req.headers.origin,
      });
      await sendResponse(res, response);
    })().catch(() => {
      // Nothing more can be written: the answer has begun, or the client is gone (a close()).
      if (res.headersSent || res.destroyed) return void res.destroy();
      res
        .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }));
    });
  });
  const chat = await attachChat(server, core.platform(), chatRooms(core.platform()), { allowsOrigin, allowsHost });
  // Their sessions ended with the reset: no message may reach the fresh seed through them.
  core.onReset(() => chat.disconnectAll());
  // After Socket.IO has attached its listeners: the gate stands before its handshake too.
  guardHosts(server, allowsHost);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  return {
    urls: {
      admin: `${origin}/admin`,
      public: `${origin}/public`,
      private: `${origin}/private`,
      enduser: `${origin}/enduser`,
      chat: `${origin}${CHAT_NAMESPACE}`,
    },
    projectId: core.projectId,
    credentials: core.credentials,
    reset: (change) => core.reset(change),
    reloadContracts: (docs) => core.reload(docs),
    // Connections first, then the server: server.close() alone waits for every request in
    // flight, a half-sent one included.
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await chat.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

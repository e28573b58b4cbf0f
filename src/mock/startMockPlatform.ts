/// <reference types="node" />
// The mock platform (docs/design.md, decision 21): one HTTP server, the four surfaces under /admin, /public,
// /private and /enduser, the chat endpoint (Socket.IO, namespace /chat) on the same server, and
// state in memory seeded from the contracts' examples.
import type { Faker } from '@faker-js/faker';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachChat, CHAT_NAMESPACE } from './chat.js';
import type { MockReply, Platform } from './context.js';
import { readContracts, SURFACES, type Surface } from './contracts.js';
import { chatRooms } from './domains/conversations.js';
import { handlers } from './domains/index.js';
import { corsHeaders, originPolicy } from './cors.js';
import { hostPolicy } from './host-check.js';
import { guardHosts } from './host-guard.js';
import { BodyError, ignoreBody, readBody, writeReply as write } from './http.js';
import { checkLimit } from './limits.js';
import { createSurfaceRouter, type SurfaceRouter } from './router.js';
import { loadPeer } from './peers.js';
import { ACCOUNTS, KEYS, PROJECT_ID, seedStore, type SeedPlan } from './seed.js';
import { exampleReader, Store } from './store.js';
import { createTokenSigner } from './tokens.js';
import type { MockPlatform, MockPlatformOptions, MockSeedData } from './types.js';

const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** The seed option as a plan; the demo's fakers are loaded only for it. */
async function seedPlan(seed: 'demo' | 'empty' | MockSeedData, now: Date): Promise<SeedPlan> {
  if (seed === 'empty') return { preset: 'empty' };
  if (seed === 'demo') {
    const [{ faker: en }, { faker: de }] = await Promise.all([
      loadPeer<typeof import('@faker-js/faker/locale/en')>('@faker-js/faker/locale/en'),
      loadPeer<typeof import('@faker-js/faker/locale/de')>('@faker-js/faker/locale/de'),
    ]);
    // Instances of our own: seeding the packages' shared ones would change the caller's fakers.
    const own = (shared: Faker) => new (shared.constructor as typeof Faker)({ locale: shared.rawDefinitions });
    return { preset: 'demo', en: own(en), de: own(de), now };
  }
  if (seed === null || typeof seed !== 'object' || Array.isArray(seed)) {
    throw new TypeError("startMockPlatform: `seed` must be 'demo', 'empty' or an object of records by table.");
  }
  return { preset: 'own', data: seed };
}

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
 *   or change, uploads and passwords). @default 104857600
 * @returns The running platform: `urls`, `projectId`, `credentials`, `reset()` and `close()`.
 */
export async function startMockPlatform(options: MockPlatformOptions = {}): Promise<MockPlatform> {
  const { port = 0, host = '127.0.0.1', tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS } = options;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1)
    throw new RangeError('startMockPlatform: `tokenTtlSeconds` must be a positive integer.');
  const limits = {
    maxBodyBytes: checkLimit('maxBodyBytes', options.maxBodyBytes),
    maxBoxValueBytes: checkLimit('maxBoxValueBytes', options.maxBoxValueBytes),
    maxBoxKeyBytes: checkLimit('maxBoxKeyBytes', options.maxBoxKeyBytes),
    maxRecordBytes: checkLimit('maxRecordBytes', options.maxRecordBytes),
    maxStoredBytes: checkLimit('maxStoredBytes', options.maxStoredBytes),
  };
  const allowsOrigin = originPolicy(options.corsOrigins);
  const allowsHost = hostPolicy(host, options.allowedHosts);
  const now = options.now === undefined ? new Date() : new Date(options.now);
  if (Number.isNaN(now.getTime()))
    throw new RangeError('startMockPlatform: `now` must be a valid Date or ISO date string.');
  const plan = await seedPlan(options.seed ?? 'demo', now);
  const docs = readContracts();
  const example = exampleReader(docs);
  const keys = { ...KEYS };
  const platform: Platform = {
    store: new Store((store) => seedStore(store, example, plan), limits),
    now,
    tokens: createTokenSigner(tokenTtlSeconds),
    projectId: PROJECT_ID,
    docs,
    limits,
    keys,
    example,
  };
  const routers = Object.fromEntries(
    await Promise.all(SURFACES.map(async (s) => [s, await createSurfaceRouter(s, platform, handlers)] as const)),
  ) as Record<Surface, SurfaceRouter>;

  const server = http.createServer((req, res) => {
    const cors = corsHeaders(req.headers.origin, allowsOrigin);
    const writeReply = (res: http.ServerResponse, reply: MockReply) => write(res, reply, cors);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://mock.local');
      if (req.method === 'OPTIONS') {
        // Any header an allowed page asks to send is allowed: the mock serves local development.
        const asked = req.headers['access-control-request-headers'];
        const allowed = 'access-control-allow-origin' in cors;
        return void res
          .writeHead(204, { ...cors, ...(asked && allowed ? { 'access-control-allow-headers': asked } : {}) })
          .end();
      }
      const [, surface, ...rest] = url.pathname.split('/');
      const route = routers[surface as Surface];
      if (!route)
        return writeReply(res, {
          status: 404,
          body: {
            message: `No surface at /${surface ?? ''}: this mock serves ${SURFACES.map((s) => `/${s}`).join(', ')} (and chat at /chat); end baseUrl with one`,
            code: 'NOT_FOUND',
          },
        });
      const method = req.method ?? 'GET';
      const path = `/${rest.join('/')}`;
      // Route first: only an operation that declares a body has one read (and checked).
      const reads = route.takesBody(method, path);
      if (!reads) ignoreBody(req, res, limits.maxBodyBytes);
      const { body, files } = reads ? await readBody(req, limits.maxBodyBytes) : { body: undefined, files: {} };
      const reply = await route({
        method,
        path,
        query: url.search.slice(1),
        headers: req.headers,
        body,
        files,
        multipart: reads && String(req.headers['content-type'] ?? '').startsWith('multipart/form-data'),
      });
      writeReply(res, reply);
    })().catch((error: unknown) => {
      // Nothing more can be written: the answer has begun, or the client is gone (a close()).
      if (res.headersSent || res.destroyed) return void res.destroy();
      if (error instanceof BodyError) {
        const { message, code, details } = error;
        // The rest of a refused body is never read: this connection cannot carry another request.
        if (error.status === 413) res.setHeader('connection', 'close');
        return writeReply(res, {
          status: error.status,
          body: { message, code, ...(details === undefined ? {} : { details }) },
        });
      }
      writeReply(res, { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } });
    });
  });
  const chat = await attachChat(server, platform, chatRooms(platform), { allowsOrigin, allowsHost });
  // After Socket.IO has attached its listeners: the gate stands before its handshake too.
  guardHosts(server, allowsHost);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  return {
    urls: {
      admin: `${origin}/admin`,
      public: `${origin}/public`,
      private: `${origin}/private`,
      enduser: `${origin}/enduser`,
      chat: `${origin}${CHAT_NAMESPACE}`,
    },
    projectId: PROJECT_ID,
    credentials: { ...structuredClone(ACCOUNTS), ...keys },
    reset: () => {
      platform.store.reset();
      // Their sessions ended with the reset: no message may reach the fresh seed through them.
      chat.disconnectAll();
    },
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

// The mock platform's one implementation (docs/design.md, decision 21) on Web-standard Request and
// Response: options, state, seeds, the four surfaces' routers (validation, permissions, declared
// answers), CORS and the control route. Its two doors are thin: ./startMockPlatform.ts puts it on a
// node:http server (with the Socket.IO chat), ./msw.ts into MSW handlers. No node:http here; the
// few Node-only pieces (contracts read from disk, ids, token signing, byte counting, the peers'
// loading) sit in small modules of their own that a browser build can swap.
import type { Faker } from '@faker-js/faker';
import type { MockReply, Platform } from './context.js';
import { type OpenApiDocument, readContracts, SURFACES, type Surface } from './contracts.js';
import { controlReply, CONTROL_PREFIX } from './control.js';
import { corsHeaders, originPolicy } from './cors.js';
import { handlers } from './domains/index.js';
import { BodyError, readBody, toResponse } from './http.js';
import { checkLimit } from './limits.js';
import type { OperationKey } from './operations.js';
import { readNow } from './now.js';
import { loadPeer } from './peers.js';
import { createSurfaceRouter, type SurfaceRouter } from './router.js';
import { ACCOUNTS, KEYS, PROJECT_ID } from './accounts.js';
import { ExamplesDisagree, type SeedPlan, seedStore } from './seed.js';
import { exampleReader, Store } from './store.js';
import { createTokenSigner } from './tokens.js';
import type { MockPlatform, MockPlatformOptions, MockSeedData } from './types.js';

const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** The options both doors share (./types.ts documents each, with its default). */
export type CoreOptions = Pick<
  MockPlatformOptions,
  | 'seed'
  | 'now'
  | 'corsOrigins'
  | 'tokenTtlSeconds'
  | 'maxBodyBytes'
  | 'maxBoxValueBytes'
  | 'maxBoxKeyBytes'
  | 'maxRecordBytes'
  | 'maxStoredBytes'
>;

/** Where a call came from, as the door that took it knows. */
interface CallContext {
  /** The path the surfaces sit under (`/api` for `http://host/api/admin/...`). @default "" */
  basePath?: string;
  /** Whether the control routes (`/__mock/...`) answer this caller: only a loopback peer's. @default false */
  control?: boolean;
  /**
   * The caller's `Origin` as the door read it. The Node door passes it: under a DOM test
   * environment (happy-dom, jsdom) the global `Request` drops `Origin` as a browser-only header,
   * and the mock would then answer its own test's page with no CORS headers.
   * @default the request's own `origin` header
   */
  origin?: string;
}

export interface MockCore {
  /** Settles once the peers are loaded and the routers built; rejects with what failed. */
  ready: Promise<void>;
  /** The platform's state, once `ready`. */
  platform(): Platform;
  handle(request: Request, context?: CallContext): Promise<Response>;
  /** The operation a request is routed to (`admin.listRequestActions`), if any. */
  operationOf(request: Request, basePath?: string): Promise<OperationKey | undefined>;
  /** Back to the seed (with a new "today" when `now` is given); runs the `onReset` listeners. */
  reset(options?: { now?: Date | string }): void;
  onReset(listener: () => void): void;
  /**
   * Serves new contracts (default: read again from disk): the routers and validators are rebuilt
   * over the same store, so records, sessions and tokens stay. Rejects, keeping the contracts it
   * had, when a router cannot be built from them.
   */
  reload(docs?: Record<Surface, OpenApiDocument>): Promise<void>;
  /** Whether a contract has the operation (once `ready`). */
  hasOperation(key: string): boolean;
  projectId: string;
  credentials: MockPlatform['credentials'];
}

/** `now` as a Date, or a RangeError naming the option (and the range it must be in). */
function checkNow(caller: string, now: Date | string | undefined): Date {
  const date = readNow(now ?? new Date());
  if ('problem' in date) throw new RangeError(`${caller}: \`now\` ${date.problem}.`);
  return date;
}

/** The seed option as a plan; the demo's fakers are loaded only for it. */
async function seedPlan(seed: 'demo' | 'empty' | MockSeedData, now: Date, caller: string): Promise<SeedPlan> {
  if (seed === 'empty') return { preset: 'empty' };
  if (seed === 'demo') {
    const [{ faker: en }, { faker: de }] = await Promise.all([
      loadPeer<typeof import('@faker-js/faker/locale/en')>(
        '@faker-js/faker/locale/en',
        () => import('@faker-js/faker/locale/en'),
      ),
      loadPeer<typeof import('@faker-js/faker/locale/de')>(
        '@faker-js/faker/locale/de',
        () => import('@faker-js/faker/locale/de'),
      ),
    ]);
    // Instances of our own: seeding the packages' shared ones would change the caller's fakers.
    const own = (shared: Faker) => new (shared.constructor as typeof Faker)({ locale: shared.rawDefinitions });
    return { preset: 'demo', en: own(en), de: own(de), now };
  }
  if (seed === null || typeof seed !== 'object' || Array.isArray(seed)) {
    throw new TypeError(`${caller}: \`seed\` must be 'demo', 'empty' or an object of records by table.`);
  }
  return { preset: 'own', data: seed };
}

const notServed = (surface: string | undefined): MockReply => ({
  status: 404,
  body: {
    message: `No surface at /${surface ?? ''}: this mock serves ${SURFACES.map((s) => `/${s}`).join(', ')} (and chat at /chat); end baseUrl with one`,
    code: 'NOT_FOUND',
  },
});

async function buildRouters(platform: Platform, docs: Record<Surface, OpenApiDocument>) {
  return Object.fromEntries(
    await Promise.all(
      SURFACES.map(async (s) => [s, await createSurfaceRouter(s, platform, handlers, docs[s])] as const),
    ),
  ) as Record<Surface, SurfaceRouter>;
}

/**
 * The mock's core. Options are checked at once (a RangeError or TypeError naming `caller`'s
 * option); the peers load and the routers are built in the background (`ready`), and calls wait
 * for them.
 */
export function createMockCore(options: CoreOptions, caller: string): MockCore {
  const { tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS } = options;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1)
    throw new RangeError(`${caller}: \`tokenTtlSeconds\` must be a positive integer.`);
  const limits = {
    maxBodyBytes: checkLimit('maxBodyBytes', options.maxBodyBytes, caller),
    maxBoxValueBytes: checkLimit('maxBoxValueBytes', options.maxBoxValueBytes, caller),
    maxBoxKeyBytes: checkLimit('maxBoxKeyBytes', options.maxBoxKeyBytes, caller),
    maxRecordBytes: checkLimit('maxRecordBytes', options.maxRecordBytes, caller),
    maxStoredBytes: checkLimit('maxStoredBytes', options.maxStoredBytes, caller),
  };
  const allowsOrigin = originPolicy(options.corsOrigins, caller);
  let now = checkNow(caller, options.now);
  const keys = { ...KEYS };
  const listeners: Array<() => void> = [];
  let state: { platform: Platform; routers: Record<Surface, SurfaceRouter> } | undefined;

  const ready = (async () => {
    let plan = await seedPlan(options.seed ?? 'demo', now, caller);
    const docs = readContracts();
    const example = exampleReader(docs);
    // The plan is read at each reset, so that a reset with a new `now` seeds around it; the
    // examples too, so that a reset after a reload() seeds from the contracts then served.
    const store = new Store((into) => {
      if (plan.preset === 'demo' && plan.now !== now) plan = { ...plan, now };
      seedStore(into, state?.platform.example ?? example, plan);
    }, limits);
    const platform: Platform = {
      store,
      now,
      // A live token's bytes count toward maxStoredBytes, as a session's do: sign-ins are bounded.
      tokens: createTokenSigner(tokenTtlSeconds, store),
      projectId: PROJECT_ID,
      docs,
      limits,
      keys,
      example,
    };
    state = { platform, routers: await buildRouters(platform, docs) };
  })();
  // A failed start is reported by whoever awaits `ready` or calls; never as an unhandled rejection.
  ready.catch(() => {});

  const reset = (change: { now?: Date | string } = {}) => {
    const before = now;
    if (change.now !== undefined) now = checkNow('reset', change.now);
    if (!state) return;
    try {
      state.platform.store.reset();
    } catch (error) {
      // The store kept what it had; so does "today".
      now = before;
      throw error;
    }
    state.platform.now = now;
    state.platform.tokens.clear();
    for (const listener of listeners) listener();
  };

  /** The surface and the path below it, or undefined for a URL outside `basePath`. */
  const place = (request: Request, basePath: string) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return undefined;
    const [, surface, ...rest] = url.pathname.slice(basePath.length).split('/');
    return { url, surface, path: `/${rest.join('/')}` };
  };

  /** The reply, and whether the connection must close after it (`closes`). */
  const answer = async (request: Request, context: CallContext): Promise<MockReply & { closes?: boolean }> => {
    const where = place(request, context.basePath ?? '');
    if (!where) return notServed(undefined);
    const { url, surface, path } = where;
    if (url.pathname.startsWith(`${context.basePath ?? ''}${CONTROL_PREFIX}`))
      return controlReply(request, path, { allowed: context.control === true, origin: context.origin, reset });
    await ready;
    const { routers } = state as NonNullable<typeof state>;
    const route = routers[surface as Surface];
    if (!route) return notServed(surface);
    // Matched once, first: only an operation that declares a body has one read (and checked), so a
    // body sent to any other call is ignored, never an undeclared 400, 413 or 422.
    const match = route.match(request.method, path);
    const reads = 'operation' in match && Boolean(match.operation.requestBody);
    const { body, files } = reads ? await readBody(request, limits.maxBodyBytes) : { body: undefined, files: {} };
    const reply = await route.handle(match, {
      method: request.method,
      path,
      query: url.search.slice(1),
      headers: Object.fromEntries(request.headers),
      body,
      files,
      multipart: reads && (request.headers.get('content-type') ?? '').startsWith('multipart/form-data'),
    });
    // An ignored body stays unread: Node's server discards a short one and keeps the
    // connection; one of unknown or excessive length closes it, so nothing past the limit is read.
    const length = request.headers.get('content-length');
    const closes = !reads && request.body !== null && (length === null || Number(length) > limits.maxBodyBytes);
    return closes ? { ...reply, closes } : reply;
  };

  return {
    ready,
    platform: () => {
      if (!state) throw new Error(`${caller}: the mock is not ready yet`);
      return state.platform;
    },
    async handle(request, context = {}) {
      const cors = corsHeaders(context.origin ?? request.headers.get('origin') ?? undefined, allowsOrigin);
      if (request.method === 'OPTIONS') {
        // Any header an allowed page asks to send is allowed: the mock serves local development.
        const asked = request.headers.get('access-control-request-headers');
        const allowed = 'access-control-allow-origin' in cors;
        return new Response(null, {
          status: 204,
          headers: { ...cors, ...(asked && allowed ? { 'access-control-allow-headers': asked } : {}) },
        });
      }
      try {
        const { closes, ...reply } = await answer(request, context);
        return toResponse(reply, closes ? { ...cors, connection: 'close' } : cors);
      } catch (error) {
        if (error instanceof BodyError) {
          const { message, code, details } = error;
          const response = toResponse(
            { status: error.status, body: { message, code, ...(details === undefined ? {} : { details }) } },
            // The rest of a refused body is never read: the connection cannot carry another request.
            error.status === 413 ? { ...cors, connection: 'close' } : cors,
          );
          return response;
        }
        if (!state) throw error;
        return toResponse({ status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } }, cors);
      }
    },
    async operationOf(request, basePath = '') {
      const where = place(request, basePath);
      if (!where) return undefined;
      await ready;
      const match = state?.routers[where.surface as Surface]?.match(request.method, where.path);
      return match && 'operation' in match
        ? (`${where.surface}.${match.operation.operationId}` as OperationKey)
        : undefined;
    },
    reset,
    async reload(docs = readContracts()) {
      await ready;
      const current = state as NonNullable<typeof state>;
      // Built before anything changes: a contract the router rejects leaves the mock as it was.
      const routers = await buildRouters(current.platform, docs);
      const { platform } = current;
      const example = platform.example;
      platform.example = exampleReader(docs);
      // The seed from the new examples under what calls did. Two examples of one record that
      // disagree refuse the contracts (the mock keeps the ones it had); a seed that fails
      // otherwise keeps the records as they are, and a reset says why.
      try {
        platform.store.reseed();
      } catch (error) {
        if (error instanceof ExamplesDisagree) {
          platform.example = example;
          throw error;
        }
      }
      platform.docs = docs;
      state = { platform, routers };
    },
    hasOperation(key) {
      const [surface, id] = key.split('.');
      const doc = state?.platform.docs[surface as Surface];
      return !!doc && Object.values(doc.paths).some((item) => Object.values(item).some((op) => op?.operationId === id));
    },
    onReset: (listener) => void listeners.push(listener),
    projectId: PROJECT_ID,
    credentials: { ...structuredClone(ACCOUNTS), ...keys },
  };
}

// The mock platform's one implementation (docs/design.md, decision 21) on Web-standard Request and
// Response; its two doors are thin (./startMockPlatform.ts on node:http, ./msw.ts into MSW). No
// node:http here: the few Node-only pieces sit in modules of their own a browser build swaps.
import { fail, type MockReply, type Platform } from './context.js';
import { readContracts, SURFACES, type Surface } from './contracts.js';
import { controlReply, CONTROL_PREFIX } from './control.js';
import { corsHeaders, originPolicy } from './cors.js';
import { chatRooms, handlers } from './domains/index.js';
import { CHAT_NAMESPACE, chatGate } from './chat-session.js';
import { readBody, toResponse } from './http.js';
import { type Limits, Refusal } from './limits.js';
import { readNow } from './now.js';
import { createSurfaceRouter } from './router.js';
import { ACCOUNTS, KEYS, PROJECT_ID } from './accounts.js';
import { ExamplesDisagree, seedPlan, seedStore } from './seed.js';
import { exampleReader, Store } from './store.js';
import { createTokenSigner } from './tokens.js';
import { MOCK_DEFAULTS, type MockPlatform, type MockPlatformOptions } from './types.js';

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

function checkNow(caller: string, now: Date | string | undefined): Date {
  const date = readNow(now ?? new Date());
  if ('problem' in date) throw new RangeError(`${caller}: \`now\` ${date.problem}.`);
  return date;
}

const notServed = (surface = '') =>
  fail(
    404,
    `No surface at /${surface}: this mock serves ${SURFACES.map((s) => `/${s}`).join(', ')} (and chat at /chat); end baseUrl with one`,
    'NOT_FOUND',
  );

/**
 * The mock's core. Options are checked at once (a RangeError or TypeError naming `caller`'s
 * option); the peers load and the seed is built in the background (`ready`), and calls wait for it.
 */
export function createMockCore(options: MockPlatformOptions, caller: string) {
  const { tokenTtlSeconds = MOCK_DEFAULTS.tokenTtlSeconds } = options;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1)
    throw new RangeError(`${caller}: \`tokenTtlSeconds\` must be a positive integer.`);
  const limits = Object.fromEntries(
    Object.entries(MOCK_DEFAULTS.limits).map(([name, fallback]) => {
      const value = options[name as keyof Limits] ?? fallback;
      if (!Number.isSafeInteger(value) || value < 1)
        throw new RangeError(`${caller}: \`${name}\` must be a positive integer (bytes).`);
      return [name, value];
    }),
  ) as Limits;
  const allowsOrigin = originPolicy(options.corsOrigins, caller);
  let now = checkNow(caller, options.now);
  const listeners: Array<() => void> = [];
  let gate: ReturnType<typeof chatGate> | undefined;
  let platform: Platform | undefined;
  let routers: Partial<Record<Surface, ReturnType<typeof createSurfaceRouter>>> = {};
  const routerOf = (surface: Surface) =>
    (routers[surface] ??= createSurfaceRouter(surface, platform as Platform, handlers, platform?.docs[surface]));

  const ready = (async () => {
    const plan = await seedPlan(options.seed ?? MOCK_DEFAULTS.seed, () => now, caller);
    const docs = readContracts();
    const example = exampleReader(docs);
    // A reset seeds around the `now` and from the contracts then served. Each domain's tables are
    // seeded on their first use (`lazy`): the first answer seeds only what it reads.
    const store = new Store((into) => seedStore(into, platform?.example ?? example, plan), limits, true);
    // A live token's bytes count toward maxStoredBytes, as a session's do: sign-ins are bounded.
    const tokens = createTokenSigner(tokenTtlSeconds, store);
    platform = { store, now, tokens, projectId: PROJECT_ID, docs, limits, keys: KEYS, example };
  })();
  // A failed start is reported by whoever awaits `ready` or calls; never as an unhandled rejection.
  ready.catch(() => {});

  /** Back to the seed (with a new "today" when `now` is given); runs the `onReset` listeners. */
  const reset = (change: { now?: Date | string } = {}) => {
    const next = change.now === undefined ? now : checkNow('reset', change.now);
    // A store that cannot reset keeps what it had (and throws), and so does "today".
    platform?.store.reset();
    now = next;
    if (!platform) return;
    platform.now = now;
    platform.tokens.clear();
    for (const listener of listeners) listener();
  };

  /**
   * A request matched once: its surface, the path below it and its operation (or the 404 or 405
   * of a call that has none). Kept per Request: MSW hands its override handlers and the catch-all
   * the same Request, and they share the one match.
   */
  const matches = new WeakMap<Request, ReturnType<typeof routeOnce>>();
  const route = (request: Request, basePath: string) => {
    if (!matches.has(request)) matches.set(request, routeOnce(request, basePath));
    return matches.get(request)!;
  };
  const routeOnce = async (request: Request, basePath: string) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return undefined;
    const [, surface = '', ...rest] = url.pathname.slice(basePath.length).split('/');
    const path = `/${rest.join('/')}`;
    if (url.pathname.startsWith(`${basePath}${CONTROL_PREFIX}`)) return { url, path, surface, control: true };
    await ready;
    if (!SURFACES.includes(surface as Surface)) return { url, path, surface };
    const router = await routerOf(surface as Surface);
    return { url, path, surface, router, match: router.table.match(request.method, path) };
  };

  /** The reply, and whether the connection must close after it (`closes`). */
  const answer = async (request: Request, context: CallContext): Promise<MockReply & { closes?: boolean }> => {
    const routed = await route(request, context.basePath ?? '');
    if (routed?.control)
      return controlReply(request, routed.path, { allowed: context.control === true, origin: context.origin, reset });
    if (!routed?.router || !routed.match) return notServed(routed?.surface);
    const { url, router, match } = routed;
    if ('reply' in match) return ignoring(request, match.reply);
    // Only an operation that declares a body has one read (and checked), so a body sent to any
    // other call is ignored, never an undeclared 400, 413 or 422.
    const { operation, params } = match;
    const reads = Boolean(operation.requestBody);
    const { body, files } = reads ? await readBody(request, limits.maxBodyBytes) : { body: undefined, files: {} };
    const headers = Object.fromEntries(request.headers);
    const reply = await router.handle({ operation, params, rawQuery: url.searchParams, headers, body, files });
    return reads ? reply : ignoring(request, reply);
  };

  /**
   * The reply to a call whose body stays unread: Node's server discards a short one and keeps the
   * connection; one of unknown or excessive length closes it, so nothing past the limit is read.
   */
  const ignoring = (request: Request, reply: MockReply): MockReply & { closes?: boolean } => {
    const length = request.headers.get('content-length');
    const closes = request.body !== null && (length === null || Number(length) > limits.maxBodyBytes);
    return closes ? { ...reply, closes } : reply;
  };

  return {
    /** Settles once the store is made (tables seed on first use, routers on their surface's); rejects with what failed. */
    ready,
    async handle(request: Request, context: CallContext = {}): Promise<Response> {
      const cors = corsHeaders(context.origin ?? request.headers.get('origin') ?? undefined, allowsOrigin);
      if (request.method === 'OPTIONS') {
        // Any header an allowed page asks to send is allowed: the mock serves local development.
        const asked = request.headers.get('access-control-request-headers');
        if (asked && 'access-control-allow-origin' in cors) cors['access-control-allow-headers'] = asked;
        return new Response(null, { status: 204, headers: cors });
      }
      try {
        const { closes, ...reply } = await answer(request, context);
        return toResponse(reply, closes ? { ...cors, connection: 'close' } : cors);
      } catch (error) {
        // The rest of a refused body is never read: the connection cannot carry another request.
        if (error instanceof Refusal)
          return toResponse(error.reply, error.closes ? { ...cors, connection: 'close' } : cors);
        if (!platform) throw error;
        // Two examples of a domain this call seeded disagree: the contracts' problem, named.
        if (error instanceof ExamplesDisagree) return toResponse(fail(500, error.message, 'EXAMPLES_DISAGREE'), cors);
        return toResponse(fail(500, 'Internal server error', 'INTERNAL'), cors);
      }
    },
    /** MockPlatform.reloadContracts: routers and validators built anew over the same store. */
    async reload(docs = readContracts()) {
      await ready;
      const current = platform as Platform;
      // Built before anything changes: a contract the router rejects leaves the mock as it was.
      const built = await Promise.all(SURFACES.map((s) => createSurfaceRouter(s, current, handlers, docs[s])));
      const example = current.example;
      current.example = exampleReader(docs);
      // The seed from the new examples under what calls did. Two examples of one record that
      // disagree refuse the contracts (the mock keeps the ones it had); a seed that fails
      // otherwise keeps the records as they are, and a reset says why.
      try {
        current.store.reseed();
      } catch (error) {
        if (error instanceof ExamplesDisagree) {
          current.example = example;
          throw error;
        }
      }
      current.docs = docs;
      routers = Object.fromEntries(SURFACES.map((s, i) => [s, Promise.resolve(built[i]!)]));
    },
    /**
     * Whether a request is routed to operation `key` (`admin.listRequestActions`), by the match
     * `handle` then uses; undefined when no contract served has `key`.
     */
    async routesTo(request: Request, basePath: string, key: string) {
      const [surface = '', id = ''] = key.split('.');
      const routed = await route(request, basePath);
      await ready;
      if (!SURFACES.includes(surface as Surface) || !(await routerOf(surface as Surface)).table.byId(id))
        return undefined;
      const match = routed?.surface === surface ? routed.match : undefined;
      return !!match && 'operation' in match && match.operation.operationId === id;
    },
    /** Runs `listener` after each reset: the doors end their chat sessions, so no message reaches the fresh seed through them. */
    onReset: (listener: () => void) => void listeners.push(listener),
    /** The chat's gate on a handshake query, for both doors (the rooms are the conversations domain's). */
    async admitChat(query: Record<string, unknown>) {
      await ready;
      const current = platform as Platform;
      gate ??= chatGate(current, chatRooms(current), (await routerOf('admin')).table);
      return gate(query);
    },
    /** The `corsOrigins` option's check: the chat's handshake holds to it too. */
    allowsOrigin,
    /** What both doors give of the mock served at `base`: the surfaces' URLs (the chat's at `origin`), and the rest. */
    shownAt: (base: string, origin = base): Omit<MockPlatform, 'reloadContracts' | 'close'> => ({
      urls: {
        ...(Object.fromEntries(SURFACES.map((s) => [s, `${base}/${s}`])) as Record<Surface, string>),
        chat: `${origin}${CHAT_NAMESPACE}`,
      },
      projectId: PROJECT_ID,
      credentials: { ...structuredClone(ACCOUNTS), ...KEYS },
      reset,
    }),
  };
}

// platform-client/mock/msw: the mock's core (./core.ts) as MSW request handlers (issue 35), for
// setupServer and setupWorker; the chat on MSW's WebSocket API (./msw-chat.ts). No port, no process.
import { delay, http, type HttpHandler, type WebSocketHandler } from 'msw';
import type { MockAnswerTable } from './answers.js';
import { SURFACES, type Surface } from './contracts.js';
import { createMockCore } from './core.js';
import { toResponse } from './http.js';
import { createMswChat } from './msw-chat.js';
import type { OperationKey } from './operations.js';
import { MOCK_DEFAULTS, type MockHandlersOptions, type MockPlatform } from './types.js';

export type { DeclaredStatus, MockAnswer, MockAnswerFor, MockAnswerTable, WireBody } from './answers.js';
export type { OperationKey } from './operations.js';
export type { MockAccount, MockHandlersOptions, MockSeedData } from './types.js';
export type { Wire, WireSchemas } from './wire.js';

/** Where the handlers answer when `baseUrl` is not given: an origin of the mock's own. */
export const DEFAULT_MOCK_BASE_URL = MOCK_DEFAULTS.baseUrl;

/** What {@link createMockHandlers} gives. */
export interface MockHandlers extends Pick<MockPlatform, 'projectId' | 'credentials'> {
  /**
   * The handlers to pass to `setupServer(...handlers)` or `setupWorker(...handlers)`: the four
   * surfaces, and the chat's WebSocket (`ws.link`) for socket.io-client.
   */
  handlers: Array<HttpHandler | WebSocketHandler>;
  /**
   * Base URLs of the four surfaces, under `baseUrl`, and the chat client's `url`: `/chat` at
   * `baseUrl`'s origin (Socket.IO's namespace; its socket is `/socket.io/` there).
   */
  urls: MockPlatform['urls'];
  /**
   * Back to the seed data (sessions and tokens end: sign in again; chat clients are
   * disconnected), with a new "today" when `now` is given. Overrides added with `server.use()` stay until `server.resetHandlers()`.
   */
  reset(options?: { now?: Date | string }): void;
  /**
   * A handler that makes one operation answer `answer` instead, typed as that operation's wire
   * shape; every other call still reaches the stateful mock. Add it with `server.use(...)` (it
   * goes first) and drop it with `server.resetHandlers()`.
   *
   * @param operation `<surface>.<operationId>`, e.g. `'admin.listRequestActions'`.
   * @param answer A declared status and its body, `{ networkError: true }`, or `{ delay }` alone
   *   (the mock answers, later); or a function of the call giving one.
   * @param options.once Answer only the first matching call, then step aside. @default false
   */
  answer<K extends OperationKey>(operation: K, answer: MockAnswerTable[K], options?: { once?: boolean }): HttpHandler;
}

/** Any operation's answer, as the handler reads it (the types have checked it against its operation). */
interface GivenAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delay?: number;
  networkError?: boolean;
}

/**
 * The mock platform as MSW request handlers: the four surfaces under `baseUrl`, their state in
 * memory, seeded as `startMockPlatform`'s (the same implementation: contract validation,
 * permissions, declared answers). Needs the optional peers `msw`, `ajv` and `qs`
 * (`@faker-js/faker` for the demo seed). The peers load with the first call; option errors throw
 * at once.
 *
 * @param options Those of `startMockPlatform` that apply without a server, and `baseUrl`
 *   ({@link MockHandlersOptions}: each documented once, with its default).
 */
export function createMockHandlers(options: MockHandlersOptions = {}): MockHandlers {
  const caller = 'createMockHandlers';
  const given = options.baseUrl ?? MOCK_DEFAULTS.baseUrl;
  if (typeof given !== 'string' || !URL.canParse(given) || !/^https?:$/.test(new URL(given).protocol))
    throw new TypeError(`${caller}: \`baseUrl\` must be an absolute http: or https: URL.`);
  const baseUrl = given.replace(/\/+$/, '');
  const { pathname, origin } = new URL(baseUrl);
  const basePath = pathname.replace(/\/+$/, '');
  // The browser pages and tests that call through MSW are the mock's own: any origin is answered.
  const core = createMockCore({ ...options, corsOrigins: '*' }, caller);
  const chat = createMswChat(origin, core.admitChat);
  core.onReset(() => chat.disconnectAll());

  const answer: MockHandlers['answer'] = (operation, answerFor, { once = false } = {}) => {
    const surface = String(operation).split('.')[0] as Surface;
    if (!SURFACES.includes(surface))
      throw new TypeError(
        `${caller}: answer() takes '<surface>.<operationId>'; ${String(operation)} names no surface.`,
      );
    return http.all(
      `${baseUrl}/${surface}/*`,
      async ({ request }) => {
        const routes = await core.routesTo(request, basePath, operation);
        if (routes === undefined)
          throw new TypeError(`${caller}: answer() names ${String(operation)}, which no contract has.`);
        if (!routes) return undefined;
        const chosen = (typeof answerFor === 'function' ? await answerFor({ request }) : answerFor) as GivenAnswer;
        if (chosen.delay) await delay(chosen.delay);
        if (chosen.networkError) return Response.error();
        if (chosen.status === undefined) return core.handle(request, { basePath });
        // Its body as JSON, unless it is raw content already (then text/plain).
        const response = toResponse({ status: chosen.status, body: chosen.body, contentType: 'text/plain' });
        for (const [name, value] of Object.entries(chosen.headers ?? {})) response.headers.set(name, value);
        return response;
      },
      { once },
    );
  };

  return {
    ...core.shownAt(baseUrl, origin),
    handlers: [http.all(`${baseUrl}/*`, ({ request }) => core.handle(request, { basePath })), chat.handler],
    answer,
  };
}

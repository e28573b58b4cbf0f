// The Chromium test's page (tests/mock/msw-browser.test.ts bundles it with esbuild): the mock as
// MSW handlers in a service worker (setupWorker), driven by the SDK's admin client in the page,
// the same scenario as tests/mock/msw.test.ts runs under setupServer; and the chat scenario of
// tests/mock/msw-chat.test.ts, the SDK's chat client on the page's WebSocket, which MSW intercepts.
import { setupWorker } from 'msw/browser';
import { createAdminClient, type PlatformError } from '../../../src/index.js';
import { createMockHandlers } from '../../../mock/msw.js';
import { chatScenario } from '../chat-scenario.js';

const mock = createMockHandlers({ now: '2026-11-24T10:00:00.000Z' });
const worker = setupWorker(...mock.handlers);
let starting: Promise<unknown> | undefined;
const start = () =>
  (starting ??= worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledFrame: 'error',
  }));

const signIn = () =>
  createAdminClient({ baseUrl: mock.urls.admin, projectId: mock.projectId, ...mock.credentials.admin, maxRetries: 0 });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: PlatformError & { status?: number }) => `${error.name} ${error.status ?? ''} ${error.message}`,
  );

async function scenario() {
  await start();
  const admin = await signIn();
  const before = (await admin.GET('/request-action', { params: { query: { limit: 5 } } })).data.total;
  const { data: created } = await admin.POST('/request-action', { body: { type: 'visit', title: 'Viewing 12B' } });
  const { data: read } = await admin.GET('/request-action/{id}', { params: { path: { id: created._id } } });
  const after = (await admin.GET('/request-action', { params: { query: { limit: 5 } } })).data.total;
  worker.use(
    mock.answer('admin.listRequestActions', { status: 500, body: { message: 'The list is down', code: 'INTERNAL' } }),
  );
  const overridden = await failure(admin.GET('/request-action'));
  const othersStill = (await admin.GET('/request-action/{id}', { params: { path: { id: created._id } } })).data.title;
  worker.resetHandlers();
  mock.reset();
  const afterReset = await failure(admin.GET('/request-action'));
  const seeded = (await (await signIn()).GET('/request-action', { params: { query: { limit: 5 } } })).data.total;
  return {
    self: admin.self.email,
    before,
    created: { title: created.title, status: created.status },
    readBack: read._id === created._id && read.created instanceof Date,
    after,
    overridden,
    othersStill,
    afterReset,
    seeded,
  };
}

(window as unknown as { scenario: typeof scenario }).scenario = scenario;

async function chat() {
  await start();
  // socket.io-client keeps the WebSocket it finds when it loads: MSW's, once the worker runs.
  const [{ createChatClient }, { io }] = await Promise.all([
    import('../../../src/chat/index.js'),
    import('socket.io-client'),
  ]);
  return chatScenario(mock, { createChatClient, io });
}
(window as unknown as { chatScenario: typeof chat }).chatScenario = chat;

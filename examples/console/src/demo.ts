// The console with no server (`npm run demo`): the mock platform runs in this page on MSW's
// service worker (platform-client/mock/msw, the demo seed), and the console is pointed at it
// through the same VITE_ variables `npm start` sets for the mock server; the chat too (the
// handlers' Socket.IO over MSW's WebSocket API). Its state lives in the tab: a reload starts from
// the seed again.
import { setupWorker } from 'msw/browser';
import { createMockHandlers } from 'platform-client/mock/msw';
import type { DemoAccount } from './config';

let started: Promise<ImportMetaEnv> | undefined;

/**
 * Starts the mock in the page and answers the console's settings, as `import.meta.env` would.
 * Once per page: the entry (demo-main.ts) starts it before the console loads, and config.ts
 * reads the same settings.
 */
export function startDemoPlatform(): Promise<ImportMetaEnv> {
  started ??= start();
  return started;
}

async function start(): Promise<ImportMetaEnv> {
  const mock = createMockHandlers({ seed: 'demo' });
  await setupWorker(...mock.handlers).start({
    // Beside index.html (the build writes it there), wherever the site is served from.
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  const { admin, readOnlyAdmin, endUser, apiKey } = mock.credentials;
  const accounts: DemoAccount[] = [
    { label: 'Full admin', surface: 'admin', ...admin },
    { label: 'Read-only admin', surface: 'admin', ...readOnlyAdmin },
    { label: 'End user', surface: 'enduser', ...endUser },
  ];
  return {
    ...import.meta.env,
    VITE_ADMIN_URL: mock.urls.admin,
    VITE_PUBLIC_URL: mock.urls.public,
    VITE_ENDUSER_URL: mock.urls.enduser,
    VITE_CHAT_URL: mock.urls.chat,
    VITE_PUBLIC_API_KEY: apiKey,
    VITE_PROJECT_ID: mock.projectId,
    VITE_MOCK_ACCOUNTS: JSON.stringify(accounts),
  };
}

// The console with no server (`npm run demo`): the mock platform runs in this page on MSW's
// service worker (platform-client/mock/msw, the demo seed), and the console is pointed at it
// through the same VITE_ variables `npm start` sets for the mock server. Its state lives in the
// tab: a reload starts from the seed again.
import { setupWorker } from 'msw/browser';
import { createMockHandlers } from 'platform-client/mock/msw';
import type { DemoAccount } from './config';

/** Starts the mock in the page and answers the console's settings, as `import.meta.env` would. */
export async function startDemoPlatform(): Promise<ImportMetaEnv> {
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
    // No chat in the page yet: the handlers answer the REST surfaces only.
    VITE_CHAT_URL: `${new URL(mock.urls.admin).origin}/chat`,
    VITE_PUBLIC_API_KEY: apiKey,
    VITE_PROJECT_ID: mock.projectId,
    VITE_MOCK_ACCOUNTS: JSON.stringify(accounts),
  };
}
